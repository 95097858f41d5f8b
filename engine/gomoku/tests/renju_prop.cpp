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

// One random position, every point near its stones.
void check_random_position() {
    const int size = *rc::gen::inRange(MinSize, MaxSize + 1);
    const int w    = *rc::gen::inRange(MinSize, std::min(size, 9) + 1);
    const int x0   = *rc::gen::inRange(0, size - w + 1);
    const int y0   = *rc::gen::inRange(0, size - w + 1);
    // dense: each cell of the window visited 1/2 to 3/2 times on average, white sent away often
    const int  visits = *rc::gen::inRange(w * w / 2, w * w * 3 / 2 + 1);
    const auto order  = *rc::gen::container<std::vector<int>>(
        std::size_t(visits), rc::gen::inRange(0, 2 * w * w));
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

// A fixed budget of PositionsPerCase x RapidCheck's cases (100 by default): a few seconds. A
// detector that skips the recursive rule fails within about 60 positions.
constexpr int PositionsPerCase = 8;

RC_GTEST_PROP(RenjuFoulProp, FastDetectorMatchesDefinition, ()) {
    for (int i = 0; i < PositionsPerCase; ++i) check_random_position();
}

} // namespace
