// The renju foul detector against the definition-based reference on 100,000 random renju-like
// positions (every empty point near the stones), seeded, with a tally of what was met so that a
// generator that stopped producing fouls would be seen. Label slow: minutes, run nightly.

#include "renju_reference.h"

#include "engine/core/prng.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

using namespace engine::gomoku;
using engine::gomoku::test_support::reference_foul;

namespace {

constexpr int PositionCount = 100'000;

int below(engine::core::Prng& rng, int n) { return int(rng.next() % std::uint64_t(n)); }

TEST(RenjuFoulSlow, HundredThousandPositionsMatchDefinition) {
    engine::core::Prng   rng(0x5E17A11);
    std::map<Foul, long> seen;
    for (int i = 0; i < PositionCount; ++i) {
        const int        size = rng.next() % 2 ? 15 : MinSize + below(rng, MaxSize - MinSize + 1);
        const int        w    = MinSize + below(rng, std::min(size, 9) - MinSize + 1);
        const int        x0 = below(rng, size - w + 1), y0 = below(rng, size - w + 1);
        std::vector<int> order(std::size_t(below(rng, w * w + 1)));
        for (int& o : order) o = below(rng, 2 * w * w);
        const Position p = test_support::random_position(size, x0, y0, w, order);
        for (int y = std::max(0, y0 - 2); y < std::min(size, y0 + w + 2); ++y)
            for (int x = std::max(0, x0 - 2); x < std::min(size, x0 + w + 2); ++x) {
                const int point = point_of(x, y);
                if (!p.empty(point)) continue;
                const FoulReport fast = renju_foul(p, point);
                const FoulReport ref  = reference_foul(p, point);
                ++seen[fast.foul];
                ASSERT_EQ(fast.foul, ref.foul) << board_diagram(p) << "at " << x << "," << y;
                ASSERT_EQ(fast.pattern, ref.pattern) << board_diagram(p) << "at " << x << "," << y;
            }
    }
    for (Foul f : { Foul::None, Foul::DoubleThree, Foul::DoubleFour, Foul::Overline }) {
        EXPECT_GT(seen[f], 0) << to_string(f);
        std::cout << to_string(f) << ": " << seen[f] << " points\n";
    }
}

} // namespace
