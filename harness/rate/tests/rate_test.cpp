// arbiter rate's library: games read from PGN (players, results, game pairs from ROUND.GAME,
// unfinished games counted and left out), the ratings in order with the likelihood of
// superiority, the crosstable with W/D/L and each pairing's pentanomial, the anchor, and the
// refusals naming the player.

#include "harness/rate/rate.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

namespace {

using Game = harness::match::RatedGame;

std::string pgn_game(const std::string& round, const std::string& white, const std::string& black,
    const std::string& result) {
    return "[Event \"t\"]\n[Round \"" + round + "\"]\n[White \"" + white + "\"]\n[Black \"" + black
        + "\"]\n[Result \"" + result + "\"]\n\n1. e4 e5 " + result + "\n\n";
}

std::string temp_pgn(const std::string& text) {
    char name[] = "/tmp/rate-XXXXXX";
    int  fd     = mkstemp(name);
    close(fd);
    std::ofstream(name) << text;
    return name;
}

TEST(Rate, ReadsPlayersResultsAndPairsFromPgn) {
    const auto path
        = temp_pgn(pgn_game("1.1", "A", "B", "1-0") + pgn_game("1.2", "B", "A", "1/2-1/2")
            + pgn_game("2", "A", "C", "0-1") + pgn_game("3.1", "C", "B", "*"));
    auto set = harness::rate::read_pgn_games({ path });
    std::remove(path.c_str());
    EXPECT_TRUE(set.errors.empty());
    ASSERT_EQ(set.games.size(), 3u);
    EXPECT_EQ(set.unfinished, 1u);
    EXPECT_EQ(set.games[0].first, "A");
    EXPECT_EQ(set.games[0].score, 1.0);
    EXPECT_EQ(set.games[1].score, 0.5);
    ASSERT_TRUE(set.games[0].pair && set.games[1].pair);
    EXPECT_EQ(*set.games[0].pair, *set.games[1].pair);
    EXPECT_FALSE(set.games[2].pair);
    auto missing = harness::rate::read_pgn_games({ "/nonexistent/x.pgn" });
    EXPECT_EQ(missing.errors.size(), 1u);
}

TEST(Rate, OrdersByRatingWithTheCrosstable) {
    std::vector<Game> games;
    // A scores 5.5 of 8 against B and 5 against C, B 5 against C: A first, C last.
    for (int r = 0; r < 4; ++r) {
        const auto pair = std::to_string(r);
        games.push_back({ "A", "B", r == 0 ? 0.0 : 1.0, "ab" + pair });
        games.push_back({ "B", "A", r == 1 ? 1.0 : 0.5, "ab" + pair });
        games.push_back({ "B", "C", r == 2 ? 0.0 : 1.0, "bc" + pair });
        games.push_back({ "C", "B", 0.5, "bc" + pair });
        games.push_back({ "A", "C", r % 2 ? 0.5 : 1.0, std::nullopt });
        games.push_back({ "C", "A", 0.5, std::nullopt });
    }
    auto t = harness::rate::rate_games(games, {});
    ASSERT_EQ(t.fit.error, "");
    ASSERT_EQ(t.names, std::vector<std::string>({ "A", "B", "C" }));
    EXPECT_GT(t.fit.players[0].elo, t.fit.players[1].elo);
    EXPECT_EQ(t.order, std::vector<std::size_t>({ 0, 1, 2 }));
    ASSERT_EQ(t.superiority_over_next.size(), 2u);
    EXPECT_GT(t.superiority_over_next[0], 0.5);
    EXPECT_NEAR(t.fit.players[0].elo + t.fit.players[1].elo + t.fit.players[2].elo, 0, 1e-6);
    ASSERT_EQ(t.crosstable.size(), 3u);
    const auto& ab = t.crosstable[0]; // A vs B
    EXPECT_EQ(ab.a, 0u);
    EXPECT_EQ(ab.wins, 3);
    EXPECT_EQ(ab.draws, 3);
    EXPECT_EQ(ab.losses, 2);
    EXPECT_EQ(ab.pairs.pairs(), 4u);
    EXPECT_EQ(t.crosstable[1].pairs.pairs(), 0u); // A vs C: no pairs
}

TEST(Rate, TheAnchorAndTheRefusalsNameThePlayer) {
    std::vector<Game> games { { "A", "B", 1.0, {} }, { "B", "A", 0.5, {} }, { "A", "B", 0.0, {} },
        { "B", "A", 1.0, {} } };
    harness::rate::RateOptions at;
    at.anchor     = "B";
    at.anchor_elo = 2000;
    auto t        = harness::rate::rate_games(games, at);
    ASSERT_EQ(t.fit.error, "");
    EXPECT_DOUBLE_EQ(t.fit.players[1].elo, 2000);
    at.anchor = "Z";
    EXPECT_NE(harness::rate::rate_games(games, at).fit.error.find("'Z'"), std::string::npos);
    games.push_back({ "C", "A", 0.0, {} });
    auto never = harness::rate::rate_games(games, {});
    EXPECT_NE(never.fit.error.find("C has no finite rating"), std::string::npos) << never.fit.error;
}

} // namespace

TEST(Rate, ReportGamesOfOddShapesAreCountedNotTrusted) {
    harness::rate::GameSet set;
    // a match report (no pairing), a game without round, odd field types, a non-object
    harness::rate::add_report_games(R"({"command": "match", "results": [
        {"white": "A", "black": "B", "result": "1-0", "round": 1},
        {"white": "B", "black": "A", "result": "0-1"},
        {"white": "A", "black": "B", "result": 1},
        {"white": ["A"], "black": "B", "result": "1-0"},
        7]})",
        "r.json", set);
    EXPECT_TRUE(set.errors.empty());
    ASSERT_EQ(set.games.size(), 2u);
    EXPECT_EQ(set.unfinished, 3u);
    EXPECT_EQ(set.games[0].pair, "r.json\n0.1\nA\nB");
    EXPECT_EQ(set.games[1].pair, "r.json\n0.0\nA\nB");
    harness::rate::add_report_games(R"({"command": 5, "results": []})", "bad.json", set);
    ASSERT_EQ(set.errors.size(), 1u);
    EXPECT_NE(set.errors[0].to_string().find("bad.json"), std::string::npos);
}
