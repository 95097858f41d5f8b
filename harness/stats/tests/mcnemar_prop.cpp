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

} // namespace
} // namespace harness::stats
