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

// The gate's work ends this long before its time bound, so that what is in progress at its end
// (a game is not cut in the middle: an instrumented one can take seconds), the sanitizer logs'
// scan and the dossier still fit inside the bound: a twentieth of it, from 10 s to 60 s (30 s in
// quick, where a pruning-off candidate's last instrumented game ran 15 s past the end).
[[nodiscard]] int wrap_up_seconds(int time_bound_s);

// The end of the gate's work for a bound of `time_bound_s` from now: the bound less
// wrap_up_seconds (0 or less: no bound).
[[nodiscard]] Deadline work_deadline_in(int time_bound_s);

// Whether `deadline` has passed.
[[nodiscard]] bool over(const Deadline& deadline);

// The seconds a command started now may take: `cap` (0: no cap) or what is left to `deadline`,
// whichever is less, and at least 1 while the deadline has not passed (0: neither bounds it).
[[nodiscard]] int bounded_seconds(int cap, const Deadline& deadline);

// The earlier of `deadline` and `at`.
[[nodiscard]] Clock::time_point earlier(const Deadline& deadline, Clock::time_point at);

} // namespace harness::gate
