#pragma once
// Caro: five in a row wins unless the opponent's stones block it at both ends (the board edge
// blocks nothing). Caro5 (Gomocup's caro league since 2023, piskvork rule 9) wants exactly five;
// Caro6 (piskvork rule 8, "caro with overlines") lets a longer row win on the same terms.
// Only the stones are read; engine/gomoku/README.md gives the sources. Rule::Caro plays Caro5.

#include "engine/gomoku/position.h"

#include <cstdint>

namespace engine::gomoku {

enum class CaroRule : std::uint8_t { Caro5, Caro6 };

// A stone of `c` on `point` (empty, or already c's) stands in a caro winning line: a row of
// exactly five (Caro5) or of five or more (Caro6) whose two neighbouring points beyond its ends
// are not both the opponent's stones.
[[nodiscard]] bool caro_win(
    const Position& pos, int point, Color c, CaroRule rule = CaroRule::Caro5) noexcept;

// The same along direction d (Directions[d]) only, with the empty point `block` (or -1: none)
// counted as an opponent stone: what a defence on `block` would leave of the line.
[[nodiscard]] bool caro_line_win(
    const Position& pos, int point, int d, Color c, CaroRule rule, int block = -1) noexcept;

} // namespace engine::gomoku
