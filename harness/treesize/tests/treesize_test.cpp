#include "harness/treesize/treesize.h"

#include <gtest/gtest.h>

using namespace harness::treesize;

namespace {

PositionTree tree(std::vector<std::uint64_t> nodes, std::string fault = {}) {
    PositionTree p;
    p.fen = "fen";
    for (std::size_t i = 0; i < nodes.size(); ++i)
        p.depths.push_back({ int(i + 1), nodes[i], std::int64_t(10 * (i + 1)) });
    p.fault = std::move(fault);
    return p;
}

TEST(TreeSize, TotalsAndBranchingFactorOverThePositionsThatReachTheDepth) {
    TreeSizeRun run;
    run.positions = { tree({ 10, 40, 160 }), tree({ 20, 60 }), tree({ 5, 5, 5 }, "Timeout: x") };
    auto t        = depth_totals(run, 3);
    ASSERT_EQ(t.size(), 3u);
    EXPECT_EQ(t[0].positions, 2);
    EXPECT_EQ(t[0].nodes, 30u);
    EXPECT_FALSE(t[0].ebf);
    EXPECT_EQ(t[1].nodes, 100u);
    EXPECT_DOUBLE_EQ(*t[1].ebf, 100.0 / 30.0);
    // Depth 3: only the first position; its EBF is over the same position (160 / 40).
    EXPECT_EQ(t[2].positions, 1);
    EXPECT_EQ(t[2].nodes, 160u);
    EXPECT_EQ(t[2].time_ms, 30);
    EXPECT_DOUBLE_EQ(*t[2].ebf, 4.0);
}

TEST(TreeSize, ADepthNobodyReachedHasNoFigures) {
    TreeSizeRun run;
    run.positions = { tree({ 10 }) };
    auto t        = depth_totals(run, 2);
    EXPECT_EQ(t[1].positions, 0);
    EXPECT_FALSE(t[1].ebf);
}

} // namespace
