#pragma once
// Move text: "h8" (letter = column x from the left, a..t; number = row y + 1 from the top, as
// Gomocup's pos strings and Rapfi print) and "7,7" (Gomocup's x,y, 0-based from the top-left).

#include "engine/core/result.h"
#include "engine/gomoku/position.h"

#include <string>
#include <string_view>

namespace engine::gomoku {

enum class Notation { Letter, Gomocup };

[[nodiscard]] std::string to_string(Move m, Notation n = Notation::Letter);
// Either form (told apart by the comma); the point must be on the board and empty, and the
// game not over.
[[nodiscard]] core::Result<Move> parse_move(const Position& pos, std::string_view text);
// Only the form n.
[[nodiscard]] core::Result<Move> parse_move(const Position& pos, std::string_view text, Notation n);

} // namespace engine::gomoku
