#pragma once
// Legal move generation. Pseudo-legal moves are generated per piece on the mailbox; only moves
// that can matter for the own general (general moves, moves off or onto a line holding an enemy
// chariot/cannon/general, moves off a horse leg, every move when in check) get the full test.

#include "engine/core/move_list.h"
#include "engine/xiangqi/board/position.h"

#include <cstdint>

namespace engine::xiangqi {

// The most legal moves in any xiangqi position is below 120 (2x17 chariot + 2x17 cannon +
// 2x8 horse + 2x4 elephant + 4 advisor + 4 general + 5x3 soldier bounds it by 119).
using MoveList = core::MoveList<Move, 160>;

// All legal moves of the side to move.
void generate_legal(const Position& pos, MoveList& list) noexcept;

// The legal captures of the side to move, in generate_legal's order (a quiescence search's
// moves): quiet moves are never tested for legality.
void generate_legal_captures(const Position& pos, MoveList& list) noexcept;

// Number of legal moves of the side to move, without storing them (perft leaves).
[[nodiscard]] int count_legal(const Position& pos) noexcept;

// Legal moves of colour `c` as if it were to move (used for attack/chase analysis). Moves of
// the side not to move are generated against the current board; the result is the set of
// moves `c` could make if the turn passed to it.
void generate_legal_for(const Position& pos, Color c, MoveList& list) noexcept;

// Moves of colour `c` by the pieces' movement rules alone, its own general's safety not
// tested (chase analysis: a protector kept from recapturing only by a pin).
void generate_pseudo_legal_for(const Position& pos, Color c, MoveList& list) noexcept;

// Is m a legal move in pos? (Accepts any 16-bit value.)
[[nodiscard]] bool is_legal(const Position& pos, Move m) noexcept;

} // namespace engine::xiangqi
