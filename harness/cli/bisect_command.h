#pragma once
// `arbiter bisect`: the first commit of an in-tree engine's history that a criterion calls bad
// (harness/bisect), its dossier (report.json, junit.xml, summary.md, index.html) in --out.

#include "usage.h"

#include <string>
#include <vector>

namespace harness::cli {

// What `arbiter bisect --help` prints, its option list made from the option table.
[[nodiscard]] CommandHelp bisect_help();

int bisect_command(const std::vector<std::string>& argv);

} // namespace harness::cli
