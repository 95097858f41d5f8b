#pragma once
// Gomoku threats for the win prover, judged by engine/gomoku's rules under the position's rule
// (freestyle, standard, renju; never caro, where a five can be stopped away from its point).
// "The mover" is the side to move; a point is legal for it as generate_legal says (under renju
// black's fouls are not). Every predicate makes and takes back moves on `pos`, leaving it as it
// was.
//
//   four        a legal move after which the mover has a five-point (or has made five)
//   cannot-stop the side to move has no five-point and the opponent's five-points cannot all be
//               taken by one legal move: two or more, or one that is a renju foul for black
//   win-in-two  a legal move that makes five or leaves the opponent cannot-stop (an open four,
//               a double four, a white four whose only block is a black foul)
//   three       a legal move after which, were the mover to move again, it would have a
//               win-in-two on one of the four lines through that move, within four points
//               (open and broken threes; under renju a black three's straight-four point must
//               be legal for black, and a white "three" may aim at a four blocked by a foul)

#include "engine/gomoku/position.h"

namespace harness::prover {

// `m` is an empty point the side to move may play (not a renju foul for black).
[[nodiscard]] bool is_legal_point(const engine::gomoku::Position& pos, engine::gomoku::Move m);

// The side to move's legal `m` is a four (above).
[[nodiscard]] bool makes_four(engine::gomoku::Position& pos, engine::gomoku::Move m);

// The side to move cannot stop the opponent's five on the next move (above).
[[nodiscard]] bool cannot_stop_five(const engine::gomoku::Position& pos);

// The side to move's legal `m` is a win-in-two (above): five now, or five next move whatever
// the reply. The opponent must have no five-point: then only the five-points `m` makes count.
[[nodiscard]] bool wins_in_two(engine::gomoku::Position& pos, engine::gomoku::Move m);

// The side to move's win-in-two moves (the opponent without a five-point) on the four lines through
// `point`, within four points of it, in the order found (appended to `out`).
void wins_in_two_near(engine::gomoku::Position& pos, int point, engine::gomoku::MoveList& out);

// The side to move's legal `m` is a three (above).
[[nodiscard]] bool makes_three(engine::gomoku::Position& pos, engine::gomoku::Move m);

// The side to move's fours, then its threes that are not fours, each once.
void threat_moves(engine::gomoku::Position& pos, engine::gomoku::MoveList& out);

} // namespace harness::prover
