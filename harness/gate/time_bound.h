#pragma once
// The gate's time bound (GateConfig::time_bound_s) as a deadline: whether it has passed, and
// how long a bounded command may still take.

#include <chrono>
#include <optional>

namespace harness::gate {

using Clock    = std::chrono::steady_clock;
using Deadline = std::optional<Clock::time_point>; // empty: no bound

// `seconds` from now (0 or less: no bound).
[[nodiscard]] Deadline deadline_in(int seconds);

// Whether `deadline` has passed.
[[nodiscard]] bool over(const Deadline& deadline);

// The seconds a command started now may take: `cap` (0: no cap) or what is left to `deadline`,
// whichever is less, and at least 1 while the deadline has not passed (0: neither bounds it).
[[nodiscard]] int bounded_seconds(int cap, const Deadline& deadline);

// The earlier of `deadline` and `at`.
[[nodiscard]] Clock::time_point earlier(const Deadline& deadline, Clock::time_point at);

} // namespace harness::gate
