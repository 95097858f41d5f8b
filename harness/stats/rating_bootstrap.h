#pragma once
// Percentile-bootstrap intervals for joint ratings (B. Efron and R. J. Tibshirani, "An
// Introduction to the Bootstrap", 1993, ch. 13): the games' clusters (game pairs; single games
// where there are no pairs) drawn with replacement as many times as there are clusters, the
// model fitted again on each resample, and each player's 95% interval the 2.5th and 97.5th
// percentiles of its refitted ratings, anchored as the fit is. `arbiter rate` uses it for games
// that do not come in pairs (PGN files of other tools), where the sandwich intervals rest on the
// normal approximation alone. With few clusters a plain percentile interval is too narrow (the
// bootstrap's variance is (k - 1) / k of the estimate's, and k clusters carry k - 1 degrees of
// freedom: 91.6% of 95% intervals covered on correlated pairs, 6 a pairing), so each player's
// is widened about the fit's rating by t(k - 1) / z sqrt(k / (k - 1)), k the clusters it plays
// in (Hesterberg's expanded percentile interval). Deterministic for a seed.

#include "ratings.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace harness::stats {

struct BootstrapOptions {
    int           resamples = 1000;
    std::uint64_t seed      = 1;
};

struct BootstrapRun {
    int fitted = 0; // resamples with a finite fit (their percentiles are the intervals)
    int failed = 0; // resamples with no finite fit (a player unbeaten in it), left out
};

// The fit of one set of games (fit_ratings with the caller's prior and anchor).
using Refit = std::function<RatingFit(const std::vector<FitGame>&)>;

// Replaces each player's low and high (and se: the refitted ratings' standard deviation) in
// `fit` with the bootstrap's, unless fewer than half the resamples could be fitted (then `fit`
// is left as it is and the run says so).
BootstrapRun bootstrap_intervals(RatingFit& fit, const std::vector<FitGame>& games,
    const Refit& refit, const BootstrapOptions& options);

} // namespace harness::stats
