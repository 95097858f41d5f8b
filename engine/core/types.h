#pragma once
// Types shared by every game: colours, scores, depths.

#include <cstdint>

namespace engine::core {

// White in chess, Red in xiangqi, moves first.
enum class Color : std::uint8_t { First = 0, Second = 1 };

constexpr Color operator~(Color c) { return Color(int(c) ^ 1); }
constexpr int   index(Color c) { return int(c); }

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
