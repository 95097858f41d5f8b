#include "time_bound.h"

#include <algorithm>

namespace harness::gate {

Deadline deadline_in(int seconds) {
    if (seconds <= 0) return std::nullopt;
    return Clock::now() + std::chrono::seconds(seconds);
}

int wrap_up_seconds(int time_bound_s) { return std::clamp(time_bound_s / 20, 10, 60); }

Deadline work_deadline_in(int time_bound_s) {
    if (time_bound_s <= 0) return std::nullopt;
    return deadline_in(std::max(1, time_bound_s - wrap_up_seconds(time_bound_s)));
}

bool over(const Deadline& deadline) { return deadline && Clock::now() >= *deadline; }

int bounded_seconds(int cap, const Deadline& deadline) {
    if (!deadline) return std::max(cap, 0);
    const auto left = std::chrono::duration_cast<std::chrono::seconds>(*deadline - Clock::now());
    const int  s    = int(std::max<std::chrono::seconds::rep>(1, left.count()));
    return cap > 0 ? std::min(cap, s) : s;
}

Clock::time_point earlier(const Deadline& deadline, Clock::time_point at) {
    return deadline ? std::min(*deadline, at) : at;
}

} // namespace harness::gate
