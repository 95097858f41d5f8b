#pragma once
// Lines: the protocol lines of a case, in the order sent; `a + b` is a followed by b.

#include <string>
#include <vector>

namespace harness::enginefuzz {

using Lines = std::vector<std::string>;

[[nodiscard]] inline Lines operator+(Lines a, const Lines& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

} // namespace harness::enginefuzz
