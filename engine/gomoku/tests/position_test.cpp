#include "engine/gomoku/game.h"

#include <gtest/gtest.h>

using namespace engine::gomoku;

namespace {

Position parse(std::string_view text) {
    auto p = Position::from_text(text);
    EXPECT_TRUE(p.has_value()) << (p ? "" : p.error().to_string());
    return p ? *p : Position();
}

TEST(GomokuPosition, StartIsEmptyFifteenBlackToMove) {
    const Position p = parse(StartFen);
    EXPECT_EQ(p.size(), 15);
    EXPECT_EQ(p.side_to_move(), Black);
    EXPECT_EQ(p.stone_count(), 0);
    EXPECT_EQ(p.rule(), Rule::Freestyle);
    EXPECT_EQ(p.text(), StartFen);
    EXPECT_TRUE(p.is_ok());
}

TEST(GomokuPosition, RowsRoundTripWithRuleAndSize) {
    const std::string t
        = "20/20/20/20/20/20/20/20/9x10/9o10/20/20/20/20/20/20/20/20/20/20 b standard";
    const Position p = parse(t);
    EXPECT_EQ(p.size(), 20);
    EXPECT_EQ(p.rule(), Rule::Standard);
    EXPECT_EQ(p.stone(9, 8), Stone::X);
    EXPECT_EQ(p.stone(9, 9), Stone::O);
    EXPECT_EQ(p.text(), t);
}

TEST(GomokuPosition, EpdFormHasAFourthField) {
    const Position p = parse("15/15/15/15/15/15/15/7x7/15/15/15/15/15/15/15 w standard -");
    EXPECT_EQ(p.text(), "15/15/15/15/15/15/15/7x7/15/15/15/15/15/15/15 w standard");
    EXPECT_FALSE(Position::from_text("5/5/5/5/5 b freestyle - x").has_value());
    EXPECT_TRUE(Position::from_text("5/5/5/5/5 b freestyle - 0 1").has_value());
    EXPECT_FALSE(Position::from_text("5/5/5/5/5 b freestyle - 0 1 2").has_value());
}

TEST(GomokuPosition, ListingIsPiskvorkBoard) {
    const Position p = parse("7,7,1 8,8,2 7,8,1");
    EXPECT_EQ(p.size(), 15);
    EXPECT_EQ(p.side_to_move(), White);
    EXPECT_EQ(p.stone(7, 8), Stone::X);
    const Position big = parse("17,17,1\n0,0,2 standard");
    EXPECT_EQ(big.size(), 20);
    EXPECT_EQ(big.rule(), Rule::Standard);
}

TEST(GomokuPosition, ErrorsNameColumnAndToken) {
    struct Case {
        const char* text;
        int         column;
        const char* words;
    };
    const Case cases[] = {
        { "", 1, "empty" },
        { "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 q", 46, "'q'" },
        { "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15", 45, "side to move" },
        { "15/15/15/15/15/15/15/15/15/15/15/15/15/15/14 b", 45, "row 15 has 14" },
        { "5/5/5/5/5/5 b", 1, "square" },
        { "5/5/5/5/4z b", 10, "'z'" },
        { "5/5/5/5/5 b gomoku", 13, "'gomoku'" },
        { "5/5/5/5/xx3 b", 13, "2 black and 0 white" },
        { "xxxxx/oooo1/o4/5/5 b", 20, "black has a winning line" },
        { "7,7,1 7,7,2", 7, "listed twice" },
        { "7,7,3", 1, "colour" },
        { "7,7", 1, "'7,7'" },
        { "25,1,1", 1, "off the board" },
    };
    for (const auto& c : cases) {
        auto p = Position::from_text(c.text);
        ASSERT_FALSE(p.has_value()) << c.text << " -> " << (p ? p->text() : "");
        EXPECT_EQ(p.error().column, c.column) << c.text << ": " << p.error().message;
        EXPECT_NE(p.error().message.find(c.words), std::string::npos)
            << c.text << ": " << p.error().message;
    }
}

TEST(GomokuPosition, FinishedGameParsesAsWon) {
    const Position p = parse("xxxxx/oooo1/5/5/5 w");
    ASSERT_TRUE(p.winner());
    EXPECT_EQ(*p.winner(), Black);
    MoveList list;
    generate_legal(p, list);
    EXPECT_TRUE(list.empty());
}

TEST(GomokuPosition, DoUndoRestoresKey) {
    Position   p  = parse(StartFen);
    const auto k0 = p.key();
    const Move m  = Move::at(point_of(7, 7));
    p.do_move(m);
    EXPECT_NE(p.key(), k0);
    EXPECT_EQ(p.side_to_move(), White);
    p.undo_move(m);
    EXPECT_EQ(p.key(), k0);
    EXPECT_EQ(p.text(), StartFen);
}

TEST(GomokuPerft, FallingFactorialOnEmptyBoard) {
    Position p = parse("5/5/5/5/5 b");
    EXPECT_EQ(perft(p, 1), 25u);
    EXPECT_EQ(perft(p, 2), 25u * 24);
    EXPECT_EQ(perft(p, 3), 25u * 24 * 23);
}

} // namespace
