// `arbiter suite` end to end: the real binary on Stockfish, Sable, Fairy-Stockfish (skipped when
// absent) and the misbehaving mock engine; statuses, problem kinds, resume and compare.

#include "engine/testing/subprocess.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"
#include "busy_cpu.h"
#include "harness/run/run_identity.h"
#include "harness/testing/report_schema.h"
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>

using ::testing::HasSubstr;
using ::testing::Not;

namespace {

using namespace arbiter_test;

std::string write(const std::string& path, const std::string& text) {
    std::ofstream(path) << text;
    return path;
}

std::string mock(const std::string& flags) {
    std::string spec = "cmd=" + Bin + "/mock_engine";
    std::string word;
    for (char c : flags + " ") {
        if (c != ' ') {
            word += c;
        } else if (!word.empty()) {
            spec += " arg=" + word;
            word.clear();
        }
    }
    return spec;
}

// kind -> count over every result's problems.
std::map<std::string, int> problem_kinds(const nlohmann::json& j) {
    std::map<std::string, int> k;
    for (const auto& r : j["results"])
        for (const auto& p : r["problems"]) ++k[p["kind"].get<std::string>()];
    return k;
}

const char* const MateInOne
    = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - dm 1; id \"scholar\";\n"
      "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - dm 1; id \"backrank\";\n";

TEST(ArbiterSuite, StockfishSolvesMostOfAWacSlice) {
    if (!engine::testing::is_executable("/usr/games/stockfish")) GTEST_SKIP();
    auto r = run("suite --engine cmd=/usr/games/stockfish --suite " + suite("chess/tactics/wac.epd")
        + " --first 10 --movetime 100 --json " + harness::testing::temp_dir()
        + "/arbiter_s1.json --junit " + harness::testing::temp_dir()
        + "/arbiter_s1.xml"
          " --markdown "
        + harness::testing::temp_dir() + "/arbiter_s1.md --epd-out " + harness::testing::temp_dir()
        + "/arbiter_s1.epd");
    EXPECT_TRUE(r.code == 0 || r.code == 1) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_s1.json");
    EXPECT_EQ(j["summary"]["total"], 10);
    EXPECT_GE(j["summary"]["solved"].get<int>(), 8) << r.out;
    // Stockfish may truncate a mate PV (pv_not_mate); nothing else is expected.
    for (const auto& [kind, n] : j["summary"]["problems"].items())
        EXPECT_EQ(kind, "pv_not_mate") << r.out;
    EXPECT_EQ(j["results"][0]["id"], "WAC.001");
    EXPECT_TRUE(j["results"][0]["found"]["depth"].is_number());
    std::ifstream epd(harness::testing::temp_dir() + "/arbiter_s1.epd");
    std::string   first;
    std::getline(epd, first);
    EXPECT_THAT(first, HasSubstr("id \"WAC.001\"; acd "));
    EXPECT_THAT(first, HasSubstr(" pv g3g6"));
    EXPECT_THAT(r.out, HasSubstr("stockfish"));
}

TEST(ArbiterSuite, SableRunsOnAFewPositions) {
    auto r = run("suite --engine cmd=" + Bin + "/sable --suite " + suite("chess/tactics/wac.epd")
        + " --first 3 --movetime 100 --json " + harness::testing::temp_dir() + "/arbiter_s2.json");
    EXPECT_TRUE(r.code == 0 || r.code == 1) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_s2.json");
    EXPECT_EQ(j["summary"]["total"], 3);
    EXPECT_EQ(j["summary"]["solved"].get<int>() + j["summary"]["failed"].get<int>(), 3) << r.out;
    EXPECT_TRUE(j["summary"]["problems"].empty()) << r.out;
}

// Sable pinned (taskset) to a CPU three busy loops share: each timed search has about a quarter
// of a CPU, and the suite says its results measured the machine. Unpinned, nothing is said.
TEST(ArbiterSuite, AnEngineStarvedOfACpuIsNamed) {
    if (!engine::testing::is_executable("/usr/bin/taskset")) GTEST_SKIP() << "no taskset";
    auto starved = [](const std::string& tag, const std::string& engine) {
        const auto json = harness::testing::temp_dir() + "/arbiter_starved_" + tag + ".json";
        auto       r = run("suite --engine " + engine + " --suite " + suite("chess/tactics/wac.epd")
                  + " --first 24 --movetime 300 --json " + json);
        EXPECT_TRUE(r.code == 0 || r.code == 1) << r.out;
        return std::pair { r.out, read_json(json)["summary"]["cpu_share"] };
    };
    {
        BusyCpu busy;
        const auto [out, share]
            = starved("pinned", "cmd=/usr/bin/taskset arg=-c arg=0 arg=" + Bin + "/sable");
        EXPECT_THAT(out, HasSubstr("of a CPU while searching on the clock")) << out;
        EXPECT_THAT(out, HasSubstr("the machine is overloaded")) << out;
        ASSERT_TRUE(share.is_number()) << out;
        EXPECT_LT(share.get<double>(), 0.5);
    }
    const auto [out, share] = starved("free", "cmd=" + Bin + "/sable");
    EXPECT_THAT(out, Not(HasSubstr("the machine is overloaded"))) << out;
    ASSERT_TRUE(share.is_number()) << out;
    EXPECT_GT(share.get<double>(), 0.5);
}

TEST(ArbiterSuite, SableSolvesXiangqiMatesWithProvedClaims) {
    auto r = run("suite --engine cmd=" + Bin + "/sable variant=xiangqi --suite "
        + suite("xiangqi/mate/wukong_mate2.epd") + " --first 3 --movetime 200 --prove-mates --json "
        + harness::testing::temp_dir() + "/arbiter_s2x.json");
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_s2x.json");
    EXPECT_EQ(j["summary"]["total"], 3);
    EXPECT_TRUE(j["summary"]["problems"].empty()) << r.out;
    EXPECT_GE(j["summary"]["solved"].get<int>(), 2) << r.out;
}

// Sable over UCCI behind a wrapper that behaves as ElephantEye does where Arbiter must adapt:
// its mates are plain scores ("score mate N" becomes "score 9999 - 2(N - 1)", 10000 minus the
// plies to mate; "score mate -N" becomes "score -(10000 - 2N)"; no "mate" word reaches
// Arbiter), and it has a book ("option usebook type check default true"): a search of the
// start position is answered at once with a book move, no info line, until "setoption usebook
// false".
std::string eleeye_like() {
    const auto path = harness::testing::temp_dir() + "/eleeye_like.py";
    write(path, "#!/usr/bin/python3\nSABLE = \"" + Bin + "/sable\"\n" + R"PY(
import re, subprocess, sys, threading
engine = subprocess.Popen([SABLE] + sys.argv[1:], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True, bufsize=1)
lock = threading.Lock()
def say(line):
    with lock:
        sys.stdout.write(line)
        sys.stdout.flush()
def plain(m):
    n = int(m.group(1))
    return "score %d" % (10000 - (2 * n - 1) if n > 0 else -(10000 + 2 * n))
def relay():
    for line in engine.stdout:
        if line.strip() == "ucciok":
            say("option usebook type check default true\n")
        say(re.sub(r"score mate (-?[0-9]+)", plain, line))
threading.Thread(target=relay, daemon=True).start()
book, start, booked = True, False, False
for line in sys.stdin:
    w = line.split()
    if w[:1] == ["setoption"] and w[1:2] == ["usebook"]:
        book = w[2:3] != ["false"]
        continue
    if w[:1] == ["position"]:
        start = w[1:] == ["startpos"]
    if w[:1] == ["go"] and book and start and "perft" not in w:
        say("bestmove h2e2\n")
        booked = True
        continue
    if w[:1] == ["stop"] and booked:
        booked = False
        continue
    booked = booked and w[:1] != ["go"]
    engine.stdin.write(line)
    engine.stdin.flush()
    if w[:1] == ["quit"]:
        break
engine.wait()
)PY");
    chmod(path.c_str(), 0755);
    return path;
}

TEST(ArbiterSuite, UcciMatesScoredByTheMoveAreSolvedAsTheirPvsDeserve) {
    // The same positions and limits, Sable's own "score mate" and ElephantEye's plain scores,
    // read by the convention (10000 minus plies) or not at all (mate-score=none): the same
    // positions solved, by score or by a PV Arbiter proves mates within the dm.
    const auto  out = harness::testing::temp_dir() + "/arbiter_ucci_mates";
    std::string last_out;
    auto        solved = [&](const std::string& spec, const std::string& tag) {
        const auto json = out + tag + ".json";
        auto       r = run("suite --engine cmd=" + spec + " proto=ucci variant=xiangqi --suite "
                         + suite("xiangqi/mate/wukong_mate2.epd") + " --first 6 --depth 5 --json " + json);
        auto       j = read_json(json);
        EXPECT_EQ(j["summary"]["total"], 6) << r.out;
        last_out = r.out;
        return j;
    };
    const auto native    = solved(Bin + "/sable", "_native");
    const auto read      = solved(eleeye_like(), "_read");
    const auto read_out  = last_out;
    const auto plain     = solved(eleeye_like() + " mate-score=none", "_plain");
    const auto plain_out = last_out;
    EXPECT_GE(native["summary"]["solved"].get<int>(), 5);
    EXPECT_EQ(read["summary"]["solved"], native["summary"]["solved"]);
    EXPECT_EQ(plain["summary"]["solved"], native["summary"]["solved"]);
    // Read as centipawns (mate-score=none), the plain scores are named as mates unread.
    EXPECT_THAT(
        plain_out, HasSubstr("positions scored like a mate Arbiter does not read (cp 9997"));
    EXPECT_THAT(read_out, Not(HasSubstr("scored like a mate")));
    for (std::size_t i = 0; i < plain["results"].size(); ++i) {
        const auto& r = plain["results"][i];
        if (r["status"] != "solved") continue;
        EXPECT_FALSE(r["score"].contains("mate")) << r.dump();
        EXPECT_GE(r["score"].value("cp", 0), 9997) << r.dump();
        EXPECT_EQ(read["results"][i]["score"], nlohmann::json({ { "mate", 2 } }))
            << read["results"][i].dump();
    }
}

// `arbiter check` on the ElephantEye-like engine: step 11 names the book and the option that
// turns it off; with it off, step 11 passes; step 16 names the mate convention.
TEST(ArbiterSuite, CheckNamesTheBookAndTheMateConventionOfAnElephantEyeLikeEngine) {
    const auto spec = "check --engine cmd=" + eleeye_like() + " proto=ucci variant=xiangqi";
    auto       book = run(spec);
    EXPECT_EQ(book.code, 1) << book.out;
    EXPECT_THAT(book.out, HasSubstr("with no info line (a book move? try option.usebook=false)"));
    EXPECT_THAT(book.out,
        HasSubstr("16 mate score convention ....... ok    a mate in 2 scored 9997: mates are 10000 "
                  "minus plies (read as mate 2)"));
    auto off = run(spec + " option.usebook=false");
    EXPECT_EQ(off.code, 0) << off.out;
    EXPECT_THAT(off.out, HasSubstr("ok    readyok while searching"));
}

TEST(ArbiterSuite, FairyStockfishXiangqiMatesProveClean) {
    if (!engine::testing::is_executable("/usr/games/fairy-stockfish")) GTEST_SKIP();
    auto r = run("suite --engine cmd=/usr/games/fairy-stockfish --variant xiangqi --suite "
        + suite("xiangqi/mate/wukong_mate2.epd") + " --first 5 --movetime 300 --prove-mates --json "
        + harness::testing::temp_dir() + "/arbiter_s3.json");
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_s3.json");
    EXPECT_EQ(j["summary"]["total"], 5);
    EXPECT_TRUE(j["summary"]["problems"].empty()) << r.out;
    EXPECT_GE(j["summary"]["solved"].get<int>(), 4) << r.out;
    EXPECT_EQ(j["game"], "xiangqi");
}

TEST(ArbiterSuite, FalseMateIsCaught) {
    auto r = run("suite --engine " + mock("--false-mate") + " --suite "
        + suite("chess/tactics/wac.epd") + " --first 3 --movetime 50 --prove-mates --json "
        + harness::testing::temp_dir() + "/arbiter_s4.json");
    EXPECT_EQ(r.code, 1) << r.out;
    auto k = problem_kinds(read_json(harness::testing::temp_dir() + "/arbiter_s4.json"));
    EXPECT_EQ(k["false_mate"], 3) << r.out;
    EXPECT_EQ(k["pv_not_mate"], 3) << r.out;
}

TEST(ArbiterSuite, WrongSignMateIsCaught) {
    auto r = run("suite --engine " + mock("--wrong-sign-mate") + " --suite "
        + write(harness::testing::temp_dir() + "/arbiter_m1.epd", MateInOne)
        + " --movetime 50 --json " + harness::testing::temp_dir() + "/arbiter_s5.json");
    EXPECT_EQ(r.code, 1) << r.out;
    auto k = problem_kinds(read_json(harness::testing::temp_dir() + "/arbiter_s5.json"));
    EXPECT_EQ(k["wrong_sign"], 2) << r.out;
    EXPECT_EQ(k.size(), 1u) << r.out;
}

TEST(ArbiterSuite, BestmoveOutsideThePvIsCaught) {
    auto r = run("suite --engine " + mock("--bestmove-not-pv") + " --suite "
        + suite("chess/tactics/wac.epd") + " --first 2 --movetime 50 --json "
        + harness::testing::temp_dir() + "/arbiter_s6.json");
    EXPECT_EQ(r.code, 1) << r.out;
    auto k = problem_kinds(read_json(harness::testing::temp_dir() + "/arbiter_s6.json"));
    EXPECT_EQ(k["bestmove_not_pv"], 2) << r.out;
}

TEST(ArbiterSuite, CrashAndHangAreRecordedAndTheRunGoesOn) {
    auto r = run("suite --engine " + mock("--crash-after 9") + " --suite "
        + suite("chess/tactics/wac.epd") + " --first 4 --movetime 50 --json "
        + harness::testing::temp_dir() + "/arbiter_s7.json");
    EXPECT_EQ(r.code, 1) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_s7.json");
    EXPECT_EQ(j["summary"]["total"], 4);
    EXPECT_GE(j["summary"]["crash"].get<int>(), 1) << r.out;
    EXPECT_GE(j["summary"]["failed"].get<int>(), 1) << r.out; // positions after a crash ran
    for (const auto& e : j["results"]) {
        if (e["status"] == "crash") {
            EXPECT_THAT(e["transcript"].get<std::string>(), HasSubstr("SIGSEGV"));
        }
    }

    r = run("suite --engine " + mock("--hang-on go") + " --suite " + suite("chess/tactics/wac.epd")
        + " --first 2 --movetime 50 --margin 300 --json " + harness::testing::temp_dir()
        + "/arbiter_s8.json");
    EXPECT_EQ(r.code, 1) << r.out;
    j = read_json(harness::testing::temp_dir() + "/arbiter_s8.json");
    EXPECT_EQ(j["summary"]["timeout"], 2) << r.out;
}

TEST(ArbiterSuite, IllegalBestmoveIsAnError) {
    auto r = run("suite --engine " + mock("--illegal-bestmove") + " --suite "
        + suite("chess/tactics/wac.epd") + " --first 2 --movetime 50 --json "
        + harness::testing::temp_dir() + "/arbiter_s9.json");
    EXPECT_EQ(r.code, 1) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_s9.json");
    EXPECT_EQ(j["summary"]["error"], 2) << r.out;
    EXPECT_THAT(j["results"][1]["detail"].get<std::string>(), HasSubstr("illegal bestmove"));
    EXPECT_THAT(j["results"][1]["transcript"].get<std::string>(), HasSubstr("bestmove"));
}

TEST(ArbiterSuite, ResumeSkipsDoneIds) {
    std::remove((harness::testing::temp_dir() + "/arbiter_s10.json").c_str());
    std::remove((harness::testing::temp_dir() + "/arbiter_s10.json.partial").c_str());
    // One engine command whose behaviour the test switches between the runs (a resume refuses
    // another engine): the mock with the flags in /tmp/arbiter_s10.flags.
    write(harness::testing::temp_dir() + "/arbiter_s10.flags", "");
    const std::string engine = write(harness::testing::temp_dir() + "/arbiter_s10_engine.sh",
        "#!/bin/sh\nexec " + Bin + "/mock_engine $(cat " + harness::testing::temp_dir()
            + "/arbiter_s10.flags)\n");
    chmod(engine.c_str(), 0755);
    // An interrupted run: two results in the partial file (written by a plain mock).
    auto r     = run("suite --engine cmd=" + engine + " --suite " + suite("chess/tactics/wac.epd")
            + " --first 2 --movetime 50 --json " + harness::testing::temp_dir() + "/arbiter_s10.json");
    auto first = read_json(harness::testing::temp_dir() + "/arbiter_s10.json");
    std::remove((harness::testing::temp_dir() + "/arbiter_s10.json").c_str());
    {
        std::ofstream p(harness::testing::temp_dir() + "/arbiter_s10.json.partial");
        p << nlohmann::json { { "run", harness::run::run_identity(first) } }.dump() << "\n";
        for (const auto& e : first["results"]) p << e.dump() << "\n";
        p << "{\"id\": \"WAC.0"; // torn by the interruption
    }
    // Resumed with flags that flag every position run: only WAC.003 and WAC.004 run.
    write(harness::testing::temp_dir() + "/arbiter_s10.flags", "--bestmove-not-pv");
    r      = run("suite --engine cmd=" + engine + " --suite " + suite("chess/tactics/wac.epd")
             + " --first 4 --movetime 50 --resume --json " + harness::testing::temp_dir()
             + "/arbiter_s10.json");
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_s10.json");
    ASSERT_EQ(j["results"].size(), 4u) << r.out;
    EXPECT_TRUE(j["results"][0]["problems"].empty());
    EXPECT_TRUE(j["results"][1]["problems"].empty());
    EXPECT_EQ(j["results"][2]["problems"][0]["kind"], "bestmove_not_pv");
    EXPECT_EQ(j["results"][3]["problems"][0]["kind"], "bestmove_not_pv");
    EXPECT_FALSE(std::ifstream(harness::testing::temp_dir() + "/arbiter_s10.json.partial").good());
}

TEST(ArbiterSuite, ResumeRefusesTheReportOfAnotherEngineOrLimit) {
    const std::string json = harness::testing::temp_dir() + "/arbiter_s10b.json";
    auto r = run("suite --engine " + mock("") + " --suite " + suite("chess/tactics/wac.epd")
        + " --first 2 --movetime 50 --json " + json);
    ASSERT_EQ(read_json(json)["results"].size(), 2u) << r.out;
    // Another engine: refused before anything runs, naming what differs; the report is kept.
    r = run("suite --engine cmd=" + Bin + "/sable --suite " + suite("chess/tactics/wac.epd")
        + " --first 3 --movetime 50 --resume --json " + json);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("a report of another run (engines: "));
    EXPECT_THAT(r.out, HasSubstr("see 'arbiter suite --help'"));
    EXPECT_EQ(read_json(json)["results"].size(), 2u);
    // Another limit.
    r = run("suite --engine " + mock("") + " --suite " + suite("chess/tactics/wac.epd")
        + " --first 3 --movetime 60 --resume --json " + json);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("limits: "));
    EXPECT_THAT(r.out, Not(HasSubstr("engines: ")));
}

TEST(ArbiterSuite, ASuiteOfAnotherGameIsOneClearError) {
    const std::string epd = write(harness::testing::temp_dir() + "/arbiter_s_xq.epd",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - bm h2e2; id \"a\";\n"
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - bm b2e2; id \"b\";\n");
    auto              r
        = run("suite --variant chess --engine " + mock("") + " --suite " + epd + " --movetime 50");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr(epd + ":1: this looks like a xiangqi FEN: use --variant xiangqi"));
    EXPECT_THAT(r.out, HasSubstr("see 'arbiter suite --help'"));
}

// A record Arbiter cannot read is accounted for in every report: status "rejected" with its
// file:line:col and reason; the readable records still run, and the exit is 2.
TEST(ArbiterSuite, RejectedRecordsAppearInEveryReport) {
    const std::string epd = write(harness::testing::temp_dir() + "/arbiter_s_rejected.epd",
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id \"good\";\n"
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Qz9; id \"badmove\";\n");
    const std::string out = ::testing::TempDir() + "arbiter_s_rejected";
    auto r = run("suite --engine cmd=" + Bin + "/sable --suite " + epd + " --depth 3 --json " + out
        + ".json --junit " + out + ".xml --markdown " + out + ".md --ids good,nosuch");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("rejected input records: 2"));
    auto j = nlohmann::json::parse(std::ifstream(out + ".json"));
    ASSERT_EQ(j["results"].size(), 1u) << j.dump(1);
    EXPECT_EQ(j["results"][0]["id"], "good");
    ASSERT_EQ(j["rejected"].size(), 2u) << j.dump(1);
    EXPECT_EQ(j["summary"]["rejected"], 2);
    const auto& bad = j["rejected"][0];
    EXPECT_EQ(bad["status"], "rejected");
    EXPECT_EQ(bad["source"], epd);
    EXPECT_EQ(bad["line"], 2);
    EXPECT_GT(bad["column"].get<int>(), 0);
    EXPECT_THAT(bad["location"].get<std::string>(), HasSubstr(epd + ":2:"));
    EXPECT_THAT(bad["reason"].get<std::string>(), HasSubstr("'Qz9'"));
    EXPECT_EQ(j["rejected"][1]["location"], "--ids");
    EXPECT_EQ(harness::testing::report_schema_errors(out + ".json"), "");
    std::stringstream xml, md;
    xml << std::ifstream(out + ".xml").rdbuf();
    md << std::ifstream(out + ".md").rdbuf();
    EXPECT_THAT(xml.str(), HasSubstr("classname=\"suite.rejected\" name=\"" + epd + ":2:"));
    EXPECT_THAT(xml.str(), HasSubstr("errors=\"2\""));
    EXPECT_THAT(md.str(), HasSubstr("Rejected input records: 2"));
    EXPECT_THAT(md.str(), HasSubstr("| --ids | no position with id 'nosuch' |"));
}

// When every record is refused nothing runs, but the reports are still written and say why.
TEST(ArbiterSuite, ASuiteOfOnlyRejectedRecordsStillReports) {
    const std::string epd = write(harness::testing::temp_dir() + "/arbiter_s_allrejected.epd",
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Qz9; id \"a\";\n");
    const std::string out = ::testing::TempDir() + "arbiter_s_allrejected.json";
    auto r = run("suite --engine " + mock("") + " --suite " + epd + " --depth 3 --json " + out);
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("every record was rejected"));
    auto j = nlohmann::json::parse(std::ifstream(out));
    EXPECT_EQ(j["results"].size(), 0u);
    EXPECT_EQ(j["rejected"].size(), 1u);
    EXPECT_EQ(harness::testing::report_schema_errors(out), "");
}

TEST(ArbiterSuite, DuplicateIdsAreRefused) {
    const std::string epd = write(harness::testing::temp_dir() + "/arbiter_s_dup.epd",
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id \"same\";\n"
        "6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - bm Rb8#; id \"same\";\n");
    auto              r = run("suite --engine " + mock("") + " --suite " + epd + " --movetime 50");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("duplicate id 'same' at " + epd + ":1 and " + epd + ":2"));
}

TEST(ArbiterSuite, OutputPathsAreCheckedBeforeTheRun) {
    // The engine would hang: a checked path is refused before it starts.
    const std::string run_args = "suite --engine " + mock("--hang-on uci") + " --suite "
        + suite("chess/tactics/wac.epd") + " --first 1 --movetime 50 ";
    for (const std::string& bad :
        { std::string("--json /tmp"), std::string("--junit /nonexistent/x.xml"),
            std::string("--markdown /etc/passwd/x.md"), std::string("--epd-out /tmp") }) {
        auto r = run(run_args + bad);
        EXPECT_EQ(r.code, 2) << bad << "\n" << r.out;
        EXPECT_THAT(r.out, HasSubstr("cannot write")) << bad;
    }
    auto r = run(run_args + "--json /tmp");
    EXPECT_THAT(r.out, HasSubstr("--json: cannot write '/tmp': is a directory"));
    r = run(run_args + "--junit /nonexistent/x.xml");
    EXPECT_THAT(r.out, HasSubstr("its directory '/nonexistent' does not exist"));
}

TEST(ArbiterSuite, AReportThatCannotBeWrittenFailsTheRunAndKeepsTheJournal) {
    const std::string json = harness::testing::temp_dir() + "/arbiter_s_full.json";
    std::remove(json.c_str());
    auto r = run("suite --engine " + mock("") + " --suite " + suite("chess/tactics/wac.epd")
        + " --first 2 --movetime 50 --json " + json + " --junit /dev/full");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("cannot write report /dev/full: "));
    EXPECT_THAT(r.out, HasSubstr("the results are kept in " + json + ".partial"));
    EXPECT_TRUE(std::ifstream(json + ".partial").good());
    // The same command with --resume writes the report without running anything again.
    r = run("suite --engine " + mock("") + " --suite " + suite("chess/tactics/wac.epd")
        + " --first 2 --movetime 50 --json " + json + " --resume");
    EXPECT_EQ(r.code, 1) << r.out; // the mock solves neither
    EXPECT_THAT(r.out, HasSubstr("WAC.002 failed: played f6e6, expected Rxb2"));
    EXPECT_EQ(read_json(json)["results"].size(), 2u);
}

TEST(ArbiterSuite, CompareReportsNewlyFailedIdsAndDecidesByMcNemar) {
    auto entry = [](std::string id, const char* status, int t) {
        return nlohmann::json { { "id", id }, { "status", status },
            { "found",
                std::string(status) == "solved" ? nlohmann::json { { "time_ms", t } }
                                                : nlohmann::json(nullptr) } };
    };
    auto report = [](nlohmann::json results, std::string game = "chess", int movetime = 100) {
        return nlohmann::json { { "command", "suite" }, { "game", game },
            { "config", { { "limits", { { "movetime_ms", movetime } } } } },
            { "engines", { { { "name", "dev" }, { "id_name", "Dev 1" } } } },
            { "results", results } };
    };
    write(harness::testing::temp_dir() + "/arbiter_old.json",
        report({ entry("A", "solved", 10), entry("B", "solved", 30), entry("C", "failed", 0) })
            .dump());
    write(harness::testing::temp_dir() + "/arbiter_new.json",
        report({ entry("A", "failed", 0), entry("B", "solved", 20), entry("C", "solved", 5) })
            .dump());
    auto r = run("suite compare " + harness::testing::temp_dir() + "/arbiter_old.json "
        + harness::testing::temp_dir() + "/arbiter_new.json");
    EXPECT_EQ(r.code, 0) << r.out; // one lost, one gained: no evidence
    EXPECT_THAT(r.out, HasSubstr("old: dev (Dev 1)"));
    EXPECT_THAT(r.out, HasSubstr("newly failed (1): A"));
    EXPECT_THAT(r.out, HasSubstr("newly solved (1): C"));
    EXPECT_THAT(r.out, HasSubstr("solved: 2 -> 2 (+0)"));
    EXPECT_THAT(r.out, HasSubstr("(-10 ms)"));
    EXPECT_THAT(r.out, HasSubstr("no regression (McNemar: 1 lost, 1 gained"));

    nlohmann::json all_solved = nlohmann::json::array(), all_failed = nlohmann::json::array();
    for (int i = 0; i < 8; ++i) {
        all_solved.push_back(entry("P" + std::to_string(i), "solved", 10));
        all_failed.push_back(entry("P" + std::to_string(i), "failed", 0));
    }
    write(harness::testing::temp_dir() + "/arbiter_good.json", report(all_solved).dump());
    write(harness::testing::temp_dir() + "/arbiter_bad.json", report(all_failed).dump());
    r = run("suite compare " + harness::testing::temp_dir() + "/arbiter_good.json "
        + harness::testing::temp_dir() + "/arbiter_bad.json");
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("regression (McNemar: 8 lost, 0 gained"));
    r = run("suite compare --criterion tolerance --tolerance 8 " + harness::testing::temp_dir()
        + "/arbiter_good.json " + harness::testing::temp_dir() + "/arbiter_bad.json");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("tolerance: 8 lost - 0 gained = 8 <= 8 allowed"));
}

TEST(ArbiterSuite, CompareRefusesWhatCannotBeCompared) {
    auto results = nlohmann::json::array({ { { "id", "A" }, { "status", "failed" } } });
    auto report  = [&](std::string game, int movetime, nlohmann::json res) {
        return nlohmann::json { { "game", game },
            { "config", { { "limits", { { "movetime_ms", movetime } } } } }, { "results", res } };
    };
    write(
        harness::testing::temp_dir() + "/arbiter_c_ok.json", report("chess", 100, results).dump());
    write(harness::testing::temp_dir() + "/arbiter_c_empty.txt", "");
    write(harness::testing::temp_dir() + "/arbiter_c_obj.json", "{}");
    write(harness::testing::temp_dir() + "/arbiter_c_noresults.json",
        report("chess", 100, nlohmann::json::array()).dump());
    write(harness::testing::temp_dir() + "/arbiter_c_xq.json",
        report("xiangqi", 100, results).dump());
    write(harness::testing::temp_dir() + "/arbiter_c_limits.json",
        report("chess", 200, results).dump());
    write(harness::testing::temp_dir() + "/arbiter_c_other.json",
        report("chess", 100, nlohmann::json::array({ { { "id", "Z" }, { "status", "failed" } } }))
            .dump());
    write(harness::testing::temp_dir() + "/arbiter_c_journal.json",
        R"({"id":"A","status":"failed"})"
        "\n");
    for (const std::string& other : { harness::testing::temp_dir() + "/arbiter_c_empty.txt",
             harness::testing::temp_dir() + "/arbiter_c_obj.json",
             harness::testing::temp_dir() + "/arbiter_c_noresults.json",
             harness::testing::temp_dir() + "/arbiter_c_xq.json",
             harness::testing::temp_dir() + "/arbiter_c_limits.json",
             harness::testing::temp_dir() + "/arbiter_c_other.json",
             harness::testing::temp_dir() + "/arbiter_c_journal.json",
             harness::testing::temp_dir() + "/arbiter_c_none.json" }) {
        auto r = run(
            std::string("suite compare " + harness::testing::temp_dir() + "/arbiter_c_ok.json ")
            + other);
        EXPECT_EQ(r.code, 2) << other << "\n" << r.out;
    }
    EXPECT_EQ(run("suite compare --criterion majority " + harness::testing::temp_dir()
                  + "/arbiter_c_ok.json " + harness::testing::temp_dir() + "/arbiter_c_ok.json")
                  .code,
        2);
    auto help = run("suite compare --help");
    EXPECT_EQ(help.code, 0);
    EXPECT_THAT(help.out, HasSubstr("--criterion mcnemar"));
}

// Red team: `suite compare` accepted a report listing one position many times, so solved
// copies offset real losses. A repeated id is refused; the reports' text is printed without
// control characters.
TEST(ArbiterSuite, CompareRefusesRepeatedIdsAndPrintsNoControlBytes) {
    auto entry = [](const std::string& id, const char* status) {
        return nlohmann::json { { "id", id }, { "status", status } };
    };
    auto report = [](nlohmann::json results) {
        return nlohmann::json { { "game", "chess" },
            { "config", { { "limits", { { "movetime_ms", 100 } } } } },
            { "engines", { { { "name", "dev\u001b[2J" } } } }, { "results", results } };
    };
    write(harness::testing::temp_dir() + "/arbiter_d_old.json",
        report({ entry("A", "solved"), entry("C\u001b]0;x\u0007", "failed") }).dump());
    write(harness::testing::temp_dir() + "/arbiter_d_new.json",
        report({ entry("A", "failed"), entry("C", "solved"), entry("C", "solved") }).dump());
    auto r = run("suite compare " + harness::testing::temp_dir() + "/arbiter_d_old.json "
        + harness::testing::temp_dir() + "/arbiter_d_new.json");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out,
        HasSubstr(harness::testing::temp_dir()
            + "/arbiter_d_new.json: the position 'C' is there twice "
              "(results 2 and 3); a comparison counts each position once"));
    write(harness::testing::temp_dir() + "/arbiter_d_new.json",
        report({ entry("A", "failed") }).dump());
    r = run("suite compare " + harness::testing::temp_dir() + "/arbiter_d_new.json "
        + harness::testing::temp_dir() + "/arbiter_d_old.json");
    EXPECT_THAT(r.out, HasSubstr("new: dev[2J"));
    EXPECT_THAT(r.out, HasSubstr("newly solved (1): A"));
    EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << r.out;
}

TEST(ArbiterSuite, UsageErrors) {
    EXPECT_EQ(run("suite --engine cmd=/bin/true --suite x.epd").code, 2);
    EXPECT_EQ(run("suite --engine cmd=/bin/true --suite x.epd --depth 3 --movetime 4").code, 2);
    EXPECT_EQ(run("suite compare onlyone.json").code, 2);
    EXPECT_EQ(run("help suite").code, 0);
}

} // namespace
