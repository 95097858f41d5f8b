// Renju fouls on hand-checked diagrams. Each case is a small board picture (top row first;
// x black, o white, '.' empty, '*' the point where black would play), the foul expected there
// and why: the RIF definitions (renju.net/study/rifrules.php), a public rule check, or a worked
// case. Diagrams sit at (4, 4) of a 20x20 board unless a case places them at an edge; far
// filler stones on the last row balance the colours. Every case is also put to the
// definition-based reference, so a wrong hand analysis fails as loudly as a wrong detector.

#include "renju_reference.h"

#include "engine/gomoku/game.h"

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

using namespace engine::gomoku;
using engine::gomoku::test_support::diagram;
using engine::gomoku::test_support::reference_foul;

namespace {

struct FoulCase {
    const char*                   name;
    std::vector<std::string_view> rows;
    Foul                          foul;
    const char*                   why;
    int                           size = 20, x0 = 4, y0 = 4;
};

// clang-format off
const std::vector<FoulCase> Cases = {
    // Fives and overlines.
    { "FiveExact", { "xxxx*" }, Foul::None, "exactly five wins (RIF: five)" },
    { "FiveThenGap", { "xxxx*.x" }, Foul::None, "the stone beyond the gap is not in the row" },
    { "OverlineSixAtEnd", { "xxxx*x" }, Foul::Overline, "six in a row (RIF: overline)" },
    { "OverlineSixInside", { ".xx*xxx" }, Foul::Overline, "2 + 1 + 3 = six" },
    { "OverlineSeven", { "xxx*xxx" }, Foul::Overline, "seven in a row" },
    { "OverlineVertical", { "x", "x", "*", "x", "x", "x" }, Foul::Overline, "six down a column" },
    { "OverlineDiagonal", { "x.....", ".x....", "..*...", "...x..", "....x.", ".....x" },
      Foul::Overline, "six on the diagonal" },
    { "OverlineAntiDiagonal", { ".....x", "....x.", "...*..", "..x...", ".x....", "x....." },
      Foul::Overline, "six on the other diagonal" },
    { "FiveBeatsOverline", { "....x", "....x", "....x", "....x", "xxxx*", "....x" }, Foul::None,
      "five across and six down: the five wins (a five beats a foul; piskvork tests five first)" },
    { "FiveBeatsDoubleFour", { "o...o", ".x..x", "..x.x", "...xx", "xxxx*" }, Foul::None,
      "five across with two closed fours: the five wins" },
    { "FiveBeatsDoubleThree", { ".....", ".....", "..x.x", "...xx", "xxxx*" }, Foul::None,
      "five across with two open threes: the five wins" },
    { "DoubleThreeWithoutTheFive", { ".....", ".....", "..x.x", "...xx", "....*" },
      Foul::DoubleThree, "the position above less its five: diagonal and column threes" },
    // Fours.
    { "SingleClosedFour", { "oxxx*." }, Foul::None, "one four is legal" },
    { "SingleStraightFour", { ".xxx*." }, Foul::None, "a straight four is one four" },
    { "DoubleFourCross", { "....o", "....x", "....x", "....x", "oxxx*" }, Foul::DoubleFour,
      "closed fours across and down (RIF: double-four)" },
    { "DoubleFourDiagonals", { "o.......o", ".x.....x.", "..x...x..", "...x.x...", "....*...." },
      Foul::DoubleFour, "closed fours on both diagonals" },
    { "DoubleFourOneLineSplit", { ".x.x*x.x." }, Foul::DoubleFour,
      "X.XXX.X: fives at both gaps complete different fours" },
    { "DoubleFourOneLinePairs", { "xx.x*.xx." }, Foul::DoubleFour,
      "XX.XX.XX: each gap completes its own four" },
    { "DoubleFourOneLineTriples", { "xxx.*.xxx" }, Foul::DoubleFour,
      "XXX.X.XXX: each gap completes its own four" },
    { "OneLineOneSideOverline", { "x.x*x.xx." }, Foul::None,
      "the right gap would make six, so only one four" },
    { "OneLineOtherSideOverline", { "xx.x*x.x." }, Foul::None,
      "the left gap would make six, so only one four" },
    { "FourOnlyByOverlineIsNoFour", { ".....o", ".....x", ".....x", ".....x", "xx.xx*o" },
      Foul::None, "XX.XX*o: the gap makes six, so across is no four; one four down" },
    { "FourOnlyByOverlineControl", { ".....o", ".....x", ".....x", ".....x", ".x.xx*o" },
      Foul::DoubleFour, "without the far stone the gap makes five: two fours" },
    { "DoubleFourBrokenFours", { ".........", ".........", ".....x...", ".....x...", "..x.x*x..",
      ".........", ".....x..." }, Foul::DoubleFour, "X.XXX across and XX*.X down are fours" },
    { "DoubleFourStraightAndClosed", { "....o", "....x", "....x", "....x", ".xxx*" },
      Foul::DoubleFour, "a straight four and a closed four" },
    { "FourThreeIsLegal", { ".....", ".....", "....x", "....x", "oxxx*" }, Foul::None,
      "one four and one three is not a foul" },
    { "FourFourThree", { "....o", "....x", "..x.x", "...xx", "oxxx*" }, Foul::DoubleFour,
      "two fours and a three: double-four is reported first" },
    { "DoubleFourWithOverline", { "...o..", "x..x..", ".x.x..", "..xx..", "xxx*xx" },
      Foul::DoubleFour, "six across, fours down and on the diagonal: fours before overline" },
    // Threes.
    { "SingleOpenThree", { "..xx*.." }, Foul::None, "one three is legal" },
    { "DoubleThreeCross", { ".....", ".....", "....x", "....x", "..xx*" }, Foul::DoubleThree,
      "open threes across and down (RIF: double-three)" },
    { "DoubleThreeSplitAndSolid", { ".....", ".....", "....x", "....x", ".x.x*" },
      Foul::DoubleThree, "a split three X.XX counts like a solid one" },
    { "DoubleThreeBothSplit", { ".....", "....x", ".....", "....x", ".x.x*" },
      Foul::DoubleThree, "two split threes" },
    { "DoubleThreeDiagonals", { ".........", ".........", "..x...x..", "...x.x...", "....*...." },
      Foul::DoubleThree, "open threes on both diagonals" },
    { "TripleThree", { ".........", ".........", "..x.x.x..", "...xxx...", "....*...." },
      Foul::DoubleThree, "three threes is a double-three too" },
    { "ThreeClosedByWhite", { ".....", ".....", "....x", "....x", ".oxx*...." }, Foul::None,
      "oXX*..: no straight four can be made across, one three down" },
    { "FourThreeThree", { "....o", "....x", "..x.x", "...xx", "..xx*" }, Foul::DoubleThree,
      "a four and two threes: forbidden (renju.in: forks of more than two)" },
    { "SpaceOfFiveIsNoThree", { ".....", ".....", "....x", "....x", "o.xx*.o.." }, Foul::None,
      "o.XX*.o: five free points hold no straight four" },
    { "SpaceOfSixIsThree", { "......", "......", ".....x", ".....x", "o..xx*.o." },
      Foul::DoubleThree, "o..XX*.o: the straight four .XXXX. fits" },
    { "WhiteTwoAwayStillThree", { ".....", ".....", "....x", "....x", "..xx*.o.." },
      Foul::DoubleThree, "..XX*.o: the four .XXXX. on the left is straight" },
    { "OverlineBothWaysIsNoThree", { "......", "......", ".....x", ".....x", "x..xx*..x" },
      Foul::None, "x..XX*..x: either straight four would leave an end making six" },
    { "OverlineOneWayStillThree", { "......", "......", ".....x", ".....x", "x..xx*..." },
      Foul::DoubleThree, "x..XX*...: the right-hand straight four is clean" },
    // Threes whose completion point is itself forbidden (the recursive rule).
    { "FalseThreeCompletionOverline", { ".........", "..x......", "..x.x....", "..x.x....",
      ".x.x*....", "..x......", "..x......" }, Foul::None,
      "the only point making X.XX* straight is an overline point: one real three" },
    { "FalseThreeCompletionFive", { ".........", "..x......", "..x.x....", "..x.x....",
      ".x.x*....", "..x......" }, Foul::None,
      "the completion makes five down at the same time (RIF: three)" },
    { "FalseThreeCompletionFourFour", { ".........", ".........", "..x.x....", "..x.x....",
      ".x.x*....", "..x......" }, Foul::None,
      "the completion makes a straight four across and a four down: double-four" },
    { "RealThreeCompletionFourThree", { ".........", ".........", "....x....", "..x.x....",
      ".x.x*....", "..x......" }, Foul::DoubleThree,
      "the completion makes a straight four across and a three down: legal, two threes" },
    { "FalseThreeCompletionDoubleFour", { "..o......", "..x......", "..x.x....", "..x.x....",
      ".x.x*...." }, Foul::None,
      "the completion would make a straight four across and a four down: double-four" },
    { "FalseThreeCompletionDoubleThree", { ".........", ".........", "x.x.x....", ".xx.x....",
      ".x.x*...." }, Foul::None,
      "the completion makes a four and two real threes (depth 2): forbidden" },
    { "RealThreeCompletionBlockedThree", { ".........", ".........", "x.x.x....", ".xx.x....",
      ".x.x*....", "...o....." }, Foul::DoubleThree,
      "as above with the completion's diagonal three blocked: a legal four-three" },
    { "OpenThreeOneCompletionForbidden", { ".........", ".x.......", ".x..x....", ".x..x....",
      "..xx*....", ".x.......", ".x......." }, Foul::DoubleThree,
      "the left completion is an overline point, the right one is legal" },
    { "OpenThreeBothCompletionsForbidden", { ".........", ".x...x...", ".x..xx...", ".x..xx...",
      "..xx*....", ".x...x...", ".x...x..." }, Foul::None,
      "both completions across are overline points: one real three" },
    // Edges and board sizes.
    { "EdgeOneFreePointThree", { "......", "...x..", "...x..", ".xx*..", "......", "......" },
      Foul::DoubleThree, "one free point to the edge still holds .XXXX.", 15, 0, 0 },
    { "EdgeTouchingIsNoThree", { "......", "..x...", "..x...", "xx*...", "......", "......" },
      Foul::None, "XX* against the edge cannot become straight", 15, 0, 0 },
    { "EdgeDoubleFour", { "...x", "...x", "...x", "xxx*.", "....." }, Foul::DoubleFour,
      "the edge closes both fours at one end", 15, 0, 0 },
    { "EdgeBlocksBothEnds", { "...x", "...x", "...x", "xxx*o", "....." }, Foul::None,
      "edge and white close the row: one four down", 15, 0, 0 },
    { "CornerDoubleFour", { ".xxx*", "....x", "....x", "....x", "....." }, Foul::DoubleFour,
      "top-right corner of a 20x20 board", 20, 15, 0 },
    { "SixBoardOverline", { "xxx*xx", "ooo.oo", "......", "......", "......", "......" },
      Foul::Overline, "a whole row of a 6x6 board", 6, 0, 0 },
    { "FiveBoardFive", { "xx*xx", ".....", "oo.oo", ".....", "....." }, Foul::None,
      "a whole row of a 5x5 board is an exact five", 5, 0, 0 },
    { "FiveBoardNoThree", { "o...o", "..x..", ".x*x.", "..x..", "o...o" }, Foul::None,
      "a 5x5 line has no room for a straight four", 5, 0, 0 },
    { "SixBoardDoubleThree", { "o....o", "..x...", ".x*x..", "..x...", "......", "o....o" },
      Foul::DoubleThree, "a 6x6 line just holds .XXXX.", 6, 0, 0 },
    { "FiveBoardDoubleFour", { "xxx*.", "...x.", "oo.x.", "oo.x.", "oo..." }, Foul::DoubleFour,
      "a row and a column of a 5x5 board, each closed by the edge", 5, 0, 0 },
    { "WhiteThreeAwayStillThree", { "......", "......", ".....x", ".....x", "o..xx*..o" },
      Foul::DoubleThree, "o..XX*..o: the right-hand straight four fits before the white stone" },
    { "DoubleThreeSplitDiagonals", { ".........", ".x.....x.", ".........", "...x.x...",
      "....*...." }, Foul::DoubleThree, "split threes X.X* on both diagonals" },
    { "SplitThreeOverlineSideIsNoThree", { "......", "......", ".....x", ".....x", "x.x.x*.." },
      Foul::None, "x.X.X*: filling the gap leaves a four whose far end makes six" },
};
// clang-format on

class RenjuFoulCase : public ::testing::TestWithParam<FoulCase> { };

TEST_P(RenjuFoulCase, DetectorAndReferenceAgreeWithHand) {
    const FoulCase& c    = GetParam();
    int             star = -1;
    const Position  p    = diagram(c.rows, star, c.size, c.x0, c.y0);
    ASSERT_GE(star, 0) << "no '*' in " << c.name;
    EXPECT_EQ(renju_foul(p, star).foul, c.foul) << c.why << "\n" << board_diagram(p);
    EXPECT_EQ(reference_foul(p, star).foul, c.foul) << c.why << "\n" << board_diagram(p);
    EXPECT_EQ(is_renju_foul(p, star), c.foul != Foul::None);
}

INSTANTIATE_TEST_SUITE_P(Renju, RenjuFoulCase, ::testing::ValuesIn(Cases),
    [](const ::testing::TestParamInfo<FoulCase>& case_info) {
        return std::string(case_info.param.name);
    });

Position play(std::initializer_list<const char*> moves, int size = 15) {
    Position p(size, Rule::Standard);
    for (const char* m : moves) {
        auto mv = parse_move(p, m);
        EXPECT_TRUE(mv.has_value()) << m;
        if (mv) p.do_move(*mv);
    }
    return p;
}

int at(const char* text) { return parse_move(Position(20), text)->point(); }

// GomocupJudge's renju check (test_zip_rules.py), letters = x, numbers = y + 1 from the top:
// after h8 h9 i7 i9 h10 i6 i11 i12, g9 makes open threes on both diagonals.
TEST(RenjuFoul, GomocupJudgeRuleCheck) {
    const Position p = play({ "h8", "h9", "i7", "i9", "h10", "i6", "i11", "i12" });
    EXPECT_EQ(renju_foul(p, at("g9")).foul, Foul::DoubleThree);
    MoveList fouls;
    renju_fouls(p, fouls);
    EXPECT_TRUE(fouls.contains(Move::at(at("g9"))));
    EXPECT_EQ(renju_foul(p, at("g8")).foul, Foul::None);
}

TEST(RenjuFoul, PatternNamesTheStones) {
    int            star = -1;
    const Position four = diagram({ ".x.x*x.x." }, star);
    EXPECT_EQ(renju_foul(four, star).pattern,
        (std::vector<int> {
            point_of(5, 4), point_of(7, 4), point_of(8, 4), point_of(9, 4), point_of(11, 4) }));
    const Position three = diagram({ "....x", "....x", "..xx*" }, star);
    EXPECT_EQ(renju_foul(three, star).pattern,
        (std::vector<int> {
            point_of(8, 4), point_of(8, 5), point_of(6, 6), point_of(7, 6), point_of(8, 6) }));
    const Position six = diagram({ "xx*xxx" }, star);
    EXPECT_EQ(renju_foul(six, star).pattern.size(), 6u);
    EXPECT_TRUE(renju_foul(diagram({ "..xx*.." }, star), star).pattern.empty());
}

TEST(RenjuWin, BlackExactlyFiveWhiteFiveOrMore) {
    int            star = -1;
    const Position p    = diagram({ "xxxx*x", "oooo.o" }, star);
    EXPECT_FALSE(renju_win(p, star, Black)); // six
    EXPECT_TRUE(renju_win(p, star + Stride, White)); // six for white wins
    const Position q = diagram({ "xxxx*.", "oooo.." }, star);
    EXPECT_TRUE(renju_win(q, star, Black));
    EXPECT_TRUE(renju_win(q, star + Stride, White));
    EXPECT_FALSE(renju_win(q, star + Stride + 1, White));
}

TEST(RenjuFoul, NamesOfFouls) {
    EXPECT_EQ(to_string(Foul::None), "none");
    EXPECT_EQ(to_string(Foul::DoubleThree), "double-three");
    EXPECT_EQ(to_string(Foul::DoubleFour), "double-four");
    EXPECT_EQ(to_string(Foul::Overline), "overline");
}

} // namespace
