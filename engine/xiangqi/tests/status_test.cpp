// Game status: mate and stalemate lose, repetition with perpetual-check verdicts, move limit.

#include "engine/xiangqi/tests/test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace engine::xiangqi {
namespace {

using ::testing::ElementsAre;

void play(Position& pos, std::initializer_list<const char*> moves) {
    for (const char* m : moves) {
        auto r = parse_move(pos, m);
        ASSERT_TRUE(r.has_value()) << m << ": " << r.error().message;
        pos.do_move(*r);
    }
}

TEST(Status, StartIsOngoing) { EXPECT_FALSE(status(testing::from_fen_or_die(StartFen)).is_over()); }

TEST(Status, CheckmateLoses) {
    Position pos = testing::from_fen_or_die("3k5/4rr3/9/9/9/9/9/9/9/5K3 w - - 0 1");
    auto     s   = status(pos);
    EXPECT_EQ(s.kind, core::Outcome::Checkmate);
    EXPECT_EQ(s.winner(), Black);
}

TEST(Status, StalemateLoses) {
    Position pos = testing::from_fen_or_die("3k5/4r4/9/9/9/9/9/9/r8/5K3 w - - 0 1");
    ASSERT_FALSE(pos.in_check());
    auto s = status(pos);
    EXPECT_EQ(s.kind, core::Outcome::Stalemate);
    EXPECT_EQ(s.winner(), Black);
}

TEST(Status, MoveLimitIsConfigurable) {
    Position pos = testing::from_fen_or_die("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 119 80");
    EXPECT_FALSE(status(pos).is_over());
    play(pos, { "a0a1" });
    EXPECT_EQ(status(pos).kind, core::Outcome::NoCaptureLimit);
    Position hundred = testing::from_fen_or_die("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 100 80");
    EXPECT_FALSE(status(hundred).is_over());
    EXPECT_EQ(status(hundred, { .move_limit = 100 }).kind, core::Outcome::NoCaptureLimit);
    EXPECT_FALSE(status(hundred, { .move_limit = 0 }).is_over());
}

// AXF: a draw after 60 moves without a capture, a side's checks beyond 10 not counted. The
// soldier checks on every red move (12 checks in 24 plies): the 11th and 12th checks and the
// replies to them are left out.
TEST(Status, ChecksBeyondTheAllowanceDoNotCount) {
    Position pos = testing::from_fen_or_die("4k4/R2P5/9/9/9/9/9/9/9/5K3 w - - 0 1");
    for (int i = 0; i < 6; ++i) play(pos, { "d8e8", "e9d9", "e8d8", "d9e9" });
    EXPECT_EQ(pos.halfmove_clock(), 24);
    EXPECT_EQ(counted_quiet_plies(pos, -1), 24);
    EXPECT_EQ(counted_quiet_plies(pos, 10), 20);
    EXPECT_EQ(counted_quiet_plies(pos, 0), 0);
}

TEST(Status, MoveLimitUsesTheCheckAllowance) {
    // 110 plies before the FEN (all counted), then 8 plies with 4 red checks.
    Position pos = testing::from_fen_or_die("4k4/R2P5/9/9/9/9/9/9/9/5K3 w - - 110 60");
    play(pos, { "d8e8", "e9d9", "e8d8", "d9e9", "d8e8", "e9d9", "e8d8", "d9e9" });
    StatusOptions all { .move_limit = 116, .check_allowance = -1, .repetition_count = 0 };
    EXPECT_EQ(status(pos, all).kind, core::Outcome::NoCaptureLimit); // 118 plies
    StatusOptions two { .move_limit = 116, .check_allowance = 2, .repetition_count = 0 };
    EXPECT_EQ(counted_quiet_plies(pos, 2), 114);
    EXPECT_FALSE(status(pos, two).is_over());
}

TEST(Status, PerpetualCheckLoses) {
    Position pos = testing::from_fen_or_die("3k5/9/9/9/R8/9/9/9/9/5K3 w - - 0 1");
    play(pos, { "a5d5", "d9e9", "d5e5", "e9d9", "e5d5", "d9e9", "d5e5", "e9d9" });
    EXPECT_FALSE(status(pos).is_over()); // twice so far
    RepetitionInfo twice = repetition_info(pos);
    EXPECT_EQ(twice.occurrences, 2);
    EXPECT_EQ(twice.cycle_length, 4);
    play(pos, { "e5d5", "d9e9", "d5e5", "e9d9" });
    RepetitionInfo info = repetition_info(pos);
    EXPECT_EQ(info.occurrences, 3);
    EXPECT_TRUE(info.perpetual_check[0]);
    EXPECT_FALSE(info.perpetual_check[1]);
    EXPECT_EQ(judge_repetition(pos).verdict, RepetitionVerdict::RedLoses);
    auto s = status(pos);
    EXPECT_EQ(s.kind, core::Outcome::PerpetualCheck);
    EXPECT_EQ(s.result, core::GameResult::SecondWins);
    EXPECT_EQ(s.winner(), Black);
}

TEST(Status, MutualShufflingIsADraw) {
    Position pos = testing::from_fen_or_die(StartFen);
    play(pos, { "b0c2", "b9c7", "c2b0", "c7b9", "b0c2", "b9c7", "c2b0", "c7b9" });
    RepetitionInfo info = repetition_info(pos);
    EXPECT_EQ(info.occurrences, 3);
    EXPECT_EQ(judge_repetition(pos).verdict, RepetitionVerdict::Draw);
    EXPECT_EQ(status(pos), core::GameStatus::draw(core::Outcome::Repetition));
    EXPECT_FALSE(status(pos).winner());
}

TEST(Status, PlyFactsRecordChecksAndAttackedPieces) {
    Position pos = testing::from_fen_or_die("3k5/9/9/9/4n4/9/9/9/9/R3K4 w - - 0 1");
    play(pos, { "a0a5", "d9d8", "a5d5" });
    auto facts = ply_facts(pos, 3);
    ASSERT_EQ(facts.size(), 3u);
    EXPECT_EQ(facts[0].mover, Red);
    EXPECT_FALSE(facts[0].gave_check);
    EXPECT_THAT(facts[0].attacked, ElementsAre(make_square(4, 5)));
    EXPECT_EQ(facts[1].mover, Black);
    EXPECT_TRUE(facts[2].gave_check);
    EXPECT_EQ(facts[2].key, pos.key());
}

TEST(Status, CaptureResetsTheRepetitionWindow) {
    Position pos = testing::from_fen_or_die("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    play(pos, { "a0a1", "d9d8", "a1a0", "d8d9" });
    EXPECT_EQ(repetition_info(pos).occurrences, 2);
    Position cap = testing::from_fen_or_die("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    play(cap, { "a0a1", "d9d8", "a1a0", "d8d9" });
    EXPECT_EQ(cap.halfmove_clock(), 4);
}

} // namespace
} // namespace engine::xiangqi
