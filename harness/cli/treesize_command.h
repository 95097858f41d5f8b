#pragma once
// `arbiter treesize`: nodes and time to reach each depth on a fixed position set, totals per
// depth and the effective branching factor, for an engine and optionally a base engine side by
// side with the node ratio. Returns the exit code: 0; 1 a position faulted; 2 usage or input
// error; 3 an engine could not be started.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter treesize --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp treesize_help();

int treesize_command(const std::vector<std::string>& args);

} // namespace harness::cli
