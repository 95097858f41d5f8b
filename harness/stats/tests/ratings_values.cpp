// ratings_values: harness/stats's joint ratings fit (ratings.h) of the games on stdin, for
// ci/tools/ratings_reference.py --compare (the `stats.ratings_reference` test), which fits the
// same games with scipy's general-purpose optimiser and checks these numbers against its own.
//   input:  PLAYERS, then one game per line: FIRST SECOND SCORE [PAIR]
//   output: one line per player "elo se", then "first_move ELO", "nu NU", "loglik L"

#include "harness/stats/ratings.h"

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

int main() {
    std::size_t players = 0;
    std::cin >> players;
    std::vector<harness::stats::FitGame> games;
    std::string                          line;
    while (std::getline(std::cin, line)) {
        std::istringstream      in(line);
        harness::stats::FitGame g;
        if (!(in >> g.first >> g.second >> g.score)) continue;
        if (std::size_t pair = 0; in >> pair) g.pair = pair;
        games.push_back(g);
    }
    const auto fit = harness::stats::fit_ratings(players, games);
    if (!fit.error.empty()) {
        std::fprintf(stderr, "ratings_values: %s\n", fit.error.c_str());
        return 1;
    }
    for (const auto& p : fit.players) std::printf("%.6f %.6f\n", p.elo, p.se);
    std::printf("first_move %.6f\nnu %.6f\nloglik %.6f\n", fit.first_move_elo, fit.draw_nu,
        fit.log_likelihood);
    return 0;
}
