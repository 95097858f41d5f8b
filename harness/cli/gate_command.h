#pragma once
// `arbiter gate`: base vs candidate through every step of harness/gate, the dossier (report.json,
// junit.xml, summary.md, index.html) in --out, the run stored in --db.

#include <string>
#include <vector>

namespace harness::cli {

extern const char* const GateUsage;

int gate_command(const std::vector<std::string>& argv);

} // namespace harness::cli
