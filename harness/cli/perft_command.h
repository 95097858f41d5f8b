#pragma once
// `arbiter perft`: validate an engine's perft against suites, random positions, Arbiter's rules
// or a second engine; localise every mismatch. Returns the process exit code.

#include <string>
#include <vector>

namespace harness::cli {

extern const char* const PerftUsage;

int perft_command(const std::vector<std::string>& args);

} // namespace harness::cli
