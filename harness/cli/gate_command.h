#pragma once
// `arbiter gate`: base vs candidate through every step of harness/gate, the dossier (report.json,
// junit.xml, summary.md, index.html) in --out, the run stored in --db.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter gate --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp gate_help();

int gate_command(const std::vector<std::string>& argv);

} // namespace harness::cli
