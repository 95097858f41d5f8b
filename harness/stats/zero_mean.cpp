#include "zero_mean.h"

#include "strength_test.h"

#include <cmath>
#include <limits>
#include <numeric>

namespace harness::stats {

ZeroMeanTest zero_mean_test(const std::vector<double>& differences, double alpha, double power) {
    ZeroMeanTest out;
    out.n          = int(differences.size());
    out.alpha      = alpha;
    out.power      = power;
    out.detectable = std::numeric_limits<double>::infinity();
    if (out.n < 2) return out;
    out.mean       = std::accumulate(differences.begin(), differences.end(), 0.0) / out.n;
    double squares = 0;
    for (double d : differences) squares += (d - out.mean) * (d - out.mean);
    out.sd           = std::sqrt(squares / (out.n - 1));
    const double se  = out.sd / std::sqrt(double(out.n));
    const double cut = t_quantile(1 - alpha / 2, out.n - 1);
    out.detectable   = (cut + normal_quantile(power)) * se;
    const double inf = std::numeric_limits<double>::infinity();
    out.t            = se > 0 ? out.mean / se : out.mean == 0 ? 0 : std::copysign(inf, out.mean);
    out.rejected     = std::abs(out.t) > cut;
    return out;
}

} // namespace harness::stats
