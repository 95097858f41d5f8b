#pragma once
// `arbiter tune`: SPSA tuning of an engine's spin options (harness/tune), verified by an SPRT of
// the tuned values against the start values; its dossier (report.json, junit.xml, summary.md,
// index.html with a chart per parameter, tuned.params) and journal in --out.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter tune --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp tune_help();

int tune_command(const std::vector<std::string>& argv);

} // namespace harness::cli
