#pragma once
// The symmetries of each game, written once with their law: a transform maps a position and its
// moves onto another position that is the same game for the side to move, so a correct engine
// gives both the same value (up to the order it searches moves in) and best moves that map
// onto each other. Per game:
//   chess       colour-flip (ranks mirrored, colours and the side to move swapped, castling
//               rights and the en passant square mapped); mirror (files reversed), only without
//               castling rights
//   chess960    colour-flip (a left-right mirror changes the castling rules: none)
//   xiangqi     mirror (files reversed); colour-flip (ranks mirrored, colours and the side to
//               move swapped)
//   gomoku, renju, caro
//               the board's 7 symmetries besides the identity: rotations by 90, 180 and 270
//               degrees, the mirrors left-right and top-bottom, the two diagonals (colours are
//               not exchanged: under renju they are not exchangeable)
// Positions are FEN text of the game; moves its canonical move text (UCI squares for chess,
// ICCS for xiangqi, `h8` for gomoku).

#include "harness/game/game.h"

#include "engine/core/result.h"

#include <functional>
#include <string>
#include <vector>

namespace harness::game {

struct Transform {
    std::string name; // "colour-flip", "mirror", "rotate-90", ...
    // The transformed position (canonical), or why the transform does not apply to it (a
    // castling right under the mirror) or the text is not a position.
    std::function<engine::core::Result<std::string>(const std::string& fen)> position;
    // A move of position `fen` as it is written in the transformed position.
    std::function<std::string(const std::string& fen, const std::string& move)> move;
    // The side to move is the other player in the transformed position (the colour flip).
    bool swaps_sides = false;
};

// The game's transforms, in the order above.
[[nodiscard]] std::vector<Transform> transforms(const Game& g);

} // namespace harness::game
