#pragma once
// `arbiter rate`: joint ratings of the players of PGN games (harness/rate), with a crosstable.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter rate --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp rate_help();

int rate_command(const std::vector<std::string>& argv);

} // namespace harness::cli
