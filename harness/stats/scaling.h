#pragma once
// Does a change scale? The Elo of one engine against another measured at several budgets (time
// controls or node counts), and the slope of Elo against log2(budget): Elo gained or lost per
// doubling of the budget. Weighted least squares, each budget's Elo weighted by the inverse of
// its variance (its standard error from the match's pentanomial interval); the slope's standard
// error is 1 / sqrt(sum w (x - mean x)^2), its interval normal. Anti-scaling is flagged when the
// whole two-sided (1 - alpha) interval lies below zero: when the true slope is 0, that happens
// with probability alpha / 2 (normal approximation; scaling_test.cpp checks it by simulation).

#include <vector>

namespace harness::stats {

struct BudgetElo {
    double log2_budget = 0; // log2 of the budget (its nodes, or its time per move)
    double elo         = 0;
    double se          = 0; // the Elo's standard error (> 0; a smaller one is raised to 1e-3)
};

struct ScalingSlope {
    double slope = 0; // Elo per doubling of the budget
    double se    = 0;
    double low = 0, high = 0; // the two-sided (1 - alpha) interval
    double alpha        = 0.05;
    bool   anti_scaling = false; // high < 0
    bool   defined      = false; // at least two distinct budgets
};

[[nodiscard]] ScalingSlope scaling_slope(const std::vector<BudgetElo>& points, double alpha = 0.05);

} // namespace harness::stats
