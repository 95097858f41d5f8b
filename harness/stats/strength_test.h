#pragma once
// The gate's strength test: a non-regression test of known power within a capped budget.
//
// It asks "is the candidate at least D Elo (logistic) weaker than the base?" on game pairs
// (pentanomial). It is a GSPRT of H0 "the candidate is D Elo weaker" against H1 "it is as
// strong", stopped at Wald's bounds, and truncated at a cap of game pairs where the rule is:
// pass when the LLR is >= cap_threshold (0 for equal error rates: the data are at least as
// likely under "as strong" as under "D weaker"). The cap is sized for the worst case the engines
// could show, games without draws and pairs without correlation (the largest variance of a pair's
// score, 1/8), so that a fixed-sample test at the cap would already have both error rates (Wald's
// bounds are set for half of each rate, and no bound stops it before a quarter of the cap):
//   pairs = ceil(Headroom * ((z(1 - miss) + z(1 - false_alarm)) * sqrt(1/8) / delta)^2),
//   delta = 1/2 - logistic_score(-D).
// Draws and correlated pairs only lower the variance, which the GSPRT's likelihoods follow, so
// real engines end sooner with error rates no larger. Both error rates are checked by
// simulation in harness/gate/tests/strength_power_test.cpp, over the profiles.
//   miss_rate         P(pass) for a candidate D weaker (at most this)
//   false_alarm_rate  P(fail) for a candidate as strong as the base (at most this)

#include "outcomes.h"
#include "sprt.h"

#include <cstdint>
#include <string>

namespace harness::stats {

// The cap's factor over the fixed-sample size: the truncated test's early stops at Wald's bounds
// add a little to each error rate, which this much more data buys back (by simulation).
inline constexpr double CapHeadroom = 1.2;
// Wald's bounds are set for this share of each error rate: the runs that reach the cap spend
// the rest (the cap's fixed-sample test), so the two together stay within the rates.
inline constexpr double BoundShare = 0.5;
// No bound ends the test before this share of its cap: a few pairs' variance says too little
// about the next ones (early stops on it were most of the simulated errors).
inline constexpr double MinShareOfCap = 0.25;

struct StrengthTestConfig {
    double        detect_elo       = 100; // D: the smallest loss it must catch
    double        miss_rate        = 0.05;
    double        false_alarm_rate = 0.05;
    std::uint64_t max_pairs        = 0; // the cap; 0: sized_pairs(...)
};

enum class StrengthVerdict { Continue, Pass, Fail };

[[nodiscard]] const char* to_string(StrengthVerdict v); // "continue", "pass", "fail"

struct StrengthState {
    double          llr = 0, lower = 0, upper = 0; // the LLR of H1 over H0 and Wald's bounds
    std::uint64_t   pairs = 0, max_pairs = 0;
    StrengthVerdict verdict = StrengthVerdict::Continue;
    bool            at_cap  = false; // decided by the rule at the cap (or `final`)
    // `final` before the cap (the time ran out): the pairs' mean score and the cut below which
    // it fails, 1/2 - t(1 - false_alarm, pairs - 1) sd0 / sqrt(pairs), sd0 the pairs' spread
    // about 1/2 (at least that of a tenth of the worst case's variance; no cut to pass with
    // fewer than 2 pairs).
    bool   out_of_time = false;
    double score = 0.5, cut = 0;
};

// The GSPRT the test runs to Wald's bounds: elo0 = -D, elo1 = 0, logistic, alpha the miss rate,
// beta the false-alarm rate (a match runner stops at its verdict).
[[nodiscard]] SprtConfig strength_sprt(const StrengthTestConfig& c);

// The LLR at or above which the cap's rule passes: where a fixed-sample test of the cap's size
// splits its errors as the two rates ask (0 when they are equal; below 0 when false alarms must
// be rarer than misses). For a normal mean with the cap's variance the cut x between H0 (-delta)
// and H1 (0) with P(miss) and P(false alarm) as asked lies z_fa / (z_fa + z_miss) of the way
// from 0 to -delta, where the LLR is n delta^2 / var (z_miss - z_fa) / (2 (z_fa + z_miss)),
// and n delta^2 / var = CapHeadroom (z_fa + z_miss)^2 at the cap: CapHeadroom (z_miss^2 -
// z_fa^2) / 2.
[[nodiscard]] double cap_threshold(const StrengthTestConfig& c);

// The cap for D and the two error rates (see the header comment).
[[nodiscard]] std::uint64_t sized_pairs(
    double detect_elo, double miss_rate, double false_alarm_rate);

// The test after `pairs`; `final`: the time budget ran out, so decide now: the cap's rule at
// the cap, else a fixed-sample one-sided test at the false-alarm rate (so an equal engine still
// fails with at most that rate; the loss it can catch is detectable_loss's, larger than D).
[[nodiscard]] StrengthState strength_test(
    const StrengthTestConfig& c, const Pentanomial& pairs, bool final = false);

// The smallest loss (Elo, > 0) that the out-of-time test (strength_test's `final` before the
// cap) on this many pairs with their observed variance catches with probability 1 - miss_rate
// at the false-alarm rate false_alarm_rate: the power the games played had (infinity without
// pairs).
[[nodiscard]] double detectable_loss(
    const Pentanomial& pairs, double miss_rate, double false_alarm_rate);

// The largest loss (Elo, >= 0) the data leave possible at one-sided `confidence`: the candidate
// is at most this much weaker (0 when even the bound is a gain).
[[nodiscard]] double loss_upper_bound(const Pentanomial& pairs, double confidence);

// Student's t quantile with `dof` degrees of freedom, to first order in 1/dof (Cornish-Fisher:
// z (1 + (z^2 + 1) / (4 dof))): the cut a variance estimated from few pairs needs.
[[nodiscard]] double t_quantile(double p, double dof);

// The standard normal quantile: x with Phi(x) = p, by bisection on erfc (to 1e-12).
[[nodiscard]] double normal_quantile(double p);

} // namespace harness::stats
