// Percentile-bootstrap intervals of the joint ratings (rating_bootstrap.h): on simulated round
// robins of single games with known strengths (fixed seed), the 95% intervals cover the true
// ratings at their nominal rate; the bootstrap is deterministic for a seed; and a set whose
// resamples cannot be fitted leaves the fit's own intervals.

#include "harness/stats/rating_bootstrap.h"

#include "rating_simulation.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <functional>
#include <random>

namespace {

using harness::stats::FitGame;

using rating_simulation::play;

// `rounds` double round robins of single games (no pairs) among players of the given strengths.
std::vector<FitGame> round_robins(
    std::mt19937_64& rng, const std::vector<double>& elo, int rounds) {
    std::vector<FitGame> games;
    for (int r = 0; r < rounds; ++r)
        for (std::size_t i = 0; i < elo.size(); ++i)
            for (std::size_t j = 0; j < elo.size(); ++j)
                if (i != j) games.push_back({ i, j, play(rng, elo[i], elo[j], 30, 1.0), {} });
    return games;
}

harness::stats::RatingFit fit(std::size_t players, const std::vector<FitGame>& games) {
    return harness::stats::fit_ratings(players, games);
}

// The bootstrap's coverage over 300 game sets of four players (-100, 0, 50, 150; 200
// resamples each): the sets without a finite fit (a player unbeaten) counted, never dropped
// silently.
struct Coverage {
    int                  covered = 0, intervals = 0, unfit_resamples = 0, unfit_sets = 0;
    [[nodiscard]] double rate() const { return double(covered) / intervals; }
};

Coverage bootstrap_coverage(std::uint64_t seed,
    const std::function<std::vector<FitGame>(std::mt19937_64&, const std::vector<double>&)>&
        games_of) {
    const std::vector<double> elo { -100, 0, 50, 150 };
    const double              mean = 25;
    std::mt19937_64           rng(seed);
    Coverage                  c;
    for (int t = 0; t < 300; ++t) {
        const auto games = games_of(rng, elo);
        auto       f     = fit(elo.size(), games);
        if (!f.error.empty()) {
            ++c.unfit_sets;
            continue;
        }
        const auto run = harness::stats::bootstrap_intervals(f, games,
            [&](const auto& g) { return fit(elo.size(), g); }, { 200, std::uint64_t(t + 1) });
        EXPECT_GE(run.fitted * 2, 200);
        c.unfit_resamples += run.failed;
        for (std::size_t i = 0; i < elo.size(); ++i, ++c.intervals)
            c.covered += f.players[i].low <= elo[i] - mean && elo[i] - mean <= f.players[i].high;
    }
    return c;
}

void expect_coverage(const char* what, const Coverage& c, double at_least) {
    std::printf("bootstrap intervals, %s: %d of %d cover (%.1f%%); %d sets unfit, %d resamples "
                "unfit\n",
        what, c.covered, c.intervals, 100 * c.rate(), c.unfit_sets, c.unfit_resamples);
    EXPECT_LE(c.unfit_sets, 3) << what; // 1%
    EXPECT_GE(c.rate(), at_least) << what;
    EXPECT_LE(c.rate(), 0.975) << what;
}

TEST(RatingBootstrap, IntervalsCoverTheTrueStrengthsAtTheirNominalRate) {
    expect_coverage("single games",
        bootstrap_coverage(
            23, [](auto& rng, const auto& elo) { return round_robins(rng, elo, 6); }),
        0.925);
}

// Paired games (issue 54): the bootstrap resamples whole pairs, so its intervals cover at their
// rate where the pairs' games are correlated; drawing the games alone covered 88.1%.
TEST(RatingBootstrap, PairedIntervalsCoverWhereThePairsGamesAreCorrelated) {
    expect_coverage("correlated pairs",
        bootstrap_coverage(29,
            [](auto& rng, const auto& elo) {
                return rating_simulation::paired_round_robins(rng, elo, 6, 0, 1.0, 0.5);
            }),
        0.93);
}

TEST(RatingBootstrap, IsDeterministicForASeedAndWidensWithFewerGames) {
    std::mt19937_64           rng(5);
    const std::vector<double> elo { 0, 100, 200 };
    const auto                many = round_robins(rng, elo, 20), few = round_robins(rng, elo, 3);
    auto                      refit = [&](const auto& g) { return fit(elo.size(), g); };
    auto                      a = fit(3, many), b = fit(3, many), c = fit(3, few);
    harness::stats::bootstrap_intervals(a, many, refit, { 300, 9 });
    harness::stats::bootstrap_intervals(b, many, refit, { 300, 9 });
    harness::stats::bootstrap_intervals(c, few, refit, { 300, 9 });
    EXPECT_EQ(a.players[2].low, b.players[2].low);
    EXPECT_EQ(a.players[2].high, b.players[2].high);
    EXPECT_LT(a.players[2].low, a.players[2].elo);
    EXPECT_GT(a.players[2].high, a.players[2].elo);
    EXPECT_GT(c.players[2].high - c.players[2].low, a.players[2].high - a.players[2].low);
}

TEST(RatingBootstrap, UnfittableResamplesLeaveTheFitsOwnIntervals) {
    // a won once and lost once, and drew twice: most resamples of four games lack the win or
    // the loss
    const std::vector<FitGame> games { { 0, 1, 1.0, {} }, { 1, 0, 0.5, {} }, { 0, 1, 0.0, {} },
        { 1, 0, 0.5, {} } };
    auto                       f = fit(2, games);
    ASSERT_TRUE(f.error.empty()) << f.error;
    const auto low = f.players[0].low;
    const auto run = harness::stats::bootstrap_intervals(
        f, games, [](const auto& g) { return fit(2, g); }, { 100, 1 });
    EXPECT_GT(run.failed * 2, 100);
    EXPECT_EQ(f.players[0].low, low);
}

} // namespace
