// Gomoku end to end through the CLI, with Sable as a Gomocup engine over a pipe: the checklist,
// the win-in-N suites (freestyle and renju) and a match from the shipped Gomocup book, each
// report validated against the shipped schema.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"

#include <filesystem>
#include <fstream>
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

} // namespace
