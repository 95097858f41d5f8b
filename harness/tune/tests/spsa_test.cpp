// SPSA (spsa.h) on a simulated noisy objective with a known optimum: each iteration's game pair
// drawn at the Elo difference a known quadratic Elo surface gives the two perturbed (and
// rounded) parameter sets (harness/testing/pair_model.h, with draws), a fixed seed. The tune must
// end near the optimum from a start 30% off; a tune resumed half way follows the same
// trajectory; the schedules end at c_end and r_end.

#include "harness/testing/pair_model.h"
#include "harness/tune/spsa.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>

namespace {

using harness::tune::Param;
using harness::tune::Spsa;

// Elo of a parameter set: -sum w_i (x_i - opt_i)^2, on the rounded values the engine gets.
struct Surface {
    std::vector<double>  optimum, weight;
    [[nodiscard]] double elo(const std::vector<double>& x) const {
        double e = 0;
        for (std::size_t i = 0; i < x.size(); ++i) {
            const double d = std::round(x[i]) - optimum[i];
            e -= weight[i] * d * d;
        }
        return e;
    }
};

void play(Spsa& spsa, const Surface& s, int iterations, std::mt19937_64& rng) {
    for (int k = 0; k < iterations; ++k) {
        const auto p     = spsa.perturbation();
        const int points = arbiter_test::draw_pair(rng, s.elo(p.plus) - s.elo(p.minus), { 0.3, 0 });
        spsa.update(p, points - 2); // the plus side's wins minus losses over the pair
    }
}

TEST(Spsa, RecoversTheOptimumOfANoisySurfaceFromThirtyPercentOff) {
    // A piece value (optimum 320, start 416) and a margin (optimum 60, start 42), five seeds.
    Surface            s { { 320, 60 }, { 0.004, 0.05 } };
    std::vector<Param> params { { "Piece", 416, 200, 500, 8, 0.01 },
        { "Margin", 42, 10, 120, 3, 0.01 } };
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        harness::tune::SpsaConfig config;
        config.iterations = 60000;
        config.seed       = seed;
        Spsa            spsa(params, config);
        std::mt19937_64 rng(seed + 100);
        play(spsa, s, config.iterations, rng);
        std::printf("seed %d, %d pairs: Piece %.1f (optimum 320, start 416), Margin %.1f "
                    "(optimum 60, start 42); Elo %.1f -> %.1f\n",
            int(seed), spsa.iteration(), spsa.theta()[0], spsa.theta()[1], s.elo({ 416, 42 }),
            s.elo(spsa.theta()));
        EXPECT_NEAR(spsa.theta()[0], 320, 30) << seed; // within a third of where it started
        EXPECT_NEAR(spsa.theta()[1], 60, 6) << seed;
        EXPECT_GT(s.elo(spsa.theta()), 0.1 * s.elo({ 416, 42 })) << seed; // 90% recovered
    }
}

TEST(Spsa, AResumedTuneFollowsTheSameTrajectory) {
    Surface                   s { { 100 }, { 0.02 } };
    std::vector<Param>        params { { "X", 130, 0, 200, 4, 0.002 } };
    harness::tune::SpsaConfig config;
    config.iterations = 1000;
    Spsa            straight(params, config);
    std::mt19937_64 rng1(9);
    play(straight, s, 1000, rng1);
    Spsa            first(params, config);
    std::mt19937_64 rng2(9);
    play(first, s, 500, rng2);
    Spsa resumed(params, config);
    resumed.restore(first.iteration(), first.theta()); // as from a journal
    play(resumed, s, 500, rng2);
    EXPECT_EQ(resumed.theta(), straight.theta());
    EXPECT_EQ(resumed.iteration(), 1000);
}

// Batches of 8 iterations played from one theta (as the tune command plays them) reach the
// optimum as the iteration-by-iteration tune does.
TEST(Spsa, BatchesFromOneThetaRecoverTheOptimumToo) {
    Surface            s { { 320, 60 }, { 0.004, 0.05 } };
    std::vector<Param> params { { "Piece", 416, 200, 500, 8, 0.01 },
        { "Margin", 42, 10, 120, 3, 0.01 } };
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        harness::tune::SpsaConfig config;
        config.iterations = 60000;
        config.seed       = seed;
        Spsa            spsa(params, config);
        std::mt19937_64 rng(seed + 200);
        while (spsa.iteration() < config.iterations) {
            std::vector<harness::tune::SpsaStep> batch;
            for (int k = spsa.iteration() + 1; k <= spsa.iteration() + 8; ++k) {
                auto      p = spsa.perturbation_at(k);
                const int points
                    = arbiter_test::draw_pair(rng, s.elo(p.plus) - s.elo(p.minus), { 0.3, 0 });
                batch.push_back({ p, double(points - 2) });
            }
            spsa.apply(batch);
        }
        EXPECT_NEAR(spsa.theta()[0], 320, 30) << seed;
        EXPECT_NEAR(spsa.theta()[1], 60, 6) << seed;
    }
}

// A batch of one is an update; a batch's perturbations are those of its iterations.
TEST(Spsa, ABatchOfOneIsAnUpdate) {
    std::vector<Param>        params { { "X", 100, 0, 200, 4, 0.002 } };
    harness::tune::SpsaConfig config;
    Spsa                      a(params, config), b(params, config);
    for (int k = 1; k <= 20; ++k) {
        const auto p = a.perturbation();
        EXPECT_EQ(p.k, k);
        EXPECT_EQ(b.perturbation_at(k).delta, p.delta);
        a.update(p, k % 3 - 1);
        b.apply({ { p, double(k % 3 - 1) } });
    }
    EXPECT_EQ(a.theta(), b.theta());
    EXPECT_EQ(b.iteration(), 20);
}

TEST(Spsa, SchedulesEndAtCEndAndREnd) {
    std::vector<Param>        params { { "X", 100, 0, 200, 4, 0.002 } };
    harness::tune::SpsaConfig config;
    config.iterations = 1000;
    Spsa spsa(params, config);
    spsa.restore(999, { 100 });
    auto p = spsa.perturbation();
    EXPECT_NEAR(p.c[0], 4, 1e-9); // c_N = c_end
    EXPECT_EQ(std::abs(p.plus[0] - p.minus[0]), 8);
    spsa.update(p, 1);
    // a_N / c_N^2 = r_end: the last step is r_end c_end * result
    EXPECT_NEAR(std::abs(spsa.theta()[0] - 100), 0.002 * 4, 1e-9);
    int plus = 0;
    for (int k = 1; k <= 1000; ++k) plus += harness::tune::perturbation_sign(1, k, 0) > 0;
    EXPECT_NEAR(plus, 500, 60); // the signs are balanced
}

} // namespace
