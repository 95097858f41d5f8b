// `arbiter perft` end to end: the real binary, real engines (Sable, Stockfish,
// Fairy-Stockfish) and the misbehaving mock; exit codes, reports and the named faulty move.

#include "engine/testing/subprocess.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"
#include "harness/cli/cores.h"
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <sys/wait.h>

using ::testing::HasSubstr;
using ::testing::Not;

namespace {

using namespace arbiter_test;

TEST(ArbiterPerft, SablePassesTheTrickySuite) {
    auto r = run("perft --engine cmd=" + Bin + "/sable --suite "
        + suite("chess/perft/python-chess_tricky.perft") + " --max-nodes 200000 --json "
        + harness::testing::temp_dir() + "/arbiter_t1.json --junit " + harness::testing::temp_dir()
        + "/arbiter_t1.xml");
    EXPECT_EQ(r.code, 0) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_t1.json");
    EXPECT_GT(j["summary"]["total"].get<int>(), 40);
    EXPECT_EQ(j["summary"]["ok"], j["summary"]["total"]);
    std::ifstream x(harness::testing::temp_dir() + "/arbiter_t1.xml");
    std::string   xml((std::istreambuf_iterator<char>(x)), {});
    // Its X-FEN records need Chess960 castling: the run switches to chess960 on its own.
    EXPECT_THAT(xml, HasSubstr("<testsuite name=\"perft sable (chess960)\""));
}

TEST(ArbiterPerft, BuggyEngineFailsWithTheExactMove) {
    auto r = run("perft --engine cmd=" + Bin
        + "/mock_engine arg=--bug arg=no-underpromotion "
          "--random 30 --depth 3 --seed 5 -j 2 --json "
        + harness::testing::temp_dir() + "/arbiter_t2.json --quiet");
    EXPECT_EQ(r.code, 1) << r.out;
    auto j       = read_json(harness::testing::temp_dir() + "/arbiter_t2.json");
    int  located = 0;
    for (const auto& e : j["results"]) {
        if (e["status"] != "mismatch") continue;
        for (const auto& m : e["divergence"]["missing"]) {
            std::string s = m;
            EXPECT_EQ(s.size(), 5u) << s;
            EXPECT_NE(s.back(), 'q') << s; // only under-promotions are missing
            ++located;
        }
    }
    EXPECT_GT(located, 0) << r.out;
}

TEST(ArbiterPerft, StockfishPassesAsEngineAndAsOracle) {
    if (!engine::testing::is_executable("/usr/games/stockfish")) GTEST_SKIP();
    auto r = run("perft --engine cmd=/usr/games/stockfish --suite "
        + suite("chess/perft/cpw_perft_results.epd") + " --max-nodes 100000 --quiet");
    EXPECT_EQ(r.code, 0) << r.out;
    r = run("perft --engine cmd=" + Bin
        + "/sable --oracle cmd=/usr/games/stockfish --random 10 "
          "--depth 3 --quiet --variant chess960");
    EXPECT_EQ(r.code, 0) << r.out;
}

// Stockfish's own perft.sh: its Chess960 lines (Shredder castling letters) reach the engine
// with UCI_Chess960 set, without a --variant flag (issue: Stockfish failed 4 correct lines).
TEST(ArbiterPerft, StockfishPassesItsOwnPerftShWithoutVariantFlags) {
    if (!engine::testing::is_executable("/usr/games/stockfish")) GTEST_SKIP();
    auto r = run("perft --engine cmd=/usr/games/stockfish --suite "
        + suite("peer/chess/stockfish_perft-sh.epd") + " --max-nodes 3000000 --quiet --json "
        + harness::testing::temp_dir() + "/arbiter_perft_sh.json");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("the run uses --variant chess960"));
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_perft_sh.json");
    EXPECT_EQ(j["game"], "chess960");
    EXPECT_GE(j["results"].size(), 4u);
}

// An engine whose count for a move at the parent is not its own perft of the child: the report
// says so (and does not blame the suite), posing the child both as a FEN and as root + moves.
TEST(ArbiterPerft, HistoryDependentCountsAreNamedNotBlamedOnTheSuite) {
    auto r = run("perft --engine cmd=" + Bin + "/mock_engine arg=--history-count --suite "
        + suite("chess/perft/ethereal_standard.epd") + " --depth 3 --quiet");
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out,
        HasSubstr("the engine's count depends on how the position was reached: "
                  "b8a6 counts 21 at the parent, but perft 1 of the child gives 20 "
                  "posed as a FEN and 20 posed as the root FEN with moves b1a3 b8a6"));
    EXPECT_THAT(r.out, ::testing::Not(HasSubstr("check the suite")));
}

TEST(ArbiterPerft, FairyStockfishXiangqiInRanksOneToTen) {
    if (!engine::testing::is_executable("/usr/games/fairy-stockfish")) GTEST_SKIP();
    auto r = run("perft --variant xiangqi --engine cmd=/usr/games/fairy-stockfish --suite "
        + suite("xiangqi/perft/fairy-stockfish.epd") + " --quiet --json "
        + harness::testing::temp_dir() + "/arbiter_t4.json");
    EXPECT_EQ(r.code, 0) << r.out;
    r = run("perft --variant xiangqi --engine cmd=" + Bin
        + "/mock_engine arg=--bug arg=cannon-no-screen --oracle cmd=/usr/games/fairy-stockfish "
          "--random 5 --depth 2 --quiet --json "
        + harness::testing::temp_dir() + "/arbiter_t4.json");
    EXPECT_EQ(r.code, 1) << r.out;
    auto j       = read_json(harness::testing::temp_dir() + "/arbiter_t4.json");
    bool illegal = false;
    for (const auto& e : j["results"])
        if (e.contains("divergence") && !e["divergence"]["illegal"].empty()) illegal = true;
    EXPECT_TRUE(illegal) << r.out;
}

TEST(ArbiterPerft, FaultsAreCountedAndTheRunGoesOn) {
    auto r = run("perft --engine cmd=" + Bin
        + "/mock_engine arg=--crash-after arg=5 --random 6 "
          "--depth 2 --quiet --json "
        + harness::testing::temp_dir() + "/arbiter_t5.json");
    EXPECT_EQ(r.code, 1) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_t5.json");
    EXPECT_EQ(j["results"].size(), 6u);
    EXPECT_GT(j["summary"]["crash"].get<int>(), 0);
    EXPECT_THAT(r.out, HasSubstr("transcript (last lines):"));
    r = run("perft --engine cmd=" + Bin
        + "/mock_engine arg=--hang-on arg=go --random 2 --depth 2 "
          "--timeout 1 --quiet --json "
        + harness::testing::temp_dir() + "/arbiter_t5.json");
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_EQ(
        read_json(harness::testing::temp_dir() + "/arbiter_t5.json")["summary"]["timeout"], 2);
}

TEST(ArbiterPerft, UsageInputAndStartErrorsHaveTheirExitCodes) {
    auto r = run("perft --engine cmd=/nonexistent/engine --random 1");
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_THAT(r.out, HasSubstr("could not be started"));
    r = run("perft --engine cmd=x --random 1 --dpeth 3");
    EXPECT_EQ(r.code, 2);
    EXPECT_THAT(r.out, HasSubstr("Did you mean '--depth'?"));
    r = run("perft --random 1");
    EXPECT_EQ(r.code, 2);
    r = run("prft");
    EXPECT_EQ(r.code, 2);
    EXPECT_THAT(r.out, HasSubstr("Did you mean 'perft'?"));
    r = run("perft --help");
    EXPECT_EQ(r.code, 0);
    EXPECT_THAT(r.out, HasSubstr("--oracle"));
    std::ofstream(harness::testing::temp_dir() + "/arbiter_bad.epd")
        << "not a fen ;D1 3\n4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n";
    r = run("perft --engine cmd=" + Bin + "/sable --suite " + harness::testing::temp_dir()
        + "/arbiter_bad.epd --quiet");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out,
        HasSubstr(harness::testing::temp_dir() + "/arbiter_bad.epd:1: error: position rejected"));
    EXPECT_THAT(r.out, HasSubstr("1      1")); // the good line still ran and passed
}

TEST(ArbiterPerft, OutputPathsAreCheckedBeforeAnyEngineStarts) {
    // The engine would hang in its handshake: the bad path is refused before it starts.
    const std::string args
        = "perft --engine cmd=" + Bin + "/mock_engine arg=--hang-on arg=uci --random 1 --quiet ";
    auto r = run(args + "--json /tmp");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("--json: cannot write '/tmp': is a directory"));
    EXPECT_THAT(r.out, HasSubstr("see 'arbiter perft --help'"));
    r = run(args + "--markdown /nonexistent/dir/x.md");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("its directory '/nonexistent/dir' does not exist"));
    r = run(args + "--junit /etc/passwd/x.xml");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("is not a directory"));
}

TEST(ArbiterPerft, AFailedWriteKeepsTheJournalAndResumeRefusesAnotherRun) {
    const std::string json = harness::testing::temp_dir() + "/arbiter_t_full.json";
    std::remove(json.c_str());
    const std::string engine = "--engine cmd=" + Bin + "/sable --quiet --json " + json;
    // The JUnit file cannot be written (a full device): exit 2, the journal kept.
    auto r = run("perft " + engine + " --random 3 --depth 2 --junit /dev/full");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("cannot write report /dev/full: "));
    EXPECT_THAT(r.out, HasSubstr("the results are kept in " + json + ".partial"));
    ASSERT_TRUE(std::ifstream(json + ".partial").good());
    // Resuming with another depth or engine is another run: refused, naming what differs.
    r = run("perft " + engine + " --random 3 --depth 3 --resume");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("a journal of another run (limits: "));
    r = run("perft --engine cmd=" + Bin + "/mock_engine --quiet --json " + json
        + " --random 3 --depth 2 --resume");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("engines: "));
    // The same run resumes and writes its report.
    r = run("perft " + engine + " --random 3 --depth 2 --resume");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(read_json(json)["results"].size(), 3u);
    EXPECT_FALSE(std::ifstream(json + ".partial").good());
}

// A perft record Arbiter refuses is counted in the reports as "rejected", with where and why;
// the other records run and the exit is 2.
TEST(ArbiterPerft, RejectedRecordsAppearInTheReports) {
    std::ofstream(harness::testing::temp_dir() + "/arbiter_rejected.perft")
        << "id good\nepd 4k3/8/8/8/8/8/8/4K3 w - - 0 1\nperft 1 5\n\n"
           "id bad\nepd 4k3/8/8/8/8/8/8/4K3 x - - 0 1\nperft 1 5\n";
    const std::string out = ::testing::TempDir() + "arbiter_rejected_perft.json";
    auto r = run("perft --engine cmd=" + Bin + "/sable --suite " + harness::testing::temp_dir()
        + "/arbiter_rejected.perft --quiet --json " + out);
    EXPECT_EQ(r.code, 2) << r.out;
    auto j = nlohmann::json::parse(std::ifstream(out));
    EXPECT_EQ(j["results"].size(), 1u);
    ASSERT_EQ(j["rejected"].size(), 1u) << j.dump(1);
    EXPECT_EQ(j["rejected"][0]["line"], 6);
    EXPECT_THAT(j["rejected"][0]["reason"].get<std::string>(), HasSubstr("'x'"));
    EXPECT_EQ(j["summary"]["rejected"], 1);
    EXPECT_THAT(r.out, HasSubstr("rejected input records: 1"));
}

TEST(ArbiterPerft, DuplicateIdsAreRefused) {
    std::ofstream(harness::testing::temp_dir() + "/arbiter_dup.perft")
        << "id same\nepd 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n"
           "perft 1 5\n\nid same\n"
           "epd 4k3/8/8/8/8/8/8/3K4 w - - 0 1\nperft 1 5\n";
    auto r = run("perft --engine cmd=" + Bin + "/sable --suite " + harness::testing::temp_dir()
        + "/arbiter_dup.perft --quiet");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out,
        HasSubstr("duplicate id 'same' (depth 1) at " + harness::testing::temp_dir()
            + "/arbiter_dup.perft:"));
}

TEST(ArbiterPerft, NumbersRepeatsAndDirectoriesAreUsageErrors) {
    const std::string sable = "perft --engine cmd=" + Bin + "/sable --random 1 --quiet ";
    for (const std::string& bad : { std::string("--max-nodes -5"), std::string("--max-nodes abc"),
             std::string("--max-nodes 0x14"), std::string("-j 0"), std::string("--depth abc"),
             std::string("--timeout -1") }) {
        auto r = run(sable + bad);
        EXPECT_EQ(r.code, 2) << bad << "\n" << r.out;
        EXPECT_THAT(r.out, HasSubstr("got '" + bad.substr(bad.find(' ') + 1) + "'")) << bad;
        EXPECT_THAT(r.out, HasSubstr("see 'arbiter perft --help'")) << bad;
    }
    auto r = run(sable + "--engine cmd=" + Bin + "/sable");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("--engine given twice"));
    r = run("perft --engine cmd=" + Bin + "/sable --suite /tmp");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("--suite: '/tmp' is a directory"));
    r = run("perft --engine cmd=" + Bin + "/sable proto=winboard --random 1");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("unknown protocol 'winboard'"));
}

TEST(ArbiterPerft, AnXboardEngineOnTheDefaultProtocolGetsAHint) {
    if (!engine::testing::is_executable("/usr/games/gnuchess")) GTEST_SKIP();
    auto r = run("perft --engine cmd=/usr/games/gnuchess --random 1 --quiet");
    EXPECT_EQ(r.code, 3) << r.out;
    EXPECT_THAT(r.out, HasSubstr("try proto=xboard"));
}

TEST(ArbiterCheck, ASearchThatNeverEndsFailsItsStepAtTheTimeout) {
    auto r = run("check --engine cmd=" + Bin + "/mock_engine arg=--hang-on arg=go --timeout 2");
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("FAIL")) << r.out;
    r = run("check --engine cmd=" + Bin + "/mock_engine --timeout 0");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("see 'arbiter check --help'"));
}

TEST(ArbiterPerft, MoreJobsThanCoresIsWarnedAbout) {
    const int cores = harness::cli::available_cores();
    auto      r     = run("perft --engine cmd=" + Bin + "/sable --random 2 --depth 1 --quiet -j "
                 + std::to_string(cores + 1));
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("warning: -j " + std::to_string(cores + 1) + " runs"));
    r = run("perft --engine cmd=" + Bin + "/sable --random 2 --depth 1 --quiet -j 1");
    EXPECT_THAT(r.out, Not(HasSubstr("warning")));
}

TEST(ArbiterPerft, TheGameIsReadFromTheSuite) {
    const std::string suite_path = suite("xiangqi/perft/cpw_chinese_chess_perft.DERIVED.epd");
    // No --variant: the xiangqi FENs make it a xiangqi run.
    auto r = run("perft --engine cmd=" + Bin + "/sable --suite " + suite_path
        + " --max-nodes 10000 --quiet");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("holds xiangqi positions: the run uses --variant xiangqi"));
    EXPECT_THAT(r.out, HasSubstr("xiangqi"));
    // Asked for chess: one clear error, not one per line.
    r = run("perft --variant chess --engine cmd=" + Bin + "/sable --suite " + suite_path
        + " --max-nodes 10000 --quiet");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr(": this looks like a xiangqi FEN: use --variant xiangqi"));
    EXPECT_THAT(r.out, Not(HasSubstr("position rejected")));
}

} // namespace
