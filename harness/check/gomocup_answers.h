#pragma once
// Judging a Gomocup engine's answers with Arbiter's rules (pure: no I/O): a move in one of the
// checklist's rule positions, and an answer to SWAP2BOARD (plastovicka.github.io/
// protocl2en.htm: three stones "x,y x,y x,y" for an empty board; for three stones "SWAP", the
// fourth, or the fourth and fifth; for five stones "SWAP" or the sixth).

#include "gomocup_positions.h"

#include "harness/game/game.h"

#include "engine/core/result.h"

#include <optional>
#include <string>
#include <vector>

namespace harness::check {

// `fen` with its rule word (if any) replaced by `rule`: "<rows> <side> <rule>".
[[nodiscard]] std::string with_rule(const std::string& fen, const std::string& rule);

// The canonical moves of `reply` ("x,y" one or more, blank-separated) played one after the
// other after `moves` from `fen`, each legal there (a renju foul is not); or why not.
[[nodiscard]] engine::core::Result<std::vector<std::string>> gomocup_moves(game::Game game,
    const std::string& fen, const std::vector<std::string>& moves, const std::string& reply);

// Why `reply` to `position` (played from `fen`) breaks the rules or misses the answer the
// rules call for; nullopt when it is right.
[[nodiscard]] std::optional<std::string> rule_answer_problem(game::Game game,
    const std::string& fen, const RulePosition& position, const std::string& reply);

// Why `answer` to SWAP2BOARD with the `opening` stones (canonical, 0, 3 or 5) is not well formed
// or not legal from `fen`; nullopt when it is.
[[nodiscard]] std::optional<std::string> swap2_answer_problem(game::Game game,
    const std::string& fen, const std::vector<std::string>& opening, const std::string& answer);

} // namespace harness::check
