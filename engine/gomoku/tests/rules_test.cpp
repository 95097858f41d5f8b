// The rule variants on hand-checked rows and positions: who wins under each rule (renju:
// black's overline does not win, white's does; caro: a five closed at both ends by the opponent
// does not win, one closed at one end does), the five-points, the legal moves (renju: black's
// fouls left out), the rule in the position text, and perft against the reference count.

#include "renju_reference.h"
#include "rule_reference.h"

#include "engine/gomoku/game.h"
#include "engine/gomoku/lines.h"

#include <gtest/gtest.h>

#include <initializer_list>

using namespace engine::gomoku;
using namespace engine::gomoku::test_support;

namespace {

constexpr Rule AllRules[] = { Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro };

// `rows` on a 20x20 board (test_support::diagram), under `rule`, `mover` to play on '*' (white
// after a black stone in the corner): whether that stone wins. makes_five, five_points, the
// winner after the move and status must all say the same.
bool wins(std::initializer_list<std::string_view> rows, Rule rule, Color mover) {
    int  star = -1;
    auto p    = with_rule(diagram(rows, star), rule);
    EXPECT_TRUE(p.has_value());
    if (!p) return false;
    if (mover == White) p->do_move(Move::at(point_of(0, 0)));
    const bool five = makes_five(*p, star, mover);
    MoveList   points;
    five_points(*p, mover, points);
    EXPECT_EQ(points.contains(Move::at(star)), five);
    p->do_move(Move::at(star));
    EXPECT_EQ(p->winner() == mover, five);
    EXPECT_EQ(status(*p).is_over(), five);
    return five;
}

TEST(GomokuRules, ExactFiveWinsUnderEveryRule) {
    for (Rule rule : AllRules) {
        EXPECT_TRUE(wins({ ".xxxx*." }, rule, Black)) << to_string(rule);
        EXPECT_TRUE(wins({ ".oo*oo." }, rule, White)) << to_string(rule);
    }
}

TEST(GomokuRules, OverlineWinsUnderFreestyleAndForWhiteUnderRenju) {
    EXPECT_TRUE(wins({ ".xxxx*x." }, Rule::Freestyle, Black));
    EXPECT_FALSE(wins({ ".xxxx*x." }, Rule::Standard, Black));
    EXPECT_FALSE(wins({ ".xxxx*x." }, Rule::Renju, Black));
    EXPECT_FALSE(wins({ ".xxxx*x." }, Rule::Caro, Black));
    EXPECT_TRUE(wins({ ".oooo*o." }, Rule::Freestyle, White));
    EXPECT_FALSE(wins({ ".oooo*o." }, Rule::Standard, White));
    EXPECT_TRUE(wins({ ".oooo*o." }, Rule::Renju, White));
    EXPECT_FALSE(wins({ ".oooo*o." }, Rule::Caro, White));
}

TEST(GomokuRules, CaroFiveClosedAtBothEndsDoesNotWin) {
    for (Rule rule : { Rule::Freestyle, Rule::Standard, Rule::Renju })
        EXPECT_TRUE(wins({ "oxxxx*o" }, rule, Black)) << to_string(rule);
    EXPECT_FALSE(wins({ "oxxxx*o" }, Rule::Caro, Black));
    EXPECT_FALSE(wins({ "xoo*oox" }, Rule::Caro, White));
    EXPECT_TRUE(wins({ "oxxxx*." }, Rule::Caro, Black));
    EXPECT_TRUE(wins({ ".oo*oox" }, Rule::Caro, White));
    // on a diagonal, closed at one end
    EXPECT_TRUE(
        wins({ "o.....", ".x....", "..x...", "...*..", "....x.", ".....x" }, Rule::Caro, Black));
}

TEST(GomokuRules, CaroFiveStoppedBeyondItsEnd) {
    int        star = -1;
    const auto p    = with_rule(diagram({ "oxxxx*.." }, star), Rule::Caro);
    ASSERT_TRUE(p);
    const int beyond = star + 1;
    EXPECT_FALSE(makes_five_if_blocked(*p, star, Black, beyond)); // oxxxxxo: closed
    EXPECT_FALSE(makes_five_if_blocked(*p, star, Black, star));
    EXPECT_TRUE(makes_five_if_blocked(*p, star, Black, beyond + 1));
    const auto q = with_rule(*p, Rule::Standard);
    EXPECT_TRUE(makes_five_if_blocked(*q, star, Black, beyond));
}

// GomocupJudge's renju check (renju_test.cpp): after h8 h9 i7 i9 h10 i6 i11 i12, g9 is a
// double-three, so not a legal move for black; white may play anywhere.
TEST(GomokuRules, RenjuFoulsAreNotLegalMovesForBlack) {
    Position p(15, Rule::Renju);
    for (const char* m : { "h8", "h9", "i7", "i9", "h10", "i6", "i11", "i12" })
        p.do_move(*parse_move(p, m));
    MoveList legal, fouls;
    generate_legal(p, legal);
    renju_fouls(p, fouls);
    EXPECT_FALSE(legal.contains(Move::at(point_of(6, 8)))); // g9
    EXPECT_TRUE(legal.contains(*parse_move(p, "g8")));
    EXPECT_EQ(legal.size() + fouls.size(), std::size_t(15 * 15 - 8));
    EXPECT_EQ(perft(p, 1), legal.size());
    p.do_move(*parse_move(p, "g8"));
    generate_legal(p, legal);
    EXPECT_EQ(legal.size(), std::size_t(15 * 15 - 9)); // white: every empty point
}

TEST(GomokuRules, TextCarriesTheRule) {
    for (Rule rule : AllRules) {
        const std::string text = "5/5/2x2/5/5 w" + std::string(rule == Rule::Freestyle ? "" : " ")
            + std::string(rule == Rule::Freestyle ? "" : to_string(rule));
        const auto p = Position::from_text(text);
        ASSERT_TRUE(p) << text;
        EXPECT_EQ(p->rule(), rule);
        EXPECT_EQ(p->text(), text);
    }
    const auto listed = Position::from_text("7,7,1 8,8,2 caro");
    ASSERT_TRUE(listed);
    EXPECT_EQ(listed->rule(), Rule::Caro);
    // a finished game under the rule: white's overline won under renju, not under standard
    const char* overline = "oooooo4/xxxx6/x9/x9/10/10/10/10/10/10 b";
    EXPECT_TRUE(Position::from_text(std::string(overline) + " renju")->winner());
    EXPECT_FALSE(Position::from_text(std::string(overline) + " standard")->winner());
}

// Positions for perft, with what makes them differ by rule:
//   9x9 A  black's d4 is a double-three (c3-e5 and e3-c5 diagonals);
//   9x9 B  black's d1 makes six; white's e2 makes a five closed by black at both ends;
//   7x7 C  black's threes near the edge, which closes some of them.
// Black-to-move positions go to depth 3 on the 7x7 board and 2 on 9x9 (the reference asks
// every black point of the definition-based checker), white-to-move ones to depth 3.
struct PerftCase {
    const char* text;
    int         depth;
};
constexpr PerftCase PerftCases[] = {
    { "9/9/2x1x4/9/2x1x2o1/6o2/1o3o3/9/9 b", 2 },
    { "9/9/2x1x4/9/2x1x2o1/6o2/1o3o3/9/8x w", 3 },
    { "xxx1xx3/xooo1ox2/9/9/9/9/9/9/1o1o1o3 b", 2 },
    { "xxx1xx3/xooo1ox2/9/9/9/9/9/9/1o1o1o2x w", 3 },
    { "7/1x1x3/7/1x1x1o1/2o4/1o3o1/7 b", 3 },
    { "7/1x1x3/7/1x1x1o1/2o4/1o3o1/6x w", 3 },
};

class GomokuRulePerft : public testing::TestWithParam<PerftCase> { };

TEST_P(GomokuRulePerft, MatchesTheReferenceCount) {
    const PerftCase& c = GetParam();
    for (Rule rule : AllRules) {
        auto p = with_rule(*Position::from_text(c.text), rule);
        ASSERT_TRUE(p) << c.text;
        const std::string before = p->text();
        EXPECT_EQ(perft(*p, c.depth), reference_perft(*p, c.depth))
            << c.text << " " << to_string(rule) << " depth " << c.depth;
        EXPECT_EQ(p->text(), before);
    }
}

INSTANTIATE_TEST_SUITE_P(Positions, GomokuRulePerft, testing::ValuesIn(PerftCases));

// The differences are where the positions say: B's d1 wins at once under freestyle only and
// is not legal under renju; A's d4 is not legal under renju.
TEST(GomokuRules, PerftDiffersWhereTheRulesDo) {
    auto count = [](const char* text, Rule rule, int depth) {
        auto p = with_rule(*Position::from_text(text), rule);
        return perft(*p, depth);
    };
    const char* a = PerftCases[0].text;
    const char* b = PerftCases[2].text;
    EXPECT_EQ(count(a, Rule::Renju, 1), count(a, Rule::Freestyle, 1) - 1);
    EXPECT_EQ(count(b, Rule::Renju, 1), count(b, Rule::Freestyle, 1) - 1);
    EXPECT_EQ(count(b, Rule::Freestyle, 2), count(b, Rule::Standard, 2) - 66);
    EXPECT_EQ(count(b, Rule::Caro, 2), count(b, Rule::Standard, 2));
}

} // namespace
