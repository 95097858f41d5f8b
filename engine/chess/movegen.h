#pragma once
// Legal move generation: every generated move is legal (pins, checks, en passant discovered
// checks and castling through attacked squares are resolved here, not by make-and-test).

#include "position.h"

#include "engine/core/move_list.h"

#include <cstddef>
#include <cstdint>

namespace engine::chess {

// Room for every legal move of any position the lenient FEN parser accepts, extra material
// included (218 is the maximum with reachable material; shakmaty's 28-piece position has 270).
// A bound: a move ends on one of at most 63 squares (not the own king's) and comes from the
// nearest piece on one of the 8 lines through it or from one of 8 knight squares; a move to the
// last rank by one of at most 3 pawns counts 4 times (promotions); castling adds 2.
constexpr std::size_t MaxMoves = 63 * 16 + 8 * 3 * 3 + 2;
using MoveList                 = core::MoveList<Move, MaxMoves>;

void generate_legal(const Position& pos, MoveList& list) noexcept;

// Number of legal moves, without building a list (perft's bulk counting at the leaves).
std::uint64_t count_legal(const Position& pos) noexcept;

// Perft with bulk counting: leaf nodes at `depth`; pos is restored on return.
std::uint64_t perft(Position& pos, int depth) noexcept;

} // namespace engine::chess
