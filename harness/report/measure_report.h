#pragma once
// The bench and tree-size parts of a report (`arbiter bench`, `arbiter treesize`; engines[0] the
// engine, engines[1] the base when there is one): results as JSON (one entry per bench run, or
// per position searched, with the engine's role), the summary (signature, determinism, nps and
// their ratio; per depth nodes, time, branching factor and the node ratio, the deepest common
// depth's figures as metrics for the history), JUnit testcases and a Markdown table. Their
// terminal text is the commands' own.

#include "model.h"
#include "sanitize.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace harness::report {

[[nodiscard]] nlohmann::ordered_json bench_results_json(const BenchResults& b);
[[nodiscard]] nlohmann::ordered_json bench_summary_json(
    const BenchResults& b, std::int64_t elapsed_ms);
[[nodiscard]] std::vector<TestCase> bench_test_cases(const Report& report, const BenchResults& b);
// The Markdown tables of bench and treesize; `text` escapes the engine names (markdown_cell;
// one_line_text when the table is printed on a terminal).
using TextEscape = std::string (*)(std::string_view);
void write_bench_markdown(std::ostream& out, const Report& report, const BenchResults& b,
    TextEscape text = markdown_cell);

[[nodiscard]] nlohmann::ordered_json treesize_results_json(const TreeSizeResults& t);
[[nodiscard]] nlohmann::ordered_json treesize_summary_json(
    const TreeSizeResults& t, std::int64_t elapsed_ms);
[[nodiscard]] std::vector<TestCase> treesize_test_cases(
    const Report& report, const TreeSizeResults& t);
void write_treesize_markdown(std::ostream& out, const Report& report, const TreeSizeResults& t,
    TextEscape text = markdown_cell);

} // namespace harness::report
