#pragma once
// The perft parts of a report: summary, a result as JSON (and back, for the journal), JUnit
// testcases, Markdown rows and the terminal text. The writers (json_writer.h, ...) call these.

#include "model.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <ostream>
#include <vector>

namespace harness::report {

struct PerftSummary {
    int total = 0, ok = 0, mismatch = 0, crash = 0, timeout = 0, error = 0;
};

[[nodiscard]] PerftSummary summarize(const PerftResults& results);
// The engine's perft speed over the passed positions (their counts and times).
[[nodiscard]] std::optional<std::uint64_t> perft_nps(const PerftResults& results);

// One result as a JSON object (the `results` entries; a journal line), and back. from_json
// rejects an object without id, depth or a known status.
[[nodiscard]] nlohmann::ordered_json            result_to_json(const perft::PerftRecord& r);
[[nodiscard]] std::optional<perft::PerftRecord> perft_result_from_json(const nlohmann::json& j);
[[nodiscard]] nlohmann::ordered_json            perft_summary_json(
               const PerftResults& results, std::int64_t elapsed_ms);

[[nodiscard]] std::vector<TestCase> perft_test_cases(
    const Report& report, const PerftResults& results);
void write_perft_markdown(std::ostream& out, const Report& report, const PerftResults& results);
// Human-readable: one block per failure (divergence, transcript tail), then a summary table.
void write_perft_text(std::ostream& out, const Report& report, const PerftResults& results);

} // namespace harness::report
