// The joint ratings fit (ratings.h): its refusals, its anchor, and the coverage of its 95%
// intervals on simulated tournaments with known strengths (fixed seeds): round robins drawn from
// the model itself, and paired games (the same opening with colours reversed) whose two results
// are correlated, where only the pair-clustered intervals keep their nominal rate. The agreement
// with an independent fit is the stats.ratings_reference test (ci/tools/ratings_reference.py).

#include "harness/stats/ratings.h"

#include "rating_simulation.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>

namespace {

using harness::stats::FitGame;
using harness::stats::RatingOptions;

using rating_simulation::play;

FitGame game(std::size_t first, std::size_t second, double score) {
    FitGame g;
    g.first  = first;
    g.second = second;
    g.score  = score;
    return g;
}

struct Coverage {
    int                  covered = 0, intervals = 0, unfit = 0;
    [[nodiscard]] double rate() const { return double(covered) / intervals; }
};

// `rounds` double round robins of game pairs; with `copy`, the second game of a pair repeats the
// first's result for the same player with that probability (h = 0 keeps both games' laws equal).
Coverage simulate(const std::vector<double>& elo, int tournaments, int rounds, double h, double nu,
    double copy, bool pairs, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    Coverage        c;
    double          mean = 0;
    for (double e : elo) mean += e / double(elo.size());
    for (int t = 0; t < tournaments; ++t) {
        const auto games
            = rating_simulation::paired_round_robins(rng, elo, rounds, h, nu, copy, pairs);
        auto fit = harness::stats::fit_ratings(elo.size(), games);
        if (!fit.error.empty()) { // a player unbeaten: no finite fit; counted and bounded
            ++c.unfit;
            continue;
        }
        for (std::size_t i = 0; i < elo.size(); ++i, ++c.intervals)
            c.covered
                += fit.players[i].low <= elo[i] - mean && elo[i] - mean <= fit.players[i].high;
    }
    return c;
}

TEST(Ratings, RefusesWhatHasNoFiniteMaximum) {
    EXPECT_FALSE(harness::stats::fit_ratings(2, {}).error.empty());
    // Player 1 never scored: its rating runs off to minus infinity.
    auto fit = harness::stats::fit_ratings(2, { game(0, 1, 1.0), game(1, 0, 0.0) });
    EXPECT_NE(fit.error.find("player 1"), std::string::npos) << fit.error;
    EXPECT_FALSE(harness::stats::fit_ratings(2, { game(0, 0, 1.0) }).error.empty());
}

TEST(Ratings, EqualResultsGiveEqualRatingsAndTheAnchorMovesThem) {
    std::vector<FitGame> games;
    for (int k = 0; k < 3; ++k)
        for (std::size_t i = 0; i < 3; ++i)
            for (std::size_t j = 0; j < 3; ++j)
                if (i != j) {
                    games.push_back(game(i, j, 1.0));
                    games.push_back(game(i, j, 0.0));
                    games.push_back(game(i, j, 0.5));
                }
    auto fit = harness::stats::fit_ratings(3, games);
    ASSERT_EQ(fit.error, "");
    for (const auto& p : fit.players) EXPECT_NEAR(p.elo, 0, 1e-6);
    EXPECT_NEAR(fit.first_move_elo, 0, 1e-6);
    EXPECT_NEAR(fit.draw_nu, 1.0, 1e-6); // a third of the games drawn: nu / (2 + nu)
    EXPECT_NEAR(harness::stats::superiority(fit, 0, 1), 0.5, 1e-9);
    games.push_back(game(0, 1, 1.0));
    RatingOptions anchor;
    anchor.anchor     = 2;
    anchor.anchor_elo = 1500;
    auto anchored     = harness::stats::fit_ratings(3, games, anchor);
    ASSERT_EQ(anchored.error, "");
    EXPECT_DOUBLE_EQ(anchored.players[2].elo, 1500);
    EXPECT_NEAR(anchored.players[2].se, 0, 1e-9);
    EXPECT_GT(anchored.players[0].elo, anchored.players[1].elo);
    EXPECT_GT(harness::stats::superiority(anchored, 0, 1), 0.5);
}

TEST(Ratings, IntervalsCoverTheTrueStrengthsAtTheirNominalRate) {
    auto c = simulate({ -100, 0, 50, 150 }, 2000, 6, 30, 1.0, 0, false, 7);
    std::printf("round robins, independent games: %d of %d intervals cover (%.1f%%), %d sets "
                "unfit\n",
        c.covered, c.intervals, 100 * c.rate(), c.unfit);
    EXPECT_LE(c.unfit, 20); // 1%
    EXPECT_GE(c.rate(), 0.925);
    EXPECT_LE(c.rate(), 0.975);
}

TEST(Ratings, PairClusteredIntervalsKeepTheirRateWhenAPairsGamesAreCorrelated) {
    const std::vector<double> elo { -100, 0, 50, 150 };
    auto                      clustered = simulate(elo, 2000, 6, 0, 1.0, 0.5, true, 11);
    auto                      naive     = simulate(elo, 2000, 6, 0, 1.0, 0.5, false, 11);
    std::printf("correlated pairs: clustered intervals cover %.1f%%, per-game ones %.1f%% (%d, %d "
                "sets unfit)\n",
        100 * clustered.rate(), 100 * naive.rate(), clustered.unfit, naive.unfit);
    EXPECT_LE(clustered.unfit + naive.unfit, 40); // 1%
    EXPECT_GE(clustered.rate(), 0.925);
    EXPECT_LE(clustered.rate(), 0.975);
    EXPECT_LT(naive.rate(), clustered.rate()); // the per-game intervals are too narrow
}

} // namespace
