// SentLines, the record a fault's replay is written from: the handshake kept, each game's
// lines forgotten at the next one, and the bounds (lines and bytes) that mark it overflowed.

#include "harness/session/sent_lines.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace harness::session {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

SentLines with_handshake(std::size_t max_lines = 100, std::size_t max_bytes = 1000) {
    SentLines s(max_lines, max_bytes);
    s.record("uci");
    s.record("setoption name Hash value 8");
    s.end_handshake();
    return s;
}

TEST(SentLines, TheHandshakeThenTheGame) {
    auto s = with_handshake();
    s.begin_game();
    s.record("ucinewgame");
    s.record("position startpos");
    s.record("go depth 3");
    EXPECT_EQ(s.handshake_count(), 2U);
    EXPECT_THAT(s.lines(),
        ElementsAre(
            "uci", "setoption name Hash value 8", "ucinewgame", "position startpos", "go depth 3"));
    EXPECT_FALSE(s.overflowed());
    EXPECT_EQ(s.why_not(), "");
}

TEST(SentLines, ANewGameForgetsTheLastGameButNotTheHandshake) {
    auto s = with_handshake();
    s.record("ucinewgame");
    s.record("position startpos moves e2e4");
    s.begin_game();
    s.record("ucinewgame");
    s.record("position startpos moves d2d4");
    EXPECT_THAT(s.lines(),
        ElementsAre(
            "uci", "setoption name Hash value 8", "ucinewgame", "position startpos moves d2d4"));
    s.end_handshake(); // a second end changes nothing
    s.begin_game();
    EXPECT_THAT(s.lines(), ElementsAre("uci", "setoption name Hash value 8"));
}

TEST(SentLines, BeginGameDuringTheHandshakeKeepsIt) {
    SentLines s;
    s.record("uci");
    s.begin_game();
    EXPECT_THAT(s.lines(), ElementsAre("uci"));
}

TEST(SentLines, TooManyLinesOverflowUntilTheNextGame) {
    auto s = with_handshake(5);
    s.record("ucinewgame");
    s.record("position startpos");
    s.record("go depth 1"); // the 5th line: still in
    EXPECT_FALSE(s.overflowed());
    s.record("go depth 2"); // the 6th: over
    EXPECT_TRUE(s.overflowed());
    EXPECT_TRUE(s.lines().empty());
    EXPECT_THAT(s.why_not(), HasSubstr("(its handshake and this game) exceed 5 lines"));
    s.record("go depth 3"); // ignored while overflowed
    s.begin_game();
    EXPECT_FALSE(s.overflowed());
    s.record("ucinewgame");
    EXPECT_THAT(s.lines(), ElementsAre("uci", "setoption name Hash value 8", "ucinewgame"));
}

TEST(SentLines, TooManyBytesOverflow) {
    // Each line counts its '\n': "uci" 4 bytes, the setoption 28.
    auto s = with_handshake(100, 40);
    s.record("go depth 3"); // 11 bytes: 43 > 40
    EXPECT_TRUE(s.overflowed());
    EXPECT_THAT(s.why_not(), HasSubstr("40 bytes"));
    s.begin_game();
    s.record("go 1"); // 5 bytes: 37
    EXPECT_THAT(s.lines(), ElementsAre("uci", "setoption name Hash value 8", "go 1"));
}

TEST(SentLines, AnOverflowedHandshakeStaysOverflowed) {
    SentLines s(1, 1000);
    s.record("uci");
    s.record("isready");
    s.end_handshake();
    s.begin_game();
    s.record("ucinewgame");
    EXPECT_TRUE(s.overflowed());
    EXPECT_TRUE(s.lines().empty());
    EXPECT_THAT(s.why_not(), HasSubstr("(its handshake) exceed 1 lines"));
}

} // namespace
} // namespace harness::session
