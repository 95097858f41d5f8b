// The strength test's pieces: the normal quantile, the cap's size, the verdicts at the bounds and
// at the cap, the power of the games played and the loss they rule out. Its error rates are
// measured by simulation in harness/gate/tests/strength_power_test.cpp (over the profiles).

#include "harness/stats/elo.h"
#include "harness/stats/strength_test.h"

#include <gtest/gtest.h>

#include <cmath>

namespace harness::stats {
namespace {

TEST(StrengthTest, NormalQuantileMatchesTables) {
    EXPECT_NEAR(normal_quantile(0.5), 0.0, 1e-9);
    EXPECT_NEAR(normal_quantile(0.95), 1.6448536, 1e-6);
    EXPECT_NEAR(normal_quantile(0.975), 1.9599640, 1e-6);
    EXPECT_NEAR(normal_quantile(0.05), -1.6448536, 1e-6);
}

TEST(StrengthTest, CapFollowsTheWorstCaseFixedSampleSize) {
    // delta = 1/2 - 1/(1 + 10^(100/400)) = 0.140065; z = 2 * 1.644854.
    const double n = CapHeadroom * std::pow(2 * 1.6448536, 2) * 0.125 / std::pow(0.1400650, 2);
    EXPECT_EQ(sized_pairs(100, 0.05, 0.05), std::uint64_t(std::ceil(n)));
    // A quarter of the loss needs about sixteen times the pairs; a smaller error rate more.
    EXPECT_NEAR(
        double(sized_pairs(25, 0.05, 0.05)) / double(sized_pairs(100, 0.05, 0.05)), 15.4, 0.5);
    EXPECT_GT(sized_pairs(100, 0.05, 0.01), sized_pairs(100, 0.05, 0.05));
}

TEST(StrengthTest, HeavyLossesFailAtTheLowerBoundAndEqualScoresPassAtTheCap) {
    StrengthTestConfig c; // D 100
    auto               lost = strength_test(c, Pentanomial { { 12, 8, 4, 0, 0 } });
    EXPECT_EQ(lost.verdict, StrengthVerdict::Fail);
    EXPECT_FALSE(lost.at_cap);
    EXPECT_LE(lost.llr, lost.lower);
    auto even = strength_test(c, Pentanomial { { 2, 4, 6, 4, 2 } });
    EXPECT_EQ(even.verdict, StrengthVerdict::Continue);
    c.max_pairs = 18;
    auto capped = strength_test(c, Pentanomial { { 2, 4, 6, 4, 2 } });
    EXPECT_EQ(capped.verdict, StrengthVerdict::Pass);
    EXPECT_TRUE(capped.at_cap);
    EXPECT_GE(capped.llr, 0);
}

TEST(StrengthTest, FinalBeforeTheCapIsAOneSidedTestAtTheFalseAlarmRate) {
    StrengthTestConfig c;
    // Score 0.4 (-70 Elo) over 15 pairs, too few for a bound. Out of time, the cut is
    // 1/2 - t(0.95, 14) sqrt((var + 0.1^2) / 15): var 1.225 / 15, t ~ 1.7539 (worked by hand),
    // so 0.3629: a score of 0.4 is not evidence enough of a loss, and it passes.
    const Pentanomial behind { { 3, 4, 5, 2, 1 } };
    auto              open = strength_test(c, behind);
    EXPECT_EQ(open.verdict, StrengthVerdict::Continue);
    auto ended = strength_test(c, behind, true);
    EXPECT_TRUE(ended.at_cap);
    EXPECT_TRUE(ended.out_of_time);
    EXPECT_NEAR(ended.score, 0.4, 1e-12);
    EXPECT_NEAR(ended.cut, 0.3628, 1e-3);
    EXPECT_EQ(ended.verdict, StrengthVerdict::Pass);
    // Far behind (0.18 over 15 pairs) fails; one pair is never enough to pass.
    EXPECT_EQ(
        strength_test(c, Pentanomial { { 8, 4, 2, 1, 0 } }, true).verdict, StrengthVerdict::Fail);
    EXPECT_EQ(
        strength_test(c, Pentanomial { { 0, 0, 0, 0, 1 } }, true).verdict, StrengthVerdict::Fail);
}

TEST(StrengthTest, PowerGrowsWithThePairsAndTheBoundBracketsTheEstimate) {
    const Pentanomial few { { 1, 3, 4, 3, 1 } }, many { { 10, 30, 40, 30, 10 } };
    EXPECT_GT(detectable_loss(few, 0.05, 0.05), detectable_loss(many, 0.05, 0.05));
    // 120 pairs, variance 8.75 / 120, t(0.95, 119) ~ 1.6576584: delta solves
    // delta = t sqrt(var / 120) + t sqrt((var + delta^2) / 120), 0.0836389 (worked by hand
    // to convergence), a score of 0.4163611: 58.67 Elo.
    EXPECT_NEAR(detectable_loss(many, 0.05, 0.05), 58.6696, 1e-3);
    EXPECT_NEAR(t_quantile(0.95, 119), 1.6576584, 1e-6);
    EXPECT_TRUE(std::isinf(detectable_loss(Pentanomial {}, 0.05, 0.05)));
    // An even score: the loss bound is the one-sided 95% bound below 1/2.
    EXPECT_NEAR(loss_upper_bound(many, 0.95),
        -elo_of_score(0.5 - 1.6448536 * std::sqrt(8.75 / 120 / 120)), 1e-6);
    EXPECT_EQ(loss_upper_bound(Pentanomial { { 0, 0, 1, 10, 30 } }, 0.95), 0.0);
}

} // namespace
} // namespace harness::stats
