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

} // namespace
