// The ladder's ratings over stored gauntlets (history/ladder.h): the order of builds of known
// strength, the anchor, the prior that keeps a build that won everything on the scale, and the
// agreement with a direct fit of the same games when the prior is given as games.

#include "harness/history/ladder.h"
#include "harness/rate/rate.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <random>

using harness::gate::LadderEntry;
using harness::history::rate_ladder;
using ::testing::HasSubstr;

namespace {

// `pairs` game pairs of `build` against `reference`, the build scoring with probability `p`
// per game (draws left out), colours reversed within each pair.
LadderEntry gauntlet(const std::string& build, const std::string& reference, int pairs, double p,
    std::mt19937& rng) {
    LadderEntry                 e;
    std::bernoulli_distribution win(p);
    e.build = build;
    for (int k = 0; k < pairs; ++k) {
        const double a = win(rng) ? 1 : 0, b = win(rng) ? 1 : 0;
        e.games.push_back({ build, reference, a, std::to_string(k) });
        e.games.push_back({ reference, build, 1 - b, std::to_string(k) });
    }
    return e;
}

double expected_score(double elo) { return 1 / (1 + std::pow(10, -elo / 400)); }

TEST(Ladder, BuildsOfKnownStrengthComeOutInOrderAroundTheAnchor) {
    std::mt19937             rng(7);
    std::vector<LadderEntry> entries;
    const double             strengths[] = { -200, 0, 200 };
    const char*              names[]     = { "sable@aaaa", "sable@bbbb", "sable@cccc" };
    for (int i = 0; i < 3; ++i)
        entries.push_back(gauntlet(names[i], "stockfish", 100, expected_score(strengths[i]), rng));
    const auto l = rate_ladder(entries);
    ASSERT_EQ(l.error, "");
    EXPECT_EQ(l.anchor, "stockfish");
    ASSERT_EQ(l.builds.size(), 3u);
    ASSERT_EQ(l.references.size(), 1u);
    EXPECT_EQ(l.references[0].elo, 0);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(l.builds[std::size_t(i)].name, names[i]);
        EXPECT_NEAR(l.builds[std::size_t(i)].elo, strengths[i], 80) << names[i];
        EXPECT_LT(l.builds[std::size_t(i)].low, l.builds[std::size_t(i)].elo);
        EXPECT_GT(l.builds[std::size_t(i)].high, l.builds[std::size_t(i)].elo);
        EXPECT_EQ(l.builds[std::size_t(i)].games, 200u);
    }
    EXPECT_LT(l.builds[0].elo, l.builds[1].elo);
    EXPECT_LT(l.builds[1].elo, l.builds[2].elo);
    EXPECT_EQ(l.games, 600u);
    EXPECT_EQ(l.entries, 3u);
}

TEST(Ladder, ABuildThatWonEveryGameStaysOnTheScale) {
    std::mt19937 rng(1);
    auto         a = gauntlet("a", "ref", 8, 0.5, rng);
    auto         b = gauntlet("b", "ref", 8, 1.0, rng); // 16-0
    const auto   l = rate_ladder({ a, b });
    ASSERT_EQ(l.error, "");
    ASSERT_EQ(l.builds.size(), 2u);
    EXPECT_GT(l.builds[1].elo, 200);
    EXPECT_TRUE(std::isfinite(l.builds[1].high));
    EXPECT_EQ(l.builds[1].points, 16);
}

TEST(Ladder, TheRatingsAreTheFitOfTheGamesWithTwoDrawsPerPairing) {
    std::mt19937 rng(3);
    auto         a = gauntlet("a", "ref", 20, 0.3, rng);
    auto         b = gauntlet("b", "a", 20, 0.6, rng); // a build meets an earlier one
    const auto   l = rate_ladder({ a, b }, "a");
    ASSERT_EQ(l.error, "");
    std::vector<harness::match::RatedGame> games;
    for (const auto* e : { &a, &b })
        for (const auto& g : e->games)
            games.push_back({ g.first, g.second, g.score, (e == &a ? "a" : "b") + *g.pair });
    for (const auto& [x, y] : { std::pair("a", "ref"), std::pair("a", "b") }) {
        games.push_back({ x, y, 0.5, std::nullopt });
        games.push_back({ y, x, 0.5, std::nullopt });
    }
    harness::rate::RateOptions o;
    o.anchor         = "a";
    const auto table = harness::rate::rate_games(games, o);
    ASSERT_EQ(table.fit.error, "");
    auto elo = [&](const std::string& n) {
        for (std::size_t i = 0; i < table.names.size(); ++i)
            if (table.names[i] == n) return table.fit.players[i].elo;
        return double(NAN);
    };
    EXPECT_EQ(l.builds[0].elo, 0); // a, the anchor
    EXPECT_NEAR(l.builds[1].elo, elo("b"), 1e-3);
    EXPECT_NEAR(l.references[0].elo, elo("ref"), 1e-3);
}

TEST(Ladder, AnEmptyLadderOrAnUnknownAnchorIsAnError) {
    EXPECT_THAT(rate_ladder({}).error, HasSubstr("no games"));
    std::mt19937 rng(2);
    EXPECT_THAT(
        rate_ladder({ gauntlet("a", "ref", 4, 0.5, rng) }, "nobody").error, HasSubstr("nobody"));
}

} // namespace
