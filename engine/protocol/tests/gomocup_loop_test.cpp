// Sable's Gomocup loop in-process, command by command (plastovicka.github.io/protocl2en.htm):
// INFO is never answered, TAKEBACK takes back the last stone, RECTSTART is refused, SWAP2BOARD
// answers each of its three cases legally, and the renju and caro rules decide the moves.
// Every search is cut at a depth (INFO timeout_turn 0, or SWAP2's own cut with a generous turn
// time), so the answers do not depend on the machine's speed.

#include "engine/protocol/gomocup_loop.h"

#include "engine/gomoku/movegen.h"
#include "engine/gomoku/notation.h"
#include "engine/gomoku/renju.h"
#include "engine/protocol/tests/loop_session.h"

#include <gtest/gtest.h>

#include <sstream>

namespace gm = engine::gomoku;

namespace {

std::vector<std::string> run(const std::string& script) {
    const std::string out = engine::protocol::loop_session::run_script(
        [](std::istream& in, std::ostream& o) { return engine::protocol::run_gomocup_loop(in, o); },
        script);
    std::vector<std::string> lines;
    std::istringstream       s(out);
    for (std::string l; std::getline(s, l);) lines.push_back(l);
    return lines;
}

bool starts(const std::string& line, const std::string& prefix) {
    return line.rfind(prefix, 0) == 0;
}

// "x,y" -> the move on `pos`, legal under its rule.
gm::Move legal_move(const gm::Position& pos, const std::string& text) {
    auto m = gm::parse_move(pos, text, gm::Notation::Gomocup);
    EXPECT_TRUE(m.has_value()) << text;
    if (!m) return gm::Move::none();
    gm::MoveList legal;
    gm::generate_legal(pos, legal);
    EXPECT_TRUE(legal.contains(*m)) << text << " in " << pos.text();
    return *m;
}

TEST(GomocupLoop, InfoIsNeverAnswered) {
    const auto out = run("INFO timeout_turn 5000\nINFO timeout_match 180000\nINFO time_left -5\n"
                         "INFO time_left 2147483647\nINFO max_memory 0\n"
                         "INFO max_memory 83886080\nINFO game_type 2\nINFO rule 1\n"
                         "INFO rule 9\nINFO rule 5\nINFO evaluate 7,7\nINFO folder /tmp/sable\n"
                         "INFO thread_num 4\nINFO timeout_turn soon\nSTART 15\nINFO rule 4\n"
                         "ABOUT\n");
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0], "OK");
    EXPECT_TRUE(starts(out[1], "name=\"Sable\""));
}

TEST(GomocupLoop, AnInfoThatCannotBeMetIsRefusedAtTheNextCommand) {
    const auto out = run("INFO rule 2\nSTART 15\nSTART 15\nINFO max_memory 1000\nINFO rule 12\n"
                         "BEGIN\nRESTART\n");
    ASSERT_EQ(out.size(), 4u);
    EXPECT_TRUE(starts(out[0], "ERROR rule 2 is not supported")) << out[0];
    EXPECT_EQ(out[1], "OK");
    EXPECT_TRUE(starts(out[2], "ERROR rule 12 is not supported")) << out[2]; // the last one
    EXPECT_EQ(out[3], "OK");
}

TEST(GomocupLoop, RectangularBoardsAreRefused) {
    const auto out = run("RECTSTART 20,15\nRECTSTART 15,15\nRECTSTART 30,30\n");
    ASSERT_EQ(out.size(), 3u);
    EXPECT_EQ(out[0], "ERROR rectangular boards are not supported (square boards of 5 to 20 only)");
    EXPECT_EQ(out[1], "OK");
    EXPECT_TRUE(starts(out[2], "ERROR")) << out[2];
}

TEST(GomocupLoop, PlayIsUnknownSinceSableNeverSuggests) {
    const auto out = run("START 15\nPLAY 7,7\nSUGGEST 7,7\n");
    ASSERT_EQ(out.size(), 3u);
    EXPECT_EQ(out[1], "UNKNOWN command PLAY");
    EXPECT_EQ(out[2], "UNKNOWN command SUGGEST");
}

// TAKEBACK the opponent's stone and Sable's reply, newest first; the points are free again.
TEST(GomocupLoop, TakebackRemovesTheLastStone) {
    const std::string start = "START 15\nINFO timeout_turn 0\nTURN 7,7\n";
    const auto        first = run(start);
    ASSERT_EQ(first.size(), 2u);
    const std::string reply = first[1];
    ASSERT_NE(reply.find(','), std::string::npos) << reply;
    const auto out = run(start + "TAKEBACK 7,7\nTAKEBACK " + reply
        + "\nTAKEBACK 7,7\nTAKEBACK 7,7\n" + "TAKEBACK 3\nTURN " + reply + "\n");
    ASSERT_EQ(out.size(), 8u);
    EXPECT_EQ(out[1], reply); // the same search
    EXPECT_EQ(out[2], "ERROR 7,7 is not the last stone (" + reply + " is)");
    EXPECT_EQ(out[3], "OK");
    EXPECT_EQ(out[4], "OK");
    EXPECT_EQ(out[5], "ERROR no stone at 7,7");
    EXPECT_TRUE(starts(out[6], "ERROR")) << out[6]; // TAKEBACK 3: not a point
    // The opponent now plays where Sable had played: accepted, the board is empty but for it.
    auto pos = gm::Position::from_text(reply + ",1");
    ASSERT_TRUE(pos.has_value());
    legal_move(*pos, out[7]);
}

std::string board(const std::vector<std::string>& stones) {
    std::string out = "BOARD\n";
    for (const auto& s : stones) out += s + "\n";
    return out + "DONE\n";
}

// Renju (rule 4): black's double-three at g9 (GomocupJudge's renju check, after the RIF rules'
// definition of a double-three) is not played; and of black's two ways to complete x x x x . x,
// the gap would make six (an overline: a foul) and only 1,7 makes exactly five.
TEST(GomocupLoop, RenjuBlackAvoidsFoulsAndWinsByExactlyFive) {
    const std::vector<std::string> double_three { "7,7,1", "7,8,2", "8,6,1", "8,8,2", "7,9,1",
        "8,5,2", "8,10,1", "8,11,2" };
    auto out = run("START 15\nINFO timeout_turn 0\nINFO rule 4\n" + board(double_three));
    ASSERT_EQ(out.size(), 2u);
    auto pos = gm::Position::from_text("7,7,1 7,8,2 8,6,1 8,8,2 7,9,1 8,5,2 8,10,1 8,11,2 renju");
    ASSERT_TRUE(pos.has_value());
    EXPECT_TRUE(gm::is_renju_foul(*pos, gm::point_of(6, 8)));
    EXPECT_NE(out[1], "6,8");
    legal_move(*pos, out[1]);

    const std::vector<std::string> overline { "2,7,1", "0,0,2", "3,7,1", "2,0,2", "4,7,1", "4,0,2",
        "5,7,1", "14,14,2", "7,7,1", "12,14,2" };
    out = run("START 15\nINFO timeout_turn 0\nINFO rule 4\n" + board(overline));
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[1], "1,7");
}

// Caro (rule 8 and 9, Gomocup's caro: a five blocked at both ends does not win): Sable takes
// the real five, and blocks the opponent's real four rather than make a blocked five (at 7,5,
// or at 8,5, which leaves 7,5 a five blocked at both ends).
TEST(GomocupLoop, CaroBlockedFiveDoesNotWin) {
    const std::vector<std::string> two_fives { "0,3,2", "1,3,1", "6,3,2", "2,3,1", "14,0,2",
        "3,3,1", "12,0,2", "4,3,1", "10,0,2", "3,10,1", "14,14,2", "4,10,1", "12,14,2", "5,10,1",
        "10,14,2", "6,10,1" };
    const std::vector<std::string> block { "3,5,2", "2,5,1", "4,5,2", "1,12,1", "5,5,2", "2,12,1",
        "6,5,2", "3,12,1", "0,12,2", "4,12,1", "6,12,2" };
    for (const char* rule : { "8", "9" }) {
        auto out = run(std::string("START 15\nINFO timeout_turn 0\nINFO rule ") + rule + "\n"
            + board(two_fives));
        ASSERT_EQ(out.size(), 2u);
        EXPECT_TRUE(out[1] == "2,10" || out[1] == "7,10") << rule << ": " << out[1];
        out = run(
            std::string("START 15\nINFO timeout_turn 0\nINFO rule ") + rule + "\n" + board(block));
        ASSERT_EQ(out.size(), 2u);
        EXPECT_TRUE(out[1] == "7,5" || out[1] == "8,5") << rule << ": " << out[1];
    }
}

// The three cases of SWAP2BOARD: answers well formed and legal.
TEST(GomocupLoop, Swap2AnswersEachCase) {
    auto out = run("START 15\nINFO timeout_turn 0\nSWAP2BOARD\nDONE\n");
    ASSERT_EQ(out.size(), 2u);
    std::istringstream three(out[1]);
    gm::Position       pos(15, gm::Rule::Freestyle);
    for (std::string stone; three >> stone;) pos.do_move(legal_move(pos, stone));
    EXPECT_EQ(pos.stone_count(), 3) << out[1];

    out = run("START 15\nINFO timeout_turn 0\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\n");
    ASSERT_EQ(out.size(), 2u);
    if (out[1] != "SWAP") {
        auto after = gm::Position::from_text("7,7,1 8,7,2 9,9,1");
        ASSERT_TRUE(after.has_value());
        std::istringstream stones(out[1]);
        int                count = 0;
        for (std::string stone; stones >> stone; ++count) after->do_move(legal_move(*after, stone));
        EXPECT_TRUE(count == 1 || count == 2) << out[1];
    }

    out = run("START 15\nINFO timeout_turn 0\nSWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\n");
    ASSERT_EQ(out.size(), 2u);
    if (out[1] != "SWAP") {
        auto after = gm::Position::from_text("7,7,1 8,7,2 9,9,1 8,8,2 8,6,1");
        ASSERT_TRUE(after.has_value());
        legal_move(*after, out[1]);
    }
}

TEST(GomocupLoop, Swap2RefusesBadOpenings) {
    const auto out = run("SWAP2BOARD\nDONE\nSTART 15\nSWAP2BOARD\n7,7\n8,7\nDONE\n"
                         "SWAP2BOARD\n7,7\n7,7\n9,9\nDONE\nSWAP2BOARD\n7,7 8,7\nDONE\n");
    ASSERT_EQ(out.size(), 5u);
    EXPECT_EQ(out[0], "ERROR SWAP2BOARD before START");
    EXPECT_EQ(out[2], "ERROR SWAP2BOARD expects 0, 3 or 5 stones, got 2");
    EXPECT_EQ(out[3], "ERROR stone 7,7 is listed twice");
    EXPECT_TRUE(starts(out[4], "ERROR expected one stone 'x,y' or DONE")) << out[4];
}

} // namespace

TEST(GomocupLoop, EvalIsAMessageWithTheStaticEvaluation) {
    const auto out = run("START 15\nEVAL\nEVAL now\n");
    ASSERT_EQ(out.size(), 3u);
    EXPECT_TRUE(starts(out[1], "MESSAGE eval cp ")) << out[1];
    EXPECT_TRUE(starts(out[2], "ERROR")) << out[2];
}
