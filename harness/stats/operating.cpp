#include "operating.h"

#include "sprt.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace harness::stats {

std::optional<PairProbabilities> pair_probabilities(const Pentanomial& pairs) {
    const double n = double(pairs.pairs());
    if (n <= 0) return std::nullopt;
    PairProbabilities p {};
    for (std::size_t k = 0; k < 5; ++k) p[k] = double(pairs.counts[k]) / n;
    return p;
}

std::optional<PairProbabilities> smoothed_probabilities(const Pentanomial& pairs) {
    const double n = double(pairs.pairs());
    if (n <= 0) return std::nullopt;
    const auto        worst = independent_pairs(0, 0);
    PairProbabilities p {};
    for (std::size_t k = 0; k < 5; ++k) p[k] = (double(pairs.counts[k]) + worst[k]) / (n + 1);
    return p;
}

PairProbabilities independent_pairs(double draw_ratio, double elo) {
    const double s = logistic_score(elo);
    const double d = std::clamp(draw_ratio, 0.0, 2 * std::min(s, 1 - s));
    const double w = s - d / 2, l = 1 - w - d;
    return { l * l, 2 * l * d, 2 * l * w + d * d, 2 * d * w, w * w };
}

double mean_score(const PairProbabilities& p) {
    double m = 0;
    for (std::size_t k = 0; k < 5; ++k) m += p[k] * double(k) / 4;
    return m;
}

double normalized_elo(const PairProbabilities& p) {
    const double m   = mean_score(p);
    double       var = 0;
    for (std::size_t k = 0; k < 5; ++k) var += p[k] * (double(k) / 4 - m) * (double(k) / 4 - m);
    return var > 0 ? (m - 0.5) / std::sqrt(2 * var) * NeloPerT : 0;
}

namespace {

PairProbabilities tilted(const PairProbabilities& p, double t) {
    PairProbabilities q {};
    double            sum = 0;
    for (std::size_t k = 0; k < 5; ++k) sum += q[k] = p[k] * std::exp(t * (double(k) / 4 - 0.5));
    for (auto& x : q) x /= sum;
    return q;
}

} // namespace

bool checked(std::uint64_t n, std::uint64_t max_pairs) {
    return n <= EveryPairUpTo || n >= max_pairs || n % (n / EveryPairUpTo) == 0;
}

PairProbabilities tilt_to_elo(const PairProbabilities& p, double elo) {
    // The mean rises with t: bisect t for the target (60 halvings of [-200, 200]).
    const double target = logistic_score(elo);
    double       lo = -200, hi = 200;
    for (int i = 0; i < 60; ++i) {
        const double mid                                = (lo + hi) / 2;
        (mean_score(tilted(p, mid)) < target ? lo : hi) = mid;
    }
    return tilted(p, (lo + hi) / 2);
}

SequentialRule strength_rule(const StrengthTestConfig& c) {
    return [c](const Pentanomial& pairs) -> std::optional<bool> {
        const auto v = strength_test(c, pairs).verdict;
        if (v == StrengthVerdict::Continue) return std::nullopt;
        return v == StrengthVerdict::Pass;
    };
}

SequentialRule sprt_rule(const SprtConfig& c) {
    return [c](const Pentanomial& pairs) -> std::optional<bool> {
        const auto v = sprt(c, pairs).verdict;
        if (v == SprtVerdict::Continue) return std::nullopt;
        return v == SprtVerdict::AcceptH1;
    };
}

double elo_at_nelo(const PairProbabilities& p, double nelo) {
    double lo = -1200, hi = 1200; // nElo rises with the tilted Elo
    for (int i = 0; i < 60; ++i) {
        const double mid                                       = (lo + hi) / 2;
        (normalized_elo(tilt_to_elo(p, mid)) < nelo ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

OperatingPoint operating_point(const SequentialRule& rule, const PairProbabilities& p, double elo,
    int runs, std::uint64_t seed, std::uint64_t max_pairs) {
    const auto                   q = tilt_to_elo(p, elo);
    std::mt19937_64              rng(seed);
    std::discrete_distribution<> draw(q.begin(), q.end());
    OperatingPoint               o { elo, normalized_elo(q), 0, 0, 0, 0, runs, 0 };
    std::vector<std::uint64_t>   lengths;
    for (int r = 0; r < runs; ++r) {
        Pentanomial         pairs;
        std::optional<bool> decision;
        while (!decision && pairs.pairs() < max_pairs) {
            ++pairs.counts[std::size_t(draw(rng))];
            if (checked(pairs.pairs(), max_pairs)) decision = rule(pairs);
        }
        o.pass += decision.value_or(false);
        o.undecided += !decision;
        lengths.push_back(pairs.pairs());
    }
    if (runs <= 0) return o;
    o.pass /= runs;
    double total = 0;
    for (auto n : lengths) total += double(n);
    o.expected_pairs = total / runs;
    double squares   = 0;
    for (auto n : lengths)
        squares += (double(n) - o.expected_pairs) * (double(n) - o.expected_pairs);
    o.pairs_sd = runs > 1 ? std::sqrt(squares / (runs - 1)) : 0;
    std::sort(lengths.begin(), lengths.end());
    o.pairs_p90 = lengths[std::min(lengths.size() - 1, std::size_t(0.9 * double(runs)))];
    return o;
}

} // namespace harness::stats
