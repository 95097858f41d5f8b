#pragma once
// The games of an Arbiter match or tournament report, read back from its JSON text as rated games
// (rated_game.h): each game's white, black and result; the games of one round of one pairing
// are a game pair, told apart from other reports' by the report's `source`. `arbiter rate` and
// the history database read reports through it.

#include "rated_game.h"

#include "engine/core/parse_error.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace harness::match {

struct ReportGames {
    std::vector<RatedGame>                  games;
    std::size_t                             unfinished = 0; // games without a result, left out
    bool                                    shard      = false; // a shard's report (config.shard)
    std::optional<engine::core::ParseError> error; // not a report of a match or a tournament
};

[[nodiscard]] ReportGames report_games(const std::string& text, const std::string& source);

} // namespace harness::match
