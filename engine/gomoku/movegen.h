#pragma once
// Legal moves: every empty point while the game goes on (no point is forbidden under freestyle
// and standard rules), in point order (top row first, left to right); none once it is over.

#include "engine/gomoku/position.h"

namespace engine::gomoku {

inline void generate_legal(const Position& pos, MoveList& list) noexcept {
    list.clear();
    if (pos.winner()) return;
    for (int y = 0; y < pos.size(); ++y)
        for (int x = 0; x < pos.size(); ++x)
            if (pos.stone(x, y) == Stone::Empty) list.push_back(Move::at(point_of(x, y)));
}

// Perft: leaf count of the legal-move tree to `depth` (bulk-counted at the last ply).
[[nodiscard]] std::uint64_t perft(Position& pos, int depth) noexcept;

} // namespace engine::gomoku
