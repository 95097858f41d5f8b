#include "time_manager.h"

#include <algorithm>

namespace engine::search {

TimeBudget allocate(const Clock& clock) noexcept {
    // Step 1. What may be spent at all: the clock minus the overhead of this move and a
    // reserve for the overheads of the moves to come.
    const int          mtg     = std::clamp(clock.moves_to_go.value_or(30), 1, 50);
    const std::int64_t reserve = clock.overhead_ms * std::min(mtg, 5);
    const std::int64_t usable  = std::max<std::int64_t>(clock.remaining_ms - reserve, 0);
    if (usable == 0) return {};
    const std::int64_t inc = std::max<std::int64_t>(clock.increment_ms, 0);

    // Step 2. The optimum: an equal share of the usable time plus most of the increment.
    std::int64_t optimum = usable / mtg + inc * 3 / 4;

    // Step 3. The maximum: a few optimums, capped by a fraction of the usable time (all but a
    // tenth of it on the last move before the time control).
    const std::int64_t cap     = mtg == 1 ? usable * 9 / 10 : usable / 3;
    std::int64_t       maximum = std::min(optimum * (mtg == 1 ? 1 : 4), cap);
    optimum                    = std::min(optimum, maximum);
    return { optimum, maximum };
}

} // namespace engine::search
