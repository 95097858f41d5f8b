#include "deadline.h"

#include <algorithm>
#include <cstdint>

namespace harness::run {

std::chrono::seconds work_deadline(double nodes) {
    constexpr double FloorNps = 1e6, Margin = 2.0, MinimumSeconds = 10.0;
    const double     seconds = MinimumSeconds + Margin * std::max(nodes, 0.0) / FloorNps;
    return std::chrono::seconds(std::int64_t(std::min(seconds, double(MaxWorkDeadline.count()))));
}

} // namespace harness::run
