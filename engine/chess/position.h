#pragma once
// Position: a chess position with bitboards, its undo history and incremental Zobrist key.
// A Position is a self-contained value (copyable); it is only built by from_fen(), so every
// Position satisfies is_ok(). FEN parsing accepts standard FEN, X-FEN and Shredder-FEN castling
// fields (Chess960), 4 to 6 fields, and rejects impossible positions with a reason.

#include "bitboard.h"
#include "engine/core/fen_leniency.h"
#include "engine/core/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace engine::chess {

constexpr std::string_view StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// How to read a FEN. `chess960` selects Chess960 castling; it is switched on automatically when
// the castling field needs it (Shredder/X-FEN letters, or a king or castling rook off its
// standard square). Lenient mode (the default) also reads "<placement> <side> [castling]" and
// more than 16 pieces or 8 pawns a side (see core::FenLeniency); strict mode rejects them.
struct FenOptions {
    bool          chess960 = false;
    core::FenMode mode     = core::FenMode::Lenient;
};

class Position {
public:
    // Parse a FEN (or the first 4 fields of an EPD), reporting the leniencies applied.
    [[nodiscard]] static core::Result<core::ParsedFen<Position>> parse_fen(
        std::string_view fen, FenOptions options);
    // The same, lenient, without the report.
    [[nodiscard]] static core::Result<Position> from_fen(
        std::string_view fen, bool chess960 = false);
    [[nodiscard]] std::string fen() const;

    // board
    Piece    piece_on(Square s) const { return board_[s]; }
    Bitboard pieces() const { return by_color_[0] | by_color_[1]; }
    Bitboard pieces(Color c) const { return by_color_[int(c)]; }
    Bitboard pieces(PieceType pt) const { return by_type_[pt]; }
    Bitboard pieces(PieceType a, PieceType b) const { return by_type_[a] | by_type_[b]; }
    Bitboard pieces(Color c, PieceType pt) const { return by_color_[int(c)] & by_type_[pt]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const {
        return by_color_[int(c)] & (by_type_[a] | by_type_[b]);
    }
    Square king_square(Color c) const { return lsb(pieces(c, King)); }

    // state
    Color     side_to_move() const { return side_; }
    Square    ep_square() const { return st().ep; }
    int       castling_rights() const { return st().castling; }
    int       rule50() const { return st().rule50; }
    int       fullmove_number() const { return 1 + game_ply_ / 2; }
    int       game_ply() const { return game_ply_; }
    core::Key key() const { return st().key; }
    Bitboard  checkers() const { return st().checkers; }
    bool      in_check() const { return st().checkers != 0; }
    bool      is_chess960() const { return chess960_; }
    // Plies played since this Position was parsed from FEN.
    int history_length() const { return int(states_.size()) - 1; }
    // Key and rule50 counter `plies_ago` plies back (0 = now); plies_ago <= history_length().
    core::Key key_at(int plies_ago) const { return states_[states_.size() - 1 - plies_ago].key; }

    // castling geometry: the rook of a right, and whether the path is clear of pieces
    Square castling_rook_square(CastlingRight cr) const {
        return castling_rook_[castling_index(cr)];
    }
    Bitboard castling_path(CastlingRight cr) const { return castling_path_[castling_index(cr)]; }

    // attacks
    Bitboard attackers_to(Square s, Bitboard occ) const;
    Bitboard attackers_to(Square s) const { return attackers_to(s, pieces()); }
    bool     is_attacked_by(Color c, Square s) const { return attackers_to(s) & pieces(c); }

    // moves: `m` must be legal in this position.
    void do_move(Move m);
    void undo_move(Move m);
    // Pass the move (search only; the side to move must not be in check): flips the side, clears
    // the en-passant square and starts the fifty-move count afresh so that no repetition is
    // found across the pass. undo_null_move() must follow the matching do_null_move().
    void do_null_move() noexcept;
    void undo_null_move() noexcept;
    // True if `m` (legal) would give check; computed by making the move on a copy of the board.
    bool gives_check(Move m) const;

    // The piece a move moves, and what it captures (NoPiece if none; the pawn for en passant).
    Piece moved_piece(Move m) const { return board_[m.from()]; }
    Piece captured_piece(Move m) const;

    // Zobrist key computed from scratch (tests compare it with the incremental key()).
    core::Key compute_key() const;
    // Consistency of board, bitboards, key, checkers and castling data. `why` gets the reason.
    bool is_ok(std::string* why = nullptr) const;

    bool operator==(const Position& other) const; // same board, side, rights, ep, counters

private:
    struct State {
        core::Key    key;
        Bitboard     checkers;
        Square       ep;
        int          rule50;
        Piece        captured;
        std::uint8_t castling;
    };

    const State& st() const { return states_.back(); }
    State&       st() { return states_.back(); }
    void         put_piece(Piece p, Square s);
    void         remove_piece(Square s);
    void         move_piece(Square from, Square to);
    void         add_castling_right(Color c, Square rook_sq);
    bool         ep_capturable(Square ep) const;

    Piece              board_[64] {};
    Bitboard           by_type_[PieceTypeCount] {};
    Bitboard           by_color_[2] {};
    Color              side_     = White;
    int                game_ply_ = 0;
    bool               chess960_ = false;
    Square             castling_rook_[4] { NoSquare, NoSquare, NoSquare, NoSquare };
    Bitboard           castling_path_[4] {};
    std::uint8_t       castling_mask_[64] {};
    std::vector<State> states_;
};

// Zobrist keys (fixed seed).
namespace zobrist {
core::Key piece_square(Piece p, Square s);
core::Key castling(int rights);
core::Key ep_file(int file);
core::Key side();
} // namespace zobrist

// A text diagram of the board with the FEN and key (the "d" command).
std::string board_diagram(const Position& pos);

} // namespace engine::chess
