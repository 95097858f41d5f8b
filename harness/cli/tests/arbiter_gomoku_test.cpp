// Gomoku end to end through the CLI, with Sable as a Gomocup engine over a pipe: the checklist,
// the win-in-N suites (freestyle and renju) and a match from the shipped Gomocup book, each
// report validated against the shipped schema.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace {

using namespace arbiter_test;
using ::testing::HasSubstr;
using ::testing::Not;

const std::string Sable = "cmd=" + Bin + "/sable proto=gomocup";

std::string temp(const std::string& name) {
    auto dir = std::filesystem::temp_directory_path()
        / ("arbiter_gomoku_" + name + "_" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    return dir.string();
}

TEST(ArbiterGomoku, SablePassesTheGomocupChecklist) {
    auto r = run("check --engine " + Sable); // proto=gomocup: the game is gomoku
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("34 end"));
    EXPECT_THAT(r.out, Not(HasSubstr("FAIL")));
}

// The same 34 steps with renju or caro as the game: that rule's positions are then mandatory.
TEST(ArbiterGomoku, SablePassesTheGomocupChecklistAsARenjuAndACaroEngine) {
    for (const std::string variant : { "renju", "caro" }) {
        auto r = run("check --engine " + Sable + " variant=" + variant);
        EXPECT_EQ(r.code, 0) << r.out;
        EXPECT_THAT(r.out, HasSubstr("(gomocup, " + variant + ")"));
        EXPECT_THAT(r.out, HasSubstr("34 end"));
        EXPECT_THAT(r.out, Not(HasSubstr("FAIL")));
    }
}

TEST(ArbiterGomoku, SuiteProvesAndSolvesWinInN) {
    auto dir = temp("suite");
    auto r = run("suite --engine " + Sable + " --suite " + suite("gomoku/win/arbiter_win_in_n.epd")
        + " --movetime 300 --first 4 --json " + dir + "/suite.json");
    EXPECT_EQ(r.code, 0) << r.out;
    auto j = read_json(dir + "/suite.json");
    EXPECT_EQ(j["game"], "gomoku");
    EXPECT_EQ(j["engines"][0]["protocol"], "gomocup");
    EXPECT_EQ(j["summary"]["total"], 4);
}

TEST(ArbiterGomoku, SuiteRunsTheWinsInFourAndFiveUnderBothRules) {
    // Both new files in one run; the renju positions keep their rule (sent as Gomocup rule 4).
    auto dir = temp("suite45");
    auto r
        = run("suite --engine " + Sable + " --suite " + suite("gomoku/win/arbiter_win_in_4_5.epd")
            + " --suite " + suite("gomoku/win/arbiter_renju_win_in_n.epd")
            + " --movetime 200 --ids arbiter-gomoku45-001,arbiter-gomoku45-002,arbiter-renju-001,"
              "arbiter-renju-002 --json "
            + dir + "/suite.json");
    EXPECT_TRUE(r.code == 0 || r.code == 1) << r.out;
    auto j = read_json(dir + "/suite.json");
    EXPECT_EQ(j["summary"]["total"], 4);
    EXPECT_EQ(j["summary"]["crash"], 0);
    EXPECT_EQ(j["summary"]["timeout"], 0);
    EXPECT_EQ(j["summary"]["error"], 0);
    int renju = 0;
    for (const auto& p : j["results"])
        if (p["fen"].get<std::string>().find(" renju ") != std::string::npos) ++renju;
    EXPECT_EQ(renju, 2);
}

TEST(ArbiterGomoku, MatchFromTheGomocupBookWithReferee) {
    auto dir = temp("match");
    auto r   = run("match -engine " + Sable + " name=a -engine " + Sable
          + " name=b -each tc=1+0.01 -rounds 2 -openings file="
          + suite("gomoku/openings/arbiter3.txt") + " format=gomocup -pgnout " + dir
          + "/games.pgn --json " + dir + "/match.json");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("Games: 4"));
    auto j = read_json(dir + "/match.json");
    EXPECT_EQ(j["game"], "gomoku");
    std::ifstream      in(dir + "/games.pgn");
    std::ostringstream pgn;
    pgn << in.rdbuf();
    EXPECT_THAT(pgn.str(), HasSubstr("[Variant \"gomoku\"]"));
    EXPECT_THAT(pgn.str(), HasSubstr("[Termination"));
}

// The Gomocup's clocks: a turn limit inside a match clock, each passed by more than the
// tolerance a time forfeit of its own kind. "slow" thinks 400 ms a move: over a 200 ms turn
// limit, under a 1 s one; a 1 s match clock lasts it two moves.
TEST(ArbiterGomoku, TheTurnLimitAndTheMatchClockEachForfeitAGame) {
    const std::string mock = "cmd=" + Bin + "/mock_gomocup_engine proto=gomocup variant=gomoku";
    auto              game = [&](const std::string& tag, const std::string& slow_clock) {
        const auto dir = temp(tag);
        auto       r   = run("match -engine " + mock + " name=fast -engine " + mock
                                 + " name=slow arg=--think arg=400 " + slow_clock
                                 + " -each timeturn=5 timematch=60 -rounds 1 --json " + dir + "/m.json");
        EXPECT_EQ(r.code, 0) << r.out;
        return read_json(dir + "/m.json");
    };
    const auto turn = game("turn", "timeturn=0.2 tolerance=100");
    for (const auto& g : turn["results"]) {
        EXPECT_EQ(g["reason"], "time forfeit") << g.dump();
        EXPECT_EQ(g["faulty"], "slow");
        EXPECT_EQ(g["over_turn"], true);
        EXPECT_THAT(g["detail"].get<std::string>(), HasSubstr("over the 200 ms turn limit"));
    }
    EXPECT_EQ(turn["summary"]["faults"][1]["turn_forfeits"], 2);
    const auto match = game("matchclock", "timeturn=1 timematch=1 tolerance=100");
    for (const auto& g : match["results"]) {
        EXPECT_EQ(g["reason"], "time forfeit") << g.dump();
        EXPECT_EQ(g["faulty"], "slow");
        EXPECT_FALSE(g.contains("over_turn"));
        EXPECT_THAT(g["detail"].get<std::string>(), HasSubstr("on the clock (tolerance 100 ms)"));
        EXPECT_GE(g["plies"].get<int>(), 4); // two moves of slow's in time, then the flag
    }
    EXPECT_EQ(match["summary"]["faults"][1]["time_forfeits"], 2);
    EXPECT_EQ(match["summary"]["faults"][1]["turn_forfeits"], 0);
    // Over UCI a turn limit is refused with the reason.
    auto uci = run("match -engine cmd=" + Bin + "/mock_engine -engine cmd=" + Bin
        + "/mock_engine -each timeturn=1");
    EXPECT_EQ(uci.code, 4) << uci.out;
    EXPECT_THAT(uci.out, HasSubstr("are the Gomocup protocol's clocks"));
}

// The memory limit: "greedy" takes 24 MB more before each move; with memory=64 its fourth move
// passes the limit (sampled during its turn) and loses the game, the figure said.
TEST(ArbiterGomoku, AnEngineOverItsMemoryLimitLosesWithTheFigure) {
    const std::string mock = "cmd=" + Bin + "/mock_gomocup_engine proto=gomocup variant=gomoku";
    const auto        dir  = temp("memory");
    auto              r    = run("match -engine " + mock + " name=lean -engine " + mock
                        + " name=greedy arg=--grow arg=24 -each st=1 memory=64 -rounds 1 --json " + dir
                        + "/m.json");
    EXPECT_EQ(r.code, 0) << r.out;
    const auto j = read_json(dir + "/m.json");
    for (const auto& g : j["results"]) {
        EXPECT_EQ(g["reason"], "memory limit") << g.dump();
        EXPECT_EQ(g["faulty"], "greedy");
        EXPECT_THAT(g["detail"].get<std::string>(), HasSubstr("MiB limit"));
    }
    EXPECT_EQ(j["summary"]["faults"][1]["memory_faults"], 2);
    EXPECT_THAT(r.out, HasSubstr("over the memory limit"));
    // A Gomocup engine's INFO max_memory is its limit too.
    auto info = run("match -engine " + mock + " name=lean -engine " + mock
        + " name=greedy arg=--grow arg=24 -each st=1 option.max_memory=67108864 -rounds 1 --json "
        + dir + "/info.json");
    EXPECT_EQ(info.code, 0) << info.out;
    EXPECT_EQ(read_json(dir + "/info.json")["summary"]["faults"][1]["memory_faults"], 2);
}

// order=random,symmetric: each pair's opening in one of the board's 8 symmetries, named in the
// record, the same for both games of the pair.
TEST(ArbiterGomoku, SymmetricOpeningsAreNamedPerPair) {
    const std::string mock = "cmd=" + Bin + "/mock_gomocup_engine proto=gomocup variant=gomoku";
    const auto        dir  = temp("symmetric");
    auto              r
        = run("match -engine " + mock + " name=a -engine " + mock + " name=b -each st=1 -rounds 6 "
            + "-openings file=" + suite("gomoku/openings/arbiter3.txt")
            + " format=gomocup order=random,symmetric -srand 3 --json " + dir + "/m.json");
    EXPECT_EQ(r.code, 0) << r.out;
    const auto            j = read_json(dir + "/m.json");
    std::set<std::string> names;
    for (const auto& g : j["results"]) {
        ASSERT_TRUE(g.contains("symmetry")) << g.dump();
        names.insert(g["symmetry"].get<std::string>());
        for (const auto& h : j["results"])
            if (h["round"] == g["round"]) {
                EXPECT_EQ(h["symmetry"], g["symmetry"]);
            }
    }
    EXPECT_GE(names.size(), 2U) << "6 pairs, 8 symmetries";
}

// --openings opener=swap2: the engine with the first move opens through SWAP2BOARD. The mock
// answers three stones (or, as "four", four) and SWAP to three: in game 1 "four" swaps and
// takes black; in game 2 it opens with four stones, its fault before any move.
TEST(ArbiterGomoku, Swap2OpensEachGameAndFourStonesAreTheOpenersFault) {
    const std::string mock = "cmd=" + Bin + "/mock_gomocup_engine proto=gomocup variant=gomoku";
    const auto        dir  = temp("swap2");
    auto              r    = run("match -engine " + mock + " name=good -engine " + mock
                        + " name=four arg=--swap2-stones arg=4 -each st=1 -rounds 1 "
                                          "-openings opener=swap2 --json "
                        + dir + "/m.json");
    EXPECT_EQ(r.code, 0) << r.out;
    const auto j = read_json(dir + "/m.json");
    ASSERT_EQ(j["results"].size(), 2U);
    const auto& swapped = j["results"][0];
    EXPECT_EQ(swapped["white"], "four") << "the second took black with SWAP: " << swapped.dump();
    EXPECT_EQ(swapped["swap2"]["swapped"], true);
    EXPECT_EQ(swapped["swap2"]["stones"].size(), 3U);
    EXPECT_THAT(swapped["swap2"]["choices"][1].get<std::string>(), HasSubstr("second: SWAP"));
    const auto& fault = j["results"][1];
    EXPECT_EQ(fault["reason"], "illegal move") << fault.dump();
    EXPECT_EQ(fault["faulty"], "four");
    EXPECT_EQ(fault["plies"], 0);
    EXPECT_THAT(fault["detail"].get<std::string>(),
        HasSubstr("in the Swap2 opening: answered '0,0 1,0 2,0 3,0' (4 stones)"));
    EXPECT_EQ(j["summary"]["faults"][1]["illegal_moves"], 1) << j["summary"].dump();
    // Over UCI there is no SWAP2BOARD: refused with the reason.
    auto uci = run("match -engine cmd=" + Bin + "/mock_engine -engine cmd=" + Bin
        + "/mock_engine -each depth=1 -openings opener=swap2");
    EXPECT_EQ(uci.code, 4) << uci.out;
    EXPECT_THAT(uci.out, HasSubstr("needs the Gomocup protocol's SWAP2BOARD"));
}

// A Swap2 answer's time comes off the engine's match clock: "slow" thinks 300 ms an answer with
// a 1 s clock (tolerance 100 ms), so after its opening answer it has time for two moves, not
// three; and an answer over the turn limit loses in the opening.
TEST(ArbiterGomoku, Swap2AnswersAreJudgedAndTakenFromTheClock) {
    const std::string mock = "cmd=" + Bin + "/mock_gomocup_engine proto=gomocup variant=gomoku";
    const auto        dir  = temp("swap2clock");
    auto              r    = run("match -engine " + mock + " name=fast -engine " + mock
                        + " name=slow arg=--think arg=300 timeturn=1 timematch=1 tolerance=100 "
                                          "-each timeturn=5 timematch=60 -rounds 1 -openings opener=swap2 --json "
                        + dir + "/m.json");
    EXPECT_EQ(r.code, 0) << r.out;
    const auto j = read_json(dir + "/m.json");
    for (const auto& g : j["results"]) {
        EXPECT_EQ(g["reason"], "time forfeit") << g.dump();
        EXPECT_EQ(g["faulty"], "slow");
        const int first      = g.value("first_mover", 0); // 1: the opening left white to move
        int       slow_moves = 0;
        for (std::size_t i = 0; i < g["moves"].size(); ++i)
            if (g[(first + int(i)) % 2 == 0 ? "white" : "black"] == "slow") ++slow_moves;
        EXPECT_EQ(slow_moves, 2) << g.dump();
    }
    auto turn = run("match -engine " + mock + " name=fast -engine " + mock
        + " name=slow arg=--think arg=300 timeturn=0.1 tolerance=100 -each timeturn=5 -rounds 1 "
          "-openings opener=swap2 --json "
        + dir + "/t.json");
    EXPECT_EQ(turn.code, 0) << turn.out;
    for (const auto& g : read_json(dir + "/t.json")["results"]) {
        EXPECT_EQ(g["reason"], "time forfeit") << g.dump();
        EXPECT_EQ(g["plies"], 0);
        EXPECT_THAT(g["detail"].get<std::string>(),
            HasSubstr("in the Swap2 opening: answered SWAP2BOARD after"));
    }
}

// Sable against itself at renju with the Swap2 opening: each game's .psq record (--psqout)
// re-adjudicates to the game's result, and arbiter rate reads the records.
TEST(ArbiterGomoku, RenjuSwap2GamesWritePsqRecordsThatReadBack) {
    const auto dir = temp("psq");
    auto       r   = run("match -engine " + Sable + " name=a -engine " + Sable
                + " name=b -variant renju -each timeturn=0.1 timematch=30 memory=64 -rounds 1 "
                          "-openings opener=swap2 "
                          "--psqout "
                + dir + "/psq --json " + dir + "/m.json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto            j = read_json(dir + "/m.json");
    std::set<std::string> results;
    for (const auto& g : j["results"]) {
        ASSERT_TRUE(g.contains("swap2")) << g.dump();
        EXPECT_GE(g["swap2"]["stones"].size(), 3U);
        const std::string file = dir + "/psq/" + g["white"].get<std::string>() + "-vs-"
            + g["black"].get<std::string>() + "-round1-game" + std::to_string(g["game"].get<int>())
            + ".psq";
        auto a = run("adjudicate --psq " + file + " --json");
        ASSERT_EQ(a.code, 0) << a.out;
        const auto judged = nlohmann::json::parse(a.out)["games"][0];
        EXPECT_EQ(judged["recorded"], g["result"]) << file;
        if (g["reason"] == "five in a row") {
            EXPECT_EQ(judged["agrees"], true) << a.out;
        }
        EXPECT_EQ(judged["plies"].get<std::size_t>(),
            g["swap2"]["stones"].size() + g["plies"].get<std::size_t>())
            << a.out;
    }
    std::string records;
    for (const auto& f : std::filesystem::directory_iterator(dir + "/psq"))
        records += " " + f.path().string();
    auto rate = run("rate" + records);
    EXPECT_THAT(rate.out, HasSubstr("2 players, 2 games")) << rate.out;
}

} // namespace
