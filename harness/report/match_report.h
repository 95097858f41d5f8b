#pragma once
// The match parts of a report: a game as JSON (and back: the match journal), the summary (W/D/L,
// pentanomial, Elo, nElo, LOS, SPRT, faults per engine), JUnit testcases (one per game, the
// SPRT verdict as its own), the Markdown summary and the terminal table. engines[0] and
// engines[1] of the report are the two engines, in the order of the command line.

#include "model.h"

#include "harness/match/game_json.h"

#include "engine/core/result.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <ostream>
#include <string>

namespace harness::report {

using match::game_from_json;
using match::game_to_json;

[[nodiscard]] nlohmann::ordered_json match_summary_json(
    const Report& report, const MatchResults& m, std::int64_t elapsed_ms);
[[nodiscard]] std::vector<TestCase> match_test_cases(const Report& report, const MatchResults& m);
void write_match_markdown(std::ostream& out, const Report& report, const MatchResults& m);
// The fastchess-style result block, then every faulted game in detail.
void write_match_text(std::ostream& out, const Report& report, const MatchResults& m);

// For each engine that lost more than a tenth of the games on time: how many, how late (the
// least, median and most past its clock), and the timemargin= that would have covered them.
[[nodiscard]] std::vector<std::string> forfeit_advice(
    const std::vector<match::GameEntry>& games, const std::array<std::string, 2>& names);
// engines[0] and engines[1]'s names ("engine 1", "engine 2" when missing); the games per round
// of the report's config (2 when it has none).
[[nodiscard]] std::array<std::string, 2> match_engine_names(const Report& report);
[[nodiscard]] int                        games_per_round(const Report& report);

// Per engine, as the terminal says them: "2 crashes, 1 illegal moves" (or "none"), the clock
// audit ("412 timed moves, 3 over their time ..."), the output findings ("2 pv-illegal").
[[nodiscard]] std::string faults_line(const match::FaultCounts& f);
[[nodiscard]] std::string clock_line(const match::ClockAudit& c);
[[nodiscard]] std::string output_line(const match::OutputAudit& o);

// An SPRT's state as a table cell: "0.41 (-2.94, 2.94) continue"; "-" without one.
[[nodiscard]] std::string sprt_cell(const match::MatchSummary& s);
// An SPRT's hypotheses and error rates: "[0.00, 5.00] normalized, alpha 0.05, beta 0.05".
[[nodiscard]] std::string sprt_config_text(const stats::SprtConfig& c);

// One line of live progress: "games 12/60  W 5 D 4 L 3  Elo 29.0 +- 120.3  LLR 0.41 [-2.94, 2.94]".
[[nodiscard]] std::string match_progress_line(
    const match::MatchSummary& s, std::size_t total_games);

} // namespace harness::report
