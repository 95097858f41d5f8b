#pragma once
// `arbiter suite`: run an engine on EPD test suites (bm/am/dm) with PolyGlot's solve criterion,
// check its mate claims, and `arbiter suite compare OLD.json NEW.json`. Returns the exit code.

#include <string>
#include <vector>

namespace harness::cli {

extern const char* const SuiteUsage;

int suite_command(const std::vector<std::string>& args);

} // namespace harness::cli
