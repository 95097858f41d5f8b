// arbiter tune end to end on Sable at a fixed node count (its games are then a function of the
// values sent, so two runs of one tune play the same games): two shards through GNU parallel
// follow the unsharded trajectory exactly; a tune resumed from a cut journal ends where the
// straight one does; a tune whose verification reaches no verdict says so and exits 1; bad
// parameter files and unknown options are usage errors naming the line or the option.

#include "arbiter_run.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdlib.h>

namespace {

using arbiter_test::Bin;

std::filesystem::path dir() {
    static const auto d = [] {
        char name[] = "/tmp/arbiter-tune-XXXXXX";
        return std::filesystem::path(mkdtemp(name));
    }();
    return d;
}

std::string write_file(const std::string& name, const std::string& text) {
    const auto path = (dir() / name).string();
    std::ofstream(path) << text;
    return path;
}

// A knight 30% light and a margin, tuned for 24 pairs in batches of 4 at 1500 nodes a move.
std::string tune_args(const std::string& out) {
    const auto params = write_file("sable.params",
        "# name, start, min, max, c_end, r_end\nKnightValue, 224, 100, 600, 16, 0.02\n"
        "RfpMargin, 90, 20, 200, 6, 0.02\n");
    return "tune --engine cmd=" + Bin + "/sable nodes=1500 --params " + params
        + " --games 48 --batch 4 --concurrency 2 --seed 7 --no-verify --out " + out;
}

nlohmann::json trajectory(const std::string& out) {
    return arbiter_test::read_json(out + "/report.json")["results"];
}

TEST(ArbiterTune, TwoShardsThroughGnuParallelFollowTheUnshardedTrajectory) {
    if (std::system("command -v parallel >/dev/null") != 0) GTEST_SKIP() << "no GNU parallel";
    const auto straight = (dir() / "straight").string();
    auto       r        = arbiter_test::run(tune_args(straight) + " --quiet");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto  sharded = (dir() / "sharded").string();
    const auto  script  = std::string(ARBITER_SOURCE_DIR) + "/ci/cluster/parallel-tune";
    std::string cmd = script + " 2 " + sharded + " " + Bin + "/arbiter " + tune_args(sharded) + " >"
        + (dir() / "sharded.log").string() + " 2>&1";
    // the second --out (the script's) wins: both are the same folder
    ASSERT_EQ(std::system(cmd.c_str()), 0);
    const auto a = trajectory(straight), b = trajectory(sharded);
    ASSERT_EQ(a.size(), 7u); // the start and 6 batches
    EXPECT_EQ(a, b);
    EXPECT_NE(a.front()["theta"], a.back()["theta"]); // it moved
    EXPECT_TRUE(std::filesystem::exists(sharded + "/journal-2-of-2.jsonl"));
    EXPECT_TRUE(std::filesystem::exists(sharded + "/tuned.params"));
}

TEST(ArbiterTune, AResumedTuneEndsWhereTheStraightOneDoes) {
    const auto straight = (dir() / "whole").string();
    auto       r        = arbiter_test::run(tune_args(straight) + " --quiet");
    ASSERT_EQ(r.code, 0) << r.out;
    // The journal of a tune stopped after 9 pairs: its run line and the first 9 pair lines.
    const auto cut = (dir() / "cut").string();
    std::filesystem::create_directories(cut);
    std::ifstream in(straight + "/journal.jsonl");
    std::ofstream keep(cut + "/journal.jsonl");
    std::string   line;
    for (int i = 0; i < 10 && std::getline(in, line); ++i) keep << line << "\n";
    keep.close();
    r = arbiter_test::run(tune_args(cut) + " --resume");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(trajectory(cut), trajectory(straight));
    const auto summary = arbiter_test::read_json(cut + "/report.json")["summary"];
    EXPECT_EQ(summary["played"], 15); // 24 pairs, 9 from the journal
    EXPECT_NE(r.out.find("setoption name KnightValue value "), std::string::npos) << r.out;
}

TEST(ArbiterTune, AVerificationWithoutAVerdictSaysSoAndExitsOne) {
    const auto out = (dir() / "verify").string();
    const auto r   = arbiter_test::run("tune --engine cmd=" + Bin
          + "/sable nodes=800 --from-options RfpMargin --games 8 --batch 2 --concurrency 2 "
              "--verify pairs=2 --quiet --out "
          + out);
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_NE(r.out.find("no verdict"), std::string::npos) << r.out;
    const auto j = arbiter_test::read_json(out + "/report.json");
    EXPECT_EQ(j["summary"]["end"], "inconclusive");
    EXPECT_EQ(j["summary"]["verification"]["tc"], "nodes=3200"); // 4x the tune's
    EXPECT_EQ(j["summary"]["verification"]["total"], 4);
    EXPECT_EQ(j["summary"]["params"][0]["start"], 90); // the option's default
    std::ifstream     page(out + "/index.html");
    const std::string html { std::istreambuf_iterator<char>(page), {} };
    EXPECT_NE(html.find("<svg"), std::string::npos);
}

TEST(ArbiterTune, BadInputIsAUsageErrorThatNamesIt) {
    const auto bad = write_file("bad.params",
        "KnightValue, 320, 100, 600, 16, 0.002\n"
        "RfpMargin, ninety, 20, 200, 6, 0.002\n");
    auto       r = arbiter_test::run("tune --engine cmd=" + Bin + "/sable nodes=500 --params " + bad
              + " --out " + (dir() / "bad").string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find(bad + ":2:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("'ninety'"), std::string::npos) << r.out;
    r = arbiter_test::run("tune --engine cmd=" + Bin
        + "/sable nodes=500 --from-options NoSuchOption --out " + (dir() / "bad").string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("'NoSuchOption'"), std::string::npos) << r.out;
    // Red team, round two: what the engine cannot take is refused before any game, named.
    const auto wrong = write_file("wrong.params",
        "KnightValue, 320, 100, 600, 16, 0.002\nKnightValue, 320, 100, 600, 16, 0.002\n"
        "RookValue, 3e9, 0, 4e9, 16, 0.002\nNoSuchParam, 1, 0, 2, 1, 0.002\n"
        "BishopValue, nan, 0, 600, 16, 0.002\nQueen\x01Value, 900, 0, 2000, 16, 0.002\n");
    r = arbiter_test::run("tune --engine cmd=" + Bin + "/sable nodes=500 --params " + wrong
        + " --out " + (dir() / "bad").string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find(wrong + ":2:1: error: the parameter 'KnightValue' is named twice"),
        std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find(wrong + ":5:"), std::string::npos) << r.out; // nan
    EXPECT_NE(r.out.find("control character"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find('\x01'), std::string::npos) << r.out; // said escaped
    const auto range = write_file(
        "range.params", "RookValue, 3e9, 0, 4e9, 16, 0.002\nNoSuchParam, 1, 0, 2, 1, 0.002\n");
    r = arbiter_test::run("tune --engine cmd=" + Bin + "/sable nodes=500 --params " + range
        + " --out " + (dir() / "bad").string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("'RookValue': [0, 4e+09] is outside the engine's range [0, 3000]"),
        std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("the engine has no spin option 'NoSuchParam'"), std::string::npos)
        << r.out;
    r = arbiter_test::run("tune --engine cmd=" + Bin + "/sable nodes=500 --params /dev/zero --out "
        + (dir() / "bad").string());
    EXPECT_EQ(r.code, 2) << r.out; // read up to a configuration file's limit, not forever
    EXPECT_NE(r.out.find("larger than 16 MiB"), std::string::npos) << r.out;
    r = arbiter_test::run("tune --engine cmd=" + Bin + "/sable nodes=500 --from-options --games 7");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_NE(r.out.find("even"), std::string::npos) << r.out;
}

} // namespace
