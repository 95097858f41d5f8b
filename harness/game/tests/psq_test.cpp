// Piskvork's .psq records (psq.h): Arbiter's own records read back move for move with their
// result; a record as piskvork writes it (no Arbiter line) judged by the referee; a renju foul
// at the end; and bad records named by file, line and column.

#include "harness/game/psq.h"

#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace {

using harness::game::PsqGame;
using harness::game::read_psq;
using ::testing::HasSubstr;

const std::string Renju = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b renju";

// Black makes five along row 8 while white answers far away.
PsqGame five_in_row() {
    PsqGame g;
    g.start_fen = Renju;
    g.moves     = { "d8", "a1", "e8", "a3", "f8", "a5", "g8", "a7", "h8" };
    g.times_ms  = { 10, 20, 30, 40, 50, 60, 70, 80, 90 };
    g.names     = { "black-engine", "white-engine" };
    g.result    = "1-0";
    g.reason    = "five in a row";
    return g;
}

TEST(Psq, ArbitersRecordReadsBackMoveForMove) {
    const auto text = harness::game::psq_text(five_in_row());
    ASSERT_TRUE(text) << text.error().to_string();
    EXPECT_THAT(*text, HasSubstr("Piskvorky 15x15, 11:11, 0\n"));
    EXPECT_THAT(*text, HasSubstr("black-engine\nwhite-engine\n-1\n"));
    EXPECT_THAT(*text, HasSubstr("[Arbiter] rule=renju result=1-0 reason=five in a row\n"));
    auto read = read_psq(*text, "g.psq", harness::game::gomoku());
    ASSERT_TRUE(read) << read.error().to_string();
    EXPECT_EQ(read->record.moves(), five_in_row().moves);
    EXPECT_TRUE(read->record.status().is_over());
    EXPECT_EQ(read->result, "1-0");
    EXPECT_EQ(*read->tag("White"), "black-engine");
    EXPECT_EQ(*read->tag("Black"), "white-engine");
    EXPECT_EQ(*read->tag("PsqRule"), "renju");
    EXPECT_EQ(*read->tag("Termination"), "five in a row");
}

// As piskvork saves a game: 1-based x,y and the time, the names, the end code; the rule from
// the caller, the result from the referee.
TEST(Psq, PiskvorksOwnRecordIsJudgedByTheReferee) {
    const std::string text = "Piskvorky 15x15, 11:11, 0\r\n4,8,120\r\n1,1,5\r\n5,8,7\r\n1,3,5\r\n"
                             "6,8,7\r\n1,5,5\r\n7,8,7\r\n1,7,5\r\n8,8,7\r\npbrain-a.exe\r\n"
                             "pbrain-b.exe\r\n0\r\n";
    auto              read = read_psq(text, "p.psq", harness::game::gomoku());
    ASSERT_TRUE(read) << read.error().to_string();
    EXPECT_EQ(read->record.moves().size(), 9u);
    EXPECT_EQ(read->result, "1-0") << "five in a row for the first player";
    EXPECT_EQ(read->tag("Result"), nullptr) << "inferred, not recorded";
    EXPECT_EQ(*read->tag("White"), "pbrain-a.exe");
    EXPECT_EQ(*read->tag("PsqRule"), "freestyle");
    // Cut before the fifth stone, the game is not over.
    const auto cut  = text.substr(0, text.find("8,8,7")) + "pbrain-a.exe\npbrain-b.exe\n0\n";
    auto       open = read_psq(cut, "p.psq", harness::game::gomoku());
    ASSERT_TRUE(open) << open.error().to_string();
    EXPECT_EQ(open->result, "*");
}

// Black's double-three at h8 (g8 h8 i8 along the row, h8 h9 h10 up the file) ends a renju game:
// the record ends with it, not played, and black lost.
TEST(Psq, ARenjuFoulEndsTheRecord) {
    PsqGame g;
    g.start_fen     = Renju;
    g.moves         = { "g8", "a1", "i8", "a3", "h9", "a5", "h10", "a7" };
    g.foul          = "h8";
    g.names         = { "b", "w" };
    g.result        = "0-1";
    g.reason        = "forbidden move";
    const auto text = harness::game::psq_text(g);
    ASSERT_TRUE(text) << text.error().to_string();
    auto read = read_psq(*text, "f.psq", harness::game::gomoku());
    ASSERT_TRUE(read) << read.error().to_string();
    ASSERT_TRUE(read->foul.has_value());
    EXPECT_THAT(*read->foul, HasSubstr("h8 is forbidden to black under renju"));
    EXPECT_EQ(read->record.moves().size(), 8u);
    EXPECT_EQ(read->result, "0-1");
}

TEST(Psq, BadRecordsAreNamedByLineAndColumn) {
    auto e = [](const std::string& text) {
        auto r = read_psq(text, "bad.psq", harness::game::gomoku());
        return r ? std::string("read") : r.error().to_string();
    };
    EXPECT_EQ(e("1. e4 e5\n"),
        "bad.psq:1:1: error: not a piskvork record: expected 'Piskvorky WxH, L1:L2, B', got "
        "'1. e4 e5'");
    EXPECT_THAT(e("Piskvorky 20x15, 11:11, 0\n"), HasSubstr("bad.psq:1:11: error: board '20x15'"));
    EXPECT_THAT(e("Piskvorky 15x15, 11:11\n"), HasSubstr("bad.psq:1:11: error: bad header"));
    EXPECT_THAT(e("Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n"),
        HasSubstr("bad.psq:3:1: error: stone '8,8,0'"));
    EXPECT_THAT(e("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,1,0\n"),
        HasSubstr("bad.psq:3:1: error: stone '16,1,0'"));
    // A number too large for any integer type is a stone off the board, not a crash.
    EXPECT_THAT(e("Piskvorky 15x15, 11:11, 0\n8,8,0\n99999999999999999999999,1,0\n"),
        HasSubstr("bad.psq:3:1: error: stone '99999999999999999999999,1,0'"));
    EXPECT_THAT(e("Piskvorky 15x15, 11:11, 0\n8,8,0\na\nb\n-1\n[Arbiter] result=2-0\n"),
        HasSubstr("result '2-0'"));
}

TEST(Psq, OnlyAGomokuBoardIsWritten) {
    PsqGame g;
    g.start_fen     = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const auto text = harness::game::psq_text(g);
    ASSERT_FALSE(text);
    EXPECT_THAT(text.error().message, HasSubstr("bad position"));
}

TEST(Psq, KnowsItsFileNames) {
    EXPECT_TRUE(harness::game::is_psq_path("a/b/game.PSQ"));
    EXPECT_FALSE(harness::game::is_psq_path("game.pgn"));
}

} // namespace
