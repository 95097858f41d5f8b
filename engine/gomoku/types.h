#pragma once
// Gomoku basics: board geometry (square boards of 5..20 points a side, 15 by default), points,
// moves (a placement), stones and the rule variants.

#include "engine/core/move_list.h"
#include "engine/core/types.h"

#include <cstdint>

namespace engine::gomoku {

using core::Color;
inline constexpr Color Black = Color::First; // moves first
inline constexpr Color White = Color::Second;

inline constexpr int MinSize     = 5;
inline constexpr int MaxSize     = 20; // Gomocup's largest board
inline constexpr int DefaultSize = 15;
// Points are indexed with a fixed stride whatever the board size: index = y * Stride + x.
inline constexpr int Stride     = MaxSize;
inline constexpr int PointCount = MaxSize * MaxSize;

// (x, y): x the column from the left, y the row from the top, both 0-based (Gomocup's frame).
constexpr int point_of(int x, int y) noexcept { return y * Stride + x; }
constexpr int x_of(int p) noexcept { return p % Stride; }
constexpr int y_of(int p) noexcept { return p / Stride; }

// A point: empty, a black stone (x) or a white one (o).
enum class Stone : std::uint8_t { Empty = 0, X = 1, O = 2 };
constexpr Stone stone_of(Color c) noexcept { return c == Black ? Stone::X : Stone::O; }

// What makes a win (and what may be played):
//   Freestyle  five or more in a row;
//   Standard   exactly five (an overline of six or more does not win);
//   Renju      black exactly five, white five or more; black's fouls (double-three,
//              double-four, overline; renju.h) are not legal moves;
//   Caro       exactly five, not blocked at both ends by opponent stones (caro.h, Caro5:
//              Gomocup's caro since 2023).
enum class Rule : std::uint8_t { Freestyle, Standard, Renju, Caro };

// A placement on a point; raw() = point + 1, so Move::none() is 0 and no legal move is.
class Move {
public:
    constexpr Move() = default;
    static constexpr Move none() noexcept { return Move(); }
    static constexpr Move at(int point) noexcept { return Move(std::uint16_t(point + 1)); }
    [[nodiscard]] constexpr core::MoveCode raw() const noexcept { return code_; }
    [[nodiscard]] constexpr int            point() const noexcept { return int(code_) - 1; }
    [[nodiscard]] constexpr int            x() const noexcept { return x_of(point()); }
    [[nodiscard]] constexpr int            y() const noexcept { return y_of(point()); }
    friend constexpr bool                  operator==(Move, Move) = default;

private:
    constexpr explicit Move(std::uint16_t code) noexcept
        : code_(code) { }
    std::uint16_t code_ = 0;
};

// Every empty point of the largest board fits.
inline constexpr std::size_t MaxMoves = PointCount;
using MoveList                        = core::MoveList<Move, MaxMoves>;

// The four line directions (dx, dy): horizontal, vertical, and the two diagonals.
inline constexpr int Directions[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } };

} // namespace engine::gomoku
