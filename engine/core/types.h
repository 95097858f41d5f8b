#pragma once
// Types shared by every game: colours, scores, depths.

#include <cstddef>
#include <cstdint>

namespace engine::core {

// White in chess, Red in xiangqi, moves first.
enum class Color : std::uint8_t { First = 0, Second = 1 };

constexpr Color operator~(Color c) { return Color(int(c) ^ 1); }
constexpr int   index(Color c) { return int(c); }

// Players of every game (tables are indexed by index(Color)).
inline constexpr std::size_t PlayerCount = 2;

// A move's code (Move::raw()): what transposition tables and history tables store. 0 is no move.
using MoveCode                             = std::uint16_t;
inline constexpr int         MoveCodeBits  = 16;
inline constexpr std::size_t MoveCodeCount = std::size_t(1) << MoveCodeBits;
static_assert(sizeof(MoveCode) * 8 == MoveCodeBits);

using Key   = std::uint64_t;
using Score = int;
using Depth = int;
using Ply   = int;

// How a game stands for the side to move.
enum class Outcome : std::uint8_t {
    Ongoing,
    Checkmate, // side to move is mated: loses
    Stalemate, // chess: draw; xiangqi: side to move loses
    FiftyMoves, // chess 50-move rule / xiangqi no-capture limit: draw
    Repetition, // threefold (chess); xiangqi: the referee applies its rules
    InsufficientMaterial, // chess: draw
};

struct GameStatus {
    Outcome kind = Outcome::Ongoing;
    // Winner when decisive, meaningless when drawn or ongoing.
    Color winner = Color::First;

    [[nodiscard]] bool is_over() const { return kind != Outcome::Ongoing; }
};

const char* to_string(Outcome o);

} // namespace engine::core
