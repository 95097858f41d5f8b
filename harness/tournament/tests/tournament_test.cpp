// The tournament's pure parts (tournament.h): its pairings, the spellings of its kinds, and the
// games it rates (first mover, score, game pair).

#include "harness/tournament/tournament.h"

#include <gtest/gtest.h>

namespace {

using harness::tournament::Kind;

TEST(Tournament, ARoundRobinPairsEveryEngineWithEveryOther) {
    const auto p = harness::tournament::pairings(4, Kind::RoundRobin);
    ASSERT_EQ(p.size(), 6u);
    EXPECT_EQ(p[0].a, 0u);
    EXPECT_EQ(p[0].b, 1u);
    EXPECT_EQ(p[5].a, 2u);
    EXPECT_EQ(p[5].b, 3u);
}

TEST(Tournament, AGauntletPairsTheFirstEngineWithEachOther) {
    const auto p = harness::tournament::pairings(4, Kind::Gauntlet);
    ASSERT_EQ(p.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(p[i].a, 0u);
        EXPECT_EQ(p[i].b, i + 1);
    }
}

TEST(Tournament, KindsAreSpelledAsCutechessAndFastchessSpellThem) {
    EXPECT_EQ(harness::tournament::parse_kind("round-robin"), Kind::RoundRobin);
    EXPECT_EQ(harness::tournament::parse_kind("roundrobin"), Kind::RoundRobin);
    EXPECT_EQ(harness::tournament::parse_kind("gauntlet"), Kind::Gauntlet);
    EXPECT_FALSE(harness::tournament::parse_kind("swiss"));
}

TEST(Tournament, RatedGamesNameTheFirstMoverAndThePair) {
    harness::match::MatchRun  run;
    harness::match::GameEntry g;
    g.round         = 3;
    g.white         = 1; // engine b moved first
    g.played.result = engine::core::GameResult::FirstWins;
    run.games.push_back(g);
    g.white         = 0;
    g.game          = 1;
    g.played.result = engine::core::GameResult::Draw;
    run.games.push_back(g);
    g.played.result = engine::core::GameResult::Ongoing; // unfinished: left out
    run.games.push_back(g);
    const auto games = harness::tournament::rated_games({ "x", "y", "z" }, { { 0, 2 } }, { run });
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].first, "z");
    EXPECT_EQ(games[0].second, "x");
    EXPECT_EQ(games[0].score, 1);
    EXPECT_EQ(games[1].first, "x");
    EXPECT_EQ(games[1].score, 0.5);
    EXPECT_EQ(games[0].pair, games[1].pair);
}

} // namespace

TEST(Tournament, ShardSlotsAreRoundsOfPairings) {
    // 3 pairings of 4 rounds: slot p * 4 + r; shard 2/3 owns slots 1, 4, 7, 10
    const auto rounds = harness::tournament::rounds_by_pairing({ 1, 4, 7, 10 }, 3, 4);
    ASSERT_EQ(rounds.size(), 3u);
    EXPECT_EQ(rounds[0], (std::vector<int> { 1 }));
    EXPECT_EQ(rounds[1], (std::vector<int> { 0, 3 }));
    EXPECT_EQ(rounds[2], (std::vector<int> { 2 }));
    // a slot past the pairings belongs to none
    EXPECT_EQ(
        harness::tournament::rounds_by_pairing({ 12 }, 3, 4), (std::vector<std::vector<int>>(3)));
}
