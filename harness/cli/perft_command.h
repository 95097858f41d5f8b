#pragma once
// `arbiter perft`: validate an engine's perft against suites, random positions, Arbiter's rules
// or a second engine; localise every mismatch. Returns the process exit code.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter perft --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp perft_help();

int perft_command(const std::vector<std::string>& args);

} // namespace harness::cli
