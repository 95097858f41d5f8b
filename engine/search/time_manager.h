#pragma once
// Time management: pure arithmetic from the clock to the search's time limits. No clock reads,
// no I/O: allocate() maps (remaining, increment, moves to go, overhead) to milliseconds.

#include <cstdint>
#include <optional>

namespace engine::search {

// The side to move's clock, in milliseconds.
struct Clock {
    std::int64_t       remaining_ms = 0; // time left on the clock (may be <= 0)
    std::int64_t       increment_ms = 0; // added after each move
    std::optional<int> moves_to_go; // moves until the next time control; none: sudden death
    std::int64_t       overhead_ms = 10; // per-move loss outside the search (I/O, GUI, OS)
};

// Time to spend on one move: start no new iteration after `optimum_ms`; stop at `maximum_ms`.
// Always 0 <= optimum_ms <= maximum_ms < remaining_ms - overhead_ms (or 0 when nothing is left).
struct TimeBudget {
    std::int64_t optimum_ms = 0;
    std::int64_t maximum_ms = 0;
};

// The budget for one move. Sudden death assumes 30 more moves; the increment is mostly spent;
// the maximum is a few optimums but never more than a fraction of what is left.
[[nodiscard]] TimeBudget allocate(const Clock& clock) noexcept;

} // namespace engine::search
