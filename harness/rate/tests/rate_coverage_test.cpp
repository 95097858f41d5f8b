// The intervals of a tournament's ratings as tournaments compute them: pair-clustered sandwich
// errors with 2 virtual draws in every pairing (BayesElo's prior). The prior pulls the ratings
// toward each other, so their coverage of the true strengths is simulated here, on round robins
// of game pairs drawn from the model (fixed seed), at the spread the tournament test plays.

#include "harness/rate/rate.h"
#include "harness/stats/tests/rating_simulation.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <random>

namespace {

using Game = harness::match::RatedGame;

// Coverage of the 95% intervals over `tournaments` round robins of `rounds` game pairs per
// pairing among players of the given strengths, rated with `prior` virtual draws per pairing.
double coverage(
    const std::vector<double>& elo, int tournaments, int rounds, int prior, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    double          mean = 0;
    for (double e : elo) mean += e / double(elo.size());
    int covered = 0, intervals = 0;
    for (int t = 0; t < tournaments; ++t) {
        std::vector<Game> games;
        for (int r = 0; r < rounds; ++r)
            for (std::size_t i = 0; i < elo.size(); ++i)
                for (std::size_t j = i + 1; j < elo.size(); ++j) {
                    const auto a = "p" + std::to_string(i), b = "p" + std::to_string(j);
                    const auto pair
                        = std::to_string(i) + "." + std::to_string(j) + "." + std::to_string(r);
                    games.push_back(
                        { a, b, rating_simulation::play(rng, elo[i], elo[j], 30, 1), pair });
                    games.push_back(
                        { b, a, rating_simulation::play(rng, elo[j], elo[i], 30, 1), pair });
                }
        harness::rate::RateOptions o;
        o.prior_draws    = prior;
        const auto table = harness::rate::rate_games(games, o);
        if (!table.fit.error.empty()) { // the prior makes every set fit: none may be left out
            ADD_FAILURE() << "tournament " << t << ": " << table.fit.error;
            continue;
        }
        for (std::size_t k = 0; k < table.names.size(); ++k, ++intervals) {
            const auto  i = std::size_t(std::stoi(table.names[k].substr(1)));
            const auto& p = table.fit.players[k];
            covered += p.low <= elo[i] - mean && elo[i] - mean <= p.high;
        }
    }
    return double(covered) / intervals;
}

TEST(RateCoverage, TournamentIntervalsWithTheDrawPriorCoverAtTheirNominalRate) {
    const double rate = coverage({ -100, 0, 50, 150 }, 1000, 4, 2, 31);
    std::printf("tournament ratings with 2 virtual draws a pairing: %.1f%% of the 95%% intervals "
                "cover\n",
        100 * rate);
    EXPECT_GE(rate, 0.925);
    EXPECT_LE(rate, 0.975);
}

} // namespace
