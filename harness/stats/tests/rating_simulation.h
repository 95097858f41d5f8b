#pragma once
// Games drawn from the ratings model itself (ratings.h), for the simulations of the ratings
// tests: Davidson's probabilities with a first-mover advantage, from a seeded generator.

#include "harness/stats/ratings.h"

#include <cmath>
#include <random>

namespace rating_simulation {

constexpr double EloPerUnit = 400.0 / 2.302585092994046;

// One game's score for the first mover under the model.
inline double play(std::mt19937_64& rng, double elo_first, double elo_second, double h, double nu) {
    const double x = (elo_first - elo_second + h) / EloPerUnit;
    const double d = std::exp(x / 2) + std::exp(-x / 2) + nu;
    const double u = std::uniform_real_distribution<double>(0, 1)(rng);
    const double w = std::exp(x / 2) / d;
    return u < w ? 1.0 : u < w + nu / d ? 0.5 : 0.0;
}

} // namespace rating_simulation
