// The error rates a tournament's -sprt states (tournament_report: each pairing its own GSPRT on
// game pairs, as a match runs it; with P pairings some pairing's verdict is wrong with a
// probability up to about P x alpha, or P x beta), checked by simulation with a fixed seed on the
// SPRT a pairing's match is given: the configuration `arbiter tournament ... -sprt elo0=0
// elo1=20 model=logistic` builds for each pairing (match::make_match_config, as the tournament
// command's pairing_match calls it). Gauntlets of three pairings: all three opponents as strong
// as the first engine (a wrong H1 per pairing about alpha, in some pairing about 3 alpha at most),
// then the first engine elo1 stronger than each (a wrong H0 per pairing about beta: the power at
// elo1 is 1 - beta).
//
// 4002 pairings a rate: a rate 1.4 times the stated one (7% for 5%) lies 2.5 standard errors
// above the checks' 1.2 times (6%) and fails them 99% of the time; a rate as stated lies 2.9
// standard errors under them. Measured with these seeds: 5.02% (some pairing 14.2%) and 4.65%
// (13.0%), 6.4 s each.

#include "harness/match/match_setup.h"
#include "harness/stats/sprt.h"
#include "harness/testing/pair_model.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <limits>
#include <random>
#include <sstream>

namespace {

using harness::stats::SprtVerdict;

// The SPRT each pairing of the tournament runs.
harness::stats::SprtConfig tournament_sprt() {
    harness::match::MatchRequest r;
    r.engines     = { { "cmd=first" }, { "cmd=second" } };
    r.each        = { "tc=10+0.1" };
    r.sprt        = harness::stats::SprtConfig {};
    r.sprt->elo0  = 0;
    r.sprt->elo1  = 20;
    r.sprt->model = harness::stats::EloModel::Logistic;
    std::ostringstream notes;
    auto               s = harness::match::make_match_config(r, notes);
    if (!s || !s->config.sprt) throw std::runtime_error("the tournament's match has no SPRT");
    return *s->config.sprt;
}

// One pairing's verdict: pairs drawn at `elo` until a bound.
SprtVerdict pairing(std::mt19937_64& rng, double elo, const harness::stats::SprtConfig& c) {
    return arbiter_test::run_sprt(rng, elo, c, { 0.3, 0 }, std::numeric_limits<int>::max());
}

struct Rates {
    double per_pairing = 0, some_pairing = 0;
};

// Over `gauntlets` gauntlets of three pairings at `elo`: how often a pairing, and some pairing of
// a gauntlet, ends in `wrong`.
Rates rates(
    double elo, const harness::stats::SprtConfig& c, SprtVerdict wrong, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const int       gauntlets = 1334; // 4002 pairings
    int             pairings = 0, some = 0;
    for (int i = 0; i < gauntlets; ++i) {
        int bad = 0;
        for (int p = 0; p < 3; ++p) bad += pairing(rng, elo, c) == wrong;
        pairings += bad;
        some += bad > 0;
    }
    return { double(pairings) / (3 * gauntlets), double(some) / gauntlets };
}

TEST(TournamentSprtErrors, TheCommandsSprtIsTheOneSimulated) {
    const auto c = tournament_sprt();
    EXPECT_EQ(c.model, harness::stats::EloModel::Logistic);
    EXPECT_EQ(c.elo0, 0);
    EXPECT_EQ(c.elo1, 20);
    EXPECT_EQ(c.alpha, 0.05); // the defaults the command states
    EXPECT_EQ(c.beta, 0.05);
}

TEST(TournamentSprtErrors, EqualOpponentsAreCalledWeakerAtMostAlphaAPairing) {
    const auto c = tournament_sprt();
    const auto r = rates(0, c, SprtVerdict::AcceptH1, 20261206);
    std::printf("elo 0: H1 in %.2f%% of pairings, in some pairing of %.1f%% of gauntlets "
                "(alpha %.2f, 3 alpha %.2f)\n",
        100 * r.per_pairing, 100 * r.some_pairing, c.alpha, 3 * c.alpha);
    EXPECT_LE(r.per_pairing, 1.2 * c.alpha);
    EXPECT_LE(r.some_pairing, 3 * 1.2 * c.alpha);
}

TEST(TournamentSprtErrors, StrongerByElo1IsFoundWithPowerOneMinusBetaAPairing) {
    const auto c    = tournament_sprt();
    const auto miss = rates(c.elo1, c, SprtVerdict::AcceptH0, 20261207);
    std::printf("elo %.0f: H0 in %.2f%% of pairings, in some pairing of %.1f%% of gauntlets "
                "(beta %.2f, 3 beta %.2f): power %.1f%%\n",
        c.elo1, 100 * miss.per_pairing, 100 * miss.some_pairing, c.beta, 3 * c.beta,
        100 * (1 - miss.per_pairing));
    EXPECT_LE(miss.per_pairing, 1.2 * c.beta);
    EXPECT_LE(miss.some_pairing, 3 * 1.2 * c.beta);
}

} // namespace
