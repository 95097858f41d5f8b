#include "engine/protocol/uci_command.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace engine::protocol;
using ::testing::HasSubstr;

TEST(UciCommand, ParsesSimpleCommands) {
    EXPECT_TRUE(std::holds_alternative<UciHello>(*parse_uci_command("uci")));
    EXPECT_TRUE(std::holds_alternative<IsReady>(*parse_uci_command("  isready \r")));
    EXPECT_TRUE(std::holds_alternative<NewGame>(*parse_uci_command("ucinewgame")));
    EXPECT_TRUE(std::holds_alternative<Quit>(*parse_uci_command("quit")));
    EXPECT_TRUE(std::holds_alternative<Display>(*parse_uci_command("d")));
}

TEST(UciCommand, ParsesPosition) {
    auto c = parse_uci_command("position startpos moves e2e4 e7e5");
    ASSERT_TRUE(c);
    auto& p = std::get<SetPosition>(*c);
    EXPECT_FALSE(p.fen);
    EXPECT_EQ(p.moves, (std::vector<std::string> { "e2e4", "e7e5" }));
    c = parse_uci_command("position fen 8/8/8/8/8/8/8/K6k w - - 0 1 moves a1b1");
    ASSERT_TRUE(c);
    EXPECT_EQ(*std::get<SetPosition>(*c).fen, "8/8/8/8/8/8/8/K6k w - - 0 1");
}

TEST(UciCommand, ParsesSetOptionWithSpacesInNameAndValue) {
    auto c = parse_uci_command("setoption name Clear Hash");
    ASSERT_TRUE(c);
    EXPECT_EQ(std::get<SetOption>(*c).name, "Clear Hash");
    c = parse_uci_command("setoption name UCI_Variant value xiangqi");
    EXPECT_EQ(std::get<SetOption>(*c).value, "xiangqi");
}

TEST(UciCommand, ParsesGoPerft) {
    auto c = parse_uci_command("go perft 5");
    ASSERT_TRUE(c);
    EXPECT_EQ(std::get<GoPerft>(*c).depth, 5);
    EXPECT_TRUE(std::holds_alternative<Go>(*parse_uci_command("go depth 5")));
}

TEST(UciCommand, ErrorsQuoteTheTokenAndColumn) {
    auto c = parse_uci_command("flip board");
    ASSERT_FALSE(c);
    EXPECT_EQ(c.error().column, 1);
    EXPECT_THAT(c.error().message, HasSubstr("unknown command 'flip'"));
    c = parse_uci_command("go perft x");
    ASSERT_FALSE(c);
    EXPECT_EQ(c.error().column, 10);
    EXPECT_THAT(c.error().message, HasSubstr("'x'"));
    c = parse_uci_command("position start");
    ASSERT_FALSE(c);
    EXPECT_THAT(c.error().message, HasSubstr("'start'"));
    c = parse_uci_command("setoption Hash 16");
    ASSERT_FALSE(c);
    c = parse_uci_command("isready now");
    ASSERT_FALSE(c);
    EXPECT_EQ(c.error().column, 9);
    c = parse_uci_command(std::string(MaxLineLength + 1, 'a'));
    ASSERT_FALSE(c);
    EXPECT_THAT(c.error().message, HasSubstr("line too long"));
    c = parse_uci_command("\x01\xff\xfe");
    ASSERT_FALSE(c);
    EXPECT_THAT(c.error().message, HasSubstr("\\x01"));
}
