#include "elo.h"

#include "sprt.h"

#include <algorithm>
#include <cmath>

namespace harness::stats {

namespace {

constexpr double Z95 = 1.959963984540054; // two-sided 95% normal quantile

// Empirical law (no regularisation) of scores with counts.
EloEstimate from_counts(const std::vector<double>& score, const std::vector<double>& count,
    int games_per_sample, double draw_cell) {
    EloEstimate e;
    double      n = 0;
    for (double c : count) n += c;
    if (n <= 0) return e;
    double mu = 0, var = 0;
    for (std::size_t i = 0; i < score.size(); ++i) mu += count[i] / n * score[i];
    for (std::size_t i = 0; i < score.size(); ++i)
        var += count[i] / n * (score[i] - mu) * (score[i] - mu);
    const double se    = std::sqrt(var / n);
    e.score            = mu;
    e.elo              = elo_of_score(mu);
    e.elo_error95      = (elo_of_score(mu + Z95 * se) - elo_of_score(mu - Z95 * se)) / 2;
    const double games = n * games_per_sample;
    if (var > 0) e.nelo = (mu - 0.5) / std::sqrt(var * games_per_sample) * NeloPerT;
    e.nelo_error95 = Z95 * NeloPerT / std::sqrt(games);
    e.los          = se > 0 ? 0.5 * std::erfc(-(mu - 0.5) / (se * std::sqrt(2.0)))
                            : (mu > 0.5        ? 1.0
                                    : mu < 0.5 ? 0.0
                                               : 0.5);
    e.draw_ratio   = draw_cell / n;
    return e;
}

} // namespace

double elo_of_score(double score) {
    const double s = std::clamp(score, 1e-4, 1 - 1e-4);
    return -400.0 * std::log10(1.0 / s - 1.0);
}

EloEstimate estimate(const Trinomial& g) {
    return from_counts({ 0.0, 0.5, 1.0 }, { double(g.losses), double(g.draws), double(g.wins) }, 1,
        double(g.draws));
}

EloEstimate estimate(const Pentanomial& p) {
    std::vector<double> count;
    for (auto c : p.counts) count.push_back(double(c));
    return from_counts({ 0.0, 0.25, 0.5, 0.75, 1.0 }, count, 2, double(p.counts[2]));
}

} // namespace harness::stats
