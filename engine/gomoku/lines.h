#pragma once
// Lines through a point: how many stones of one colour run through it in a direction, and
// whether a stone there wins under the position's rule (freestyle: five or more; standard:
// exactly five; renju: black exactly five, white five or more; caro: exactly five, not blocked
// at both ends by the opponent).

#include "engine/gomoku/position.h"

namespace engine::gomoku {

// Stones of `s` in a row through `point` along direction d (0..3), the point itself counted as
// `s` whatever it holds.
[[nodiscard]] int run_length(const Position& pos, int point, int d, Stone s) noexcept;
// A stone of `c` on `point` (empty, or already c's) would stand in a winning line along
// direction d under the position's rule.
[[nodiscard]] bool wins_along(const Position& pos, int point, int d, Color c) noexcept;
// A stone of `c` on `point` (empty, or already c's) would stand in a winning line.
[[nodiscard]] bool makes_five(const Position& pos, int point, Color c) noexcept;
// c's five-point `point` would still win with an opponent stone on the empty point `block`
// (another point): only a caro five can be stopped away from its point, by closing its second
// end; under the other rules a five-point is stopped on itself only.
[[nodiscard]] bool makes_five_if_blocked(
    const Position& pos, int point, Color c, int block) noexcept;
// The empty points where `c` would win at once (its "fours"), each once, in point order.
// Two or more for the side not to move means the side to move cannot stop them all (except
// under caro, where one stone beyond a five's end may stop two: see makes_five_if_blocked).
void five_points(const Position& pos, Color c, MoveList& out) noexcept;
// The same, only on the four lines through `point` within four points of it (where a stone
// just placed on `point` can have made new five-points). Appends to `out`, skipping points
// already in it.
void five_points_through(const Position& pos, int point, Color c, MoveList& out) noexcept;

} // namespace engine::gomoku
