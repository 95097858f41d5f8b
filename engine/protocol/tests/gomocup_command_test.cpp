#include "engine/protocol/gomocup_command.h"

#include <gtest/gtest.h>

using namespace engine::protocol::gomocup;

namespace {

TEST(GomocupCommand, ParsesEveryCommandInAnyCase) {
    EXPECT_EQ(std::get<Start>(*parse_command("START 20")).size, 20);
    EXPECT_EQ(std::get<Start>(*parse_command("start 15\r")).size, 15);
    const auto r = std::get<RectStart>(*parse_command("RECTSTART 20,15"));
    EXPECT_EQ(r.width, 20);
    EXPECT_EQ(r.height, 15);
    const auto t = std::get<Turn>(*parse_command("TURN 10,3"));
    EXPECT_EQ(t.x, 10);
    EXPECT_EQ(t.y, 3);
    EXPECT_TRUE(std::holds_alternative<Begin>(*parse_command("begin")));
    EXPECT_TRUE(std::holds_alternative<Board>(*parse_command("BOARD")));
    EXPECT_TRUE(std::holds_alternative<End>(*parse_command("END")));
    EXPECT_TRUE(std::holds_alternative<About>(*parse_command("ABOUT")));
    EXPECT_TRUE(std::holds_alternative<Restart>(*parse_command("RESTART")));
    EXPECT_EQ(std::get<Takeback>(*parse_command("TAKEBACK 1,2")).y, 2);
    const auto i = std::get<Info>(*parse_command("INFO TIMEOUT_TURN 5000"));
    EXPECT_EQ(i.key, "timeout_turn");
    EXPECT_EQ(i.value, "5000");
    EXPECT_TRUE(std::holds_alternative<Swap2Board>(*parse_command("swap2board")));
    EXPECT_EQ(std::get<Unknown>(*parse_command("PLAY 7,7")).keyword, "PLAY");
}

TEST(GomocupCommand, ErrorsQuoteTheToken) {
    auto e = parse_command("TURN 7;7");
    ASSERT_FALSE(e.has_value());
    EXPECT_EQ(e.error().column, 6);
    EXPECT_NE(e.error().message.find("'7;7'"), std::string::npos);
    EXPECT_FALSE(parse_command("START").has_value());
    EXPECT_FALSE(parse_command("START x").has_value());
    EXPECT_FALSE(parse_command("BEGIN now").has_value());
    EXPECT_FALSE(parse_command("TURN 1,2 3,4").has_value());
}

TEST(GomocupCommand, BoardLines) {
    const auto s = std::get<BoardStone>(*parse_board_line("7,8,2\r"));
    EXPECT_EQ(s.x, 7);
    EXPECT_EQ(s.y, 8);
    EXPECT_EQ(s.field, 2);
    EXPECT_TRUE(std::holds_alternative<BoardDone>(*parse_board_line("done")));
    EXPECT_FALSE(parse_board_line("7,8").has_value());
    EXPECT_FALSE(parse_board_line("7,8,4").has_value());
    EXPECT_FALSE(parse_board_line("a,b,c").has_value());
}

TEST(GomocupCommand, Swap2Lines) {
    const auto s = std::get<Swap2Stone>(*parse_swap2_line("8,7\r"));
    EXPECT_EQ(s.x, 8);
    EXPECT_EQ(s.y, 7);
    EXPECT_TRUE(std::holds_alternative<BoardDone>(*parse_swap2_line("DONE")));
    EXPECT_FALSE(parse_command("SWAP2BOARD 3").has_value());
    const auto e = parse_swap2_line("7,7 8,7");
    ASSERT_FALSE(e.has_value());
    EXPECT_EQ(e.error().message, "expected one stone 'x,y' or DONE in SWAP2BOARD, got '7,7 8,7'");
    EXPECT_FALSE(parse_swap2_line("7,7,1").has_value());
}

} // namespace
