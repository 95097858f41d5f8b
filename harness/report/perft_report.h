#pragma once
// Perft reports: JSON (documented in the README), JUnit XML (one testcase per position and
// depth, for CI), and a terminal summary table. Pure formatting: callers own the files.

#include "harness/perft/perft_runner.h"

#include <ostream>
#include <string>
#include <vector>

namespace harness::report {

struct PerftRunInfo {
    std::string engine; // engine name
    std::string variant; // chess, chess960, xiangqi
    std::string oracle; // "reference" or the oracle engine's name
    double      seconds = 0;
};

struct PerftSummary {
    int total = 0, ok = 0, mismatch = 0, crash = 0, timeout = 0, error = 0;
};

[[nodiscard]] PerftSummary summarize(const std::vector<perft::PerftOutcome>& results);

void write_perft_json(
    std::ostream& out, const PerftRunInfo& info, const std::vector<perft::PerftOutcome>& results);
void write_perft_junit(
    std::ostream& out, const PerftRunInfo& info, const std::vector<perft::PerftOutcome>& results);
// Human-readable: one block per failure (divergence, transcript tail), then a summary table.
void write_perft_text(
    std::ostream& out, const PerftRunInfo& info, const std::vector<perft::PerftOutcome>& results);

// XML text escaping (&, <, >, ", ' and control bytes).
[[nodiscard]] std::string xml_escape(std::string_view s);

} // namespace harness::report
