// GSPRT, Elo and nElo pinned to values computed independently by ci/tools/stats_reference.py
// (a general-purpose constrained optimiser over the probabilities, not the secular equation),
// which the stats.reference test also runs against this code (every case, bounds and LOS too).

#include "harness/stats/elo.h"
#include "harness/stats/sprt.h"

#include <gtest/gtest.h>

#include <cmath>

namespace harness::stats {
namespace {

Pentanomial penta(
    std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d, std::uint64_t e) {
    return Pentanomial { { a, b, c, d, e } };
}

SprtConfig config(double elo0, double elo1, EloModel model) {
    SprtConfig c;
    c.elo0  = elo0;
    c.elo1  = elo1;
    c.model = model;
    return c;
}

constexpr double Tol = 2e-4;

TEST(Sprt, BoundsFollowFromAlphaAndBeta) {
    auto s = sprt(SprtConfig {}, Pentanomial {});
    EXPECT_NEAR(s.lower, std::log(0.05 / 0.95), 1e-12);
    EXPECT_NEAR(s.upper, std::log(0.95 / 0.05), 1e-12);
    EXPECT_NEAR(s.upper, 2.944439, 1e-6);
    EXPECT_EQ(s.llr, 0.0);
    EXPECT_EQ(s.verdict, SprtVerdict::Continue);
}

TEST(Sprt, PentanomialNormalizedLlr) {
    const auto n = EloModel::Normalized;
    EXPECT_NEAR(sprt(config(0, 5, n), penta(10, 40, 110, 60, 20)).llr, 0.799262, Tol);
    EXPECT_NEAR(sprt(config(0, 2, n), penta(10, 40, 110, 60, 20)).llr, 0.331455, Tol);
    EXPECT_NEAR(sprt(config(0, 5, n), penta(30, 60, 100, 40, 10)).llr, -1.227161, Tol);
}

TEST(Sprt, PentanomialLogisticLlr) {
    const auto l = EloModel::Logistic;
    EXPECT_NEAR(sprt(config(-3, 1, l), penta(10, 40, 110, 60, 20)).llr, 1.031962, Tol);
    EXPECT_NEAR(sprt(config(0, 5, l), penta(2, 0, 0, 0, 9)).llr, 0.099596, Tol); // no draws
}

TEST(Sprt, PentanomialEdgeCases) {
    const auto n = EloModel::Normalized;
    EXPECT_NEAR(sprt(config(0, 5, n), penta(0, 0, 50, 0, 0)).llr, -0.017560, Tol); // all drawn
    EXPECT_NEAR(sprt(config(0, 5, n), penta(0, 1, 0, 0, 0)).llr, -0.014541, Tol); // one pair
}

TEST(Sprt, TrinomialLlr) {
    EXPECT_NEAR(
        sprt(config(0, 5, EloModel::Normalized), Trinomial { 120, 300, 180 }).llr, 1.159292, Tol);
    EXPECT_NEAR(
        sprt(config(0, 10, EloModel::Logistic), Trinomial { 100, 0, 140 }).llr, 1.051895, Tol);
    EXPECT_NEAR(
        sprt(config(0, 5, EloModel::Normalized), Trinomial { 0, 200, 0 }).llr, -0.038055, Tol);
}

TEST(Sprt, VerdictsAtTheBounds) {
    const auto n = EloModel::Normalized;
    EXPECT_EQ(
        sprt(config(0, 5, n), penta(100, 400, 1100, 600, 200)).verdict, SprtVerdict::AcceptH1);
    EXPECT_EQ(
        sprt(config(0, 5, n), penta(300, 600, 1000, 400, 100)).verdict, SprtVerdict::AcceptH0);
}

TEST(Sprt, ConfigErrorsAreNamed) {
    EXPECT_FALSE(sprt_config_error(SprtConfig {}));
    EXPECT_TRUE(sprt_config_error(config(5, 0, EloModel::Normalized)));
    SprtConfig c;
    c.alpha = 0;
    EXPECT_TRUE(sprt_config_error(c));
    EXPECT_EQ(parse_elo_model("logistic"), EloModel::Logistic);
    EXPECT_FALSE(parse_elo_model("bayesian"));
}

TEST(Elo, PentanomialEstimate) {
    auto e = estimate(penta(10, 40, 110, 60, 20));
    EXPECT_NEAR(e.elo, 29.020267, 1e-5);
    EXPECT_NEAR(e.elo_error95, 20.891560, 1e-5);
    EXPECT_NEAR(e.nelo, 43.429448, 1e-5);
    EXPECT_NEAR(e.nelo_error95, 31.081486, 1e-5);
    EXPECT_NEAR(e.los, 0.996915, 1e-6);
    EXPECT_NEAR(e.draw_ratio, 110.0 / 240.0, 1e-12);
}

TEST(Elo, TrinomialEstimate) {
    auto e = estimate(Trinomial { 120, 300, 180 });
    EXPECT_NEAR(e.elo, 34.860070, 1e-5);
    EXPECT_NEAR(e.elo_error95, 19.678301, 1e-5);
    EXPECT_NEAR(e.nelo, 49.633655, 1e-5);
    EXPECT_NEAR(e.nelo_error95, 27.800126, 1e-5);
    EXPECT_NEAR(e.los, 0.999767, 1e-6);
    EXPECT_NEAR(e.draw_ratio, 0.5, 1e-12);
}

TEST(Elo, NoGamesAndAllDraws) {
    auto none = estimate(Pentanomial {});
    EXPECT_EQ(none.elo, 0.0);
    EXPECT_EQ(none.los, 0.5);
    auto draws = estimate(Trinomial { 0, 10, 0 });
    EXPECT_EQ(draws.elo, 0.0);
    EXPECT_EQ(draws.nelo, 0.0);
    EXPECT_EQ(draws.los, 0.5);
    EXPECT_NEAR(estimate(Trinomial { 0, 0, 10 }).elo, elo_of_score(1.0), 1e-9); // clamped
}

} // namespace
} // namespace harness::stats
