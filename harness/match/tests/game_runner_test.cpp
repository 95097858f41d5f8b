#include "harness/match/game_runner.h"

#include <gtest/gtest.h>

using namespace harness::match;
using engine::core::Color;

TEST(MoveLimits, ClocksOfBothSidesAndTheMoversOwnLimits) {
    std::array<Player, 2> players;
    players[0].tc = *parse_tc("40/60+0.5");
    players[1].tc = *parse_tc("10+0.1");
    auto w        = move_limits(Color::First, players, { 59000, 9000 }, 39);
    EXPECT_EQ(w.wtime_ms, 59000);
    EXPECT_EQ(w.btime_ms, 9000);
    EXPECT_EQ(w.winc_ms, 500);
    EXPECT_EQ(w.binc_ms, 100);
    EXPECT_EQ(w.movestogo, 39);
    EXPECT_FALSE(w.nodes);
    players[1].tc.nodes = 500;
    auto b              = move_limits(Color::Second, players, { 59000, 9000 }, std::nullopt);
    EXPECT_EQ(b.nodes, 500u);
    EXPECT_EQ(b.btime_ms, 9000);
    EXPECT_FALSE(b.movestogo);
}

TEST(MoveLimits, NoClockSendsOnlyTheSearchLimit) {
    std::array<Player, 2> players;
    players[0].tc.depth       = 5;
    players[1].tc.movetime_ms = 300;
    auto w                    = move_limits(Color::First, players, { 0, 0 }, std::nullopt);
    EXPECT_EQ(w.depth, 5);
    EXPECT_FALSE(w.wtime_ms);
    EXPECT_FALSE(w.movetime_ms);
    auto b = move_limits(Color::Second, players, { 0, 0 }, std::nullopt);
    EXPECT_EQ(b.movetime_ms, 300);
    EXPECT_FALSE(b.depth);
}
