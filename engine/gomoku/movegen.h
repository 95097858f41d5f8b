#pragma once
// Legal moves: every empty point while the game goes on, in point order (top row first, left
// to right); none once it is over. Under renju a foul is not a legal move: black's forbidden
// points (double-three, double-four, overline; renju.h) are left out, so black may have fewer
// legal moves than empty points. No point is forbidden under freestyle, standard and caro, nor
// to white.

#include "engine/gomoku/position.h"
#include "engine/gomoku/renju.h"

namespace engine::gomoku {

inline void generate_legal(const Position& pos, MoveList& list) noexcept {
    list.clear();
    if (pos.winner()) return;
    for (int y = 0; y < pos.size(); ++y)
        for (int x = 0; x < pos.size(); ++x)
            if (pos.stone(x, y) == Stone::Empty) list.push_back(Move::at(point_of(x, y)));
    if (pos.rule() == Rule::Renju && pos.side_to_move() == Black) remove_renju_fouls(pos, list);
}

// Perft: leaf count of the legal-move tree to `depth` (bulk-counted at the last ply), under
// the position's rule.
[[nodiscard]] std::uint64_t perft(Position& pos, int depth) noexcept;

} // namespace engine::gomoku
