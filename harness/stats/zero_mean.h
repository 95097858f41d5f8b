#pragma once
// Is a mean difference zero? The paired test of `arbiter symmetry`: differences d_1..d_n (the
// score of a position minus the score of its transform, each clamped to +-cap) whose mean is 0
// for an engine without the bias. Two-sided t test: reject when |mean| / (sd / sqrt(n)) exceeds
// Student's quantile t(1 - alpha / 2, n - 1) (t_quantile, strength_test.h); its false-alarm rate
// is alpha for normal differences and tends to alpha for any finite variance as n grows (the
// simulation tests measure it on heavy-tailed differences). The smallest mean it detects with
// probability `power`: (t(1 - alpha / 2) + z(power)) * sd / sqrt(n).

#include <vector>

namespace harness::stats {

struct ZeroMeanTest {
    int    n        = 0;
    double mean     = 0;
    double sd       = 0; // sample standard deviation (n - 1)
    double t        = 0; // the statistic; +-infinity when every difference is the same non-zero
    double alpha    = 0; // the false-alarm rate asked for
    double power    = 0; // the detection rate `detectable` is stated at
    bool   rejected = false; // the mean is not zero at rate alpha
    // The smallest |mean| detected with probability `power` at this n and sd (infinity below 2
    // differences).
    double detectable = 0;
};

[[nodiscard]] ZeroMeanTest zero_mean_test(
    const std::vector<double>& differences, double alpha, double power);

} // namespace harness::stats
