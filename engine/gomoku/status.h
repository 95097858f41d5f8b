#pragma once
// The state of a gomoku game: won by the side whose last move made a winning line (five in a
// row under the rule), drawn when the board is full, else ongoing.

#include "engine/core/types.h"
#include "engine/gomoku/position.h"

namespace engine::gomoku {

[[nodiscard]] core::GameStatus status(const Position& pos);

} // namespace engine::gomoku
