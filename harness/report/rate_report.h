#pragma once
// The parts of a ratings report (`arbiter rate`): the players best first with their ratings,
// 95% intervals and the likelihood of superiority over the next one, the first mover's advantage
// and the draw parameter, and the crosstable (W/D/L and the pentanomial of each pairing's game
// pairs); as JSON, one JUnit testcase, Markdown and terminal text.

#include "model.h"
#include "sanitize.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <vector>

namespace harness::report {

[[nodiscard]] nlohmann::ordered_json rate_results_json(const RateResults& r);
[[nodiscard]] nlohmann::ordered_json rate_summary_json(
    const RateResults& r, std::int64_t elapsed_ms);
[[nodiscard]] std::vector<TestCase> rate_test_cases(const RateResults& r);
using TextEscape = std::string (*)(std::string_view);
void write_rate_markdown(std::ostream& out, const RateResults& r, TextEscape text = markdown_cell);
// The chart of every player's rating with its 95% interval, best first, and the table (the
// middle of write_rate_html's page, and of a tournament's).
void write_rate_html_body(std::ostream& out, const RateResults& r);
// A page: the table and a chart of every player's rating with its 95% interval, best first.
void write_rate_html(std::ostream& out, const Report& report, const RateResults& r);

} // namespace harness::report
