#pragma once
// Position: a gomoku board (square, MinSize..MaxSize points a side), the rule in force, the
// stones, the side to move, a Zobrist key and the moves played on it (its own undo history, so
// copies are safe). A position whose last move made a winning line is over: winner() names the
// winner and no move may be made (undo_move takes the winning move back).
//
// Text form (position_text.cpp; documented in engine/gomoku/README.md):
//   <rows> <side> [<rule>]     rows top (y = 0) to bottom, '/'-separated; in a row 'x' is a
//                              black stone, 'o' a white one, a number a run of empty points;
//                              side 'b' or 'w'; rule "freestyle" (default), "standard",
//                              "renju" or "caro"
//   x,y,c x,y,c ...            piskvork's board listing: c = 1 black, 2 white (size 15, or 20
//                              when a coordinate needs it; side to move from the counts)

#include "engine/core/result.h"
#include "engine/gomoku/types.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace engine::gomoku {

class Position {
public:
    // An empty board, black to move.
    explicit Position(int size = DefaultSize, Rule rule = Rule::Freestyle);

    // Parse the text form (either kind); errors name the 1-based column and quote the token.
    [[nodiscard]] static core::Result<Position> from_text(std::string_view text);
    // The row form, rule written only when it is not freestyle.
    [[nodiscard]] std::string text() const;

    [[nodiscard]] int   size() const noexcept { return size_; }
    [[nodiscard]] Rule  rule() const noexcept { return rule_; }
    [[nodiscard]] Color side_to_move() const noexcept { return side_; }
    [[nodiscard]] Stone stone(int point) const noexcept { return cells_[std::size_t(point)]; }
    [[nodiscard]] Stone stone(int x, int y) const noexcept { return stone(point_of(x, y)); }
    [[nodiscard]] bool  on_board(int x, int y) const noexcept {
         return x >= 0 && y >= 0 && x < size_ && y < size_;
    }
    [[nodiscard]] bool      empty(int point) const noexcept { return stone(point) == Stone::Empty; }
    [[nodiscard]] int       stone_count() const noexcept { return move_count_; }
    [[nodiscard]] bool      is_full() const noexcept { return move_count_ == size_ * size_; }
    [[nodiscard]] core::Key key() const noexcept { return key_; }
    // The side whose last move made a winning line; nullopt while the game goes on.
    [[nodiscard]] std::optional<Color> winner() const noexcept { return winner_; }
    // The moves played on this position since it was set up, oldest first.
    [[nodiscard]] int  ply_count() const noexcept { return ply_count_; }
    [[nodiscard]] Move played(int i) const noexcept { return history_[std::size_t(i)]; }
    [[nodiscard]] Move last_move() const noexcept {
        return ply_count_ ? history_[std::size_t(ply_count_ - 1)] : Move::none();
    }

    // Place the side to move's stone on an empty point of an ongoing game.
    void do_move(Move m) noexcept;
    // Take back the last move made (m).
    void undo_move(Move m) noexcept;
    // The side to move passes (search only: a null move); undo_null takes it back.
    void do_null() noexcept;
    void undo_null() noexcept;

    // Consistent: counts, side to move, key, winner.
    [[nodiscard]] bool is_ok() const;

private:
    friend class PositionBuilder;
    void                    put(int point, Color c) noexcept; // a stone without history (set-up)
    [[nodiscard]] core::Key compute_key() const noexcept;

    int                              size_;
    Rule                             rule_;
    Color                            side_       = Black;
    int                              move_count_ = 0; // stones on the board
    int                              ply_count_  = 0;
    core::Key                        key_        = 0;
    std::optional<Color>             winner_;
    std::array<Stone, PointCount>    cells_ {};
    std::array<Move, PointCount + 1> history_ {};
};

// The board as text for people: one line per row (y = 0 first) with `x`, `o` and `.`, column
// letters below, then the position text.
[[nodiscard]] std::string board_diagram(const Position& pos);

// The rule's name in the position text: "freestyle", "standard", "renju" or "caro".
[[nodiscard]] std::string_view to_string(Rule rule) noexcept;

// Zobrist keys: one per (colour, point), and one for the side to move.
[[nodiscard]] core::Key zobrist(Color c, int point) noexcept;
[[nodiscard]] core::Key zobrist_side() noexcept;

} // namespace engine::gomoku
