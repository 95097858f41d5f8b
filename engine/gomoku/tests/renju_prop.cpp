// Properties of the renju foul detector: on random renju-like positions (boards of 5 to 20,
// stones dense in a window that may touch the edges, overlines allowed to stand) it agrees
// with the definition-based reference (renju_reference.h) on every point near the stones:
// the foul and its pattern; is_renju_foul and renju_fouls say the same.

#include "renju_reference.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

using namespace engine::gomoku;
using engine::gomoku::test_support::reference_foul;

namespace {

// Every empty point of the window grown by three on each side, clipped to the board.
std::vector<int> points_near(const Position& p, int x0, int y0, int w) {
    std::vector<int> out;
    for (int y = std::max(0, y0 - 3); y < std::min(p.size(), y0 + w + 3); ++y)
        for (int x = std::max(0, x0 - 3); x < std::min(p.size(), x0 + w + 3); ++x)
            if (p.empty(point_of(x, y))) out.push_back(point_of(x, y));
    return out;
}

RC_GTEST_PROP(RenjuFoulProp, FastDetectorMatchesDefinition, ()) {
    const int  size  = *rc::gen::inRange(MinSize, MaxSize + 1);
    const int  w     = *rc::gen::inRange(MinSize, std::min(size, 9) + 1);
    const int  x0    = *rc::gen::inRange(0, size - w + 1);
    const int  y0    = *rc::gen::inRange(0, size - w + 1);
    const auto order = *rc::gen::container<std::vector<int>>(rc::gen::inRange(0, w * w));
    const Position p = test_support::random_position(size, x0, y0, w, order);
    MoveList       fouls;
    renju_fouls(p, fouls);
    for (int point : points_near(p, x0, y0, w)) {
        const FoulReport fast = renju_foul(p, point);
        const FoulReport ref  = reference_foul(p, point);
        RC_ASSERT(fast.foul == ref.foul);
        RC_ASSERT(fast.pattern == ref.pattern);
        RC_ASSERT(is_renju_foul(p, point) == (fast.foul != Foul::None));
        RC_ASSERT(fouls.contains(Move::at(point)) == (fast.foul != Foul::None));
    }
}

} // namespace
