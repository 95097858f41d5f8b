#pragma once
// Xiangqi value types: colours, pieces, squares (a padded 16x16 mailbox index), moves.
//
// Squares: file f (0 = a, red's left) and rank r (0 = red's back rank) live at index
// (r + 3) * 16 + (f + 3) of a 256-entry board; the 3-wide border holds Offboard sentinels, so
// every step of every piece (horse and elephant included) lands inside the array.

#include "engine/core/types.h"

#include <cstdint>

namespace engine::xiangqi {

using core::Color;
inline constexpr Color Red   = Color::First;
inline constexpr Color Black = Color::Second;

enum class PieceType : std::uint8_t {
    None     = 0,
    General  = 1,
    Advisor  = 2,
    Elephant = 3,
    Horse    = 4,
    Chariot  = 5,
    Cannon   = 6,
    Soldier  = 7,
};
inline constexpr int PieceTypeCount = 8;

// A board cell: Empty, Offboard, or colour bit (0x10 red, 0x20 black) | PieceType.
using Piece                     = std::uint8_t;
inline constexpr Piece Empty    = 0;
inline constexpr Piece Offboard = 0x40;

constexpr std::uint8_t color_bit(Color c) { return std::uint8_t(0x10 << core::index(c)); }
constexpr Piece        make_piece(Color c, PieceType t) { return Piece(color_bit(c) | int(t)); }
constexpr PieceType    type_of(Piece p) { return PieceType(p & 7); }
constexpr Color        color_of(Piece p) { return (p & 0x20) ? Black : Red; }
constexpr bool         is_piece(Piece p) { return (p & 0x30) != 0; }
// Compact index 0..15 (red 1..7, black 9..15) for tables (Zobrist keys, piece lists).
constexpr int piece_index(Piece p) { return ((p >> 2) & 8) | (p & 7); }

using Square                       = std::uint8_t;
inline constexpr Square NoSquare   = 0;
inline constexpr int    FileCount  = 9;
inline constexpr int    RankCount  = 10;
inline constexpr int    PointCount = 90;

constexpr Square make_square(int file, int rank) { return Square((rank + 3) * 16 + file + 3); }
constexpr int    file_of(Square s) { return (s & 15) - 3; }
constexpr int    rank_of(Square s) { return (s >> 4) - 3; }
constexpr bool   on_board(Square s) {
      return file_of(s) >= 0 && file_of(s) < FileCount && rank_of(s) >= 0 && rank_of(s) < RankCount;
}
// Dense index 0..89 (file + 9 * rank) and back.
constexpr int    point_of(Square s) { return file_of(s) + FileCount * rank_of(s); }
constexpr Square square_of_point(int p) { return make_square(p % FileCount, p / FileCount); }

// Board steps. "Up" is towards black (rank + 1).
inline constexpr int Up    = 16;
inline constexpr int Down  = -16;
inline constexpr int Left  = -1;
inline constexpr int Right = 1;
constexpr int        forward(Color c) { return c == Red ? Up : Down; }

// A move: from | to << 8. Move::none() is 0 (square 0 is off the board).
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to)
        : data_(std::uint16_t(from | (to << 8))) { }
    static constexpr Move none() { return Move(); }

    [[nodiscard]] constexpr Square        from() const { return Square(data_ & 0xff); }
    [[nodiscard]] constexpr Square        to() const { return Square(data_ >> 8); }
    [[nodiscard]] constexpr std::uint16_t raw() const { return data_; }
    [[nodiscard]] constexpr bool          is_none() const { return data_ == 0; }

    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t data_ = 0;
};

} // namespace engine::xiangqi
