// The operating characteristic by simulation: the tilt keeps a distribution's shape and moves
// its mean, a one-pair rule's pass probability is its exact one, and the strength test's
// simulated rates agree with the exact ones StrengthExact computes (quick, one game, no draws).

#include "harness/stats/elo.h"
#include "harness/stats/operating.h"

#include <gtest/gtest.h>

#include <cmath>

namespace harness::stats {
namespace {

double sum(const PairProbabilities& p) { return p[0] + p[1] + p[2] + p[3] + p[4]; }

TEST(Operating, IndependentPairsWithoutDrawsAreOneTwoOne) {
    const auto p = independent_pairs(0, 0);
    EXPECT_NEAR(p[0], 0.25, 1e-12);
    EXPECT_NEAR(p[1], 0, 1e-12);
    EXPECT_NEAR(p[2], 0.5, 1e-12);
    EXPECT_NEAR(p[4], 0.25, 1e-12);
    const auto d = independent_pairs(0.4, 50);
    EXPECT_NEAR(sum(d), 1, 1e-12);
    EXPECT_NEAR(mean_score(d), logistic_score(50), 1e-12);
}

TEST(Operating, TheTiltMovesTheMeanAndKeepsTheDistributionAtItsOwnElo) {
    const PairProbabilities p { 0.05, 0.2, 0.5, 0.2, 0.05 }; // mean 1/2
    const auto              same = tilt_to_elo(p, 0);
    for (std::size_t k = 0; k < 5; ++k) EXPECT_NEAR(same[k], p[k], 1e-9);
    for (double elo : { -200.0, -30.0, 25.0, 400.0 }) {
        const auto q = tilt_to_elo(p, elo);
        EXPECT_NEAR(sum(q), 1, 1e-12);
        EXPECT_NEAR(mean_score(q), logistic_score(elo), 1e-9) << elo;
    }
    // The normalized Elo of the pairs, and back.
    const auto q = tilt_to_elo(p, 40);
    EXPECT_NEAR(elo_at_nelo(p, normalized_elo(q)), 40, 1e-6);
    EXPECT_NEAR(normalized_elo({ 0, 0, 1, 0, 0 }), 0, 1e-12);
}

TEST(Operating, SmoothedCountsReachEveryEloThatRawOnesCannot) {
    const Pentanomial all_even { { 0, 0, 20, 0, 0 } };
    const auto        raw = tilt_to_elo(*pair_probabilities(all_even), -50);
    EXPECT_NEAR(mean_score(raw), 0.5, 1e-12); // nothing to tilt
    const auto p = *smoothed_probabilities(all_even);
    EXPECT_NEAR(sum(p), 1, 1e-12);
    EXPECT_NEAR(p[2], (20 + 0.5) / 21, 1e-12);
    EXPECT_NEAR(mean_score(tilt_to_elo(p, -50)), logistic_score(-50), 1e-9);
    EXPECT_FALSE(smoothed_probabilities(Pentanomial {}));
}

TEST(Operating, AOnePairRuleHasItsExactPassProbability) {
    const PairProbabilities p { 0.1, 0.2, 0.4, 0.2, 0.1 };
    const SequentialRule    rule = [](const Pentanomial& pairs) -> std::optional<bool> {
        return pairs.counts[2] + pairs.counts[3] + pairs.counts[4] > 0;
    };
    const auto q     = tilt_to_elo(p, -60);
    const auto exact = q[2] + q[3] + q[4];
    const auto o     = operating_point(rule, p, -60, 20000, 7, 100);
    EXPECT_NEAR(o.pass, exact, 3 * std::sqrt(exact * (1 - exact) / 20000));
    EXPECT_DOUBLE_EQ(o.expected_pairs, 1);
    EXPECT_EQ(o.pairs_p90, 1u);
    EXPECT_EQ(o.undecided, 0);
}

TEST(Operating, ARunThatReachesItsCapIsCountedUndecided) {
    const SequentialRule never = [](const Pentanomial&) { return std::optional<bool>(); };
    const auto           o     = operating_point(never, independent_pairs(0, 0), 0, 10, 1, 25);
    EXPECT_EQ(o.undecided, 10);
    EXPECT_EQ(o.pass, 0);
    EXPECT_DOUBLE_EQ(o.expected_pairs, 25);
}

// StrengthExact (harness/gate/tests/strength_exact_test.cpp) computes the quick profile's one-game
// test (D 100, 5% / 5%) exactly without draws: false alarms 4.35%, misses 3.68%.
TEST(Operating, TheStrengthTestsSimulatedRatesAreItsExactOnes) {
    StrengthTestConfig c;
    c.detect_elo     = 100;
    c.max_pairs      = sized_pairs(100, 0.05, 0.05);
    const auto rule  = strength_rule(c);
    const auto p     = independent_pairs(0, 0);
    const int  runs  = 6000;
    const auto equal = operating_point(rule, p, 0, runs, 11, c.max_pairs);
    const auto loss  = operating_point(rule, p, -100, runs, 12, c.max_pairs);
    EXPECT_NEAR(1 - equal.pass, 0.0435, 3 * std::sqrt(0.0435 * 0.9565 / runs));
    EXPECT_NEAR(loss.pass, 0.0368, 3 * std::sqrt(0.0368 * 0.9632 / runs));
    EXPECT_EQ(equal.undecided + loss.undecided, 0); // the cap decides
    EXPECT_LE(equal.pairs_p90, c.max_pairs);
    EXPECT_GE(equal.expected_pairs, double(c.max_pairs) / 4); // no bound before a quarter
}

TEST(Operating, AClassicSprtPassesAtItsUpperHypothesisAndFailsAtItsLower) {
    SprtConfig c;
    c.elo0         = -20;
    c.elo1         = 20;
    c.model        = EloModel::Logistic;
    const auto p   = independent_pairs(0.3, 0);
    const auto up  = operating_point(sprt_rule(c), p, 20, 1000, 3, 100000);
    const auto low = operating_point(sprt_rule(c), p, -20, 1000, 4, 100000);
    EXPECT_NEAR(up.pass, 0.95, 0.03);
    EXPECT_NEAR(low.pass, 0.05, 0.03);
}

} // namespace
} // namespace harness::stats
