#pragma once
// The parts of a tune's report (`arbiter tune`): the trajectory (theta after each batch) as the
// results, and a summary of every parameter (start, final value, range), the pairs played, the
// verification match (its SPRT with elo0/elo1 and alpha/beta: what the verdict could have
// missed) and the final values as `setoption` lines and as a parameter file; as JSON, one JUnit
// testcase, Markdown and terminal text, and an HTML page with a chart per parameter (of the
// MaxTuneCharts that moved furthest). Each part is linear in the parameters.

#include "model.h"
#include "sanitize.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>
#include <vector>

namespace harness::report {

[[nodiscard]] nlohmann::ordered_json tune_results_json(const TuneResults& t);
[[nodiscard]] nlohmann::ordered_json tune_summary_json(
    const TuneResults& t, std::int64_t elapsed_ms);
[[nodiscard]] std::vector<TestCase> tune_test_cases(const TuneResults& t);
using TextEscape = std::string (*)(std::string_view);
void write_tune_markdown(std::ostream& out, const TuneResults& t, TextEscape text = markdown_cell);
// The parameters with the tune's final values as their start (the parameter file of the result).
[[nodiscard]] std::vector<tune::Param> final_params(const TuneResults& t);
// The final values as the engine's protocol sets them, one line each.
[[nodiscard]] std::vector<std::string> tune_setoption_lines(const TuneResults& t);
inline constexpr std::size_t           MaxTuneCharts = 48;
void write_tune_html(std::ostream& out, const Report& report, const TuneResults& t);

} // namespace harness::report
