#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::game;

TEST(Rules, ChessDividePerftAndPlay) {
    auto r = chess();
    auto d = r->divide(r->start_fen(), 2);
    EXPECT_EQ(d.size(), 20u);
    EXPECT_EQ(d.at("e2e4"), 20u);
    EXPECT_EQ(r->perft(r->start_fen(), 3), 8902u);
    auto next = r->play(r->start_fen(), "e2e4");
    ASSERT_TRUE(next);
    EXPECT_EQ(*next, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    auto bad = r->play(r->start_fen(), "e2e5");
    ASSERT_FALSE(bad);
    EXPECT_THAT(bad.error().message, ::testing::HasSubstr("illegal move 'e2e5'"));
}

TEST(Rules, NormalizeRejectsImpossiblePositionsWithAReason) {
    auto r = chess();
    auto n = r->normalize("8/8/8/8/8/8/8/8 w - - 0 1");
    ASSERT_FALSE(n);
    EXPECT_THAT(n.error().message, ::testing::HasSubstr("no white king"));
    EXPECT_EQ(*r->normalize("4k3/8/8/8/8/8/8/4K3 w - -"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST(Rules, XiangqiUsesIccsRanksZeroToNine) {
    auto r = xiangqi();
    auto d = r->divide(r->start_fen(), 1);
    EXPECT_EQ(d.size(), 44u);
    EXPECT_TRUE(d.count("h2e2"));
    EXPECT_TRUE(d.count("b2b9"));
}

TEST(Rules, Chess960WritesKingTakesRook) {
    auto r = chess960();
    auto d = r->divide("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 1);
    EXPECT_TRUE(d.count("e1h1"));
    EXPECT_FALSE(d.count("e1g1"));
}

TEST(Rules, RandomPositionsAreDeterministicLegalAndNotTerminal) {
    for (Game r : all_games()) {
        auto a = r->random_positions(20, 7);
        EXPECT_EQ(a, r->random_positions(20, 7));
        EXPECT_NE(a, r->random_positions(20, 8));
        for (const auto& fen : a) {
            ASSERT_TRUE(r->normalize(fen)) << fen;
            EXPECT_GT(r->perft(fen, 1), 0u) << fen;
        }
    }
}
