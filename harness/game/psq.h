#pragma once
// Piskvork's game record, the .psq file (as piskvork's own save and open code reads and writes
// it, github.com/plastovicka/Piskvork): a header "Piskvorky 15x15, 11:11, 0" (the board's width
// and height, each player's computer level, the player who began: 0 or 1), one line "x,y,t" a
// stone in move order (1-based column and row, the move's time in ms; piskvork reads "x,y" too),
// then the two players' names (the first listed began) and an end code. Arbiter adds one line
// after them that piskvork and the other readers skip:
//   [Arbiter] rule=renju result=0-1 reason=forbidden move
// (the rule played, the result -- 1-0: the first player, black, won -- and why the game ended).
// The start position's stones come first, with time 0; a renju foul that ended a game is its
// last stone (the referee did not play it).

#include "harness/game/game.h"
#include "harness/game/pgn_reader.h"

#include "engine/core/result.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace harness::game {

// What one .psq record says of a game.
struct PsqGame {
    std::string                start_fen; // the empty board of the game (the stones are moves)
    std::vector<std::string>   moves; // canonical, the start position's stones first
    std::vector<std::int64_t>  times_ms; // one per move
    std::array<std::string, 2> names; // the first player (black), the second
    std::string                result = "*"; // "1-0", "0-1", "1/2-1/2", "*"
    std::string                reason; // Arbiter's line, or empty
    std::string foul; // the last move is a renju foul that ended the game (canonical)
};

// The record's text (the start position's stones alternate from black, as the rules keep them);
// an error when the start position is not a gomoku board or a move is not legal there.
[[nodiscard]] engine::core::Result<std::string> psq_text(const PsqGame& game);

// The game of .psq text, replayed by Arbiter's referee: the rule from Arbiter's line, else
// `fallback`'s (the board's size always from the header). Tags White and Black (the names),
// PsqRule, and Result and Termination when Arbiter's line records them; `result` is that result,
// else the referee's verdict ("*" while the game is not over). An error
// `source:line:col: message` quoting the offending token.
[[nodiscard]] engine::core::Result<PgnGameRead> read_psq(
    std::string_view text, const std::string& source, const Game& fallback);
[[nodiscard]] engine::core::Result<PgnGameRead> read_psq_file(
    const std::string& path, const Game& fallback);

// The file name ends in ".psq" (any case).
[[nodiscard]] bool is_psq_path(std::string_view path);

} // namespace harness::game
