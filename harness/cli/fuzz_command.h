#pragma once
// `arbiter fuzz`: black-box fuzzing of one engine's input handling (harness/enginefuzz), and
// `--replay FILE` of a reproducer. Returns the process exit code (0 nothing found, 1 findings,
// 2 usage, 3 the engine could not start).

#include <string>
#include <vector>

namespace harness::cli {

extern const char* const FuzzUsage;

int fuzz_command(const std::vector<std::string>& args);

} // namespace harness::cli
