#include "plan.h"

#include <algorithm>
#include <cmath>

namespace harness::plan {

namespace {

// H0 and H1 as logistic Elo: the strength test's -D and 0; a classic test's elo0 and elo1 (in
// nElo: where the distribution tilted has that normalized Elo).
std::pair<double, double> hypotheses(const PlanTest& t, const stats::PairProbabilities& p) {
    if (t.strength) return { -t.strength->detect_elo, 0.0 };
    if (t.sprt.model == stats::EloModel::Logistic) return { t.sprt.elo0, t.sprt.elo1 };
    return { stats::elo_at_nelo(p, t.sprt.elo0), stats::elo_at_nelo(p, t.sprt.elo1) };
}

// The Elo values asked, or `points` over [H0 - w/2, H1 + w/2] (w = H1 - H0); H0, H1 and the
// distribution's own Elo always among them, ascending, each once.
std::vector<double> elo_values(const PlanConfig& c, double h0, double h1, double own) {
    std::vector<double> elos = c.elos;
    if (elos.empty()) {
        const double w = h1 - h0, lo = h0 - w / 2, hi = h1 + w / 2;
        for (int i = 0; i < c.points; ++i)
            elos.push_back(c.points > 1 ? lo + (hi - lo) * i / (c.points - 1) : lo);
    }
    elos.insert(elos.end(), { h0, h1 });
    if (c.counts || c.games) elos.push_back(own);
    std::sort(elos.begin(), elos.end());
    elos.erase(std::unique(elos.begin(), elos.end(),
                   [](double a, double b) { return std::abs(a - b) < 1e-6; }),
        elos.end());
    return elos;
}

// The counts against the test (the strength test reads pairs only: the caller refuses W/D/L).
CountsReading read_counts(const PlanConfig& c) {
    CountsReading r;
    const auto&   t = c.test;
    if (t.strength && c.counts) {
        const auto s = stats::strength_test(*t.strength, *c.counts);
        r.estimate   = stats::estimate(*c.counts);
        r.state      = { s.llr, s.lower, s.upper, stats::SprtVerdict::Continue };
        r.verdict    = stats::to_string(s.verdict);
        return r;
    }
    r.estimate = c.counts ? stats::estimate(*c.counts) : stats::estimate(*c.games);
    r.state    = c.counts ? stats::sprt(t.sprt, *c.counts) : stats::sprt(t.sprt, *c.games);
    r.verdict  = stats::to_string(r.state.verdict);
    return r;
}

} // namespace

Plan plan_test(const PlanConfig& c) {
    Plan plan { c.test, c.pairs_source, c.pairs, 0, 0, {}, 0, 0, std::nullopt, c.runs, c.seed };
    plan.own_elo = stats::elo_of_score(stats::mean_score(c.pairs)) + 0.0; // never -0
    std::tie(plan.h0_elo, plan.h1_elo) = hypotheses(c.test, c.pairs);
    plan.cap                           = c.test.strength ? c.test.strength->max_pairs
                                  : c.test.max_pairs > 0 ? c.test.max_pairs
                                                         : std::uint64_t(1) << 40;
    const auto rule
        = c.test.strength ? stats::strength_rule(*c.test.strength) : stats::sprt_rule(c.test.sprt);
    const auto elos = elo_values(c, plan.h0_elo, plan.h1_elo, plan.own_elo);
    for (std::size_t i = 0; i < elos.size(); ++i)
        plan.points.push_back(
            stats::operating_point(rule, c.pairs, elos[i], c.runs, c.seed + i, plan.cap));
    if (c.counts || c.games) plan.reading = read_counts(c);
    return plan;
}

} // namespace harness::plan
