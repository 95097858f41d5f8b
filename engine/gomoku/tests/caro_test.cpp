// Caro wins on hand-checked rows: a five blocked at both ends by the opponent does not win,
// the board edge blocks nothing, and Caro5 / Caro6 differ on overlines.

#include "renju_reference.h"

#include "engine/gomoku/caro.h"
#include "engine/gomoku/game.h"

#include <gtest/gtest.h>

using namespace engine::gomoku;
using engine::gomoku::test_support::diagram;

namespace {

bool wins(std::string_view row, CaroRule rule = CaroRule::Caro5, int x0 = 4) {
    int            star = -1;
    const Position p    = diagram({ row }, star, 20, x0, 4);
    return caro_win(p, star, Black, rule);
}

TEST(CaroWin, OpenOrHalfOpenFiveWins) {
    EXPECT_TRUE(wins(".xxxx*."));
    EXPECT_TRUE(wins("oxxxx*."));
    EXPECT_TRUE(wins(".xx*xxo"));
}

TEST(CaroWin, FiveBlockedAtBothEndsDoesNotWin) {
    EXPECT_FALSE(wins("oxxxx*o"));
    EXPECT_FALSE(wins("oxx*xxo", CaroRule::Caro6));
}

TEST(CaroWin, EdgeDoesNotBlock) {
    EXPECT_TRUE(wins("xxxx*o", CaroRule::Caro5, 0));
    EXPECT_TRUE(wins("xxxx*.", CaroRule::Caro5, 0));
}

TEST(CaroWin, OverlineOnlyUnderCaro6) {
    EXPECT_FALSE(wins(".xxxx*x."));
    EXPECT_TRUE(wins(".xxxx*x.", CaroRule::Caro6));
    EXPECT_FALSE(wins("oxxxx*xo", CaroRule::Caro6));
    EXPECT_TRUE(wins("oxxxx*x.", CaroRule::Caro6));
}

TEST(CaroWin, FourIsNotAWinAndWhiteWinsAlike) {
    EXPECT_FALSE(wins(".xxx*."));
    int            star = -1;
    const Position p    = diagram({ "xoooo*x" }, star);
    EXPECT_FALSE(caro_win(p, star, White));
    const Position q = diagram({ ".oooo*x" }, star);
    EXPECT_TRUE(caro_win(q, star, White));
}

// GomocupJudge's caro check (test_zip_rules.py): after h8 f8 g8 f9 i8 f7 j8 l8, black's k8
// would make g8..k8 between white f8 and l8: no win.
TEST(CaroWin, GomocupJudgeRuleCheck) {
    Position p(15, Rule::Standard);
    for (const char* m : { "h8", "f8", "g8", "f9", "i8", "f7", "j8", "l8" })
        p.do_move(*parse_move(p, m));
    EXPECT_FALSE(caro_win(p, parse_move(p, "k8")->point(), Black));
    EXPECT_FALSE(caro_win(p, parse_move(p, "k8")->point(), Black, CaroRule::Caro6));
}

TEST(CaroWin, DiagonalBlockedBothEnds) {
    int            star = -1;
    const Position p
        = diagram({ "o.....", ".x....", "..x...", "...*..", "....x.", ".....x", "......o" }, star);
    EXPECT_FALSE(caro_win(p, star, Black));
    const Position q
        = diagram({ "o.....", ".x....", "..x...", "...*..", "....x.", ".....x", "......." }, star);
    EXPECT_TRUE(caro_win(q, star, Black));
}

} // namespace
