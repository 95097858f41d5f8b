#pragma once
// Lines through a point: how many stones of one colour run through it in a direction, and
// whether that run wins under the rule (freestyle: five or more; standard: exactly five).

#include "engine/gomoku/position.h"

namespace engine::gomoku {

// Stones of `s` in a row through `point` along direction d (0..3), the point itself counted as
// `s` whatever it holds.
[[nodiscard]] int run_length(const Position& pos, int point, int d, Stone s) noexcept;
// A run of `length` stones wins under `rule`.
[[nodiscard]] constexpr bool is_win_length(Rule rule, int length) noexcept {
    return rule == Rule::Freestyle ? length >= 5 : length == 5;
}
// A stone of `c` on `point` (empty, or already c's) would stand in a winning line.
[[nodiscard]] bool makes_five(const Position& pos, int point, Color c) noexcept;
// The empty points where `c` would win at once (its "fours"), each once, in point order.
// Two or more for the side not to move means the side to move cannot stop them all.
void five_points(const Position& pos, Color c, MoveList& out) noexcept;
// The same, only on the four lines through `point` within four points of it (where a stone
// just placed on `point` can have made new five-points). Appends to `out`, skipping points
// already in it.
void five_points_through(const Position& pos, int point, Color c, MoveList& out) noexcept;

} // namespace engine::gomoku
