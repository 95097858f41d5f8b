// The scaling slope (scaling.h): exact on a line, and its error rates by simulation. Matches of
// N game pairs are drawn at three budgets (x1, x4, x16: log2 0, 2, 4) from a pair model at known
// Elo; each budget's Elo and standard error come from the same pentanomial estimate a match
// reports. With no change across budgets the anti-scaling flag fires at most alpha / 2 of the
// time and the 95% interval covers the true slope about 95% of the time; a real loss of 10 Elo a
// doubling is flagged often enough to say so at 400 pairs a budget (the power, printed).

#include "harness/stats/elo.h"
#include "harness/stats/scaling.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>

namespace {

using harness::stats::BudgetElo;
using harness::stats::scaling_slope;

TEST(ScalingSlope, IsExactOnALine) {
    const auto s = scaling_slope({ { 0, 10, 5 }, { 2, -10, 5 }, { 4, -30, 5 } });
    ASSERT_TRUE(s.defined);
    EXPECT_NEAR(s.slope, -10, 1e-9);
    EXPECT_NEAR(s.se, 5 / std::sqrt(8.0), 1e-9); // 1 / sqrt(sum w (x - 2)^2), w = 1/25
    EXPECT_TRUE(s.anti_scaling); // -10 +- 1.96 * 1.77
    EXPECT_FALSE(scaling_slope({ { 1, 0, 5 }, { 1, 10, 5 } }).defined) << "one budget only";
}

// The pentanomial of `pairs` game pairs at `elo`, each game a win, draw or loss (draw rate 0.4),
// the pair's two games independent.
harness::stats::Pentanomial draw_pairs(double elo, int pairs, std::mt19937_64& rng) {
    const double                    score = 1 / (1 + std::pow(10.0, -elo / 400)), draw = 0.4;
    std::discrete_distribution<int> game({ 1 - score - draw / 2, draw, score - draw / 2 });
    harness::stats::Pentanomial     p;
    for (int i = 0; i < pairs; ++i) ++p.counts[std::size_t(game(rng) + game(rng))];
    return p;
}

struct Rates {
    double flagged = 0, covered = 0;
};

Rates simulate(double slope, int runs, int pairs, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    Rates           r;
    for (int k = 0; k < runs; ++k) {
        std::vector<BudgetElo> points;
        for (double x : { 0.0, 2.0, 4.0 }) {
            const auto e = harness::stats::estimate(draw_pairs(slope * x, pairs, rng));
            points.push_back({ x, e.elo, e.elo_error95 / 1.959964 });
        }
        const auto s = scaling_slope(points);
        r.flagged += s.anti_scaling;
        r.covered += s.low <= slope && slope <= s.high;
    }
    return { r.flagged / runs, r.covered / runs };
}

TEST(ScalingSlope, FlagsNoChangeAtMostHalfAlphaAndCoversNinetyFivePercent) {
    const int  runs = 4000;
    const auto r    = simulate(0, runs, 200, 20261207);
    // 2.5% expected; 3 binomial standard errors (0.74%) allowed.
    EXPECT_LE(r.flagged, 0.025 + 3 * std::sqrt(0.025 * 0.975 / runs)) << r.flagged;
    EXPECT_NEAR(r.covered, 0.95, 3 * std::sqrt(0.95 * 0.05 / runs)) << r.covered;
    std::printf("no change: flagged %.4f, covered %.4f (%d runs of 3 x 200 pairs)\n", r.flagged,
        r.covered, runs);
}

TEST(ScalingSlope, ALossOfTenEloADoublingIsFlaggedAndCovered) {
    const int  runs = 2000;
    const auto r    = simulate(-10, runs, 400, 7);
    EXPECT_GE(r.flagged, 0.7) << "power at 3 x 400 pairs: " << r.flagged;
    EXPECT_NEAR(r.covered, 0.95, 3 * std::sqrt(0.95 * 0.05 / runs)) << r.covered;
    std::printf("-10 Elo a doubling: flagged %.4f (power), covered %.4f\n", r.flagged, r.covered);
}

} // namespace
