#include "harness/prover/gomoku_prover.h"

#include "engine/gomoku/game.h"

#include <gtest/gtest.h>

namespace gm = engine::gomoku;
using namespace harness::prover;

namespace {

gm::Position parse(const char* text) {
    auto p = gm::Position::from_text(text);
    EXPECT_TRUE(p.has_value()) << text;
    return p ? *p : gm::Position();
}

TEST(GomokuProver, WinInOneTwoAndThree) {
    // A four: five at once.
    auto four
        = prove_gomoku_win(parse("15/15/15/15/15/15/15/7xxxx4/7oooo4/15/15/15/15/15/15 b"), 4);
    EXPECT_EQ(four.verdict, GomokuVerdict::Proved);
    EXPECT_EQ(four.win_in, 1);
    // An open three: open four, then five.
    auto three
        = prove_gomoku_win(parse("15/15/15/15/15/15/15/7xxx5/15/15/15/15/15/15/o1o1o10 b"), 4);
    EXPECT_EQ(three.verdict, GomokuVerdict::Proved);
    EXPECT_EQ(three.win_in, 2);
    // Two crossing open twos: a double open three at the crossing wins in 3.
    auto cross
        = prove_gomoku_win(parse("15/15/15/15/15/15/15/8xx5/15/7x7/7x7/15/15/15/o2o2o2o5 b"), 3);
    EXPECT_EQ(cross.verdict, GomokuVerdict::Proved);
    EXPECT_EQ(cross.win_in, 3);
}

TEST(GomokuProver, DefenderFourRefutes) {
    // Black's open three, but white has a four: black must block, and cannot win in 2.
    auto p = prove_gomoku_win(parse("15/15/15/15/15/15/15/7xxx5/15/15/15/15/15/1oooo10/x14 b"), 2);
    EXPECT_EQ(p.verdict, GomokuVerdict::Disproved);
}

TEST(GomokuProver, WinningMovesOfAnOpenThree) {
    int  unknown = 0;
    auto moves   = gomoku_winning_moves(
          parse("15/15/15/15/15/15/15/7xxx5/15/15/15/15/15/15/o1o1o10 b"), 2, {}, unknown);
    std::vector<std::string> text;
    for (auto m : moves) text.push_back(gm::to_string(m));
    EXPECT_EQ(text, (std::vector<std::string> { "g8", "k8" }));
    EXPECT_EQ(unknown, 0);
}

TEST(GomokuProver, BudgetGivesUnknown) {
    GomokuProofOptions o;
    o.budget = 10;
    auto p
        = prove_gomoku_win(parse("15/15/15/15/15/15/15/8xx5/15/7x7/7x7/15/15/15/o2o2o2o5 b"), 3, o);
    EXPECT_EQ(p.verdict, GomokuVerdict::Unknown);
}

std::vector<std::string> winning_moves(const char* text, int n) {
    int                      unknown = 0;
    std::vector<std::string> out;
    for (auto m : gomoku_winning_moves(parse(text), n, {}, unknown))
        out.push_back(gm::to_string(m));
    EXPECT_EQ(unknown, 0);
    return out;
}

// Black's `.xx.x.` on row 8 with x's column on i5-i7 (closed by o on i4): i8 makes an open four
// and a four, a win in 2 under freestyle, and a double-four (a foul) under renju, where black
// has no other win in 2.
constexpr const char* DoubleFourGap
    = "14o/11o3/15/8o6/8x6/8x6/8x6/6xx1x5/15/15/15/15/3o11/15/o13o b";

TEST(GomokuProverRenju, BlackWinThroughAFoulIsNotProved) {
    const std::string free = DoubleFourGap;
    EXPECT_EQ(prove_gomoku_win(parse(free.c_str()), 2).verdict, GomokuVerdict::Proved);
    EXPECT_EQ(winning_moves(free.c_str(), 2), (std::vector<std::string> { "i8" }));
    const std::string renju = free + " renju";
    EXPECT_EQ(prove_gomoku_win(parse(renju.c_str()), 2).verdict, GomokuVerdict::Disproved);
    EXPECT_TRUE(winning_moves(renju.c_str(), 2).empty());
}

TEST(GomokuProverRenju, OverlinePointIsNoFiveForBlack) {
    // xxx.xx: g8 makes six, a win under freestyle only.
    const std::string free = "o9o4/15/3o11/12o2/15/15/15/3xxx1xx6/15/15/15/15/15/15/14o b";
    EXPECT_EQ(prove_gomoku_win(parse(free.c_str()), 1).verdict, GomokuVerdict::Proved);
    EXPECT_EQ(
        prove_gomoku_win(parse((free + " renju").c_str()), 1).verdict, GomokuVerdict::Disproved);
}

// White's o's on d11-f11 (closed by x on c11); g11 makes a four whose only block, h11, is a
// double-three for black (h9 h10 with h11; f9 g10 with h11).
constexpr const char* FoulBlock = "15/13o1/15/15/15/15/15/15/5x1x7/6xx7/2xooo9/15/15/15/15 w";

TEST(GomokuProverRenju, WhiteWinsWhenTheOnlyBlockIsAFoul) {
    const std::string renju = std::string(FoulBlock) + " renju";
    const auto        p     = prove_gomoku_win(parse(renju.c_str()), 3);
    EXPECT_EQ(p.verdict, GomokuVerdict::Proved);
    EXPECT_EQ(p.win_in, 2);
    EXPECT_EQ(winning_moves(renju.c_str(), 2), (std::vector<std::string> { "g11" }));
    // Under freestyle black blocks on h11.
    EXPECT_EQ(prove_gomoku_win(parse(FoulBlock), 2).verdict, GomokuVerdict::Disproved);
}

TEST(GomokuProverRenju, BlackCannotBlockOnAFoul) {
    // After g11: black to move, white's five-point h11 is a foul for black, who has no five.
    const std::string free = "15/13o1/15/15/15/15/15/15/5x1x7/6xx7/2xoooo8/15/15/15/15 b";
    EXPECT_EQ(
        prove_gomoku_win(parse((free + " renju").c_str()), 3).verdict, GomokuVerdict::Disproved);
    EXPECT_EQ(winning_moves((free + " renju").c_str(), 3), std::vector<std::string> {});
    // Under freestyle the block is legal and makes black's double three.
    EXPECT_EQ(winning_moves(free.c_str(), 3), (std::vector<std::string> { "h11" }));
}

TEST(GomokuProver, WinInFourByThreats) {
    // arbiter-gomoku45-002: no win in 3 among the prover's moves; a three first wins in 4.
    const auto* text = "15/15/15/15/15/7o7/6oo7/6xxo6/5xx1o6/5ox8/5x9/15/15/15/15 b";
    EXPECT_EQ(prove_gomoku_win(parse(text), 3).verdict, GomokuVerdict::Disproved);
    const auto p = prove_gomoku_win(parse(text), 4);
    EXPECT_EQ(p.verdict, GomokuVerdict::Proved);
    EXPECT_EQ(p.win_in, 4);
    EXPECT_EQ(p.line.size(), 7u);
}

} // namespace
