#pragma once
// The parts of a bisection's report (`arbiter bisect`): the steps as JSON records and the
// summary (the first bad commit, the evidence at it and at its parent, the builds and the
// error rate), JUnit test cases (one per judged revision), the Markdown and terminal tables,
// and the HTML dossier page.

#include "model.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <vector>

namespace harness::report {

[[nodiscard]] nlohmann::ordered_json bisect_results_json(const BisectResults& b);
[[nodiscard]] nlohmann::ordered_json bisect_summary_json(const BisectResults& b);
[[nodiscard]] std::vector<TestCase>  bisect_test_cases(const BisectResults& b);
void write_bisect_markdown(std::ostream& out, const Report& report, const BisectResults& b);
void write_bisect_text(std::ostream& out, const Report& report, const BisectResults& b);
void write_bisect_html(std::ostream& out, const Report& report, const BisectResults& b);

} // namespace harness::report
