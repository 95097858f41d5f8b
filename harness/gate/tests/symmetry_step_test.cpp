// The symmetry step's judgement of a change (symmetry_step.h): the kinds of finding each engine
// shows, and the paired test of a transform's bias growth, whose error rates are measured here by
// simulation on differences like a search's (mostly zero, heavy-tailed).

#include "harness/gate/symmetry_step.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace {

using namespace harness::gate;
using harness::symmetry::Check;
using harness::symmetry::Finding;
using harness::symmetry::SymmetryRun;
using harness::symmetry::TransformResult;

Finding finding(Check check, const std::string& transform) {
    Finding f;
    f.check     = check;
    f.transform = transform;
    return f;
}

TEST(SymmetryStep, FindingsAreCountedByCheckAndForTheEvaluationByTransform) {
    EXPECT_EQ(finding_kind(finding(Check::Eval, "colour-flip")), "eval colour-flip");
    EXPECT_EQ(finding_kind(finding(Check::Symmetry, "mirror")), "symmetry mirror");
    // a transposition's "transform" is the move played: one kind whatever the move
    EXPECT_EQ(finding_kind(finding(Check::Transposition, "e2e4")), "transposition");
    SymmetryRun base, candidate;
    base.findings      = { finding(Check::Transposition, "e2e4") };
    candidate.findings = { finding(Check::Transposition, "d2d4"), finding(Check::Eval, "mirror"),
        finding(Check::Eval, "mirror") };
    const auto kinds   = finding_kinds(base, candidate);
    ASSERT_EQ(kinds.size(), 2u);
    EXPECT_EQ(kinds[0].kind, "transposition");
    EXPECT_EQ(kinds[0].base, 1);
    EXPECT_EQ(kinds[0].candidate, 1);
    EXPECT_EQ(kinds[1].kind, "eval mirror");
    EXPECT_EQ(kinds[1].base, 0);
    EXPECT_EQ(kinds[1].candidate, 2);
}

// n differences of one engine: zero with probability 0.4, else Laplace with scale 60 cp, plus
// `bias`.
TransformResult differences(std::mt19937_64& rng, int n, double bias) {
    std::bernoulli_distribution     zero(0.4), sign(0.5);
    std::exponential_distribution<> size(1.0 / 60);
    TransformResult                 t;
    t.name = "colour-flip";
    for (int i = 0; i < n; ++i)
        t.differences.push_back(
            std::clamp((zero(rng) ? 0 : (sign(rng) ? 1 : -1) * size(rng)) + bias, -1e3, 1e3));
    return t;
}

// How often the candidate's bias is called grown over `runs` simulated changes (a change that
// reorders the search: the candidate's noise drawn afresh).
double growth_rate(double base_bias, double candidate_bias, int runs, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int             grew = 0;
    for (int r = 0; r < runs; ++r) {
        const auto base = differences(rng, 100, base_bias);
        grew += bias_change(base, differences(rng, 100, candidate_bias), 0.01).grew;
    }
    return double(grew) / runs;
}

TEST(SymmetryStep, ABiasThatDidNotGrowIsCalledGrownAtMostAtAlpha) {
    // 10000 runs: the standard error at 0.01 is 0.001.
    EXPECT_LT(growth_rate(0, 0, 10000, 3), 0.01 + 0.003);
    EXPECT_LT(growth_rate(20, 20, 10000, 4), 0.01 + 0.003); // a bias the base has, kept
    EXPECT_LT(growth_rate(-15, -15, 10000, 5), 0.01 + 0.003);
    EXPECT_LT(growth_rate(20, 0, 4000, 6), 0.01); // a bias mended
}

TEST(SymmetryStep, AGrowthOfTheStatedDetectableSizeIsFoundAtTheStatedPower) {
    std::mt19937_64 rng(9);
    double          detectable = 0; // what the step states, on average over runs
    for (int r = 0; r < 200; ++r)
        detectable += bias_change(differences(rng, 100, 0), differences(rng, 100, 0), 0.01)
                          .change.detectable
            / 200;
    const double rate = growth_rate(0, detectable, 4000, 10);
    EXPECT_GT(rate, SymmetryPower - 0.05) << detectable;
    EXPECT_LT(rate, SymmetryPower + 0.08) << detectable;
    EXPECT_LT(growth_rate(0, detectable / 2, 4000, 11), 0.5);
}

TEST(SymmetryStep, AnUnchangedEngineNeverGrowsAndPositionsOneEngineMissedAreLeftOut) {
    std::mt19937_64 rng(12);
    auto            base = differences(rng, 100, 5);
    auto            same = bias_change(base, base, 0.01);
    EXPECT_FALSE(same.grew);
    EXPECT_EQ(same.change.n, 100);
    EXPECT_EQ(same.change.detectable, 0); // every paired change is zero
    auto candidate            = base;
    candidate.differences[3]  = std::nullopt; // a fault
    candidate.differences[50] = 1000;
    candidate.differences.resize(80); // cut by the time bound
    const auto change = bias_change(base, candidate, 0.01);
    EXPECT_EQ(change.change.n, 79);
}

} // namespace
