#include "engine/gomoku/game.h"

#include <gtest/gtest.h>

using namespace engine::gomoku;

namespace {

TEST(GomokuNotation, LetterAndGomocupForms) {
    const Position p;
    const Move     m = Move::at(point_of(7, 7));
    EXPECT_EQ(to_string(m), "h8");
    EXPECT_EQ(to_string(m, Notation::Gomocup), "7,7");
    EXPECT_EQ(to_string(Move::at(point_of(0, 14))), "a15");
    EXPECT_EQ(*parse_move(p, "h8"), m);
    EXPECT_EQ(*parse_move(p, "7,7"), m);
    EXPECT_EQ(*parse_move(p, "a15"), Move::at(point_of(0, 14)));
}

TEST(GomokuNotation, RejectsBadText) {
    Position p;
    p.do_move(Move::at(point_of(7, 7)));
    for (const char* bad :
        { "", "h", "z1", "h0", "h16", "p1", "7,", ",7", "7,7,7", "15,0", "a-1", "h8", "7,7" }) {
        auto m = parse_move(p, bad);
        EXPECT_FALSE(m.has_value()) << bad;
        if (!m) {
            EXPECT_FALSE(m.error().message.empty());
        }
    }
    auto occupied = parse_move(p, "7,7");
    EXPECT_NE(occupied.error().message.find("not empty"), std::string::npos);
}

TEST(GomokuNotation, TwentyBoardUsesLettersToT) {
    auto p = Position::from_text("20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20 b");
    ASSERT_TRUE(p);
    EXPECT_EQ(*parse_move(*p, "t20"), Move::at(point_of(19, 19)));
    EXPECT_EQ(to_string(Move::at(point_of(19, 19))), "t20");
}

} // namespace

namespace {

// Black's g9 after GomocupJudge's renju rule check h8 h9 i7 i9 h10 i6 i11 i12 is a
// double-three: open threes on the two diagonals through g9 (i7 h8 g9 and g9 h10 i11).
Position renju_line(Rule rule) {
    Position p(DefaultSize, rule);
    for (const char* m : { "h8", "h9", "i7", "i9", "h10", "i6", "i11", "i12" })
        p.do_move(*parse_move(p, m));
    return p;
}

TEST(GomokuNotation, RenjuFoulIsRefusedWithItsPattern) {
    const Position p    = renju_line(Rule::Renju);
    auto           foul = parse_move(p, "g9");
    ASSERT_FALSE(foul);
    EXPECT_EQ(foul.error().message,
        "'g9' is forbidden to black under renju: double-three (i7 h8 g9 h10 i11)");
    EXPECT_EQ(renju_foul_text(p, point_of(6, 8)), foul.error().message.substr(8));
    EXPECT_TRUE(parse_move(p, "g8"));
    // The same point is legal under freestyle, and for white.
    EXPECT_TRUE(parse_move(renju_line(Rule::Freestyle), "g9"));
    Position white = p;
    white.do_move(Move::at(point_of(0, 0)));
    EXPECT_FALSE(renju_foul_text(white, point_of(6, 8)));
    EXPECT_TRUE(parse_move(white, "g9"));
}

} // namespace
