// The symmetry check's zero-mean test: its false-alarm rate and its power measured by
// simulation on the kind of differences an engine gives (mostly zero, heavy-tailed, clamped),
// and its edge cases.

#include "harness/stats/zero_mean.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace {

using harness::stats::zero_mean_test;

// n differences like a search's: zero with probability 0.4, else Laplace with scale 60 cp
// (move-order noise), clamped to +-1000, shifted by `bias`.
std::vector<double> differences(std::mt19937_64& rng, int n, double bias) {
    std::bernoulli_distribution     zero(0.4);
    std::exponential_distribution<> size(1.0 / 60);
    std::bernoulli_distribution     sign(0.5);
    std::vector<double>             d;
    for (int i = 0; i < n; ++i) {
        const double noise = zero(rng) ? 0 : (sign(rng) ? 1 : -1) * size(rng);
        d.push_back(std::clamp(noise + bias, -1000.0, 1000.0));
    }
    return d;
}

// The rate `bias` is called non-zero over `runs` simulated checks of n differences.
double rejection_rate(int n, double bias, int runs, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int             rejected = 0;
    for (int r = 0; r < runs; ++r)
        rejected += zero_mean_test(differences(rng, n, bias), 0.01, 0.8).rejected;
    return double(rejected) / runs;
}

TEST(ZeroMean, FalseAlarmsStayNearAlpha) {
    // 20000 runs: the rate's standard error at 0.01 is 0.0007.
    for (int n : { 30, 100, 500 }) {
        const double rate = rejection_rate(n, 0, 20000, 11 + n);
        EXPECT_LT(rate, 0.01 + 0.004) << n;
        EXPECT_GT(rate, 0.01 - 0.005) << n;
    }
}

TEST(ZeroMean, TheStatedDetectableBiasIsFoundAtTheStatedPower) {
    std::mt19937_64 rng(5);
    for (int n : { 100, 500 }) {
        // The bias stated for this n, on average over runs (one run's sd is itself noisy).
        double bias = 0;
        for (int r = 0; r < 200; ++r)
            bias += zero_mean_test(differences(rng, n, 0), 0.01, 0.8).detectable / 200;
        const double rate = rejection_rate(n, bias, 4000, 17 + n);
        EXPECT_GT(rate, 0.8 - 0.05) << n << " " << bias;
        EXPECT_LT(rate, 0.8 + 0.07) << n << " " << bias;
        // and a bias of half that is found far less often
        EXPECT_LT(rejection_rate(n, bias / 2, 4000, 23 + n), 0.5) << n;
    }
}

TEST(ZeroMean, EdgeCases) {
    auto none = zero_mean_test({}, 0.01, 0.8);
    EXPECT_FALSE(none.rejected);
    EXPECT_TRUE(std::isinf(none.detectable));
    auto zeros = zero_mean_test({ 0, 0, 0, 0 }, 0.01, 0.8);
    EXPECT_FALSE(zeros.rejected);
    EXPECT_EQ(zeros.detectable, 0);
    auto constant = zero_mean_test({ 40, 40, 40 }, 0.01, 0.8);
    EXPECT_TRUE(constant.rejected); // every pair differs the same way: no noise to hide in
    EXPECT_TRUE(std::isinf(constant.t));
    auto mixed = zero_mean_test({ 10, -10, 20, -20 }, 0.01, 0.8);
    EXPECT_FALSE(mixed.rejected);
    EXPECT_EQ(mixed.mean, 0);
}

} // namespace
