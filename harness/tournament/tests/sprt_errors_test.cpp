// The error rates a tournament's -sprt states (tournament_report: each pairing its own GSPRT on
// game pairs, as a match runs it; with P pairings some pairing's verdict is wrong with a
// probability up to about P x alpha, or P x beta), checked by simulation with a fixed seed on a
// gauntlet of three pairings: all three opponents as strong as the first engine (a wrong H1 per
// pairing about alpha, in some pairing about 3 alpha at most), then the first engine elo1
// stronger than each (a wrong H0 per pairing about beta, in some pairing about 3 beta at most).
// The GSPRT's rates are approximate: the checks allow 2.5 points per pairing and 3 over a
// gauntlet (measured with this seed: 4.6% and 12.3%; 5.6% and 15.7%).

#include "harness/stats/sprt.h"
#include "harness/testing/pair_model.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <limits>
#include <random>

namespace {

using harness::stats::SprtVerdict;

// One pairing's verdict: pairs drawn at `elo` until a bound.
SprtVerdict pairing(std::mt19937_64& rng, double elo, const harness::stats::SprtConfig& c) {
    return arbiter_test::run_sprt(rng, elo, c, { 0.3, 0 }, std::numeric_limits<int>::max());
}

struct Rates {
    double per_pairing = 0, some_pairing = 0;
};

// Over `runs` gauntlets of three pairings at `elo`: how often a pairing, and some pairing of a
// gauntlet, ends in `wrong`.
Rates rates(double elo, const harness::stats::SprtConfig& c, SprtVerdict wrong) {
    std::mt19937_64 rng(20261205);
    const int       runs     = 300;
    int             pairings = 0, gauntlets = 0;
    for (int i = 0; i < runs; ++i) {
        int bad = 0;
        for (int p = 0; p < 3; ++p) bad += pairing(rng, elo, c) == wrong;
        pairings += bad;
        gauntlets += bad > 0;
    }
    return { double(pairings) / (3 * runs), double(gauntlets) / runs };
}

harness::stats::SprtConfig config() {
    harness::stats::SprtConfig c; // alpha = beta = 0.05
    c.model = harness::stats::EloModel::Logistic;
    c.elo1  = 10;
    return c;
}

TEST(TournamentSprtErrors, EqualOpponentsAreCalledWeakerAtMostAlphaAPairing) {
    const auto c = config();
    const auto r = rates(0, c, SprtVerdict::AcceptH1);
    std::printf("elo 0: H1 in %.1f%% of pairings, in some pairing of %.1f%% of gauntlets "
                "(alpha %.2f, 3 alpha %.2f)\n",
        100 * r.per_pairing, 100 * r.some_pairing, c.alpha, 3 * c.alpha);
    EXPECT_LE(r.per_pairing, c.alpha + 0.025);
    EXPECT_LE(r.some_pairing, 3 * c.alpha + 0.03);
}

TEST(TournamentSprtErrors, StrongerByElo1IsMissedAtMostBetaAPairing) {
    const auto c = config();
    const auto r = rates(c.elo1, c, SprtVerdict::AcceptH0);
    std::printf("elo %.0f: H0 in %.1f%% of pairings, in some pairing of %.1f%% of gauntlets "
                "(beta %.2f, 3 beta %.2f)\n",
        c.elo1, 100 * r.per_pairing, 100 * r.some_pairing, c.beta, 3 * c.beta);
    EXPECT_LE(r.per_pairing, c.beta + 0.025);
    EXPECT_LE(r.some_pairing, 3 * c.beta + 0.03);
}

} // namespace
