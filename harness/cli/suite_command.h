#pragma once
// `arbiter suite`: run an engine on EPD test suites (bm/am/dm) with PolyGlot's solve criterion,
// check its mate claims, and `arbiter suite compare OLD.json NEW.json`. Returns the exit code.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter suite --help` and `arbiter suite compare --help` print, their option lists made
// from the option tables.
[[nodiscard]] CommandHelp suite_help();
[[nodiscard]] CommandHelp suite_compare_help();

int suite_command(const std::vector<std::string>& args);

} // namespace harness::cli
