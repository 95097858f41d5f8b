#include "strength_test.h"

#include "elo.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace harness::stats {

namespace {

constexpr double WorstPairVariance = 0.125; // two independent games without draws at 1/2

// Mean and variance of a pair's score (a pair's mean of its two games), no regularisation.
struct PairMoments {
    double n = 0, mean = 0.5, variance = 0;
};

PairMoments moments(const Pentanomial& p) {
    PairMoments m;
    for (std::size_t k = 0; k < 5; ++k) m.n += double(p.counts[k]);
    if (m.n <= 0) return m;
    m.mean = 0;
    for (std::size_t k = 0; k < 5; ++k) m.mean += double(p.counts[k]) / m.n * double(k) / 4;
    for (std::size_t k = 0; k < 5; ++k) {
        const double d = double(k) / 4 - m.mean;
        m.variance += double(p.counts[k]) / m.n * d * d;
    }
    return m;
}

// A pair's variance is never taken below a tenth of the worst case: a few pairs that all drew
// say little about the spread of the next ones.
double floored(double variance) { return std::max(variance, WorstPairVariance / 10); }

// The standard error of the mean score as an equal engine would show it: the pairs' spread
// about 1/2 (their variance plus the squared distance of their mean from 1/2), which keeps the
// one-sided test at its rate where a few pairs' own variance would understate it.
double null_sd(const PairMoments& m) {
    const double d = m.mean - 0.5;
    return std::sqrt(floored(m.variance + d * d) / m.n);
}

} // namespace

double t_quantile(double p, double dof) {
    const double z = normal_quantile(p);
    return z * (1 + (z * z + 1) / (4 * std::max(dof, 1.0)));
}

const char* to_string(StrengthVerdict v) {
    switch (v) {
    case StrengthVerdict::Continue:
        return "continue";
    case StrengthVerdict::Pass:
        return "pass";
    case StrengthVerdict::Fail:
        return "fail";
    }
    return "?";
}

double normal_quantile(double p) {
    double lo = -40, hi = 40;
    for (int i = 0; i < 200 && hi - lo > 1e-12; ++i) {
        const double mid                                       = (lo + hi) / 2;
        (0.5 * std::erfc(-mid / std::sqrt(2.0)) < p ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

std::uint64_t sized_pairs(double detect_elo, double miss_rate, double false_alarm_rate) {
    const double delta = 0.5 - logistic_score(-detect_elo);
    const double z     = normal_quantile(1 - miss_rate) + normal_quantile(1 - false_alarm_rate);
    const double n     = CapHeadroom * z * z * WorstPairVariance / (delta * delta);
    return std::uint64_t(std::ceil(n));
}

double cap_threshold(const StrengthTestConfig& c) {
    const double zm = normal_quantile(1 - c.miss_rate),
                 zf = normal_quantile(1 - c.false_alarm_rate);
    return CapHeadroom * (zm * zm - zf * zf) / 2;
}

SprtConfig strength_sprt(const StrengthTestConfig& c) {
    SprtConfig s;
    s.elo0  = -c.detect_elo;
    s.elo1  = 0;
    s.alpha = BoundShare * c.miss_rate; // accepting "as strong" when it is D weaker
    s.beta  = BoundShare * c.false_alarm_rate; // accepting "D weaker" when it is as strong
    s.model = EloModel::Logistic;
    return s;
}

StrengthState strength_test(const StrengthTestConfig& c, const Pentanomial& pairs, bool final) {
    const auto    g = sprt(strength_sprt(c), pairs);
    StrengthState out;
    out.llr   = g.llr;
    out.lower = g.lower;
    out.upper = g.upper;
    out.pairs = pairs.pairs();
    out.max_pairs
        = c.max_pairs ? c.max_pairs : sized_pairs(c.detect_elo, c.miss_rate, c.false_alarm_rate);
    const bool may_stop = double(out.pairs) >= MinShareOfCap * double(out.max_pairs);
    if (may_stop && g.verdict == SprtVerdict::AcceptH1) out.verdict = StrengthVerdict::Pass;
    if (may_stop && g.verdict == SprtVerdict::AcceptH0) out.verdict = StrengthVerdict::Fail;
    if (out.verdict != StrengthVerdict::Continue) return out;
    if (out.pairs >= out.max_pairs) {
        out.at_cap  = true;
        out.verdict = out.llr >= cap_threshold(c) ? StrengthVerdict::Pass : StrengthVerdict::Fail;
    } else if (final) {
        // Out of time before the cap: a fixed-sample one-sided test of "as strong" on the pairs
        // there are, at the false-alarm rate; its power is what detectable_loss says.
        const auto m    = moments(pairs);
        out.at_cap      = true;
        out.out_of_time = true;
        out.score       = m.mean;
        out.cut = m.n < 2 ? 1.0 : 0.5 - t_quantile(1 - c.false_alarm_rate, m.n - 1) * null_sd(m);
        out.verdict = m.n >= 2 && m.mean >= out.cut ? StrengthVerdict::Pass : StrengthVerdict::Fail;
    }
    return out;
}

double detectable_loss(const Pentanomial& pairs, double miss_rate, double false_alarm_rate) {
    const auto m = moments(pairs);
    if (m.n < 2) return std::numeric_limits<double>::infinity();
    // The loss delta (in score) whose pairs, spread as these are, fall below the out-of-time
    // cut 1/2 - t_fa sqrt((var + delta^2) / n) with probability 1 - miss_rate:
    // delta = t_miss sqrt(var / n) + t_fa sqrt((var + delta^2) / n), a contraction for n > t_fa^2.
    const double var = floored(m.variance), tm = t_quantile(1 - miss_rate, m.n - 1),
                 tf = t_quantile(1 - false_alarm_rate, m.n - 1);
    double delta    = (tm + tf) * std::sqrt(var / m.n);
    for (int i = 0; i < 50 && delta < 0.5; ++i)
        delta = tm * std::sqrt(var / m.n) + tf * std::sqrt(floored(var + delta * delta) / m.n);
    if (delta >= 0.5) return std::numeric_limits<double>::infinity();
    return -elo_of_score(0.5 - delta);
}

double loss_upper_bound(const Pentanomial& pairs, double confidence) {
    const auto m = moments(pairs);
    if (m.n < 2) return std::numeric_limits<double>::infinity();
    const double low = m.mean - normal_quantile(confidence) * std::sqrt(m.variance / m.n);
    return std::max(0.0, -elo_of_score(low));
}

} // namespace harness::stats
