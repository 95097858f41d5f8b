#pragma once
// Wall-clock limits in tests scale with the build: ARBITER_TEST_TIME_FACTOR, which the debug,
// sanitize, tsan and coverage test presets set (CMakePresets.json), multiplies every limit a test
// puts on how long something may take. Unset, or not a number from 1 to 100: 1. A limit is
// there to catch a hang or a lost bound (ten times too slow), never to time the machine.

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace harness::testing {

[[nodiscard]] inline double time_factor() {
    const char* text = std::getenv("ARBITER_TEST_TIME_FACTOR");
    if (text == nullptr) return 1;
    char*        end = nullptr;
    const double f   = std::strtod(text, &end);
    return end != text && *end == '\0' && f >= 1 && f <= 100 ? f : 1;
}

// `limit` times the factor.
template <class Rep, class Period>
[[nodiscard]] std::chrono::milliseconds scaled(std::chrono::duration<Rep, Period> limit) {
    return std::chrono::milliseconds(
        std::int64_t(double(std::chrono::duration_cast<std::chrono::milliseconds>(limit).count())
            * time_factor()));
}

} // namespace harness::testing
