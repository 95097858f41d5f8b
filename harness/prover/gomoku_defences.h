#pragma once
// The defences the gomoku win prover must search at a defender node, and why the others may be
// left out. The defender is the side to move; neither side has a five-point, and the attacker
// has two or more moves left (so a win-in-two, gomoku_threats.h, is a win in time).
//
// W is the attacker's win-in-two moves, were it to move now, on the lines through its last
// stone (so the threats its last move made: an open three's straight-four points, ...). A
// defence d is searched when
//   - d is a counter-four (the defender then has a five-point and the attacker must block), or
//   - no move of W is still a win-in-two for the attacker after d (d stops every one of them:
//     a block on the line, an end of a three, a point that spoils the straight four).
// Every other legal d is left out because it loses: d makes no five-point, so the defender has
// none, and some m in W is checked, on the position after d, to be a win-in-two: the attacker
// plays m and makes five next, two of its moves. With W empty nothing is left out.

#include "engine/gomoku/position.h"

namespace harness::prover {

// The defences to search (above), each once; `out` is cleared. With W empty, every legal move
// in point order; else the counter-fours first.
void gomoku_defences(engine::gomoku::Position& pos, engine::gomoku::MoveList& out);

} // namespace harness::prover
