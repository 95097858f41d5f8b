// Properties of McNemar's exact test: symmetric, a probability, monotone in the imbalance.

#include "harness/stats/mcnemar.h"

#include <cmath>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace harness::stats {
namespace {

RC_GTEST_PROP(McNemar, SymmetricAndAProbability, ()) {
    const int  lost   = *rc::gen::inRange(0, 400);
    const int  gained = *rc::gen::inRange(0, 400);
    const auto a      = mcnemar_exact(lost, gained);
    const auto b      = mcnemar_exact(gained, lost);
    RC_ASSERT(std::abs(a.p_value - b.p_value) < 1e-12);
    RC_ASSERT(a.p_value > 0.0);
    RC_ASSERT(a.p_value <= 1.0);
    // More lopsided -> smaller p.
    if (lost > gained) RC_ASSERT(mcnemar_exact(lost + 1, gained).p_value <= a.p_value + 1e-12);
}

// The definition, by enumeration: under "no change" each of the n discordant positions is lost or
// gained with probability 1/2, every one of the 2^n outcomes alike; the two-sided p-value is the
// share of outcomes at least as lopsided as the one seen (|lost - gained| at least as large).
// Obviously right for small n, where the exact test matters and a normal approximation fails.
double p_by_enumeration(int lost, int gained) {
    const int n = lost + gained;
    if (n == 0) return 1.0;
    int as_lopsided = 0;
    for (unsigned outcome = 0; outcome < (1u << n); ++outcome) {
        const int l = __builtin_popcount(outcome);
        as_lopsided += std::abs(2 * l - n) >= std::abs(lost - gained);
    }
    return double(as_lopsided) / double(1u << n);
}

// Small counts (0-10 discordant positions each side, 16 at most in all): at least 90% of the
// cases drawn have n <= 16 by construction; the classifications at the 5% level are checked too.
RC_GTEST_PROP(McNemar, SmallCountsAgreeWithTheEnumeratedDefinition, ()) {
    const int  lost   = *rc::gen::inRange(0, 11);
    const int  gained = *rc::gen::inRange(0, 17 - lost > 11 ? 11 : 17 - lost);
    const auto m      = mcnemar_exact(lost, gained);
    const auto want   = p_by_enumeration(lost, gained);
    RC_ASSERT(std::abs(m.p_value - want) < 1e-9);
    RC_ASSERT((m.p_value < 0.05) == (want < 0.05));
}

TEST(McNemar, KnownSmallTables) {
    EXPECT_DOUBLE_EQ(mcnemar_exact(0, 0).p_value, 1.0);
    EXPECT_NEAR(mcnemar_exact(5, 0).p_value, 2.0 / 32.0, 1e-12); // 0.0625: not significant
    EXPECT_NEAR(mcnemar_exact(6, 0).p_value, 2.0 / 64.0, 1e-12); // the smallest significant one
    EXPECT_NEAR(mcnemar_exact(1, 1).p_value, 1.0, 1e-12);
}

} // namespace
} // namespace harness::stats
