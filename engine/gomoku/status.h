#pragma once
// The state of a gomoku game: won by the side whose last move made a winning line (five in a
// row under the rule: renju black exactly five, caro not blocked at both ends), drawn when the
// board is full, else ongoing. A renju foul is not a legal move (movegen.h): black left with
// only forbidden points loses (Outcome::Stalemate, as in xiangqi). Judging a foul played
// anyway (the stones alone do not show it) is the referee's business.

#include "engine/core/types.h"
#include "engine/gomoku/position.h"

namespace engine::gomoku {

[[nodiscard]] core::GameStatus status(const Position& pos);

} // namespace engine::gomoku
