#pragma once
// Types shared by every game: colours, scores, depths.

#include <cstddef>
#include <cstdint>
#include <optional>

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

// Why a game stands as it does (the reason; GameResult says who won).
enum class Outcome : std::uint8_t {
    Ongoing,
    Checkmate, // side to move is mated: loses
    Stalemate, // chess: draw; xiangqi: side to move loses
    FiftyMoves, // chess 50-move rule: draw
    NoCaptureLimit, // xiangqi: the move limit on plies without a capture: draw
    Repetition, // a drawn repetition (chess threefold; xiangqi with no one-sided perpetual)
    InsufficientMaterial, // chess: draw
    PerpetualCheck, // xiangqi: the side that checked through the whole cycle loses
    PerpetualChase, // xiangqi: the side that chased a piece through the whole cycle loses
    FiveInRow, // gomoku: the mover made a winning line (five, or more under freestyle)
    BoardFull, // gomoku: no empty point left: draw
};

// Who won: the result a referee writes down.
enum class GameResult : std::uint8_t { Ongoing, FirstWins, SecondWins, Draw };

struct GameStatus {
    Outcome    kind   = Outcome::Ongoing; // the reason
    GameResult result = GameResult::Ongoing;

    [[nodiscard]] bool is_over() const { return result != GameResult::Ongoing; }
    [[nodiscard]] bool is_draw() const { return result == GameResult::Draw; }
    // The winner of a decisive game; nullopt when drawn or ongoing.
    [[nodiscard]] std::optional<Color> winner() const {
        if (result == GameResult::FirstWins) return Color::First;
        if (result == GameResult::SecondWins) return Color::Second;
        return std::nullopt;
    }
    // A decisive status won by `winner`, or a draw for `reason`.
    [[nodiscard]] static GameStatus win(Outcome reason, Color winner) {
        return { reason, winner == Color::First ? GameResult::FirstWins : GameResult::SecondWins };
    }
    [[nodiscard]] static GameStatus draw(Outcome reason) { return { reason, GameResult::Draw }; }
    friend bool                     operator==(const GameStatus&, const GameStatus&) = default;
};

const char* to_string(Outcome o);
const char* to_string(GameResult r);

} // namespace engine::core
