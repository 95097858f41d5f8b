#pragma once
// The parts of a tournament's report (`arbiter match` with more than two engines): every game
// (with its pairing), the ratings of all engines fitted together with their intervals and LOS,
// the crosstable, and each pairing's score and faults; as JSON, JUnit (a testcase per game, a
// fault an error), Markdown and terminal text.

#include "model.h"
#include "sanitize.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <vector>

namespace harness::report {

[[nodiscard]] nlohmann::ordered_json tournament_results_json(const TournamentResults& t);
[[nodiscard]] nlohmann::ordered_json tournament_summary_json(
    const TournamentResults& t, std::int64_t elapsed_ms);
[[nodiscard]] std::vector<TestCase> tournament_test_cases(
    const Report& report, const TournamentResults& t);
using TextEscape = std::string (*)(std::string_view);
void write_tournament_markdown(
    std::ostream& out, const TournamentResults& t, TextEscape text = markdown_cell);

} // namespace harness::report
