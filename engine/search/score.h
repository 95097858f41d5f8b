#pragma once
// Score conventions shared by search, TT and reporting. Scores are centipawns from the side to
// move's point of view; mate scores are Mate - plies-to-mate (positive: the side to move mates).

#include "engine/core/types.h"

namespace engine::search {

using core::Score;

inline constexpr int   MaxPly    = 128; // deepest ply searched (root = 0)
inline constexpr Score Infinite  = 32001;
inline constexpr Score Mate      = 32000;
inline constexpr Score MateBound = Mate - MaxPly; // |score| >= MateBound: a mate score
// Xiangqi: a side that perpetually checks loses; large, but never mistaken for a mate.
inline constexpr Score RepetitionWin = 20000;

constexpr Score mate_in(int ply) noexcept { return Mate - ply; }
constexpr Score mated_in(int ply) noexcept { return -Mate + ply; }
constexpr bool  is_mate_score(Score s) noexcept { return s >= MateBound || s <= -MateBound; }

// Mate distance in moves (UCI "score mate N"): positive when the side to move mates, negative
// when it is mated; 0 for non-mate scores.
constexpr int mate_moves(Score s) noexcept {
    if (s >= MateBound) return (Mate - s + 1) / 2;
    if (s <= -MateBound) return -((Mate + s) / 2);
    return 0;
}

// Scores stored in the TT are relative to the node, not the root: a mate found `ply` plies below
// the root is stored as a distance from the node and converted back when probed.
constexpr Score score_to_tt(Score s, int ply) noexcept {
    return s >= MateBound ? s + ply : s <= -MateBound ? s - ply : s;
}
constexpr Score score_from_tt(Score s, int ply) noexcept {
    return s >= MateBound ? s - ply : s <= -MateBound ? s + ply : s;
}

} // namespace engine::search
