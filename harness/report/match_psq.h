#pragma once
// A gomoku match game as piskvork's .psq record (harness/game/psq.h): the Swap2 opening's
// stones (or the opening position's) first, then the moves with their times, the first player's
// engine and the second's, and Arbiter's line with the rule, the result and its reason. The file
// name of a game in --psqout's folder.

#include "match_pgn.h"

#include "harness/match/match_runner.h"

#include "engine/core/result.h"

#include <string>

namespace harness::report {

[[nodiscard]] engine::core::Result<std::string> match_game_psq(
    const match::GameEntry& g, const PgnContext& c);

// "Sable-vs-Sable-2-round3-game1.psq" (names reduced to letters, digits, '.', '_', '-').
[[nodiscard]] std::string psq_file_name(const match::GameEntry& g, const PgnContext& c);

} // namespace harness::report
