#include "scaling.h"

#include "strength_test.h"

#include <algorithm>
#include <cmath>

namespace harness::stats {

namespace {

double weight(const BudgetElo& p) { return 1 / std::pow(std::max(p.se, 1e-3), 2); }

} // namespace

ScalingSlope scaling_slope(const std::vector<BudgetElo>& points, double alpha) {
    ScalingSlope out;
    out.alpha = alpha;
    double sw = 0, swx = 0, swy = 0;
    for (const auto& p : points) {
        const double w = weight(p);
        sw += w;
        swx += w * p.log2_budget;
        swy += w * p.elo;
    }
    if (points.size() < 2 || sw <= 0) return out;
    const double mx = swx / sw, my = swy / sw;
    double       sxx = 0, sxy = 0;
    for (const auto& p : points) {
        const double w = weight(p);
        sxx += w * (p.log2_budget - mx) * (p.log2_budget - mx);
        sxy += w * (p.log2_budget - mx) * (p.elo - my);
    }
    if (sxx <= 0) return out;
    const double z   = normal_quantile(1 - alpha / 2);
    out.slope        = sxy / sxx;
    out.se           = 1 / std::sqrt(sxx);
    out.low          = out.slope - z * out.se;
    out.high         = out.slope + z * out.se;
    out.anti_scaling = out.high < 0;
    out.defined      = true;
    return out;
}

} // namespace harness::stats
