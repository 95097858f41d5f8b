#include "engine/protocol/ucci_command.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace engine::protocol::ucci;
using engine::protocol::EngineState;
using ::testing::HasSubstr;

namespace {
constexpr auto Idle = EngineState::Idle;
constexpr auto Busy = EngineState::Searching;
} // namespace

TEST(UcciCommand, SetOptionHasNoNameOrValueKeywords) {
    auto c = parse_ucci_command("setoption hashsize 64", Idle);
    ASSERT_TRUE(c);
    EXPECT_EQ(std::get<SetOption>(*c).name, "hashsize");
    EXPECT_EQ(std::get<SetOption>(*c).value, "64");
    EXPECT_EQ(std::get<SetOption>(*parse_ucci_command("setoption newgame", Idle)).value, "");
}

TEST(UcciCommand, PositionAndBanMoves) {
    auto c = parse_ucci_command(
        "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 "
        "moves h2e2 h7e7",
        Idle);
    ASSERT_TRUE(c);
    const auto& p = std::get<SetPosition>(*c);
    EXPECT_EQ(*p.fen, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    EXPECT_EQ(p.moves, (std::vector<std::string> { "h2e2", "h7e7" }));
    EXPECT_FALSE(std::get<SetPosition>(*parse_ucci_command("position startpos", Idle)).fen);
    EXPECT_EQ(std::get<BanMoves>(*parse_ucci_command("banmoves b0c2 h0g2", Idle)).moves.size(), 2u);
}

TEST(UcciCommand, GoModes) {
    auto g = std::get<Go>(
        *parse_ucci_command("go draw time 300 increment 2.5 opptime 200 oppincrement 2", Idle));
    EXPECT_TRUE(g.draw);
    EXPECT_EQ(g.time, 300.0);
    EXPECT_EQ(g.increment, 2.5);
    EXPECT_FALSE(g.movestogo);
    g = std::get<Go>(*parse_ucci_command("go ponder time 60000 movestogo 20", Idle));
    EXPECT_TRUE(g.ponder);
    EXPECT_EQ(g.movestogo, 20);
    EXPECT_EQ(std::get<Go>(*parse_ucci_command("go depth 8", Idle)).depth, 8);
    EXPECT_EQ(std::get<Go>(*parse_ucci_command("go nodes 1000", Idle)).nodes, 1000u);
    EXPECT_TRUE(std::get<Go>(*parse_ucci_command("go infinite", Idle)).infinite);
    auto bad = parse_ucci_command("go time soon", Idle);
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().column, 9);
}

TEST(UcciCommand, ThinkingAcceptsOnlyIsReadyPonderHitStopQuit) {
    EXPECT_TRUE(std::get<PonderHit>(*parse_ucci_command("ponderhit draw", Busy)).draw);
    EXPECT_TRUE(std::holds_alternative<Stop>(*parse_ucci_command("stop", Busy)));
    EXPECT_TRUE(std::holds_alternative<IsReady>(*parse_ucci_command("isready", Busy)));
    EXPECT_TRUE(std::holds_alternative<Quit>(*parse_ucci_command("quit", Busy)));
    for (const char* line : { "go depth 2", "position startpos", "banmoves a0a1", "ucci" }) {
        auto c = parse_ucci_command(line, Busy);
        ASSERT_FALSE(c) << line;
        EXPECT_THAT(c.error().message, HasSubstr("while searching"));
    }
    EXPECT_FALSE(parse_ucci_command("probe startpos", Idle));
}
