#include "rating_bootstrap.h"

#include "strength_test.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

namespace harness::stats {

namespace {

// The games by cluster: a pair's games together, every other game alone.
std::vector<std::vector<std::size_t>> clusters(const std::vector<FitGame>& games) {
    std::vector<std::vector<std::size_t>> out;
    std::map<std::size_t, std::size_t>    by_pair;
    for (std::size_t k = 0; k < games.size(); ++k) {
        if (!games[k].pair) {
            out.push_back({ k });
            continue;
        }
        auto [it, fresh] = by_pair.try_emplace(*games[k].pair, out.size());
        if (fresh) out.emplace_back();
        out[it->second].push_back(k);
    }
    return out;
}

// How many clusters each player plays in.
std::vector<std::size_t> clusters_of_players(const std::vector<std::vector<std::size_t>>& groups,
    const std::vector<FitGame>& games, std::size_t players) {
    std::vector<std::size_t> out(players, 0), last(players, groups.size());
    for (std::size_t c = 0; c < groups.size(); ++c)
        for (auto k : groups[c])
            for (auto p : { games[k].first, games[k].second })
                if (p < players && last[p] != c) {
                    last[p] = c;
                    ++out[p];
                }
    return out;
}

// The expanded percentile interval's factor for a player in `k` clusters (T. Hesterberg, "What
// Teachers Should Know About the Bootstrap", The American Statistician 69, 2015): the
// bootstrap's variance is (k - 1) / k of the estimate's, and k clusters carry k - 1 degrees of
// freedom, so the interval is widened about the estimate by t(k - 1) / z sqrt(k / (k - 1)).
// Without it, 95% intervals covered 91.6% on correlated pairs (6 game pairs a pairing).
double expansion(std::size_t k) {
    if (k < 2) return 1;
    const double z = normal_quantile(0.975);
    return t_quantile(0.975, double(k - 1)) / z * std::sqrt(double(k) / double(k - 1));
}

// The q-quantile of sorted values (linear between neighbours).
double quantile(const std::vector<double>& sorted, double q) {
    const double at = q * double(sorted.size() - 1);
    const auto   lo = std::size_t(std::floor(at));
    const auto   hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (at - double(lo)) * (sorted[hi] - sorted[lo]);
}

} // namespace

BootstrapRun bootstrap_intervals(RatingFit& fit, const std::vector<FitGame>& games,
    const Refit& refit, const BootstrapOptions& options) {
    BootstrapRun run;
    const auto   groups = clusters(games);
    if (groups.empty() || fit.players.empty()) return run;
    std::mt19937_64                            rng(options.seed);
    std::uniform_int_distribution<std::size_t> draw(0, groups.size() - 1);
    std::vector<std::vector<double>>           elo(fit.players.size());
    for (int b = 0; b < options.resamples; ++b) {
        std::vector<FitGame> sample;
        for (std::size_t c = 0; c < groups.size(); ++c)
            for (auto k : groups[draw(rng)]) {
                sample.push_back(games[k]);
                if (sample.back().pair) sample.back().pair = c; // each drawn pair its own
            }
        const auto again = refit(sample);
        if (!again.error.empty() || again.players.size() != fit.players.size()) {
            ++run.failed;
            continue;
        }
        ++run.fitted;
        for (std::size_t i = 0; i < elo.size(); ++i) elo[i].push_back(again.players[i].elo);
    }
    if (run.fitted * 2 < options.resamples) return run;
    const auto in = clusters_of_players(groups, games, fit.players.size());
    for (std::size_t i = 0; i < elo.size(); ++i) {
        auto& v = elo[i];
        std::sort(v.begin(), v.end());
        double mean = 0, var = 0;
        for (double x : v) mean += x / double(v.size());
        for (double x : v) var += (x - mean) * (x - mean) / double(v.size());
        auto&        p = fit.players[i];
        const double f = expansion(in[i]);
        p.low          = p.elo - f * std::max(0.0, p.elo - quantile(v, 0.025));
        p.high         = p.elo + f * std::max(0.0, quantile(v, 0.975) - p.elo);
        p.se           = f * std::sqrt(var);
    }
    return run;
}

} // namespace harness::stats
