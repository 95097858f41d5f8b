#include "engine/gomoku/game.h"

#include <gtest/gtest.h>

using namespace engine::gomoku;
using engine::core::GameResult;
using engine::core::Outcome;

namespace {

// Play "h8 h9 i8 ..." from an empty board of `size` under `rule`.
Position play(
    std::initializer_list<const char*> moves, Rule rule = Rule::Freestyle, int size = 15) {
    Position p(size, rule);
    for (const char* m : moves) {
        auto mv = parse_move(p, m);
        EXPECT_TRUE(mv.has_value()) << m;
        if (mv) p.do_move(*mv);
    }
    return p;
}

TEST(GomokuStatus, FiveWinsForTheMover) {
    const Position p = play({ "h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "g8" });
    EXPECT_EQ(status(p).result, GameResult::FirstWins);
    EXPECT_EQ(status(p).kind, Outcome::FiveInRow);
    const Position q = play({ "h8", "h9", "i8", "i9", "j8", "j9", "k8" });
    EXPECT_FALSE(status(q).is_over());
}

TEST(GomokuStatus, OverlineWinsFreestyleOnly) {
    // Black: g8 h8 i8 _ k8 l8, then j8 makes six.
    auto moves = { "g8", "g1", "h8", "h1", "i8", "i1", "k8", "k1", "l8", "l1", "j8" };
    EXPECT_EQ(status(play(moves)).result, GameResult::FirstWins);
    EXPECT_FALSE(status(play(moves, Rule::Standard)).is_over());
}

TEST(GomokuStatus, StandardFiveAndOverlineInOneMoveWins) {
    // j8 makes six across (g8..l8 less j8) and five down (j3..j7).
    auto moves = { "g8", "a1", "h8", "c1", "i8", "e1", "k8", "a3", "l8", "c3", "j4", "e3", "j5",
        "a15", "j6", "c15", "j7", "e15", "j8" };
    auto p     = play(moves, Rule::Standard);
    EXPECT_EQ(status(p).result, GameResult::FirstWins);
}

TEST(GomokuStatus, FullBoardIsADraw) {
    // A 5x5 board filled column pairs without five: rows alternate xxooX patterns.
    auto p = Position::from_text("xxoox/ooxxo/xxoox/ooxxo/xxoo1 b");
    ASSERT_TRUE(p) << p.error().to_string();
    EXPECT_FALSE(status(*p).is_over());
    auto m = parse_move(*p, "e5");
    ASSERT_TRUE(m);
    p->do_move(*m);
    EXPECT_EQ(status(*p).result, GameResult::Draw);
    EXPECT_EQ(status(*p).kind, Outcome::BoardFull);
}

} // namespace
