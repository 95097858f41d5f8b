#pragma once
// `arbiter check`: the numbered protocol compliance checklist for one engine. Returns the
// process exit code (0 all steps pass, 1 a step failed, 2 usage, 3 the engine did not start).

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter check --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp check_help();

int check_command(const std::vector<std::string>& args);

} // namespace harness::cli
