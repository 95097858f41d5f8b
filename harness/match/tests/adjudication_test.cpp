#include "harness/match/adjudication.h"

#include <gtest/gtest.h>

using namespace harness::match;
using engine::core::Color;
using engine::core::GameResult;

TEST(Adjudication, ResignAfterTheMoveCount) {
    AdjudicationConfig c;
    c.resign = ResignRule { 3, 600, false };
    Adjudicator a(c);
    EXPECT_FALSE(a.after_move(Color::First, 1, -700));
    EXPECT_FALSE(a.after_move(Color::Second, 1, 700));
    EXPECT_FALSE(a.after_move(Color::First, 2, -600));
    EXPECT_FALSE(a.after_move(Color::Second, 2, 650));
    auto v = a.after_move(Color::First, 3, -MateScoreCp);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->result, GameResult::SecondWins);
}

TEST(Adjudication, AMissingScoreOrABetterOneBreaksTheStreak) {
    AdjudicationConfig c;
    c.resign = ResignRule { 2, 600, false };
    Adjudicator a(c);
    EXPECT_FALSE(a.after_move(Color::Second, 1, -900));
    EXPECT_FALSE(a.after_move(Color::Second, 2, std::nullopt));
    EXPECT_FALSE(a.after_move(Color::Second, 3, -900));
    EXPECT_FALSE(a.after_move(Color::Second, 4, -599));
    EXPECT_FALSE(a.after_move(Color::Second, 5, -900));
    EXPECT_TRUE(a.after_move(Color::Second, 6, -900));
}

TEST(Adjudication, TwoSidedResignNeedsBothSides) {
    AdjudicationConfig c;
    c.resign = ResignRule { 2, 500, true };
    Adjudicator a(c);
    EXPECT_FALSE(a.after_move(Color::First, 1, -600));
    EXPECT_FALSE(a.after_move(Color::Second, 1, 100)); // the opponent does not agree
    EXPECT_FALSE(a.after_move(Color::First, 2, -600));
    EXPECT_FALSE(a.after_move(Color::Second, 2, 600));
    EXPECT_FALSE(a.after_move(Color::First, 3, -600));
    auto v = a.after_move(Color::Second, 3, 600);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->result, GameResult::SecondWins);
}

TEST(Adjudication, DrawFromTheMoveNumberOnBothSides) {
    AdjudicationConfig c;
    c.draw = DrawRule { 3, 2, 10 };
    Adjudicator a(c);
    for (int move = 1; move <= 2; ++move) {
        EXPECT_FALSE(a.after_move(Color::First, move, 0));
        EXPECT_FALSE(a.after_move(Color::Second, move, 0));
    }
    EXPECT_FALSE(a.after_move(Color::First, 3, 5));
    EXPECT_FALSE(a.after_move(Color::Second, 3, -10));
    EXPECT_FALSE(a.after_move(Color::First, 4, 11)); // breaks White's streak
    EXPECT_FALSE(a.after_move(Color::Second, 4, 0));
    EXPECT_FALSE(a.after_move(Color::First, 5, 0));
    EXPECT_FALSE(a.after_move(Color::Second, 5, 0));
    auto v = a.after_move(Color::First, 6, 0);
    ASSERT_TRUE(v);
    EXPECT_TRUE(v->is_draw());
}
