#pragma once
// Elo estimates of a match from the first engine's side, with 95% intervals: logistic Elo of the
// mean score, normalised Elo (nElo), the likelihood of superiority (LOS) and the draw ratio.
// Pentanomial estimates use the pair as the sample (its variance includes the pairs' correlation).

#include "outcomes.h"

namespace harness::stats {

struct EloEstimate {
    double score        = 0.5; // mean points per game
    double elo          = 0.0;
    double elo_error95  = 0.0; // half-width of the 95% interval
    double nelo         = 0.0;
    double nelo_error95 = 0.0;
    double los          = 0.5; // P(first engine is stronger)
    double draw_ratio   = 0.0; // games drawn (trinomial) or pairs scoring 1 of 2 (pentanomial)
};

// Elo of a mean score; scores within 1e-4 of 0 or 1 are clamped (about -/+1600 Elo).
[[nodiscard]] double elo_of_score(double score);

[[nodiscard]] EloEstimate estimate(const Trinomial& games);
[[nodiscard]] EloEstimate estimate(const Pentanomial& pairs);

} // namespace harness::stats
