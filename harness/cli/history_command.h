#pragma once
// `arbiter history`: the runs stored in a history database (harness/history): import report
// files into it, list runs, or show one metric's trend across runs with the change from the
// previous run of the same engine; `arbiter history ladder` prints the rating ladder. Returns the
// exit code: 0, 2 on a usage or input error (an unreadable report or database; the other reports
// are still imported).

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter history --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp history_help();
// What `arbiter history ladder --help` prints (the rating ladder of `arbiter gate --ladder`).
[[nodiscard]] CommandHelp history_ladder_help();

int history_command(const std::vector<std::string>& args);

} // namespace harness::cli
