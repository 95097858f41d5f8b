#pragma once
// What a sequential test will do before it runs: its operating characteristic (OC, the
// probability that it passes) and its average sample number (ASN, the game pairs it plays to a
// decision) at a true Elo difference, by simulation. Game pairs are drawn from a pentanomial
// distribution -- one a draw ratio gives, or one a match measured -- tilted to the Elo asked,
// and the test is run pair by pair through its own code (the caller's rule: strength_test,
// sprt) until it decides or reaches its cap, `runs` times from a fixed seed.
//
// The tilt: q_k proportional to p_k exp(t k / 4), t chosen so that q's mean score per game is
// logistic_score(elo). It is the distribution closest to p (in Kullback-Leibler divergence) with
// that mean, so the pairs keep the measured shape (their draws, their correlation) while the
// engines' difference moves; at the Elo p itself has, it is p.

#include "outcomes.h"
#include "sprt.h"
#include "strength_test.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>

namespace harness::stats {

using PairProbabilities = std::array<double, 5>; // P(a pair scores k/2 of 2), k = 0..4

// The probabilities of counts (normalised); nullopt for no pairs.
[[nodiscard]] std::optional<PairProbabilities> pair_probabilities(const Pentanomial& pairs);

// The probabilities of counts with one pair of the worst case (independent_pairs(0, 0)) added:
// every pair score has some probability, so that the tilt reaches any Elo (a few pairs that never
// scored 0 or 2 points cannot be tilted far); nullopt for no pairs.
[[nodiscard]] std::optional<PairProbabilities> smoothed_probabilities(const Pentanomial& pairs);

// Two independent games, each drawn with `draw_ratio` and scoring logistic_score(elo) on
// average (a draw ratio above what the score allows is cut to it).
[[nodiscard]] PairProbabilities independent_pairs(double draw_ratio, double elo);

// p tilted to the logistic Elo `elo` (see the header comment). p must give both a pair's worst
// and best scores some probability unless elo is p's own; otherwise the nearest mean p's support
// allows.
[[nodiscard]] PairProbabilities tilt_to_elo(const PairProbabilities& p, double elo);

[[nodiscard]] double mean_score(const PairProbabilities& p); // per game
// nElo of a pair distribution: (mean - 1/2) / sd of a pair's score per game, x NeloPerT / sqrt 2.
[[nodiscard]] double normalized_elo(const PairProbabilities& p);

// The test's decision after these pairs: true pass, false fail, nullopt go on.
using SequentialRule = std::function<std::optional<bool>(const Pentanomial& pairs)>;

// The gate's strength test (its own cap ends it) and a classic GSPRT (to its bounds).
[[nodiscard]] SequentialRule strength_rule(const StrengthTestConfig& c);
[[nodiscard]] SequentialRule sprt_rule(const SprtConfig& c);

// The logistic Elo at which p tilted has the normalized Elo `nelo` (p must have some spread).
[[nodiscard]] double elo_at_nelo(const PairProbabilities& p, double nelo);

struct OperatingPoint {
    double        elo            = 0; // logistic, the candidate's side
    double        nelo           = 0; // of the tilted distribution
    double        pass           = 0; // share of runs passing
    double        expected_pairs = 0; // mean pairs to a decision
    double        pairs_sd       = 0; // standard deviation of the pairs to a decision
    std::uint64_t pairs_p90      = 0; // 90% of the runs decided within this many pairs
    int           runs           = 0;
    int           undecided      = 0; // runs that reached max_pairs without a decision
};

// The rule is asked after every pair up to this many, then after every n / EveryPairUpTo pairs
// (every 0.1% of the pairs played: a test of 40000 pairs is asked some 3700 times, not 40000;
// what a stop between two checks adds to the pairs is at most that share), and at max_pairs.
inline constexpr std::uint64_t EveryPairUpTo = 1000;
[[nodiscard]] bool             checked(std::uint64_t n, std::uint64_t max_pairs);

// `runs` tests on pairs drawn from p tilted to `elo`; a run that reaches max_pairs undecided is
// counted (undecided) and neither passes nor fails.
[[nodiscard]] OperatingPoint operating_point(const SequentialRule& rule, const PairProbabilities& p,
    double elo, int runs, std::uint64_t seed, std::uint64_t max_pairs);

} // namespace harness::stats
