#pragma once
// The fuzz parts of a report (`arbiter fuzz`): a finding as JSON, the summary (findings per
// kind, cases run), JUnit testcases (one failure per finding), the Markdown table and the
// terminal text. The writers (json_writer.h, ...) call these.

#include "model.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <vector>

namespace harness::report {

[[nodiscard]] nlohmann::ordered_json result_to_json(const enginefuzz::Finding& f);
// Needs the report: the number of cases run is in its config ("cases").
[[nodiscard]] nlohmann::ordered_json fuzz_summary_json(
    const Report& report, const FuzzResults& results);
[[nodiscard]] std::vector<TestCase> fuzz_test_cases(
    const Report& report, const FuzzResults& results);
void write_fuzz_markdown(std::ostream& out, const Report& report, const FuzzResults& results);
// One block per finding (oracle, input class, reproducer, transcript), then the summary.
void write_fuzz_text(std::ostream& out, const Report& report, const FuzzResults& results);

} // namespace harness::report
