#pragma once
// The parts of a tournament's report (`arbiter match` with more than two engines): every game
// (with its pairing), the ratings of all engines fitted together with their intervals and LOS,
// the crosstable, and each pairing's score and faults; as JSON, JUnit (a testcase per game, a
// fault an error), Markdown and terminal text; and the results read back from JSON.

#include "model.h"
#include "sanitize.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <ostream>
#include <vector>

namespace harness::report {

[[nodiscard]] nlohmann::ordered_json tournament_results_json(const TournamentResults& t);
[[nodiscard]] nlohmann::ordered_json tournament_summary_json(
    const TournamentResults& t, std::int64_t elapsed_ms);
// A tournament report's results read back (arbiter merge): the kind, the engines (the report's
// engines in order), each pairing's games (by their "pairing"), each pairing's SPRT (the
// summary's "sprt"), then the summaries and ratings computed again as the run computes them.
// nullopt when a game or the kind cannot be read.
[[nodiscard]] std::optional<TournamentResults> tournament_results_from_json(
    const nlohmann::json& report, const std::optional<stats::SprtConfig>& sprt);
// The summaries and the joint ratings of `t`'s games, as a tournament computes them.
void                                summarize_tournament(TournamentResults& t, int games_per_round);
[[nodiscard]] std::vector<TestCase> tournament_test_cases(
    const Report& report, const TournamentResults& t);
// What a tournament's -sprt decides and its error rates, per pairing and over all of them
// (at most the pairings times alpha, or beta); empty without -sprt.
[[nodiscard]] std::string tournament_sprt_note(const TournamentResults& t);
using TextEscape = std::string (*)(std::string_view);
void write_tournament_markdown(
    std::ostream& out, const TournamentResults& t, TextEscape text = markdown_cell);

} // namespace harness::report
