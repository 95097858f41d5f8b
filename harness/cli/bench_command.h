#pragma once
// `arbiter bench`: run an engine's own bench N times (command line or UCI command), report the
// signature (nodes searched), nps and time of each run, check the runs agree, and compare with
// --expect N or with a base engine (--base SPEC: signature changed or not, nps ratio). Returns
// the exit code: 0 deterministic (and as expected); 1 a fault, runs that disagree or another
// signature than --expect; 2 usage; 3 the engine could not be started.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter bench --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp bench_help();

int bench_command(const std::vector<std::string>& args);

} // namespace harness::cli
