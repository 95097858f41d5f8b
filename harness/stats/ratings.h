#pragma once
// Joint maximum-likelihood ratings of many players from their games: the Bradley-Terry model
// with Davidson's draws and a first-mover advantage (white in chess, red in xiangqi, black in
// gomoku). For a game of i (moving first) against j, with x = r_i - r_j + h:
//   P(first wins) = e^(x/2) / D,  P(draw) = nu / D,  P(second wins) = e^(-x/2) / D,
//   D = e^(x/2) + e^(-x/2) + nu
// (R. R. Davidson, "On extending the Bradley-Terry model to accommodate ties in paired
// comparison experiments", JASA 65, 1970). Ratings in Elo are r * 400 / ln 10; h the first
// mover's advantage on the same scale, nu the draw parameter (a draw between equals has
// probability nu / (2 + nu)). Fitted by Newton's method on (r, h, log nu) with the first player
// held at 0, then shifted to the anchor (the mean, or one player at 0).
//
// Intervals are cluster-robust (sandwich) standard errors: the clusters are game pairs where
// the games came in pairs (the same opening with colours reversed), so that the correlation of a
// pair's two games — what the pentanomial counts of a match capture — widens the intervals as it
// should; without pairs every game is its own cluster. 95% intervals are estimate +- 1.96 se.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::stats {

// A game as the rating fit reads it: the players by index (match::RatedGame names them).
struct FitGame {
    std::size_t first = 0, second = 0; // player indices: the first mover and the other
    double      score = 0.5; // the first mover's: 1, 0.5 or 0
    std::optional<std::size_t> pair; // games of one pair share this id (absent: a cluster alone)
};

struct RatingOptions {
    std::optional<std::size_t> anchor; // this player at 0; absent: the mean at 0
    double                     anchor_elo     = 0; // the anchor's rating (or the mean's)
    int                        max_iterations = 100;
    // Polled between Newton steps: true (SIGINT, SIGTERM) ends the fit with the error
    // "interrupted". Each step costs O(players^3) (one linear solve), the rest O(players^2).
    std::function<bool()> stop;
};

struct PlayerRating {
    double      elo = 0, se = 0; // the estimate and its standard error (0 for the anchor)
    double      low = 0, high = 0; // the 95% interval
    std::size_t games  = 0;
    double      points = 0; // scored
    std::size_t draws  = 0;
};

struct RatingFit {
    std::vector<PlayerRating> players; // in the input's order
    double                    first_move_elo = 0, first_move_se = 0; // h in Elo
    double                    draw_nu        = 0; // nu
    double                    log_likelihood = 0;
    int                       iterations     = 0;
    bool                      converged      = false;
    std::string               error; // why there is no fit (no games, a player never beaten...)
    // covariance of the ratings (Elo^2), players x players, after the anchor's shift
    std::vector<std::vector<double>> covariance;
};

// The fit of `players` players over `games`. A player with only wins or only losses (or a set
// of players cut off from the rest by such results) has no finite maximum-likelihood rating:
// the error says so and names the first one.
[[nodiscard]] RatingFit fit_ratings(
    std::size_t players, const std::vector<FitGame>& games, const RatingOptions& options = {});

// The likelihood of superiority of a over b: P(r_a > r_b) under the fit's normal approximation.
[[nodiscard]] double superiority(const RatingFit& fit, std::size_t a, std::size_t b);

} // namespace harness::stats
