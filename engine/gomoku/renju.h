#pragma once
// Renju: black's forbidden moves (fouls) by the RIF rules, and who wins by a line. Only the
// stones are read: the position's rule and side to move are ignored, so the renju rules can be
// asked of any board (engine/gomoku/README.md states the rule set and its sources).
//
//   five          an unbroken row of exactly five black stones (black wins; never a foul)
//   overline      an unbroken row of six or more black stones (a foul)
//   four          four black stones on a line to which one more stone makes a five
//   straight four an unbroken row of four to which a five can be added in two ways
//   three         three black stones on a line to which one stone, not forbidden and not
//                 making a five at the same time, adds a straight four
//   double-four   one stone making two or more fours (two may lie on one line: X.XXX.X)
//   double-three  one stone making two or more threes

#include "engine/gomoku/position.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace engine::gomoku {

// A foul by black, in the order the detector tests them after a five: double-four, then
// double-three, then overline (piskvork's order; a point with several is reported once).
enum class Foul : std::uint8_t { None, DoubleThree, DoubleFour, Overline };

// What a black stone on a point would be: the foul (None for a legal move or an exact five)
// and the points of the black stones that make it, the point itself included, sorted and each
// once: both fours' stones, both threes' stones, or the overline's row.
struct FoulReport {
    Foul             foul = Foul::None;
    std::vector<int> pattern;
};

// The recursion bound: whether a three's completion point is itself forbidden is asked at most
// this many levels deep (each level adds one hypothetical black stone); past it a completion
// point counts as legal unless it makes a five.
inline constexpr int FoulDepthMax = 8;

// A black stone on the empty `point` (on the board): its foul and the stones that make it.
[[nodiscard]] FoulReport renju_foul(const Position& pos, int point);
// The same question without the pattern (no allocation).
[[nodiscard]] bool is_renju_foul(const Position& pos, int point) noexcept;
// Every empty point of the board where a black stone would be a foul, in point order.
void renju_fouls(const Position& pos, MoveList& out) noexcept;
// Removes from `moves` (empty points) those where a black stone would be a foul, keeping the
// order of the rest. Cheap where black is sparse: a foul needs four black stones within four
// points along the lines through it, and only such points are judged.
void remove_renju_fouls(const Position& pos, MoveList& moves) noexcept;
// A stone of `c` on `point` (empty, or already c's) stands in a renju winning line: for black
// exactly five in a row, for white five or more.
[[nodiscard]] bool renju_win(const Position& pos, int point, Color c) noexcept;

[[nodiscard]] std::string_view to_string(Foul f) noexcept;

} // namespace engine::gomoku
