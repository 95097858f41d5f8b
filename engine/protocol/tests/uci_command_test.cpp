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

TEST(UciCommand, GoIsTyped) {
    auto c = parse_uci_command("go wtime 60000 btime -50 winc 1000 binc 0 movestogo 12");
    ASSERT_TRUE(c);
    const auto& g = std::get<Go>(*c);
    EXPECT_EQ(g.wtime, 60000);
    EXPECT_EQ(g.btime, -50); // an overdrawn clock is still a clock
    EXPECT_EQ(g.winc, 1000);
    EXPECT_EQ(g.binc, 0);
    EXPECT_EQ(g.movestogo, 12);
    EXPECT_FALSE(g.depth || g.nodes || g.movetime || g.mate || g.infinite || g.ponder);
    const auto h = std::get<Go>(*parse_uci_command("go ponder depth 7 nodes 5000 mate 3"));
    EXPECT_TRUE(h.ponder);
    EXPECT_EQ(h.depth, 7);
    EXPECT_EQ(h.nodes, 5000u);
    EXPECT_EQ(h.mate, 3);
    EXPECT_TRUE(std::get<Go>(*parse_uci_command("go infinite")).infinite);
    EXPECT_EQ(std::get<Go>(*parse_uci_command("go movetime 250")).movetime, 250);
}

TEST(UciCommand, GoSearchmovesTakesMovesUpToTheNextParameter) {
    auto g = std::get<Go>(*parse_uci_command("go depth 18 searchmoves c6d7 e3e2"));
    EXPECT_EQ(g.depth, 18);
    EXPECT_EQ(g.searchmoves, (std::vector<std::string> { "c6d7", "e3e2" }));
    g = std::get<Go>(*parse_uci_command("go searchmoves h2e2 b0c2 nodes 500 infinite"));
    EXPECT_EQ(g.searchmoves, (std::vector<std::string> { "h2e2", "b0c2" }));
    EXPECT_EQ(g.nodes, 500u);
    EXPECT_TRUE(g.infinite);
    EXPECT_TRUE(std::get<Go>(*parse_uci_command("go depth 3")).searchmoves.empty());
    auto c = parse_uci_command("go searchmoves depth 3");
    ASSERT_FALSE(c);
    EXPECT_EQ(c.error().column, 16);
    EXPECT_THAT(c.error().message, HasSubstr("expected moves after 'searchmoves'"));
    EXPECT_FALSE(parse_uci_command("go searchmoves"));
}

TEST(UciCommand, GoErrorsNameTheParameter) {
    auto c = parse_uci_command("go depth");
    ASSERT_FALSE(c);
    EXPECT_THAT(c.error().message, HasSubstr("after 'depth'"));
    c = parse_uci_command("go movetime 1x");
    ASSERT_FALSE(c);
    EXPECT_EQ(c.error().column, 13);
    EXPECT_THAT(c.error().message, HasSubstr("'1x'"));
    c = parse_uci_command("go nodes -5");
    ASSERT_FALSE(c);
    EXPECT_THAT(c.error().message, HasSubstr("negative"));
    c = parse_uci_command("go sideways 3");
    ASSERT_FALSE(c);
    EXPECT_THAT(c.error().message, HasSubstr("unknown 'go' parameter 'sideways'"));
}

TEST(UciCommand, WhileSearchingOnlyStopPonderHitIsReadyAndQuitAreAccepted) {
    const auto busy = EngineState::Searching;
    EXPECT_TRUE(std::holds_alternative<Stop>(*parse_uci_command("stop", busy)));
    EXPECT_TRUE(std::holds_alternative<PonderHit>(*parse_uci_command("ponderhit", busy)));
    EXPECT_TRUE(std::holds_alternative<IsReady>(*parse_uci_command("isready", busy)));
    EXPECT_TRUE(std::holds_alternative<Quit>(*parse_uci_command("quit", busy)));
    for (const char* line : { "go depth 3", "position startpos", "ucinewgame", "uci", "d",
             "setoption name Hash value 1", "bench" }) {
        auto c = parse_uci_command(line, busy);
        ASSERT_FALSE(c) << line;
        EXPECT_THAT(c.error().message, HasSubstr("while searching")) << line;
    }
    EXPECT_TRUE(std::holds_alternative<Bench>(*parse_uci_command("bench")));
    EXPECT_EQ(std::get<Bench>(*parse_uci_command("bench 4")).depth, 4);
    EXPECT_FALSE(parse_uci_command("bench 0"));
}
