#pragma once
// GomocupTracker: the pure part of the Gomocup oracles. It follows a conversation with a
// Gomocup (piskvork pbrain) engine as the engine sees it -- the lines we send, BOARD ... DONE
// blocks included, and the engine's answers -- and keeps the board the engine should hold, as
// far as the game layer can tell (harness/game: legal moves, fives, renju fouls). It says what
// each line sent asks of the engine, and judges the answers to move requests. No I/O, no clock.
//
// A move request (BEGIN, TURN x,y, the DONE of a BOARD) is judged when the board is known: a
// START the engine answered OK, then only stones the rules accept (no stone twice, none off
// the board, the counts alternating, no five yet, a rule INFO rule names: 0, 1, 4 or 8). A
// judged request owes a legal `x,y`:
//   malformed-move   the answer is neither x,y nor ERROR/UNKNOWN;
//   off-board-move   x or y outside the board;
//   occupied-move    a point that holds a stone;
//   forbidden-move   a point the rule forbids (renju: black's fouls);
//   refused-move     ERROR or UNKNOWN, although no INFO came since the last answered command
//                    (a brain reports an INFO it cannot meet at the next command: excused).
// Anything else -- bad input, a board we cannot follow -- may be answered with ERROR or UNKNOWN
// or a move, unjudged.

#include "fuzz_case.h"

#include "harness/game/game.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::enginefuzz {

// What a line sent asks of the engine.
enum class Ask {
    Nothing, // INFO, an empty line, a stone line inside BOARD
    Start, // START / RECTSTART: OK or ERROR
    Reply, // RESTART, TAKEBACK, an unknown command: OK, ERROR or UNKNOWN, perhaps nothing
    Move, // BEGIN, TURN x,y, DONE: x,y (or ERROR)
    About, // ABOUT: a line with name="..."
    End, // END: the engine exits
};

struct Awaited {
    Ask  ask    = Ask::Nothing;
    bool judged = false; // Move: the engine owes a legal x,y
    // Move: the turn time in force (INFO timeout_turn, ms); nullopt when none was given.
    std::optional<int> turn_ms;
};

// The first word of a line, upper-cased ("board" -> "BOARD").
[[nodiscard]] std::string gomocup_word(std::string_view line);
// Lines an engine may print before an answer: MESSAGE, DEBUG, SUGGEST, empty ones.
[[nodiscard]] bool is_gomocup_chatter(std::string_view line);
// An ABOUT answer: it holds name="...".
[[nodiscard]] bool is_about_line(std::string_view line);
// "x,y" (spaces around the numbers allowed, at most 6 digits each), else nullopt.
[[nodiscard]] std::optional<std::pair<int, int>> parse_gomocup_point(std::string_view text);
// The position text of an empty board (engine/gomoku/README.md): "15/15/.../15 b standard".
[[nodiscard]] std::string empty_gomoku_fen(int size, std::string_view rule);
// The game layer's rule word for an INFO rule code (0 "", 1 "standard", 4 "renju", 8 "caro").
[[nodiscard]] std::optional<std::string> gomocup_rule_word(std::string_view code);
// Game g plays positions of rule `word` as that rule (the gomoku game reads every rule from
// its text; a game of one rule, renju or caro, only its own).
[[nodiscard]] bool plays_rule(game::Game g, std::string_view word);

class GomocupTracker {
public:
    explicit GomocupTracker(game::Game g);

    // One line as the engine reads it: what it asks for.
    [[nodiscard]] Awaited on_sent(std::string_view line);
    // The engine's answer (chatter already skipped) to `a`, the last request sent: the verdict
    // of a judged move request, nullopt when fine.
    [[nodiscard]] std::optional<Verdict> on_answer(const Awaited& a, std::string_view line);
    // No answer came to `a` within its time (not judged requests).
    void on_silence(const Awaited& a);

    // The board the engine should hold with the engine to move, as position text; nullopt
    // when unknown or when the counts do not alternate.
    [[nodiscard]] std::optional<std::string> fen() const;

private:
    [[nodiscard]] Awaited                    command(std::string_view line);
    [[nodiscard]] Awaited                    move_request();
    [[nodiscard]] std::optional<std::string> rows_fen(bool engine_black) const;
    void                                     board_line(std::string_view line);
    void                                     info(std::string_view line);
    void                                     lose_board() { known_ = false; }
    [[nodiscard]] std::optional<Verdict>     judge(
            std::string_view line, std::optional<std::pair<int, int>> xy);
    // The pending Reply is RESTART or TAKEBACK: without an answer, the board is unknown.
    [[nodiscard]] bool changes_board() const {
        return pending_word_ == "RESTART" || pending_word_ == "TAKEBACK";
    }
    [[nodiscard]] int& cell(int x, int y) { return cells_[std::size_t(y * size_ + x)]; }

    game::Game                 game_;
    int                        size_  = 0; // 0: no START the engine accepted
    bool                       known_ = false; // cells_ is the engine's board
    std::vector<int>           cells_; // 0 empty, 1 the engine's stone, 2 the opponent's
    std::optional<std::string> rule_; // the rule word; nullopt: unknown
    std::optional<int>         turn_ms_;
    bool                       info_since_answer_ = false;
    // BOARD ... DONE being read: the stones listed, and whether they all made sense.
    bool             in_board_ = false, board_ok_ = true;
    std::vector<int> board_cells_;
    // The last move request: its board (engine to move), nullopt when not judged.
    std::optional<std::string>         request_fen_;
    int                                pending_start_ = 0; // START n awaiting its OK
    std::string                        pending_word_; // the command word of the pending Reply
    std::optional<std::pair<int, int>> pending_point_; // and its x,y (TAKEBACK)
};

} // namespace harness::enginefuzz
