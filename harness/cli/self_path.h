#pragma once
// Where this executable is (for the shipped suites next to it and the in-tree steps that run it).

#include <string>

namespace harness::cli {

// The path of /proc/self/exe, or empty.
[[nodiscard]] std::string self_path();

} // namespace harness::cli
