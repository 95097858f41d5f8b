#pragma once
// Legal move generation: every generated move is legal (pins, checks, en passant discovered
// checks and castling through attacked squares are resolved here, not by make-and-test).

#include "position.h"

#include "engine/core/move_list.h"

#include <cstdint>

namespace engine::chess {

// 218 is the known maximum number of legal moves in a chess position.
using MoveList = core::MoveList<Move, 256>;

void generate_legal(const Position& pos, MoveList& list) noexcept;

// Number of legal moves, without building a list (perft's bulk counting at the leaves).
std::uint64_t count_legal(const Position& pos) noexcept;

// Perft with bulk counting: leaf nodes at `depth`; pos is restored on return.
std::uint64_t perft(Position& pos, int depth) noexcept;

} // namespace engine::chess
