#include "harness/match/game_clock.h"
#include "harness/match/time_control.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::match;
using ::testing::HasSubstr;

TEST(TimeControl, ParsesMovesBaseAndIncrement) {
    auto tc = parse_tc("40/60+0.6");
    ASSERT_TRUE(tc) << tc.error().to_string();
    EXPECT_EQ(tc->moves, 40);
    EXPECT_EQ(tc->base_ms, 60000);
    EXPECT_EQ(tc->inc_ms, 600);
    auto short_tc = parse_tc("10+0.1");
    ASSERT_TRUE(short_tc);
    EXPECT_EQ(short_tc->moves, 0);
    EXPECT_EQ(short_tc->base_ms, 10000);
    EXPECT_EQ(short_tc->inc_ms, 100);
    auto minutes = parse_tc("1:30");
    ASSERT_TRUE(minutes);
    EXPECT_EQ(minutes->base_ms, 90000);
    EXPECT_FALSE(parse_tc("inf")->has_clock());
}

TEST(TimeControl, BadTokensAreQuoted) {
    for (const char* bad : { "", "abc", "40/", "/60", "0+1", "10+x", "-5", "1.5/60" }) {
        auto tc = parse_tc(bad);
        ASSERT_FALSE(tc) << bad;
        EXPECT_THAT(tc.error().message, HasSubstr("'" + std::string(bad) + "'"));
    }
}

TEST(TimeControl, EngineKeys) {
    TimeControl tc;
    EXPECT_TRUE(*apply_tc_key(tc, "st", "0.5"));
    EXPECT_TRUE(*apply_tc_key(tc, "nodes", "1000"));
    EXPECT_TRUE(*apply_tc_key(tc, "depth", "7"));
    EXPECT_TRUE(*apply_tc_key(tc, "timemargin", "50"));
    EXPECT_FALSE(*apply_tc_key(tc, "name", "x"));
    EXPECT_EQ(tc.movetime_ms, 500);
    EXPECT_EQ(tc.nodes, 1000u);
    EXPECT_EQ(tc.depth, 7);
    EXPECT_EQ(tc.margin_ms, 50);
    EXPECT_EQ(to_string(tc), "st=0.5 nodes=1000 depth=7 timemargin=50");
    auto bad = apply_tc_key(tc, "nodes", "-3");
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().message, "nodes= expects a node count, got '-3'");
    EXPECT_EQ(to_string(*parse_tc("40/60+0.6")), "40/60+0.6");
}

TEST(GameClock, IncrementAndPeriods) {
    GameClock clock(*parse_tc("2/10+1"));
    EXPECT_EQ(clock.moves_to_go(), 2);
    EXPECT_TRUE(clock.charge(3000));
    EXPECT_EQ(clock.left_ms(), 8000);
    EXPECT_EQ(clock.moves_to_go(), 1);
    EXPECT_TRUE(clock.charge(1000));
    EXPECT_EQ(clock.left_ms(), 18000); // 8 - 1 + 1, then the next period's 10
    EXPECT_EQ(clock.moves_to_go(), 2);
}

TEST(GameClock, FlagFallsBeyondTheMargin) {
    TimeControl tc = *parse_tc("1");
    tc.margin_ms   = 100;
    GameClock clock(tc);
    EXPECT_TRUE(clock.charge(1050)); // within the margin
    EXPECT_EQ(clock.left_ms(), 0);
    EXPECT_FALSE(clock.charge(101));
    TimeControl st;
    st.movetime_ms = 200;
    GameClock fixed(st);
    EXPECT_TRUE(fixed.charge(200));
    EXPECT_FALSE(fixed.charge(201));
}

TEST(GameClock, StopAtTheFlagWithAGrace) {
    TimeControl tc = *parse_tc("1+0.1");
    EXPECT_EQ(flag_grace_ms(tc, true), UcciFlagGraceMs); // UCCI's league default
    EXPECT_EQ(flag_grace_ms(tc, false), 0);
    ASSERT_TRUE(*apply_tc_key(tc, "flagstop", "300"));
    EXPECT_EQ(flag_grace_ms(tc, false), 300);
    EXPECT_EQ(to_string(tc), "1+0.1 flagstop=300");
    GameClock clock(tc, 300);
    EXPECT_EQ(clock.stop_at_ms(), 1000);
    EXPECT_TRUE(clock.charge(1250)); // stopped at the flag, answered within the grace
    EXPECT_EQ(clock.stop_at_ms(), 100);
    EXPECT_FALSE(clock.charge(401));
    EXPECT_FALSE(GameClock(tc).stop_at_ms()); // no grace: never stopped
    ASSERT_TRUE(*apply_tc_key(tc, "flagstop", "off"));
    EXPECT_EQ(flag_grace_ms(tc, true), 0);
    EXPECT_EQ(to_string(tc), "1+0.1 flagstop=off");
    EXPECT_FALSE(apply_tc_key(tc, "flagstop", "-5"));
    EXPECT_FALSE(apply_tc_key(tc, "flagstop", "soon"));
}

TEST(TimeControl, TheGomocupsClocks) {
    TimeControl tc;
    EXPECT_TRUE(*apply_tc_key(tc, "timeturn", "5"));
    EXPECT_TRUE(*apply_tc_key(tc, "timematch", "120"));
    EXPECT_TRUE(tc.gomocup);
    EXPECT_EQ(tc.turn_ms, 5000);
    EXPECT_EQ(tc.base_ms, 120000);
    EXPECT_EQ(tc.allowance_ms(), 1000); // the Gomocup managers' tolerance
    EXPECT_TRUE(*apply_tc_key(tc, "tolerance", "300"));
    EXPECT_EQ(tc.allowance_ms(), 300);
    EXPECT_EQ(to_string(tc), "120 timeturn=5 tolerance=300");
    EXPECT_FALSE(apply_tc_key(tc, "timeturn", "0"));
    EXPECT_FALSE(apply_tc_key(tc, "tolerance", "-1"));
    EXPECT_EQ(apply_tc_key(tc, "timematch", "soon").error().message,
        "timematch= expects seconds, got 'soon'");
}

TEST(GameClock, ATurnLimitInsideAMatchClock) {
    TimeControl tc;
    ASSERT_TRUE(apply_tc_key(tc, "timeturn", "5"));
    ASSERT_TRUE(apply_tc_key(tc, "timematch", "12"));
    GameClock clock(tc);
    EXPECT_EQ(clock.budget_ms(), 5000); // the lesser of the turn and the time left
    EXPECT_TRUE(clock.charge(6000)); // 5 s + the 1 s tolerance: in time
    EXPECT_EQ(clock.left_ms(), 6000);
    GameClock turn = clock;
    EXPECT_FALSE(turn.charge(6001));
    EXPECT_EQ(turn.flag(), GameClock::Flag::Turn);
    EXPECT_EQ(turn.late_by(6001), 1001);
    EXPECT_TRUE(clock.charge(4500));
    EXPECT_EQ(clock.budget_ms(), 1500);
    EXPECT_FALSE(clock.charge(2501)); // the match clock: 1.5 s left + 1 s
    EXPECT_EQ(clock.flag(), GameClock::Flag::Clock);
}

// A Swap2 opening's answers: judged as moves, no increment, no period counted; the time is
// taken from the clock the game starts with.
TEST(GameClock, AnswersThatAreNotMovesTakeNoIncrement) {
    auto tc = parse_tc("40/10+1");
    ASSERT_TRUE(tc);
    GameClock clock(*tc);
    EXPECT_TRUE(clock.charge(2000, false));
    EXPECT_EQ(clock.left_ms(), 8000);
    EXPECT_EQ(clock.moves_to_go(), 40);
    EXPECT_FALSE(clock.charge(9000, false)) << "over the time left";
    EXPECT_EQ(clock.left_ms(), 8000);
    GameClock game(*tc);
    game.spend(2500);
    EXPECT_EQ(game.left_ms(), 7500);
    game.spend(20000);
    EXPECT_EQ(game.left_ms(), 0);
}
