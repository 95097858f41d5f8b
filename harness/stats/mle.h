#pragma once
// Constrained maximum-likelihood estimates of a score distribution (the generalised SPRT of
// M. Van den Bergh, as fishtest and fastchess use it). Given the empirical law p^ on scores a_i,
// find the law p on the same scores that maximises sum p^_i log p_i subject to a constraint;
// with a Lagrange multiplier x, p_i = p^_i / (1 + x c_i), where x solves the secular equation
// sum p^_i c_i / (1 + x c_i) = 0.
//   mean constraint     E[a] = s:                  c_i = a_i - s
//   t-value constraint  (E[a] - ref) / sd[a] = t:  c_i = a_i - ref - t (sd^2 + (a_i - mu)^2) / (2
//   sd)
//                       (mu, sd of the current p; iterated to a fixed point)

#include "outcomes.h"

#include <vector>

namespace harness::stats {

// The root x of sum w_i c_i / (1 + x c_i) = 0 with every 1 + x c_i > 0. Needs some c_i < 0 and
// some c_i > 0 (else 0).
[[nodiscard]] double solve_secular(const std::vector<double>& w, const std::vector<double>& c);

// The most likely law with mean s (0 < s < 1).
[[nodiscard]] std::vector<double> mle_mean(const Distribution& d, double s);
// The most likely law with (mean - ref) / sd = t.
[[nodiscard]] std::vector<double> mle_tvalue(const Distribution& d, double ref, double t);

// samples * sum p^_i log(p1_i / p0_i): the log-likelihood ratio of the data under p1 vs p0.
[[nodiscard]] double log_likelihood_ratio(
    const Distribution& d, const std::vector<double>& p1, const std::vector<double>& p0);

} // namespace harness::stats
