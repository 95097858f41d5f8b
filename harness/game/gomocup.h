#pragma once
// A gomoku position as the Gomocup protocol speaks it: the board's size, its rule (INFO rule 0
// freestyle, 1 exact five, 4 renju, 8 caro), whose turn it is, and its stones in BOARD order
// (the set-up stones black first and alternating where they can, then the moves played); and an
// engine's `x,y` reply read as the game's canonical move. The game layer's, so that the protocol
// adapter and its checklist speak Gomocup without reaching into the rules library.

#include "harness/game/game.h"

#include "engine/core/result.h"

#include <string>
#include <vector>

namespace harness::game {

struct GomocupStone {
    int  x = 0, y = 0; // 0-based column and row, as Gomocup writes them
    bool black = true; // the first player's stone
};

struct GomocupBoard {
    int  size        = 15;
    int  rule        = 0; // INFO rule: 0 freestyle, 1 standard (exactly five), 4 renju, 8 caro
    bool black_moves = true; // the first player is to move
    std::vector<GomocupStone> stones; // in BOARD order
};

// The board of `fen` (the start position when empty) after `moves` (canonical text). The error
// names the bad position ("bad position 'FEN': ...") or move ("bad move 'h8': ...").
[[nodiscard]] engine::core::Result<GomocupBoard> gomocup_board(
    const std::string& fen, const std::vector<std::string>& moves);

// An engine's reply `x,y` to the position of `fen` after `moves`: the move's canonical text, or
// why it is not a stone that can be placed there (off the board, occupied, the game over). A
// renju foul is read as the move it is: forbidding it is the referee's (GameRecord::foul).
[[nodiscard]] engine::core::Result<std::string> gomocup_reply(
    const std::string& fen, const std::vector<std::string>& moves, const std::string& reply);

// The board size of a gomoku game's start position.
[[nodiscard]] int gomocup_size(const Game& game);

} // namespace harness::game
