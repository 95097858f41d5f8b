#pragma once
// The suite parts of a report: a result as JSON (and back: journals, `suite compare`), the
// summary, JUnit testcases, the Markdown table, the terminal text, and the annotated EPD
// (acd acn acs ce pv). The writers (json_writer.h, ...) call these.

#include "harness/suite/compare.h"
#include "harness/suite/suite_runner.h"
#include "model.h"

#include "engine/core/result.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>
#include <vector>

namespace harness::report {

// One result as a JSON object (the `results` entries), and back. from_json tolerates missing
// optional fields; a result without id or with an unknown status is rejected.
[[nodiscard]] nlohmann::ordered_json               result_to_json(const suite::PositionRecord& r);
[[nodiscard]] std::optional<suite::PositionRecord> result_from_json(const nlohmann::json& j);

// The results of a report: a whole JSON report ({..., "results": [...]}) or JSON Lines (one
// result per line, as in the .partial file; a torn last line is ignored).
[[nodiscard]] engine::core::Result<std::vector<suite::PositionRecord>> parse_suite_results(
    const std::string& text);

// What a failed position did against what its record asked: "played b3b8, expected Rxb2",
// "played e2e4, avoid Bxh7", "played a1a8 (score #5), expected mate in 3".
[[nodiscard]] std::string failure_text(const suite::PositionRecord& r);

// The engine's search speed over the results that report nodes (final nodes / search time).
// Scores of 9000 centipawns or more, with no mate read: most likely mates in a convention
// Arbiter does not read (a UCCI engine's other mate value). A warning naming how many and the
// first, with what reads them; nullopt when there are none.
inline constexpr int                     MateLikeCp = 9000;
[[nodiscard]] std::optional<std::string> unreadable_mates_warning(const SuiteResults& results);
// A warning when the engine was starved of CPU in its timed searches (process::starved).
[[nodiscard]] std::optional<std::string>   starved_warning(const SuiteResults& results);
[[nodiscard]] std::optional<std::uint64_t> suite_nps(const SuiteResults& results);

[[nodiscard]] nlohmann::ordered_json suite_summary_json(
    const SuiteResults& results, std::int64_t elapsed_ms);
[[nodiscard]] std::vector<TestCase> suite_test_cases(
    const Report& report, const SuiteResults& results);
void write_suite_markdown(std::ostream& out, const Report& report, const SuiteResults& results);
// One line per position, faults and problems in detail, then the summary table.
void write_suite_text(std::ostream& out, const Report& report, const SuiteResults& results);

// The record annotated with the engine's analysis: acd (depth), acn (nodes), acs (seconds),
// ce (centipawns; mates as +-(32767 - plies to mate)) and pv; earlier values are replaced.
[[nodiscard]] game::EpdRecord annotate(
    const game::EpdRecord& record, const suite::PositionRecord& result);

// `arbiter suite compare` text.
void write_comparison_text(std::ostream& out, const suite::Comparison& c);

} // namespace harness::report
