#pragma once
// Chess value types: squares, pieces, moves, castling rights, bitboards.

#include "engine/core/types.h"

#include <cstdint>

namespace engine::chess {

using core::Color;
constexpr Color White = Color::First;
constexpr Color Black = Color::Second;

using Bitboard = std::uint64_t;

// Squares a1 = 0 ... h8 = 63; NoSquare = 64.
using Square                 = int;
constexpr Square NoSquare    = 64;
constexpr int    SquareCount = 64;

constexpr int    file_of(Square s) { return s & 7; }
constexpr int    rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return rank * 8 + file; }
constexpr bool   is_square(Square s) { return s >= 0 && s < 64; }
// The same square seen from `c`'s side (rank mirrored for Black).
constexpr Square relative_square(Color c, Square s) { return c == White ? s : s ^ 56; }
constexpr int    relative_rank(Color c, int rank) { return c == White ? rank : 7 - rank; }

enum PieceType : std::uint8_t { NoPieceType, Pawn, Knight, Bishop, Rook, Queen, King };
constexpr int PieceTypeCount = 7;

// Piece = colour * 8 + type; NoPiece = 0.
using Piece                    = std::uint8_t;
constexpr Piece     NoPiece    = 0;
constexpr int       PieceCount = 16;
constexpr Piece     make_piece(Color c, PieceType pt) { return Piece(int(c) * 8 + pt); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color     color_of(Piece p) { return Color(p >> 3); }

// Castling rights, one bit each.
enum CastlingRight : std::uint8_t {
    NoCastling     = 0,
    WhiteKingSide  = 1,
    WhiteQueenSide = 2,
    BlackKingSide  = 4,
    BlackQueenSide = 8,
    AllCastling    = 15,
};
// Index 0..3 of a single right (for per-right tables).
constexpr int castling_index(CastlingRight cr) {
    return cr == 1 ? 0 : cr == 2 ? 1 : cr == 4 ? 2 : 3;
}

// Move: 16 bits. to 0-5, from 6-11, promotion piece 12-13 (Knight..Queen), kind 14-15.
// Castling is encoded as "king takes own rook" (from = king, to = castling rook) in every mode,
// so Chess960 needs no special case; to_uci() writes e1g1 in standard chess.
enum class MoveKind : std::uint8_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to)
        : data_(std::uint16_t(from << 6 | to)) { }
    constexpr Move(Square from, Square to, MoveKind kind, PieceType promo = Knight)
        : data_(std::uint16_t(int(kind) << 14 | (promo - Knight) << 12 | from << 6 | to)) { }

    static constexpr Move none() { return Move(); }

    constexpr Square        from() const { return (data_ >> 6) & 63; }
    constexpr Square        to() const { return data_ & 63; }
    constexpr MoveKind      kind() const { return MoveKind(data_ >> 14); }
    constexpr PieceType     promotion() const { return PieceType(((data_ >> 12) & 3) + Knight); }
    constexpr bool          is_ok() const { return from() != to(); }
    constexpr std::uint16_t raw() const { return data_; }

    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t data_ = 0;
};

} // namespace engine::chess
