#pragma once
// Position: a xiangqi position with its own undo history (a copyable value).
//
// Board: 256-cell padded mailbox (see types.h) plus per-piece square lists. Every state record
// keeps the Zobrist key, the move that led to it, the captured piece, the no-capture ply clock
// and whether the side to move is in check, so status/repetition code can walk the game back.

#include "engine/core/fen_leniency.h"
#include "engine/core/result.h"
#include "engine/core/types.h"
#include "engine/xiangqi/types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace engine::xiangqi {

inline constexpr std::string_view StartFen
    = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// Facts recorded for every ply of the game (index 0 = the FEN position).
struct StateInfo {
    core::Key     key      = 0;
    Move          move     = Move::none(); // move that led to this position
    Piece         captured = Empty; // piece captured by `move`
    std::uint8_t  slot     = 0; // piece-list slot the captured piece had
    bool          in_check = false; // side to move is in check (i.e. `move` gave check)
    std::uint16_t rule60   = 0; // plies since the last capture
};

// Zobrist keys (fixed seed, core::Prng).
struct Zobrist {
    core::Key psq[16][PointCount];
    core::Key side;
};
const Zobrist& zobrist();

// Per-colour point sets, indexed by Square.
bool in_palace(Color c, Square s);
bool advisor_point(Color c, Square s);
bool elephant_point(Color c, Square s);
bool soldier_point(Color c, Square s); // points a soldier of colour c can ever stand on

// How to read a FEN (see Position::parse_fen).
struct FenOptions {
    core::FenMode mode = core::FenMode::Lenient;
};

class Position {
public:
    // An empty board, red to move (not is_ok(): no generals).
    Position();

    // Parse a FEN (see notation rules in README.md): RNBAKCP (plus H/E), side w/b/r, 4..6
    // fields, reporting the leniencies applied: lenient mode (the default) also reads 2 or 3
    // fields and Fairy-Stockfish's empty pocket "[]" after the board. Impossible positions are
    // rejected with a reason. Never throws.
    [[nodiscard]] static core::Result<core::ParsedFen<Position>> parse_fen(
        std::string_view fen, FenOptions options);
    // The same, lenient, without the report.
    [[nodiscard]] static core::Result<Position> from_fen(std::string_view fen);
    // Canonical 6-field FEN.
    [[nodiscard]] std::string fen() const;

    [[nodiscard]] Piece  piece_on(Square s) const noexcept { return board_[s]; }
    [[nodiscard]] Color  side_to_move() const noexcept { return side_; }
    [[nodiscard]] Square general(Color c) const noexcept {
        return list_[piece_index(make_piece(c, PieceType::General))][0];
    }
    [[nodiscard]] int           count(Piece p) const noexcept { return count_[piece_index(p)]; }
    [[nodiscard]] const Square* squares(Piece p) const noexcept {
        return list_[piece_index(p)].data();
    }

    [[nodiscard]] core::Key key() const noexcept { return history_.back().key; }
    [[nodiscard]] bool      in_check() const noexcept { return history_.back().in_check; }
    [[nodiscard]] int       halfmove_clock() const noexcept { return history_.back().rule60; }
    [[nodiscard]] int       fullmove_number() const noexcept;
    [[nodiscard]] const StateInfo& state() const noexcept { return history_.back(); }
    // The game so far: history()[0] is the FEN position, history().back() the current one.
    [[nodiscard]] const std::vector<StateInfo>& history() const noexcept { return history_; }

    // Is the general of colour c attacked (facing generals included)?
    [[nodiscard]] bool general_attacked(Color c) const noexcept;
    // Would the mover's general be safe after the pseudo-legal move from -> to?
    [[nodiscard]] bool safe_after(Square from, Square to) const noexcept;

    // Make / unmake a legal move (pseudo-legal moves that leave the general attacked are
    // tolerated but make the position illegal). undo_move must receive the last move made.
    void do_move(Move m) noexcept;
    void undo_move(Move m) noexcept;

    // Pass the move (search only; the side to move must not be in check): flips the side and
    // starts the no-capture count afresh so that no repetition is found across the pass.
    // undo_null_move() must follow the matching do_null_move().
    void do_null_move() noexcept;
    void undo_null_move() noexcept;

    // Board, piece lists, counts and key are consistent; both generals present.
    [[nodiscard]] bool is_ok() const;
    // Zobrist key recomputed from scratch.
    [[nodiscard]] core::Key compute_key() const noexcept;

    // Same pieces on the same points with the same side to move.
    [[nodiscard]] bool same_placement(const Position& o) const noexcept {
        return board_ == o.board_ && side_ == o.side_;
    }

private:
    void put_piece(Square s, Piece p) noexcept;
    void remove_piece(Square s) noexcept;
    void move_piece(Square from, Square to) noexcept;

    std::array<Piece, 256>                board_ {};
    std::array<std::uint8_t, 256>         slot_ {};
    std::array<std::array<Square, 5>, 16> list_ {};
    std::array<std::uint8_t, 16>          count_ {};
    Color                                 side_           = Red;
    int                                   start_fullmove_ = 1;
    Color                                 start_side_     = Red;
    std::vector<StateInfo>                history_;
};

// Text picture of the board for the engine's `d` command: ranks 9..0, files a..i, FEN and key.
std::string board_diagram(const Position& pos);

// Square name with ranks 0-9: "e0".
std::string square_name(Square s);

// Letter of a piece in canonical FEN (RNBAKCP / rnbakcp).
char piece_char(Piece p);

} // namespace engine::xiangqi
