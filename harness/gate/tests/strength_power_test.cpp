// The error rates of every built-in profile's strength test, by simulation: game pairs drawn at
// a known Elo difference, the test run pair by pair to its verdict exactly as step 6 runs it
// (strength_config: the profile's D, miss rate, the false-alarm rate split over the games and
// the sized cap), thousands of times with a fixed seed.
//   Games: each a win, draw or loss from the candidate's side with the logistic expected score
//   and a draw ratio; a pair's two games independent (the worst case the cap is sized for: no
//   draws), or with draws, or with openings that decide a pair for one colour (gomoku-like).
//   False alarms: the share of runs failing at 0 Elo, over all of a profile's games (one minus
//   the chance every game passes); misses: the share passing at -D, one game.
// Each must be at most its target (5%) plus three standard errors of the simulation,
// 3 sqrt(p (1 - p) / runs): the simulation's own error, stated.

#include "harness/gate/gate_config.h"
#include "harness/gate/gate_steps.h"
#include "harness/stats/sprt.h"
#include "harness/testing/pair_model.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>

namespace {

using harness::stats::Pentanomial;
using harness::stats::StrengthTestConfig;
using harness::stats::StrengthVerdict;

using arbiter_test::draw_pair;
using arbiter_test::GameModel;

struct Outcome {
    double fail_share = 0, mean_pairs = 0;
};

// `runs` tests at `elo`; a run of `games` tests fails when any of them fails.
Outcome simulate(const StrengthTestConfig& c, double elo, const GameModel& m, int runs, int games,
    std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    Outcome         o;
    for (int run = 0; run < runs; ++run) {
        bool failed = false;
        for (int g = 0; g < games; ++g) {
            Pentanomial p;
            for (;;) {
                ++p.counts[std::size_t(draw_pair(rng, elo, m))];
                auto s = harness::stats::strength_test(c, p);
                if (s.verdict == StrengthVerdict::Continue) continue;
                failed = failed || s.verdict == StrengthVerdict::Fail;
                o.mean_pairs += double(s.pairs);
                break;
            }
        }
        o.fail_share += failed;
    }
    o.fail_share /= runs;
    o.mean_pairs /= double(runs) * games;
    return o;
}

double allowance(double target, int runs) { return 3 * std::sqrt(target * (1 - target) / runs); }

// The profile with `games` games played of `playable` (the others left out as unchanged, D
// shrunk by step 6's own played_detect_elo): false alarms over all played at 0 Elo, misses at -D.
void expect_error_rates(
    const std::string& name, int games, const GameModel& m, int runs, int playable = 0) {
    auto profile = harness::gate::profile(name);
    ASSERT_TRUE(profile);
    profile->sprt.detect_elo = harness::gate::played_detect_elo(
        profile->sprt, std::size_t(games), std::size_t(std::max(playable, games)));
    const auto   c      = harness::gate::strength_config(profile->sprt, std::size_t(games));
    const auto   d      = c.detect_elo;
    const auto   equal  = simulate(c, 0, m, runs, games, 20261203);
    const auto   weaker = simulate(c, -d, m, runs, 1, 20261204);
    const double miss   = 1 - weaker.fail_share;
    std::printf("%-8s D %3.0f, %d game(s), draws %.2f, decided pairs %.2f: false alarms %.4f "
                "(mean %.0f pairs), misses %.4f (mean %.0f pairs), cap %llu pairs\n",
        name.c_str(), d, games, m.draw_ratio, m.bias, equal.fail_share, equal.mean_pairs, miss,
        weaker.mean_pairs, static_cast<unsigned long long>(c.max_pairs));
    EXPECT_LE(equal.fail_share, 0.05 + allowance(0.05, runs)) << name << " false alarms";
    EXPECT_LE(miss, 0.05 + allowance(0.05, runs)) << name << " misses";
}

// Runs whose time runs out after `pairs` pairs (the step's budget ended them): the share that
// fails, each test ended by `final` at `pairs` when no bound had ended it before.
double fail_share_out_of_time(
    const StrengthTestConfig& c, double elo, std::uint64_t pairs, int runs, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int             fails = 0;
    for (int run = 0; run < runs; ++run) {
        Pentanomial p;
        for (;;) {
            ++p.counts[std::size_t(draw_pair(rng, elo, {}))];
            auto s = harness::stats::strength_test(c, p, p.pairs() >= pairs);
            if (s.verdict == StrengthVerdict::Continue) continue;
            fails += s.verdict == StrengthVerdict::Fail;
            break;
        }
    }
    return double(fails) / runs;
}

// Out of time before the cap, the test still fails an equal engine with at most its
// false-alarm rate, and misses the loss it states it could catch (detectable_loss of the pairs
// an equal engine plays without draws) with at most its miss rate.
void expect_out_of_time_rates(std::uint64_t pairs, int runs) {
    const auto profile = harness::gate::profile("quick");
    ASSERT_TRUE(profile);
    const auto  c = harness::gate::strength_config(profile->sprt, 1);
    Pentanomial expected; // at 0 Elo without draws: a pair is 0, 1 or 2 wins, 1 2 1 of 4
    expected.counts = { pairs / 4, 0, pairs / 2, 0, pairs / 4 };
    const double stated
        = harness::stats::detectable_loss(expected, c.miss_rate, c.false_alarm_rate);
    const double fa   = fail_share_out_of_time(c, 0, pairs, runs, 20261205);
    const double miss = 1 - fail_share_out_of_time(c, -stated, pairs, runs, 20261206);
    std::printf("quick, out of time after %llu of %llu pairs: false alarms %.4f, misses %.4f at "
                "the stated %.0f Elo\n",
        static_cast<unsigned long long>(pairs), static_cast<unsigned long long>(c.max_pairs), fa,
        miss, stated);
    EXPECT_GT(stated, c.detect_elo);
    EXPECT_LE(fa, c.false_alarm_rate + allowance(c.false_alarm_rate, runs));
    EXPECT_LE(miss, c.miss_rate + allowance(c.miss_rate, runs));
}

TEST(StrengthPower, OutOfTimeKeepsTheFalseAlarmRateAndStatesItsPower) {
    expect_out_of_time_rates(16, 4000); // before any bound may stop it
    expect_out_of_time_rates(48, 4000); // after a quarter of the cap: bounds, then the cut
}

TEST(StrengthPower, QuickCatches100EloWithoutDraws) { expect_error_rates("quick", 1, {}, 4000); }
TEST(StrengthPower, QuickOverThreeGames) { expect_error_rates("quick", 3, {}, 2000); }
TEST(StrengthPower, QuickWithDrawsAndDecidedPairs) {
    expect_error_rates("quick", 1, { 0.4, 0 }, 2000);
    expect_error_rates("quick", 1, { 0.1, 0.5 }, 2000);
}
// Quick with three of its four games left out as unchanged: the one played at D = 50.
TEST(StrengthPower, QuickWithThreeGamesLeftOutCatches50Elo) {
    const auto quick = harness::gate::profile("quick")->sprt;
    EXPECT_DOUBLE_EQ(harness::gate::played_detect_elo(quick, 1, 4), 50);
    EXPECT_DOUBLE_EQ(harness::gate::played_detect_elo(quick, 4, 4), 100);
    EXPECT_DOUBLE_EQ(harness::gate::played_detect_elo(quick, 0, 4), 100);
    expect_error_rates("quick", 1, {}, 1000, 4);
}
TEST(StrengthPower, StandardCatches30Elo) { expect_error_rates("standard", 1, {}, 2000); }
TEST(StrengthPower, StandardOverThreeGames) { expect_error_rates("standard", 3, {}, 1000); }
TEST(StrengthPower, FullCatches10Elo) { expect_error_rates("full", 1, {}, 1000); }

} // namespace
