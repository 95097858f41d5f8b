#pragma once
// Move text: "h8" (letter = column x from the left, a..t; number = row y + 1 from the top, as
// Gomocup's pos strings and Rapfi print) and "7,7" (Gomocup's x,y, 0-based from the top-left).

#include "engine/core/result.h"
#include "engine/gomoku/position.h"

#include <optional>
#include <string>
#include <string_view>

namespace engine::gomoku {

enum class Notation { Letter, Gomocup };

[[nodiscard]] std::string to_string(Move m, Notation n = Notation::Letter);
// Either form (told apart by the comma); the point must be on the board and empty, not a renju
// foul of black's (renju_foul_text), and the game not over.
[[nodiscard]] core::Result<Move> parse_move(const Position& pos, std::string_view text);
// Only the form n.
[[nodiscard]] core::Result<Move> parse_move(const Position& pos, std::string_view text, Notation n);
// A stone on the board in the form n: an empty point of a game not over, a renju foul included
// (what an engine played, before the referee judges it).
[[nodiscard]] core::Result<Move> parse_placement(
    const Position& pos, std::string_view text, Notation n);

// Why a black stone on the empty `point` is not a legal move of a renju position whose side to
// move is black: "forbidden to black under renju: double-three (g7 h8 h9 i8 j8)" -- the foul
// and the stones that make it, in point order. nullopt for a legal point, and for any point of
// another rule or of white's turn.
[[nodiscard]] std::optional<std::string> renju_foul_text(const Position& pos, int point);

} // namespace engine::gomoku
