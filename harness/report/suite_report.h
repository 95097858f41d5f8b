#pragma once
// Suite reports: JSON (documented in the README; also one result per line for the partial file
// written while a run goes on), JUnit XML (one testcase per position), Markdown (CI job
// summaries), the annotated EPD (acd acn acs ce pv) and the terminal table. Pure formatting and
// parsing: callers own the files.

#include "harness/suite/compare.h"
#include "harness/suite/suite_runner.h"

#include "engine/core/result.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>
#include <vector>

namespace harness::report {

struct SuiteRunInfo {
    std::string      engine;
    std::string      variant;
    protocol::Limits limits;
    bool             go_mate = false, prove_mates = false;
    double           seconds = 0;
};

// One result as a JSON object (the `results` entries), and back. from_json tolerates missing
// optional fields; a result without id or with an unknown status is rejected.
[[nodiscard]] nlohmann::ordered_json               result_to_json(const suite::PositionResult& r);
[[nodiscard]] std::optional<suite::PositionResult> result_from_json(const nlohmann::json& j);

// The results of a report: a whole JSON report ({..., "results": [...]}) or JSON Lines (one
// result per line, as in the .partial file; a torn last line is ignored).
[[nodiscard]] engine::core::Result<std::vector<suite::PositionResult>> parse_suite_results(
    const std::string& text);

void write_suite_json(
    std::ostream& out, const SuiteRunInfo& info, const std::vector<suite::PositionResult>& results);
void write_suite_junit(
    std::ostream& out, const SuiteRunInfo& info, const std::vector<suite::PositionResult>& results);
void write_suite_markdown(
    std::ostream& out, const SuiteRunInfo& info, const std::vector<suite::PositionResult>& results);
// One line per position, faults and problems in detail, then the summary table.
void write_suite_text(
    std::ostream& out, const SuiteRunInfo& info, const std::vector<suite::PositionResult>& results);

// The record annotated with the engine's analysis: acd (depth), acn (nodes), acs (seconds),
// ce (centipawns; mates as +-(32767 - plies to mate)) and pv; earlier values are replaced.
[[nodiscard]] suite::EpdRecord annotate(
    const suite::EpdRecord& record, const suite::PositionResult& result);

// `arbiter suite compare` text.
void write_comparison_text(std::ostream& out, const suite::Comparison& c);

} // namespace harness::report
