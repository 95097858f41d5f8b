#pragma once
// The symmetry part of a report (`arbiter symmetry`): results as JSON (one entry per transform
// with its paired test, one per finding with both searches), the summary (positions, faults,
// findings, the transforms whose bias was detected, the verdict), JUnit testcases (a transform
// or a check each) and a Markdown table, which the terminal prints too.

#include "model.h"
#include "sanitize.h"

#include "harness/symmetry/symmetry_run.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace harness::report {

[[nodiscard]] nlohmann::ordered_json symmetry_results_json(const SymmetryResults& s);
[[nodiscard]] nlohmann::ordered_json symmetry_summary_json(
    const SymmetryResults& s, std::int64_t elapsed_ms);
[[nodiscard]] std::vector<TestCase> symmetry_test_cases(const SymmetryResults& s);
void write_symmetry_markdown(std::ostream& out, const Report& report, const SymmetryResults& s,
    std::string (*text)(std::string_view) = markdown_cell);

} // namespace harness::report
