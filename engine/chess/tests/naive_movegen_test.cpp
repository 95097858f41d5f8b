// The independent move generator (naive_movegen.h) checked against published perft counts, so
// that the property comparing it with the engine's generator rests on an oracle that is itself
// right: the depth-1 count of every position of the Ethereal standard and Chess960 suites.

#include "naive_movegen.h"

#include "engine/core/perft_suite.h"

#include <gtest/gtest.h>

namespace {

void expect_depth_one_counts(const std::string& file, bool chess960) {
    const auto suite = engine::core::load_perft_suite(std::string(ARBITER_SUITES_DIR) + file);
    ASSERT_TRUE(suite.errors.empty());
    ASSERT_GT(suite.entries.size(), 100u);
    int checked = 0;
    for (const auto& e : suite.entries)
        for (const auto& c : e.counts)
            if (c.depth == 1) {
                const auto moves = naive::legal_moves(naive::parse(e.fen, chess960));
                EXPECT_EQ(moves.size(), c.nodes) << e.fen;
                ++checked;
            }
    EXPECT_GT(checked, 100); // a few records list deeper counts only
}

TEST(NaiveMovegen, DepthOneCountsOfTheStandardSuite) {
    expect_depth_one_counts("/chess/perft/ethereal_standard.epd", false);
}

TEST(NaiveMovegen, DepthOneCountsOfTheChess960Suite) {
    expect_depth_one_counts("/chess/perft/ethereal_fischer.epd", true);
}

TEST(NaiveMovegen, SpellsCastlingAsUciDoes) {
    auto standard = naive::legal_moves(naive::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", false));
    EXPECT_TRUE(standard.count("e1g1") && standard.count("e1c1"));
    const std::string short_only = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    EXPECT_TRUE(naive::legal_moves(naive::parse(short_only, false)).count("e1g1"));
    EXPECT_TRUE(naive::legal_moves(naive::parse(short_only, true)).count("e1h1")); // king x rook
}

} // namespace
