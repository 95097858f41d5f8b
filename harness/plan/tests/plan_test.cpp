// `arbiter sprt`'s plan: the OC curve through H0 and H1 at the rates the test states, counts read
// through the test's own LLR, a match report's pairs read back and its errors named.

#include "harness/plan/match_pairs.h"
#include "harness/plan/plan.h"
#include "harness/testing/temp_dir.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>

namespace harness::plan {
namespace {

PlanConfig quick_like() {
    PlanConfig                c;
    stats::StrengthTestConfig s;
    s.detect_elo    = 100;
    s.max_pairs     = stats::sized_pairs(100, 0.05, 0.05);
    c.test.name     = "D 100";
    c.test.strength = s;
    c.pairs         = stats::independent_pairs(0, 0);
    c.pairs_source  = "no draws";
    c.runs          = 4000;
    return c;
}

const stats::OperatingPoint& at(const Plan& p, double elo) {
    for (const auto& o : p.points)
        if (std::abs(o.elo - elo) < 1e-6) return o;
    throw std::runtime_error("no point at " + std::to_string(elo));
}

TEST(Plan, TheStrengthTestsCurvePassesH1AndFailsH0AtItsRates) {
    const auto p = plan_test(quick_like());
    EXPECT_EQ(p.h0_elo, -100);
    EXPECT_EQ(p.h1_elo, 0);
    ASSERT_GE(p.points.size(), 9u);
    for (std::size_t i = 1; i < p.points.size(); ++i)
        EXPECT_LT(p.points[i - 1].elo, p.points[i].elo);
    const double se = 3 * std::sqrt(0.05 * 0.95 / 4000);
    EXPECT_LE(at(p, -100).pass, 0.05 + se); // misses
    EXPECT_GE(at(p, 0).pass, 0.95 - se); // false alarms
    EXPECT_LT(p.points.front().pass, 0.01); // -150 Elo
    EXPECT_GT(p.points.back().pass, 0.99); // +50
    EXPECT_FALSE(p.reading);
}

TEST(Plan, CountsAreReadThroughTheTestsOwnLlr) {
    auto c   = quick_like();
    c.runs   = 10;
    c.counts = stats::Pentanomial { { 10, 20, 40, 20, 10 } };
    c.pairs  = *stats::pair_probabilities(*c.counts);
    auto p   = plan_test(c);
    ASSERT_TRUE(p.reading);
    const auto s = stats::strength_test(*c.test.strength, *c.counts);
    EXPECT_DOUBLE_EQ(p.reading->state.llr, s.llr);
    EXPECT_EQ(p.reading->verdict, "pass"); // 100 pairs: past its 80-pair cap, at its mean
    EXPECT_NEAR(p.own_elo, 0, 1e-9);
    PlanConfig classic;
    classic.test.sprt      = { 0, 10, 0.05, 0.05, stats::EloModel::Logistic };
    classic.games          = stats::Trinomial { 90, 300, 110 }; // L D W
    classic.pairs          = stats::independent_pairs(0.6, 0);
    classic.runs           = 10;
    classic.test.max_pairs = 1000;
    p                      = plan_test(classic);
    EXPECT_DOUBLE_EQ(p.reading->state.llr, stats::sprt(classic.test.sprt, *classic.games).llr);
    EXPECT_NEAR(p.reading->estimate.score, 0.52, 1e-12);
}

TEST(Plan, ANormalizedTestsHypothesesAreWhereTheTiltedPairsHaveThatNelo) {
    PlanConfig c;
    c.test.sprt      = { 0, 2, 0.05, 0.05, stats::EloModel::Normalized };
    c.test.max_pairs = 200;
    c.pairs          = stats::independent_pairs(0.5, 0);
    c.runs           = 5;
    const auto p     = plan_test(c);
    EXPECT_NEAR(p.h0_elo, 0, 1e-6);
    EXPECT_NEAR(stats::normalized_elo(stats::tilt_to_elo(c.pairs, p.h1_elo)), 2, 1e-6);
}

std::string write(const std::string& name, const std::string& text) {
    const auto path = harness::testing::temp_dir() + "/" + name;
    std::ofstream(path) << text;
    return path;
}

TEST(MatchPairs, AMatchReportsPentanomialIsReadAndAnythingElseNamed) {
    const auto good = match_pairs(
        write("m.json", R"({"command":"match","summary":{"pentanomial":[1,2,3,4,5]}})"));
    ASSERT_TRUE(good);
    EXPECT_EQ(good->counts[4], 5u);
    auto error = [](const std::string& text) {
        const auto r = match_pairs(write("bad.json", text));
        return r ? std::string() : r.error().to_string();
    };
    EXPECT_NE(error("{").find("bad.json: error: not JSON"), std::string::npos);
    EXPECT_NE(error(R"({"command":"suite"})").find("not a match report"), std::string::npos);
    EXPECT_NE(error(R"({"command":"match","summary":{"pentanomial":[1,2]}})").find("five counts"),
        std::string::npos);
    EXPECT_NE(error(R"({"command":"match","summary":{"pentanomial":[1,2,-3,0,0]}})")
                  .find("summary.pentanomial[2] is not a count"),
        std::string::npos);
    EXPECT_NE(
        error(R"({"command":"match","summary":{"pentanomial":[0,0,0,0,0]}})").find("no game pairs"),
        std::string::npos);
    EXPECT_FALSE(match_pairs(harness::testing::temp_dir() + "/none.json"));
}

} // namespace
} // namespace harness::plan
