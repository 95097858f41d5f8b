#pragma once
// `arbiter rate`: joint ratings of every player of a set of games (stats/ratings.h) with a
// crosstable. Games come from PGN files (White, Black and the result; unfinished games are
// counted and left out); two games of the same round between the same two players with colours
// reversed are a game pair (Arbiter's match PGN numbers them ROUND.1 and ROUND.2), and the
// intervals are clustered by pair, so that the pentanomial correlation of paired openings is
// accounted for.

#include "harness/match/rated_game.h"
#include "harness/stats/outcomes.h"
#include "harness/stats/rating_bootstrap.h"
#include "harness/stats/ratings.h"

#include "engine/core/parse_error.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::rate {

using match::RatedGame;

struct GameSet {
    std::vector<RatedGame>                games;
    std::size_t                           unfinished      = 0; // "*" results, left out
    std::size_t                           shards_left_out = 0; // add_report_games
    std::vector<engine::core::ParseError> errors; // unreadable files, bad games
};

// The games of PGN files (only tags and results are read; moves are read for syntax), and of
// Arbiter's JSON reports of matches and tournaments (files named *.json: each game's white,
// black, result and round).
[[nodiscard]] GameSet read_pgn_games(const std::vector<std::string>& files);

// The games of one Arbiter match or tournament report given as its JSON text (a run the history
// database keeps) added to `set`: each game of one round of one pairing is a game pair, told
// apart from other reports' by `source`, which also names the report in errors. Without
// `shards`, a shard's report (config.shard) adds no game and is counted in set.shards_left_out:
// its merged report holds the same games.
void add_report_games(
    const std::string& text, const std::string& source, GameSet& set, bool shards = true);

// One pairing of the crosstable, from a's side.
struct Pairing {
    std::size_t        a = 0, b = 0; // player indices
    int                wins = 0, draws = 0, losses = 0;
    stats::Pentanomial pairs; // a's points per game pair, when its games came in pairs
};

struct RatingTable {
    std::vector<std::string> names; // in order of first appearance
    stats::RatingFit         fit; // players in the names' order
    std::vector<std::size_t> order; // player indices by rating, best first
    std::vector<double>      superiority_over_next; // LOS of order[k] over order[k + 1]
    std::vector<Pairing>     crosstable; // every pair of players that met, a < b
    std::string              intervals; // how the 95% intervals were made, in words
};

// How the 95% intervals are made: cluster-robust (sandwich) errors, clustered by game pair;
// the percentile bootstrap of the clusters (rating_bootstrap.h); or Auto: the sandwich when
// some games came in pairs, else the bootstrap (games of other tools, without pairs).
enum class Intervals { Auto, Sandwich, Bootstrap };

// "auto", "sandwich", "bootstrap"; nullopt otherwise.
[[nodiscard]] std::optional<Intervals> parse_intervals(std::string_view text);
[[nodiscard]] const char*              to_string(Intervals i);

struct RateOptions {
    std::optional<std::string> anchor; // a player at anchor_elo; absent: the mean
    double                     anchor_elo = 0;
    // Virtual draws added to every pairing that met, half with each player first (R. Coulom's
    // BayesElo prior, 2 there): a pairing won every time then still gives finite ratings. The
    // table's games, points and draws count the real games only. 0: the plain likelihood.
    int                     prior_draws = 0;
    Intervals               intervals   = Intervals::Sandwich;
    stats::BootstrapOptions bootstrap {}; // resamples and seed, when bootstrapped
    // Polled by the fit between its steps (SIGINT, SIGTERM): the table's error is then
    // "interrupted".
    std::function<bool()> stop;
};

// Auto's bootstrap is for the unpaired games of at most this many players: its refits cost
// O(players^3) each, a thousand of them; more players get the sandwich errors, said so.
inline constexpr std::size_t AutoBootstrapPlayers = 64;

// The table; its fit's error says why there are no ratings (an unknown anchor, a player who
// never scored, ...).
[[nodiscard]] RatingTable rate_games(
    const std::vector<RatedGame>& games, const RateOptions& options);

} // namespace harness::rate
