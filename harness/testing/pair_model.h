#pragma once
// Test support: game pairs drawn at a known Elo difference, for the simulations that check a
// statistical verdict's error rates (the gate's strength test, the bisection's strength
// criterion). Each game a win, draw or loss from the candidate's side with the logistic expected
// score and a draw ratio; the two games of a pair independent, or with a share of openings that
// decide a pair for one colour (gomoku-like).

#include "harness/stats/sprt.h"

#include <random>

namespace arbiter_test {

struct GameModel {
    double draw_ratio = 0; // share of drawn games
    double bias       = 0; // share of pairs whose opening decides both games for one colour
};

// One pair's points of 2, times 2 (0..4), at `elo` for the candidate: the expected score over
// all pairs is logistic_score(elo), decided pairs included (the others make up for them).
inline int draw_pair(std::mt19937_64& rng, double elo, const GameModel& m) {
    std::uniform_real_distribution<double> u(0, 1);
    if (u(rng) < m.bias) return 2; // won with one colour, lost with the other
    const double score = (harness::stats::logistic_score(elo) - m.bias / 2) / (1 - m.bias);
    const double win   = score - m.draw_ratio / 2;
    auto         one   = [&] {
        const double x = u(rng);
        return x < win ? 2 : x < win + m.draw_ratio ? 1 : 0;
    };
    return one() + one();
}

// The verdict of one SPRT on pairs drawn at `elo` under `m`: pairs until a bound, or Continue
// after `cap` pairs.
inline harness::stats::SprtVerdict run_sprt(std::mt19937_64& rng, double elo,
    const harness::stats::SprtConfig& c, const GameModel& m, int cap) {
    harness::stats::Pentanomial pairs;
    for (int n = 0; n < cap; ++n) {
        ++pairs.counts[std::size_t(draw_pair(rng, elo, m))];
        const auto v = harness::stats::sprt(c, pairs).verdict;
        if (v != harness::stats::SprtVerdict::Continue) return v;
    }
    return harness::stats::SprtVerdict::Continue;
}

} // namespace arbiter_test
