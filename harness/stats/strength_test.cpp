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

} // namespace

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
    if (out.verdict == StrengthVerdict::Continue && (final || out.pairs >= out.max_pairs)) {
        out.at_cap  = true;
        out.verdict = out.llr >= cap_threshold(c) ? StrengthVerdict::Pass : StrengthVerdict::Fail;
    }
    return out;
}

double detectable_loss(const Pentanomial& pairs, double miss_rate, double false_alarm_rate) {
    const auto m = moments(pairs);
    if (m.n < 2) return std::numeric_limits<double>::infinity();
    // A pair's variance is never taken below a tenth of the worst case: a few pairs that all
    // drew say little about the spread of the next ones.
    const double var   = std::max(m.variance, WorstPairVariance / 10);
    const double z     = normal_quantile(1 - miss_rate) + normal_quantile(1 - false_alarm_rate);
    const double delta = z * std::sqrt(var / m.n);
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
