// The Gomocup oracles without a process: the tracker follows START, BOARD ... DONE, TURN,
// TAKEBACK and the engine's answers, judges move answers (occupied, off the board, malformed,
// a renju foul, refused) and leaves alone what it cannot follow.

#include "harness/enginefuzz/gomocup_tracker.h"

#include "harness/game/registry.h"
#include "harness/game/rules.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using namespace harness::enginefuzz;

// Send lines; each awaited answer is the next of `answers` (START's OK included).
struct Script {
    GomocupTracker         t { harness::game::gomoku() };
    Awaited                last;
    std::optional<Verdict> verdict;

    void send(std::initializer_list<const char*> lines) {
        for (const char* l : lines) last = t.on_sent(l);
    }
    void answer(const char* line) { verdict = t.on_answer(last, line); }
    void start(int size = 15) {
        send({ ("START " + std::to_string(size)).c_str() });
        answer("OK");
    }
};

TEST(GomocupText, Helpers) {
    EXPECT_EQ(parse_gomocup_point("7,7"), std::pair(7, 7));
    EXPECT_EQ(parse_gomocup_point(" 7 , 8\r"), std::pair(7, 8));
    EXPECT_FALSE(parse_gomocup_point("7,7,1"));
    EXPECT_FALSE(parse_gomocup_point("a,b"));
    EXPECT_FALSE(parse_gomocup_point("9999999,1"));
    EXPECT_EQ(gomocup_word("  board\r"), "BOARD");
    EXPECT_TRUE(is_gomocup_chatter("MESSAGE thinking"));
    EXPECT_TRUE(is_gomocup_chatter("debug x"));
    EXPECT_FALSE(is_gomocup_chatter("7,7"));
    EXPECT_TRUE(is_about_line("name=\"Sable\", version=\"0.2\""));
    EXPECT_FALSE(is_about_line("OK"));
    EXPECT_EQ(empty_gomoku_fen(5, ""), "5/5/5/5/5 b");
    EXPECT_TRUE(harness::game::gomoku()->normalize(empty_gomoku_fen(20, "renju")));
    EXPECT_EQ(gomocup_rule_word("4"), "renju");
    EXPECT_EQ(gomocup_rule_word("0"), "");
    EXPECT_FALSE(gomocup_rule_word("2"));
    for (const char* word : { "", "standard", "renju", "caro" })
        EXPECT_TRUE(plays_rule(harness::game::gomoku(), word)) << word;
    EXPECT_FALSE(plays_rule(harness::game::gomoku(), "gomoku"));
}

TEST(GomocupTracker, WhatEachLineAsks) {
    Script s;
    EXPECT_EQ(s.t.on_sent("INFO timeout_turn 100").ask, Ask::Nothing);
    EXPECT_EQ(s.t.on_sent("START 15").ask, Ask::Start);
    EXPECT_EQ(s.t.on_sent("ABOUT").ask, Ask::About);
    EXPECT_EQ(s.t.on_sent("RESTART").ask, Ask::Reply);
    EXPECT_EQ(s.t.on_sent("NOSUCH").ask, Ask::Reply);
    EXPECT_EQ(s.t.on_sent("BOARD").ask, Ask::Nothing);
    EXPECT_EQ(s.t.on_sent("ABOUT").ask, Ask::Nothing); // a stone line to the engine
    EXPECT_EQ(s.t.on_sent("DONE").ask, Ask::Move);
    EXPECT_EQ(s.t.on_sent("END").ask, Ask::End);
}

TEST(GomocupTracker, BeginAndTurnsAreJudged) {
    Script s;
    s.send({ "INFO timeout_turn 100" });
    s.start();
    s.send({ "BEGIN" });
    EXPECT_TRUE(s.last.judged);
    EXPECT_EQ(s.last.turn_ms, 100);
    s.answer("7,7");
    EXPECT_FALSE(s.verdict);
    s.send({ "TURN 8,8" });
    EXPECT_TRUE(s.last.judged);
    s.answer("7,7"); // its own stone
    ASSERT_TRUE(s.verdict);
    EXPECT_EQ(s.verdict->kind, "occupied-move");
}

TEST(GomocupTracker, AnswersToABoard) {
    for (auto [answer, kind] : std::vector<std::pair<const char*, const char*>> {
             { "3,4", "occupied-move" }, { "15,3", "off-board-move" }, { "3,-1", "off-board-move" },
             { "hello", "malformed-move" }, { "ERROR busy", "refused-move" },
             { "UNKNOWN", "refused-move" }, { "0,0", "" } }) {
        Script s;
        s.start();
        s.send({ "BOARD", "3,4,2", "DONE" });
        ASSERT_TRUE(s.last.judged) << answer;
        EXPECT_EQ(s.t.fen(), "15/15/15/15/3x11/15/15/15/15/15/15/15/15/15/15 w") << answer;
        s.answer(answer);
        EXPECT_EQ(s.verdict ? s.verdict->kind : "", kind) << answer;
    }
}

TEST(GomocupTracker, AnInfoExcusesAnError) {
    Script s;
    s.start();
    s.send({ "INFO rule 4", "BOARD", "3,4,2", "DONE" });
    s.answer("ERROR renju is not supported");
    EXPECT_FALSE(s.verdict);
}

TEST(GomocupTracker, ARenjuFoulIsForbidden) {
    Script s;
    s.start();
    // Black (the engine: 4 stones each) has an open two down and across through h8 (7,7).
    s.send({ "INFO rule 4", "ABOUT" });
    s.answer("name=\"mock\""); // an answered command after the INFO: no excuse left
    s.send({ "BOARD", "7,5,1", "0,14,2", "7,6,1", "3,14,2", "5,7,1", "14,0,2", "6,7,1", "14,3,2",
        "DONE" });
    ASSERT_TRUE(s.t.fen());
    auto legal = harness::game::gomoku()->legal_moves(*s.t.fen());
    ASSERT_TRUE(legal);
    ASSERT_EQ(std::count(legal->begin(), legal->end(), "h8"), 0) << *s.t.fen();
    ASSERT_TRUE(s.last.judged);
    s.answer("7,7");
    ASSERT_TRUE(s.verdict);
    EXPECT_EQ(s.verdict->kind, "forbidden-move");
}

TEST(GomocupTracker, WhatItCannotFollowIsNotJudged) {
    for (std::vector<const char*> lines :
        std::vector<std::vector<const char*>> { { "BOARD", "3,4,4", "DONE" }, // field 4
            { "BOARD", "3,4,1", "3,4,2", "DONE" }, // a point twice
            { "BOARD", "30,4,1", "DONE" }, // off the board
            { "BOARD", "1,1,1", "2,2,1", "DONE" }, // the counts do not alternate
            { "BOARD", "0,0,2", "1,0,2", "2,0,2", "3,0,2", "4,0,2", "0,5,1", "1,5,1", "2,5,1",
                "3,5,1", "DONE" }, // a five: the game is over
            { "INFO rule 2", "BEGIN" }, // a rule code we do not know
            { "BOARD", "3,4,2", "START 15", "DONE" }, // a command inside BOARD
            { "TURN 15,15" }, { "TURN 3,4", "TURN 3,4" } }) {
        Script s;
        s.start();
        for (const char* l : lines) s.last = s.t.on_sent(l);
        EXPECT_FALSE(s.last.judged) << lines.front() << " ... " << lines.back();
    }
    Script refused;
    refused.send({ "START 15" });
    refused.answer("ERROR no");
    refused.send({ "BEGIN" });
    EXPECT_FALSE(refused.last.judged);
}

TEST(GomocupTracker, TakebackAndRestart) {
    Script s;
    s.start(20);
    s.send({ "BOARD", "3,4,2", "DONE" });
    s.answer("10,10");
    EXPECT_FALSE(s.verdict);
    s.send({ "TAKEBACK 3,4" });
    s.answer("OK");
    s.send({ "TURN 3,4" }); // one stone each again: the engine is black
    EXPECT_TRUE(s.last.judged);
    s.answer("ERROR");
    ASSERT_TRUE(s.verdict);
    EXPECT_EQ(s.verdict->kind, "refused-move");
    s.send({ "RESTART" });
    s.answer("OK");
    s.send({ "BEGIN" });
    EXPECT_TRUE(s.last.judged);
}

} // namespace
