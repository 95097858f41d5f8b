#pragma once
// Every game a history database keeps, for `arbiter rate --history`: the games of each stored
// match and tournament report and the rating ladder's games, so that every version and
// reference an author ever played is rated on one scale. Each run's game pairs are its own
// (a pair is two games of one round of one pairing of one run); other commands' runs (suites,
// gates, perft) hold no games to rate and are skipped, and so are shard reports, whose games
// the merged report (arbiter merge --db) holds.

#include "history.h"

#include "harness/rate/rate.h"

#include <string>

namespace harness::history {

struct HistoryGames {
    rate::GameSet set; // games, unfinished games, shard reports left out, runs not readable
    std::size_t   runs = 0, ladder_entries = 0; // what the games came from
};

// `path` names the database in the sources ("PATH#run 12").
[[nodiscard]] Expected<HistoryGames, HistoryError> history_games(
    History& history, const std::string& path);

} // namespace harness::history
