// Sable as a Gomocup brain through a pipe: the commands a piskvork manager sends, errors,
// renju (black never answers a foul), and whole games of Sable against Sable under each rule
// refereed with engine/gomoku's rules.

#include "engine/gomoku/game.h"
#include "engine/gomoku/renju.h"
#include "engine/testing/subprocess.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace et = engine::testing;
namespace gm = engine::gomoku;

namespace {

using namespace std::chrono_literals;

std::string sable_path() { return std::string(ARBITER_BIN_DIR) + "/sable"; }

std::string ask(et::Subprocess& s, const std::string& line) {
    s.write_line(line);
    return s.read_line(10s).value_or("<no answer>");
}

TEST(GomocupPipe, Handshake) {
    et::Subprocess sable({ sable_path() });
    ASSERT_TRUE(sable.ok());
    sable.write_line("INFO timeout_turn 300"); // INFO before START: no answer
    EXPECT_EQ(ask(sable, "START 15"), "OK");
    EXPECT_EQ(ask(sable, "START 20"), "OK");
    EXPECT_EQ(ask(sable, "START 3").rfind("ERROR", 0), 0u);
    EXPECT_EQ(ask(sable, "RECTSTART 15,10").rfind("ERROR", 0), 0u);
    EXPECT_EQ(ask(sable, "about").rfind("name=\"Sable\"", 0), 0u);
    EXPECT_EQ(ask(sable, "YXSHOWFORBID").rfind("UNKNOWN", 0), 0u);
    EXPECT_EQ(ask(sable, "TURN 7").rfind("ERROR", 0), 0u);
    EXPECT_EQ(ask(sable, "RESTART"), "OK");
    sable.write_line("END");
    EXPECT_TRUE(sable.wait_exit(2s));
}

TEST(GomocupPipe, FinishesAndBlocksFours) {
    et::Subprocess sable({ sable_path() });
    EXPECT_EQ(ask(sable, "START 15\r"), "OK");
    sable.write_line("INFO timeout_turn 500\r");
    // Own four on row 7 (x 7..10): five at 6,7 or 11,7.
    sable.write_line("BOARD\r\n7,7,1\r\n7,8,2\r\n8,7,1\r\n8,8,2\r\n9,7,1\r\n9,8,2\r\n10,7,1\r\n"
                     "10,8,2\r");
    const std::string five = ask(sable, "DONE\r");
    EXPECT_TRUE(five == "6,7" || five == "11,7") << five;
    // The opponent's four: the only defence (lower-case commands, as Yixin-Board sends).
    sable.write_line("start 15");
    EXPECT_EQ(sable.read_line(5s).value_or(""), "OK");
    sable.write_line("board\n3,3,2\n4,4,1\n3,4,2\n5,5,1\n3,5,2\n9,9,1\n3,6,2");
    const std::string block = ask(sable, "done");
    EXPECT_TRUE(block == "3,2" || block == "3,7") << block;
}

TEST(GomocupPipe, ErrorsKeepTheBrainRunning) {
    et::Subprocess sable({ sable_path() });
    EXPECT_EQ(ask(sable, "START 15"), "OK");
    sable.write_line("INFO timeout_turn 100");
    const std::string first = ask(sable, "TURN 7,7");
    EXPECT_NE(first.find(','), std::string::npos) << first;
    EXPECT_EQ(ask(sable, "TURN 7,7").rfind("ERROR", 0), 0u); // occupied
    EXPECT_EQ(ask(sable, "TURN 15,0").rfind("ERROR", 0), 0u); // off the board
    sable.write_line("BOARD");
    sable.write_line("1,1,1");
    sable.write_line("1,2,1");
    EXPECT_EQ(ask(sable, "DONE").rfind("ERROR stone counts", 0), 0u);
    sable.write_line("BOARD");
    sable.write_line("1,1,7");
    EXPECT_EQ(ask(sable, "DONE").rfind("ERROR", 0), 0u);
    sable.write_line("INFO rule 2"); // continuous game: refused at the next command
    EXPECT_EQ(ask(sable, "RESTART").rfind("ERROR rule 2", 0), 0u);
    EXPECT_EQ(ask(sable, "RESTART"), "OK");
    EXPECT_EQ(ask(sable, "BEGIN"), "7,7");
}

// Sable's answer as black (own stones = 1) to BOARD `stones` under `rule_info`.
std::string answer(const std::string& rule_info, const std::vector<std::string>& stones) {
    et::Subprocess sable({ sable_path() });
    EXPECT_EQ(ask(sable, "START 15"), "OK");
    sable.write_line("INFO timeout_turn 300");
    sable.write_line(rule_info);
    sable.write_line("BOARD");
    for (const auto& s : stones) sable.write_line(s);
    return ask(sable, "DONE");
}

// Black's x x x . x x on row 7 with the gap at 6,7: six in a row, which wins under freestyle
// and is a foul (overline) under renju. In the second position white's four on column 6 can
// only be stopped at 6,7: under renju black is lost, but must still answer a legal point.
TEST(GomocupPipe, RenjuBlackNeverAnswersAFoul) {
    const std::vector<std::string> row = { "3,7,1", "4,7,1", "5,7,1", "7,7,1", "8,7,1" };
    std::vector<std::string>       gap = row, block = row;
    for (const char* w : { "0,14,2", "2,14,2", "4,14,2", "6,14,2", "8,14,2" }) gap.push_back(w);
    for (const char* s : { "6,2,1", "6,3,2", "6,4,2", "6,5,2", "6,6,2", "0,14,2", "2,14,2" })
        block.push_back(s);
    EXPECT_EQ(answer("INFO rule 0", gap), "6,7");
    EXPECT_EQ(answer("INFO rule 0", block), "6,7");
    for (const auto& stones : { gap, block }) {
        const std::string reply = answer("INFO rule 4", stones);
        std::string       listing; // piskvork's form: x,y,1 is black (Sable), x,y,2 white
        for (const auto& stone : stones) listing += stone + " ";
        const auto p = gm::Position::from_text(listing + "renju");
        ASSERT_TRUE(p.has_value());
        auto m = gm::parse_move(*p, reply);
        ASSERT_TRUE(m.has_value()) << reply;
        EXPECT_NE(reply, "6,7");
        EXPECT_FALSE(gm::is_renju_foul(*p, m->point())) << reply;
    }
}

// Swap2 choices from Sable's search (cut at a depth; the turn time is generous, so the answer
// does not depend on the machine): with three stones, SWAP when black's two stones stand
// together in the centre and white's is in a corner, the fourth stone when it is the other way
// round; with five, SWAP against black's open three, the sixth stone when white holds the
// centre.
std::string swap2(const std::vector<std::string>& stones) {
    et::Subprocess sable({ sable_path() });
    EXPECT_EQ(ask(sable, "START 15"), "OK");
    sable.write_line("INFO timeout_turn 600000");
    sable.write_line("SWAP2BOARD");
    for (const auto& s : stones) sable.write_line(s);
    sable.write_line("DONE");
    return sable.read_line(60s).value_or("<no answer>");
}

TEST(GomocupPipe, Swap2ChoicesFollowTheScore) {
    EXPECT_EQ(swap2({ "7,7", "0,0", "8,8" }), "SWAP");
    const auto three = gm::Position::from_text("0,0,1 7,7,2 14,14,1");
    const auto five  = gm::Position::from_text("0,0,1 7,7,2 14,14,1 8,7,2 0,14,1");
    ASSERT_TRUE(three && five);
    const std::string stay = swap2({ "0,0", "7,7", "14,14" }); // one stone: Sable stays white
    EXPECT_TRUE(gm::parse_move(*three, stay).has_value()) << stay;
    EXPECT_EQ(swap2({ "7,7", "0,0", "8,7", "14,0", "9,7" }), "SWAP");
    const std::string sixth = swap2({ "0,0", "7,7", "14,14", "8,7", "0,14" });
    EXPECT_TRUE(gm::parse_move(*five, sixth).has_value()) << sixth;
}

// Sable against Sable until a five or a full board; every move is checked by the rules.
void self_play(const std::string& rule_info, gm::Rule rule) {
    et::Subprocess black({ sable_path() }), white({ sable_path() });
    for (auto* s : { &black, &white }) {
        ASSERT_EQ(ask(*s, "START 15"), "OK");
        s->write_line("INFO timeout_turn 0"); // as fast as possible
        s->write_line(rule_info);
    }
    gm::Position pos(15, rule);
    std::string  reply = ask(black, "BEGIN");
    for (int ply = 0; ply < 225; ++ply) {
        auto m = gm::parse_move(pos, reply);
        ASSERT_TRUE(m.has_value()) << "ply " << ply << " '" << reply << "'";
        gm::MoveList legal;
        gm::generate_legal(pos, legal);
        ASSERT_TRUE(legal.contains(*m)) << "ply " << ply << " " << reply << " " << pos.text();
        pos.do_move(*m);
        if (gm::status(pos).is_over()) break;
        et::Subprocess& next = ply % 2 == 0 ? white : black;
        reply                = ask(next, "TURN " + reply);
    }
    EXPECT_TRUE(gm::status(pos).is_over()) << pos.text();
}

TEST(GomocupPipe, SelfPlayFreestyle) { self_play("INFO rule 0", gm::Rule::Freestyle); }
TEST(GomocupPipe, SelfPlayStandard) { self_play("INFO rule 1", gm::Rule::Standard); }
TEST(GomocupPipe, SelfPlayRenju) { self_play("INFO rule 4", gm::Rule::Renju); }
TEST(GomocupPipe, SelfPlayCaro) { self_play("INFO rule 8", gm::Rule::Caro); }

} // namespace
