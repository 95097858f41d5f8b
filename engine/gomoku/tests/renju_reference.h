#pragma once
// Test support for renju: a slow, definition-based foul checker to hold the fast detector
// (renju.cpp) against, random renju-like positions, and board diagrams for unit tests.

#include "engine/gomoku/renju.h"

#include <string_view>
#include <vector>

namespace engine::gomoku::test_support {

// The foul of a black stone on the empty `point` straight from the RIF definitions: every
// point of every line through it is tried, a four is a set of four black stones that one more
// stone turns into an unbroken row of exactly five, a straight four an unbroken four with two
// such stones, a three a set of three black stones that one legal, non-five stone turns into a
// straight four (legal asked recursively, to FoulDepthMax levels). Same report as renju_foul.
[[nodiscard]] FoulReport reference_foul(const Position& pos, int point);

// A position played from an empty board of `size`: `order` lists cells of the w x w window at
// (x0, y0) (i % (w * w)); each empty one gets the side to move's stone unless that would make
// an exact five. On white's turn an entry i >= w * w sends white's stone away, outside the
// window when the board has room, so that black can be denser there. Rule standard, so
// overlines may stand.
[[nodiscard]] Position random_position(
    int size, int x0, int y0, int w, const std::vector<int>& order);

// A board of `size` holding `rows` (top row first; 'x' black, 'o' white, '.' or '*' empty) with
// their top-left corner at (x0, y0), plus far filler stones on the last row so that the colours
// balance (black to move). `star` gets the point marked '*', or -1.
[[nodiscard]] Position diagram(
    const std::vector<std::string_view>& rows, int& star, int size = 20, int x0 = 4, int y0 = 4);

} // namespace engine::gomoku::test_support
