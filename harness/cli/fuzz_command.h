#pragma once
// `arbiter fuzz`: black-box fuzzing of one engine's input handling (harness/enginefuzz), and
// `--replay FILE` of a reproducer. Returns the process exit code (0 nothing found, 1 findings,
// 2 usage, 3 the engine could not start).

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter fuzz --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp fuzz_help();

int fuzz_command(const std::vector<std::string>& args);

} // namespace harness::cli
