// Match reports: a game's JSON and back (the journal), the summary, the SPRT JUnit case, text.

#include "harness/report/match_report.h"
#include "harness/report/writers.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

namespace {

using ::testing::HasSubstr;
using namespace harness;
using engine::core::Color;
using engine::core::GameResult;

match::GameEntry faulted_game() {
    match::GameEntry g;
    g.round                  = 2;
    g.game                   = 1;
    g.white                  = 1;
    g.opening                = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    g.played.start_fen       = g.opening;
    g.played.result          = GameResult::SecondWins;
    g.played.reason          = match::EndReason::IllegalMove;
    g.played.detail          = "illegal move 'e2e5'";
    g.played.faulty          = Color::First;
    g.played.transcript_tail = "> go\n< bestmove e2e5\n";
    match::MovePlayed m;
    m.move     = "e2e4";
    m.score_cp = 31;
    m.depth    = 12;
    m.time_ms  = 250;
    m.nodes    = 4000;
    g.played.moves.push_back(m);
    return g;
}

report::Report match_report(std::optional<stats::SprtVerdict> verdict) {
    report::Report r;
    r.command = "match";
    r.game    = "chess";
    session::EngineSpec a, b;
    a.name = "new";
    b.name = "old";
    r.engines.push_back(report::engine_info("engine", a, {}));
    r.engines.push_back(report::engine_info("opponent", b, {}));
    report::MatchResults m;
    m.games   = { faulted_game() };
    m.summary = match::summarize(m.games, 2, std::nullopt);
    if (verdict) {
        m.sprt         = stats::SprtConfig {};
        m.summary.sprt = stats::SprtState { 3.1, -2.94, 2.94, *verdict };
    }
    r.results = m;
    return r;
}

TEST(MatchReport, EveryGameWonHasNoIntervalAndNoNormalizedElo) {
    // One game, won: no spread, so no +/- and no nElo (it once printed "nElo: 0.00 +/- 124").
    auto               report = match_report(std::nullopt);
    std::ostringstream out;
    report::write_terminal(out, report);
    EXPECT_THAT(out.str(),
        HasSubstr("Elo: +inf, nElo: undefined (every game won: no spread to measure it by)"));
    auto& m    = std::get<report::MatchResults>(report.results);
    auto  lost = faulted_game(); // the pair's other game: new had White and faulted
    lost.game  = 0;
    lost.white = 0;
    m.games.push_back(lost);
    m.summary = match::summarize(m.games, 2, std::nullopt);
    std::ostringstream two;
    report::write_terminal(two, report);
    EXPECT_THAT(two.str(), HasSubstr("nElo: "));
    EXPECT_THAT(two.str(), ::testing::Not(HasSubstr("undefined")));
    EXPECT_THAT(two.str(),
        HasSubstr("DrawRatio: 100.00 % (of pairs scoring 1 of 2: two draws, "
                  "or a win and a loss)"));
}

TEST(MatchReport, GameJsonRoundTrip) {
    auto g = faulted_game();
    auto j = report::game_to_json(g, { "new", "old" });
    EXPECT_EQ(j["round"], 3);
    EXPECT_EQ(j["white"], "old");
    EXPECT_EQ(j["faulty"], "old"); // White faulted, and old had White
    EXPECT_EQ(j["result"], "0-1");
    EXPECT_EQ(j["reason"], "illegal move");
    auto back = report::game_from_json(nlohmann::json::parse(j.dump()));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->round, g.round);
    EXPECT_EQ(back->game, g.game);
    EXPECT_EQ(back->white, g.white);
    EXPECT_EQ(back->played.reason, g.played.reason);
    EXPECT_EQ(back->played.faulty, g.played.faulty);
    ASSERT_EQ(back->played.moves.size(), 1u);
    EXPECT_EQ(back->played.moves[0].score_cp, 31);
    EXPECT_EQ(back->played.moves[0].nodes, 4000u);
    EXPECT_FALSE(report::game_from_json(nlohmann::json::parse(R"({"round": 1})")));
    j["reason"] = "bored";
    EXPECT_FALSE(report::game_from_json(nlohmann::json::parse(j.dump())));
    // A journal's negative node count is refused, not read as 2^64 - 5.
    auto negative                 = report::game_to_json(g, { "new", "old" });
    negative["moves"][0]["nodes"] = -5;
    EXPECT_FALSE(report::game_from_json(nlohmann::json::parse(negative.dump())));
}

TEST(MatchReport, TheAuditOfAGameGoesToTheJournalAndBack) {
    // A game from a position with Black to move: its moves' clock audit and its output findings
    // come back as they were, so a resumed or merged match rebuilds the same audit.
    auto g                                                                  = faulted_game();
    g.played.first_mover                                                    = Color::Second;
    auto& m                                                                 = g.played.moves[0];
    m.budget_ms                                                             = 1000;
    m.latency_us                                                            = 420;
    m.overhead_us                                                           = 75;
    g.played.checks.counts[1][std::size_t(output_checks::Check::PvIllegal)] = 3;
    g.played.checks.examples.push_back({ Color::Second, 0, output_checks::Check::PvIllegal,
        "info depth 1 pv e2e4 e2e4: e2e4: illegal" });
    const auto j = report::game_to_json(g, { "new", "old" });
    EXPECT_EQ(j["first_mover"], 1);
    EXPECT_EQ(j["checks"][0]["count"], 3);
    auto back = report::game_from_json(nlohmann::json::parse(j.dump()));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->played.first_mover, Color::Second);
    EXPECT_EQ(back->played.moves[0].budget_ms, 1000);
    EXPECT_EQ(back->played.moves[0].latency_us, 420);
    EXPECT_EQ(back->played.moves[0].overhead_us, 75);
    EXPECT_EQ(back->played.checks.counts, g.played.checks.counts);
    ASSERT_EQ(back->played.checks.examples.size(), 1u);
    EXPECT_EQ(back->played.checks.examples[0].detail, g.played.checks.examples[0].detail);
    // engines[1] had White, so the findings of Black (who moved first) are engines[0]'s, and
    // the one move is Black's: engines[0]'s, with its time allotted.
    const auto a = match::audit({ *back }, 0, 2);
    EXPECT_EQ(a.output.counts[std::size_t(output_checks::Check::PvIllegal)], 3);
    EXPECT_EQ(a.clock.moves, 1);
    EXPECT_EQ(match::audit({ *back }, 1, 2).clock.moves, 0);
    // A journal line with an unknown check, a count below 1 or a negative time is refused.
    for (const auto& [key, value] : std::vector<std::pair<std::string, nlohmann::json>> {
             { "check", "pv-bad" }, { "count", 0 } }) {
        auto bad              = j;
        bad["checks"][0][key] = value;
        EXPECT_FALSE(report::game_from_json(nlohmann::json::parse(bad.dump()))) << key;
    }
    auto negative                     = j;
    negative["moves"][0]["budget_ms"] = -1;
    EXPECT_FALSE(report::game_from_json(nlohmann::json::parse(negative.dump())));
}

TEST(MatchReport, TimeForfeitsPastATenthGetAdviceWithTheLateness) {
    // Glaurung at 2+0.02 lost 8 of 20 games 50-90 ms late: the summary says so and suggests a
    // margin that covers the latest; at a tenth or fewer, no advice.
    std::vector<match::GameEntry> games(20);
    const std::int64_t            late[] = { 50, 90, 70, 60, 80, 55, 65, 75 };
    for (std::size_t i = 0; i < games.size(); ++i) {
        games[i].game  = int(i % 2);
        games[i].white = int(i % 2);
        if (i >= 8) continue;
        games[i].played.reason  = match::EndReason::TimeForfeit;
        games[i].played.faulty  = i % 2 ? Color::First : Color::Second; // engine 1 each time
        games[i].played.late_ms = late[i];
    }
    auto advice = report::forfeit_advice(games, { "toga", "glaurung" });
    ASSERT_EQ(advice.size(), 1u);
    EXPECT_EQ(advice[0],
        "glaurung lost 8 of 20 games on time, late by 50-90 ms (median 70): the Elo is mostly "
        "forfeits; give it timemargin=100 in its spec (or -each timemargin=100), or a longer time "
        "control");
    games.resize(20);
    for (std::size_t i = 2; i < 8; ++i) games[i].played = {};
    EXPECT_TRUE(report::forfeit_advice(games, { "toga", "glaurung" }).empty()); // 2 of 20
    // Both engines lost on time: the machine is named, whatever the share.
    games[2].played        = games[0].played;
    games[2].played.faulty = Color::First; // game 2: engine 0 is white
    auto both              = report::forfeit_advice(games, { "toga", "glaurung" });
    ASSERT_EQ(both.size(), 1u);
    EXPECT_EQ(both[0],
        "both engines lost games on time (toga 1, glaurung 2): the machine may be too slow or too "
        "loaded for this control (each engine's CPU share is in its clock audit)");
    games[2].played = {};
    // late_ms goes to the game's JSON and back (a journal keeps it), and only for a forfeit.
    auto j = report::game_to_json(games[0], { "toga", "glaurung" });
    EXPECT_EQ(j["late_ms"], 50);
    auto back = report::game_from_json(j);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->played.late_ms, 50);
    EXPECT_FALSE(report::game_to_json(games[5], { "a", "b" }).contains("late_ms"));
    j["late_ms"] = -3;
    EXPECT_FALSE(report::game_from_json(j));
}

TEST(MatchReport, SummaryCountsFaultsPerEngine) {
    auto j = report::to_json(match_report(std::nullopt));
    EXPECT_EQ(j["summary"]["total"], 1);
    EXPECT_EQ(j["summary"]["wins"], 1); // old had White and faulted: new won
    EXPECT_EQ(j["summary"]["faults"][1]["illegal_moves"], 1);
    EXPECT_EQ(j["summary"]["error"], 1);
    EXPECT_TRUE(j["summary"]["sprt"].is_null());
}

TEST(MatchReport, SprtVerdictIsAJUnitTestcase) {
    std::ostringstream h1, h0;
    report::write_junit(h1, match_report(stats::SprtVerdict::AcceptH1));
    report::write_junit(h0, match_report(stats::SprtVerdict::AcceptH0));
    EXPECT_THAT(h1.str(), HasSubstr("name=\"sprt [0.00, 5.00] new vs old\""));
    EXPECT_THAT(h1.str(), HasSubstr("failures=\"0\""));
    EXPECT_THAT(h1.str(), HasSubstr("errors=\"1\"")); // the faulted game
    EXPECT_THAT(h0.str(), HasSubstr("<failure message=\"H0 accepted\""));
}

TEST(MatchReport, TerminalTable) {
    std::ostringstream out;
    report::write_terminal(out, match_report(stats::SprtVerdict::Continue));
    EXPECT_THAT(out.str(),
        HasSubstr("game 6 (round 3, old vs new): 0-1 {illegal move: illegal move 'e2e5'}"));
    EXPECT_THAT(out.str(), HasSubstr("Results of new vs old (chess):"));
    EXPECT_THAT(out.str(), HasSubstr("Faults old: 1 illegal moves"));
    EXPECT_THAT(
        out.str(), HasSubstr("LLR: 3.10 (-2.94, 2.94) [0.00, 5.00] normalized: no verdict"));
}

TEST(MatchReport, TheTerminalShowsOneLinePerFaultedGameAndTheJsonKeepsItsTranscript) {
    auto  report = match_report(std::nullopt);
    auto& games  = std::get<report::MatchResults>(report.results).games;
    games[0].played.transcript_tail.clear();
    for (int i = 1; i <= 10; ++i)
        games[0].played.transcript_tail += "< info depth " + std::to_string(i) + "\n";
    std::ostringstream out;
    report::write_terminal(out, report);
    EXPECT_THAT(
        out.str(), HasSubstr("(each faulted game's transcript tail is in the JSON report)"));
    EXPECT_THAT(out.str(), ::testing::Not(HasSubstr("info depth")));
    std::ostringstream json;
    report::write_json(json, report);
    EXPECT_THAT(json.str(), HasSubstr("info depth 1\\n"));
}

} // namespace
