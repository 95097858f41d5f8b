#pragma once
// run_tournament: games among more than two engines as a plain function -- a config in, the run
// out. A round robin pairs every engine with every other; a gauntlet the first engine with each
// of the others. Each pairing is a match of the match runner (game pairs with colours reversed,
// openings, adjudication, referee, faults as results, replays, its workers), played in turn.
// At the end every game is rated together (harness/rate: Bradley-Terry with Davidson's draws,
// intervals clustered by game pair) with a crosstable, not from each engine's aggregate score.

#include "harness/match/match_runner.h"
#include "harness/rate/rate.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::tournament {

enum class Kind { RoundRobin, Gauntlet };

// "round-robin" or "roundrobin" (cutechess, fastchess), "gauntlet"; nullopt otherwise.
[[nodiscard]] std::optional<Kind> parse_kind(std::string_view text);
[[nodiscard]] const char*         to_string(Kind k); // "round-robin", "gauntlet"

struct Pairing {
    std::size_t a = 0, b = 0; // engine indices; a is the match's engines[0]
};

// The most engines a tournament may hold (32640 round-robin pairings): more is refused before
// any pairing is made, on the command line and in a report read back (a forged shard listing
// 3000 engines asked for 4.5 million pairings, 4.4 GB).
inline constexpr std::size_t MaxEngines = 256;

// The pairings of `engines` engines, in the order they are played. A gauntlet's first `seeds`
// engines (fastchess's and cutechess's -seeds) each play every engine after them.
[[nodiscard]] std::vector<Pairing> pairings(std::size_t engines, Kind kind, std::size_t seeds = 1);

struct TournamentConfig {
    std::vector<std::string>        names; // the engines
    std::vector<Pairing>            pairings;
    std::vector<match::MatchConfig> matches; // one per pairing: its engines a and b, its games
    // Each new game as it ends, with its pairing's index (journal, PGN, progress).
    std::function<void(std::size_t pairing, const match::GameEntry&)> on_game;
    std::function<bool()>                                             stop;
    std::optional<std::string> anchor; // the ratings' anchor (at 0); absent: the mean
    int prior_draws = 2; // virtual draws per pairing (rate.h): a pairing won 8-0 stays finite
    // A shard of the tournament: a pairing whose match has no round_slots is not this shard's
    // and is not played (its engines are not started).
    bool sharded = false;
};

struct TournamentRun {
    std::vector<match::MatchRun>    matches; // per pairing played (all unless stopped)
    rate::RatingTable               table;
    std::size_t                     games = 0;
    std::optional<run::WorkerError> error; // a pairing whose engines could not start
    bool                            stopped = false; // interrupted
};

[[nodiscard]] TournamentRun run_tournament(const TournamentConfig& config);

// The work of a tournament as slots for shards (run/shard.h): slot p * rounds + r is round r of
// pairing p. The rounds (0-based) of each of `pairings` pairings among `slots`.
[[nodiscard]] std::vector<std::vector<int>> rounds_by_pairing(
    const std::vector<std::size_t>& slots, std::size_t pairings, int rounds);

// Every game of the played pairings rated together (a tournament's table, and its merge's).
[[nodiscard]] rate::RatingTable rate_tournament(const std::vector<std::string>& names,
    const std::vector<Pairing>& pairings, const std::vector<match::MatchRun>& matches,
    const rate::RateOptions& options);

// The games of the played pairings for the ratings: the first mover, the other, the first
// mover's score and the game pair ("pairing.round") they belong to.
[[nodiscard]] std::vector<match::RatedGame> rated_games(const std::vector<std::string>& names,
    const std::vector<Pairing>& pairings, const std::vector<match::MatchRun>& matches);

} // namespace harness::tournament
