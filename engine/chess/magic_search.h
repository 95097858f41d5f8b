#pragma once
// The slow search for magic multipliers: the source of the checked-in table in magics.h.
// Only the generator (tools/gen_magics.cpp) and the tests link it; Sable starts from magics.h.

#include "types.h"

#include <array>

namespace engine::chess {

// Does `magic` map every occupancy of the slider's mask on s to a slot holding the right attacks
// (judged by sliding_attacks_slow), with the plain shift 64 - popcount(mask)?
bool magic_is_valid(PieceType pt, Square s, Bitboard magic);

// One magic per square for a rook or bishop, found by trial from a fixed seed: deterministic.
std::array<Bitboard, SquareCount> search_magics(PieceType pt);

} // namespace engine::chess
