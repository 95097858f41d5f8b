#include "sprt.h"

#include "mle.h"

#include <cmath>

namespace harness::stats {

const char* to_string(EloModel m) { return m == EloModel::Normalized ? "normalized" : "logistic"; }

const char* to_string(SprtVerdict v) {
    switch (v) {
    case SprtVerdict::Continue:
        return "continue";
    case SprtVerdict::AcceptH0:
        return "H0";
    case SprtVerdict::AcceptH1:
        return "H1";
    }
    return "?";
}

std::optional<EloModel> parse_elo_model(std::string_view text) {
    if (text == "normalized") return EloModel::Normalized;
    if (text == "logistic") return EloModel::Logistic;
    return std::nullopt;
}

std::optional<std::string_view> sprt_config_error(const SprtConfig& c) {
    if (!(c.elo0 < c.elo1)) return "elo0 must be smaller than elo1";
    if (!(c.alpha > 0 && c.alpha < 0.5)) return "alpha must be in (0, 0.5)";
    if (!(c.beta > 0 && c.beta < 0.5)) return "beta must be in (0, 0.5)";
    return std::nullopt;
}

double logistic_score(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

namespace {

// games_per_sample: 2 for pairs (a pair's t-value is sqrt 2 times a game's), 1 for games.
SprtState run(const SprtConfig& c, const Distribution& d, int games_per_sample) {
    SprtState s;
    s.lower = std::log(c.beta / (1 - c.alpha));
    s.upper = std::log((1 - c.beta) / c.alpha);
    if (d.samples <= 0) return s;
    std::vector<double> p0, p1;
    if (c.model == EloModel::Logistic) {
        p0 = mle_mean(d, logistic_score(c.elo0));
        p1 = mle_mean(d, logistic_score(c.elo1));
    } else {
        const double scale = std::sqrt(double(games_per_sample)) / NeloPerT;
        p0                 = mle_tvalue(d, 0.5, c.elo0 * scale);
        p1                 = mle_tvalue(d, 0.5, c.elo1 * scale);
    }
    s.llr = log_likelihood_ratio(d, p1, p0);
    if (s.llr >= s.upper) s.verdict = SprtVerdict::AcceptH1;
    if (s.llr <= s.lower) s.verdict = SprtVerdict::AcceptH0;
    return s;
}

} // namespace

SprtState sprt(const SprtConfig& c, const Pentanomial& pairs) {
    return run(c, to_distribution(pairs), 2);
}

SprtState sprt(const SprtConfig& c, const Trinomial& games) {
    return run(c, to_distribution(games), 1);
}

} // namespace harness::stats
