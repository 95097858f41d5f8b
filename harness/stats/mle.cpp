#include "mle.h"

#include <algorithm>
#include <cmath>

namespace harness::stats {

double solve_secular(const std::vector<double>& w, const std::vector<double>& c) {
    const double c_min = *std::min_element(c.begin(), c.end());
    const double c_max = *std::max_element(c.begin(), c.end());
    if (!(c_min < 0 && c_max > 0)) return 0.0;
    // f(x) = sum w_i c_i / (1 + x c_i) falls strictly from +inf to -inf on (-1/c_max, -1/c_min).
    double lo = -1.0 / c_max, hi = -1.0 / c_min;
    auto   f = [&](double x) {
        double sum = 0;
        for (std::size_t i = 0; i < c.size(); ++i) sum += w[i] * c[i] / (1 + x * c[i]);
        return sum;
    };
    for (int step = 0; step < 200; ++step) {
        double mid = lo + (hi - lo) / 2;
        if (mid <= lo || mid >= hi) break;
        (f(mid) > 0 ? lo : hi) = mid;
    }
    return lo + (hi - lo) / 2;
}

namespace {

std::vector<double> reweight(const Distribution& d, const std::vector<double>& c) {
    const double        x = solve_secular(d.prob, c);
    std::vector<double> p(c.size());
    for (std::size_t i = 0; i < c.size(); ++i) p[i] = d.prob[i] / (1 + x * c[i]);
    return p;
}

} // namespace

std::vector<double> mle_mean(const Distribution& d, double s) {
    std::vector<double> c(d.score.size());
    for (std::size_t i = 0; i < c.size(); ++i) c[i] = d.score[i] - s;
    return reweight(d, c);
}

std::vector<double> mle_tvalue(const Distribution& d, double ref, double t) {
    std::vector<double> p(d.score.size(), 1.0 / double(d.score.size()));
    for (int round = 0; round < 100; ++round) {
        double mu = 0, var = 0;
        for (std::size_t i = 0; i < p.size(); ++i) mu += p[i] * d.score[i];
        for (std::size_t i = 0; i < p.size(); ++i)
            var += p[i] * (d.score[i] - mu) * (d.score[i] - mu);
        const double        sd = std::sqrt(var);
        std::vector<double> c(p.size());
        for (std::size_t i = 0; i < c.size(); ++i) {
            const double dev = d.score[i] - mu;
            c[i]             = d.score[i] - ref - t * (var + dev * dev) / (2 * sd);
        }
        auto   next   = reweight(d, c);
        double change = 0;
        for (std::size_t i = 0; i < p.size(); ++i)
            change = std::max(change, std::abs(next[i] - p[i]));
        p = std::move(next);
        if (change < 1e-12) break;
    }
    return p;
}

double log_likelihood_ratio(
    const Distribution& d, const std::vector<double>& p1, const std::vector<double>& p0) {
    double sum = 0;
    for (std::size_t i = 0; i < d.prob.size(); ++i) sum += d.prob[i] * std::log(p1[i] / p0[i]);
    return d.samples * sum;
}

} // namespace harness::stats
