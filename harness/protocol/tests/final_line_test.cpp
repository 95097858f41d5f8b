#include "harness/protocol/final_line.h"

#include <gtest/gtest.h>

using namespace harness::protocol;

namespace {

SearchInfo scored(int depth, int cp, std::vector<std::string> pv) {
    SearchInfo i;
    i.depth    = depth;
    i.score_cp = cp;
    i.pv       = std::move(pv);
    return i;
}

TEST(FinalLine, ALaterLineWithoutAScoreKeepsTheLastScoredOne) {
    SearchInfo tail;
    tail.pv    = { "d2d4" };
    tail.depth = 2;
    auto f     = final_line({ scored(1, 10, { "e2e4" }), tail });
    EXPECT_EQ(f.score_cp, 10);
    EXPECT_EQ(f.pv, std::vector<std::string> { "e2e4" });
    EXPECT_EQ(f.depth, 1);
}

TEST(FinalLine, SecondaryLinesOfAMultiPvSearchAreNotTheEnginesWord) {
    auto second    = scored(3, -200, { "a2a3" });
    second.multipv = 2;
    auto f         = final_line({ scored(3, 25, { "e2e4" }), second });
    EXPECT_EQ(f.score_cp, 25);
    EXPECT_EQ(f.pv.front(), "e2e4");
}

TEST(FinalLine, AScoredLineWithoutAPvTakesTheLastPvSent) {
    SearchInfo pv_only;
    pv_only.pv = { "g1f3" };
    SearchInfo score_only;
    score_only.score_mate = 3;
    auto f                = final_line({ pv_only, score_only });
    EXPECT_EQ(f.score_mate, 3);
    EXPECT_FALSE(f.score_cp);
    EXPECT_EQ(f.pv, std::vector<std::string> { "g1f3" });
}

} // namespace
