// McNemar's exact test, pinned to binomial tails computed by hand:
//   P(X <= 0 | n=5)  = 1/32          -> two-sided 0.0625
//   P(X <= 1 | n=10) = 11/1024       -> two-sided 0.021484375
//   P(X <= 2 | n=12) = 79/4096       -> two-sided 0.03857421875
//   P(X <= 7 | n=15) = 16384/32768   -> two-sided 1 (capped)

#include "harness/stats/mcnemar.h"

#include <gtest/gtest.h>

namespace harness::stats {
namespace {

TEST(McNemar, NoDiscordantPairsIsNoEvidence) {
    auto m = mcnemar_exact(0, 0);
    EXPECT_EQ(m.p_value, 1.0);
}

TEST(McNemar, PinnedToExactBinomialTails) {
    EXPECT_NEAR(mcnemar_exact(5, 0).p_value, 0.0625, 1e-12);
    EXPECT_NEAR(mcnemar_exact(0, 5).p_value, 0.0625, 1e-12);
    EXPECT_NEAR(mcnemar_exact(9, 1).p_value, 0.021484375, 1e-12);
    EXPECT_NEAR(mcnemar_exact(2, 10).p_value, 0.03857421875, 1e-12);
    EXPECT_NEAR(mcnemar_exact(8, 7).p_value, 1.0, 1e-12);
}

TEST(McNemar, OneFlippedPositionIsNeverSignificant) {
    // The same build run twice may flip a position at a time limit: p = 1 for one flip.
    EXPECT_NEAR(mcnemar_exact(1, 0).p_value, 1.0, 1e-12);
    EXPECT_GT(mcnemar_exact(3, 0).p_value, 0.05); // 0.25
    EXPECT_LT(mcnemar_exact(6, 0).p_value, 0.05); // 0.03125
}

} // namespace
} // namespace harness::stats
