#pragma once
// Positions at the edges of each board game's rules, hand-picked and labelled: the most legal
// moves, promotions, en passant with a pin or a discovered check, Chess960 castling, facing
// generals with one piece between, stalemates, one move from the move-limit draw. Every one is
// legal by its game's rules (tested); the fuzzer's edge cases start from them (for Gomocup
// games the fuzzer draws its own boards).

#include "harness/game/game.h"

#include <string>
#include <vector>

namespace harness::game {

struct LabelledFen {
    std::string label; // "edge/stalemate", "invalid/no-king"
    std::string fen;
};

// Xiangqi's, Chess960's, else chess's.
[[nodiscard]] std::vector<LabelledFen> edge_positions(const Game& g);

} // namespace harness::game
