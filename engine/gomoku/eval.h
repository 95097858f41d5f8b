#pragma once
// Sable's gomoku evaluation (linked by the engine, never by the harness): threat-aware scores
// from the five-cell windows of the board. A window holding stones of one colour only is a
// chance for that colour, worth more the fuller it is; fours (a window one stone short),
// open threes and their combinations come out of the window counts, and the side to move
// is told apart from the side that just moved (the mover of a four must be answered).

#include "engine/core/types.h"
#include "engine/gomoku/position.h"

namespace engine::gomoku {

// The side to move's view, in "centipawn" units (a four to play is worth about a pawn ten).
[[nodiscard]] core::Score evaluate(const Position& pos) noexcept;

// The quick estimate of a placement for the side to move, for move ordering: what its windows
// gain for the mover plus what they take from the opponent.
[[nodiscard]] int move_estimate(const Position& pos, Move m) noexcept;

// The placement makes a four or a five for the side to move (a window reaching four or five
// of its stones with no opposing stone): the moves the quiescence search tries.
[[nodiscard]] bool makes_threat(const Position& pos, Move m) noexcept;

} // namespace engine::gomoku
