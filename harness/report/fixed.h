#pragma once
// A number as the text reports print it: `digits` digits after the point ("12.35").

#include <cstdio>
#include <string>

namespace harness::report {

[[nodiscard]] inline std::string fixed(double v, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

} // namespace harness::report
