#pragma once
// Games drawn from the ratings model itself (ratings.h), for the simulations of the ratings
// tests: Davidson's probabilities with a first-mover advantage, from a seeded generator.

#include "harness/stats/ratings.h"

#include <cmath>
#include <random>
#include <vector>

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

// `rounds` double round robins of game pairs (each pairing's two games, colours reversed, one
// pair id, or none without `pairs`); the second game of a pair repeats the first's result for
// the same player with chance `repeat`, else is played afresh (h = 0 keeps both games' laws
// equal, so the pair's scores correlate by `repeat` and each game's chance is unchanged).
inline std::vector<harness::stats::FitGame> paired_round_robins(std::mt19937_64& rng,
    const std::vector<double>& elo, int rounds, double h, double nu, double repeat,
    bool pairs = true) {
    std::vector<harness::stats::FitGame> games;
    std::size_t                          pair = 0;
    for (int r = 0; r < rounds; ++r)
        for (std::size_t i = 0; i < elo.size(); ++i)
            for (std::size_t j = i + 1; j < elo.size(); ++j, ++pair) {
                const double first  = play(rng, elo[i], elo[j], h, nu);
                const bool   same   = std::uniform_real_distribution<double>(0, 1)(rng) < repeat;
                const double second = same ? 1 - first : play(rng, elo[j], elo[i], h, nu);
                games.push_back({ i, j, first, std::nullopt });
                games.push_back({ j, i, second, std::nullopt });
                if (pairs) games[games.size() - 2].pair = games.back().pair = pair;
            }
    return games;
}

} // namespace rating_simulation
