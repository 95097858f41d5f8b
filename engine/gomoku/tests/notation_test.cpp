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
