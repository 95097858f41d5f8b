#include "mcnemar.h"

#include <algorithm>
#include <cmath>

namespace harness::stats {

namespace {

// log of C(n, k) * 2^-n
double log_binomial_half(int n, int k) {
    return std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0)
        - n * std::log(2.0);
}

} // namespace

McNemar mcnemar_exact(int lost, int gained) {
    McNemar   m { lost, gained, 1.0 };
    const int n = lost + gained;
    if (n <= 0) return m;
    // Two-sided: twice the smaller tail, P(X <= min(lost, gained)) for X ~ Binomial(n, 1/2).
    const int k    = std::min(lost, gained);
    double    tail = 0.0;
    for (int i = 0; i <= k; ++i) tail += std::exp(log_binomial_half(n, i));
    m.p_value = std::min(1.0, 2.0 * tail);
    return m;
}

} // namespace harness::stats
