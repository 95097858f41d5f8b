#pragma once
// Test support for the rule variants: legal moves, wins and perft counted straight from the
// definitions, to hold movegen.h, lines.h and perft.cpp against. Slow (every renju foul is
// asked of the definition-based checker, renju_reference.h): small boards and depths only.

#include "engine/gomoku/position.h"

#include <cstdint>
#include <optional>

namespace engine::gomoku::test_support {

// A stone of the side to move on the empty `point` is legal: under renju, for black, not a foul
// by reference_foul; under the other rules always.
[[nodiscard]] bool reference_legal(const Position& pos, int point);
// A stone of `c` on the empty `point` wins: the run through it counted cell by cell
// (freestyle five or more, standard exactly five, renju exactly five for black and five or more
// for white); caro by caro_win (Caro5).
[[nodiscard]] bool reference_wins(const Position& pos, int point, Color c);
// Leaves of the tree of reference-legal moves to `depth`, a winning move ending its branch.
[[nodiscard]] std::uint64_t reference_perft(Position& pos, int depth);

// The same stones and side to move under `rule` (the position text with the rule replaced);
// nullopt when that text does not parse (the side to move would have a winning line).
[[nodiscard]] std::optional<Position> with_rule(const Position& pos, Rule rule);

} // namespace engine::gomoku::test_support
