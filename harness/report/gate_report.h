#pragma once
// The gate parts of a report (command "gate"; engines[0] is the candidate, engines[1] the
// base): a step as JSON, the summary (steps by verdict, engine faults, the overall verdict and
// exit code, and the headline numbers as history metrics: bench signature, nps ratio, Elo,
// LLR, solved, tree-size ratio, changed-line coverage), JUnit (one testcase per step), the
// Markdown summary (a GitHub job summary) and the terminal text. The HTML dossier is
// gate_html.h.

#include "model.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <vector>

namespace harness::report {

[[nodiscard]] nlohmann::ordered_json step_to_json(const gate::StepRecord& s);
[[nodiscard]] nlohmann::ordered_json gate_summary_json(
    const GateResults& gate, std::int64_t elapsed_ms);
[[nodiscard]] std::vector<TestCase> gate_test_cases(const Report& report, const GateResults& gate);
void write_gate_markdown(std::ostream& out, const Report& report, const GateResults& gate);
void write_gate_text(std::ostream& out, const Report& report, const GateResults& gate);

// "pass" -> "PASS", as the terminal and Markdown show a verdict.
[[nodiscard]] std::string verdict_label(gate::Verdict v);

} // namespace harness::report
