// Sharded runs (--shard K/N) merged with `arbiter merge` give the unsharded run's report: a
// mock-engine match game for game (openings, colours, moves, results, the statistics), suite
// and perft results in order; a missing shard, a shard of another run and bad shard options are
// reported; GNU parallel (ci/cluster/parallel-shards) runs the shards on local slots, and
// ci/cluster/sprt-batches stops a batched SPRT at its verdict.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "shard_support.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

using namespace arbiter_test;
using ::testing::HasSubstr;

const std::string Mock  = Bin + "/mock_engine";
const std::string Sable = Bin + "/sable";

// A perft or suite result without its times.
nlohmann::json timeless(const nlohmann::json& results) {
    auto out = nlohmann::json::array();
    for (auto r : results) {
        r.erase("elapsed_ms");
        r.erase("transcript");
        if (r.contains("found") && r["found"].is_object()) r["found"].erase("time_ms");
        out.push_back(r);
    }
    return out;
}

const std::string Openings = suite("chess/tactics/wac.epd");

// Mock against a mock that plays an illegal move from ply 9 on, from WAC positions: games of
// different lengths, each a fault.
std::string mock_match(int rounds) {
    return "match -engine cmd=" + Mock + " name=mock -engine cmd=" + Mock
        + " name=bad arg=--illegal-at arg=9 -each nodes=10 -rounds " + std::to_string(rounds)
        + " -maxmoves 20 -openings file=" + Openings + " order=random -srand 3 --quiet";
}

TEST(ArbiterShard, MockMatchShardsMergeToTheUnshardedRun) {
    const auto d    = fresh_dir("shard_match");
    auto       full = run(mock_match(7) + " -concurrency 2 --json " + d + "/full.json");
    ASSERT_EQ(full.code, 0) << full.out;
    std::string shards;
    for (int k = 1; k <= 3; ++k) {
        const auto path = d + "/shard-" + std::to_string(k) + ".json";
        auto       r = run(mock_match(7) + " --shard " + std::to_string(k) + "/3 --json " + path);
        ASSERT_EQ(r.code, 0) << r.out;
        auto j = read_json(path);
        EXPECT_EQ(j["config"]["shard"]["index"], k);
        EXPECT_EQ(j["config"]["shard"]["slots"], k == 1 ? 3 : 2);
        shards = path + " " + shards; // merged in any order
    }
    auto m = run("merge " + shards + "--json " + d + "/merged.json");
    ASSERT_EQ(m.code, 0) << m.out;
    EXPECT_THAT(m.out, HasSubstr("Games: 14"));
    auto a = read_json(d + "/full.json");
    auto b = read_json(d + "/merged.json");
    ASSERT_EQ(games_of(b).size(), 14u);
    EXPECT_EQ(games_of(a), games_of(b));
    EXPECT_EQ(untimed_summary(a), untimed_summary(b));
    EXPECT_EQ(b["config"]["merged"]["shards"], 3);
    EXPECT_FALSE(b["config"].contains("shard"));
}

// More shards than rounds: the shard without a round plays no game (it played every round once,
// as the unsharded match) and the merge is the one-round match.
TEST(ArbiterShard, AShardWithoutARoundPlaysNoGame) {
    const auto d    = fresh_dir("shard_empty");
    auto       full = run(mock_match(1) + " --json " + d + "/full.json");
    ASSERT_EQ(full.code, 0) << full.out;
    for (int k = 1; k <= 2; ++k) {
        const auto path = d + "/shard-" + std::to_string(k) + ".json";
        auto       r = run(mock_match(1) + " --shard " + std::to_string(k) + "/2 --json " + path);
        ASSERT_EQ(r.code, 0) << r.out;
        EXPECT_EQ(games_of(read_json(path)).size(), k == 1 ? 2U : 0U) << path;
    }
    auto m
        = run("merge " + d + "/shard-1.json " + d + "/shard-2.json --json " + d + "/merged.json");
    ASSERT_EQ(m.code, 0) << m.out;
    EXPECT_EQ(games_of(read_json(d + "/full.json")), games_of(read_json(d + "/merged.json")));
}

TEST(ArbiterShard, SuiteShardsMergeToTheUnshardedRun) {
    const auto  d    = fresh_dir("shard_suite");
    std::string args = "suite --engine cmd=" + Sable + " --suite " + Openings
        + " --first 6 --nodes 3000 --quiet";
    auto full = run(args + " --json " + d + "/full.json");
    ASSERT_LE(full.code, 1) << full.out;
    for (int k = 1; k <= 2; ++k) {
        auto r = run(args + " --shard " + std::to_string(k) + "/2 --json " + d + "/s"
            + std::to_string(k) + ".json");
        ASSERT_LE(r.code, 1) << r.out;
    }
    auto m = run("merge " + d + "/s2.json " + d + "/s1.json --json " + d + "/merged.json");
    EXPECT_EQ(m.code, full.code) << m.out;
    auto a = read_json(d + "/full.json");
    auto b = read_json(d + "/merged.json");
    ASSERT_EQ(b["results"].size(), 6u);
    EXPECT_EQ(timeless(a["results"]), timeless(b["results"]));
    EXPECT_EQ(a["summary"]["solved"], b["summary"]["solved"]);
}

TEST(ArbiterShard, PerftShardsMergeToTheUnshardedRun) {
    const auto  d    = fresh_dir("shard_perft");
    std::string args = "perft --engine cmd=" + Mock + " --random 5 --depth 2 --quiet";
    ASSERT_EQ(run(args + " --json " + d + "/full.json").code, 0);
    for (int k = 1; k <= 3; ++k)
        ASSERT_EQ(run(args + " --shard " + std::to_string(k) + "/3 --json " + d + "/s"
                      + std::to_string(k) + ".json")
                      .code,
            0);
    auto m = run("merge " + d + "/s3.json " + d + "/s1.json " + d + "/s2.json --json " + d
        + "/merged.json --junit " + d + "/merged.xml");
    ASSERT_EQ(m.code, 0) << m.out;
    auto a = read_json(d + "/full.json");
    auto b = read_json(d + "/merged.json");
    EXPECT_EQ(timeless(a["results"]), timeless(b["results"]));
    EXPECT_TRUE(std::filesystem::exists(d + "/merged.xml"));
}

TEST(ArbiterShard, MergeInterruptedBetweenReportsWritesNothing) {
    // The first shard report is a FIFO, so the merge waits in it; SIGTERM arrives, then the
    // report. The merge stops before the next report with 128 + SIGTERM and writes no merged
    // report (before, it went on to write one and exit 0).
    const auto  d    = fresh_dir("shard_interrupt");
    std::string args = "perft --engine cmd=" + Mock + " --random 4 --depth 2 --quiet";
    for (int k = 1; k <= 2; ++k)
        ASSERT_EQ(run(args + " --shard " + std::to_string(k) + "/2 --json " + d + "/s"
                      + std::to_string(k) + ".json")
                      .code,
            0);
    const auto fifo = d + "/s1.fifo";
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    const pid_t pid = start_arbiter(
        { "merge", fifo, d + "/s2.json", "--json", d + "/merged.json" }, d + "/err.txt");
    std::this_thread::sleep_for(std::chrono::seconds(1)); // in the FIFO's open by now
    ASSERT_EQ(kill(pid, SIGTERM), 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    if (int fd = open(fifo.c_str(), O_WRONLY | O_NONBLOCK); fd >= 0) { // still reading it
        std::ifstream      in(d + "/s1.json");
        std::ostringstream text;
        text << in.rdbuf();
        EXPECT_GT(write(fd, text.str().data(), text.str().size()), 0);
        close(fd);
    }
    int status = 0;
    ASSERT_EQ(waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFEXITED(status)) << status;
    EXPECT_EQ(WEXITSTATUS(status), 128 + SIGTERM);
    EXPECT_FALSE(std::filesystem::exists(d + "/merged.json"));
    std::ifstream      err(d + "/err.txt");
    std::ostringstream text;
    text << err.rdbuf();
    EXPECT_THAT(text.str(), HasSubstr("arbiter merge: interrupted; nothing written"));
}

TEST(ArbiterShard, MissingShardIsReported) {
    const auto d = fresh_dir("shard_missing");
    for (int k : { 1, 3 })
        ASSERT_EQ(run(mock_match(4) + " --shard " + std::to_string(k) + "/3 --json " + d + "/s"
                      + std::to_string(k) + ".json")
                      .code,
            0);
    auto m = run("merge " + d + "/s1.json " + d + "/s3.json --json " + d + "/merged.json");
    EXPECT_EQ(m.code, 2);
    EXPECT_THAT(m.out, HasSubstr("missing shard 2/3"));
    EXPECT_FALSE(std::filesystem::exists(d + "/merged.json"));
}

TEST(ArbiterShard, ShardOfAnotherRunIsRefused) {
    const auto d = fresh_dir("shard_other");
    ASSERT_EQ(run(mock_match(4) + " --shard 1/2 --json " + d + "/s1.json").code, 0);
    ASSERT_EQ(run(mock_match(6) + " --shard 2/2 --json " + d + "/s2.json").code, 0);
    auto m = run("merge " + d + "/s1.json " + d + "/s2.json");
    EXPECT_EQ(m.code, 2);
    EXPECT_THAT(m.out, HasSubstr("s2.json: a shard of another run (rounds: 4 in"));
    auto again = run("merge " + d + "/s1.json " + d + "/s1.json");
    EXPECT_EQ(again.code, 2);
    EXPECT_THAT(again.out, HasSubstr("shard 1/2 given twice"));
}

TEST(ArbiterShard, BadShardOptionsAreUsageErrors) {
    auto bad = run(mock_match(2) + " --shard 3/2");
    EXPECT_EQ(bad.code, 2);
    EXPECT_THAT(bad.out, HasSubstr("--shard: shard '3/2': K counts from 1 to N"));
    auto past = run(mock_match(4) + " --batch 3 --batch-size 2");
    EXPECT_EQ(past.code, 2);
    EXPECT_THAT(past.out, HasSubstr("--batch 3: batches of 2 rounds end at batch 2"));
    auto lone = run(mock_match(4) + " --batch 1");
    EXPECT_EQ(lone.code, 2);
    EXPECT_THAT(lone.out, HasSubstr("--batch and --batch-size go together"));
    auto perft = run("perft --engine cmd=" + Mock + " --random 2 --batch 1 --batch-size 1");
    EXPECT_EQ(perft.code, 2);
    // An empty argument (a scheduler's empty field) is a usage error, not an internal one.
    auto empty = run(mock_match(2) + " ''");
    EXPECT_EQ(empty.code, 2) << empty.out;
    EXPECT_THAT(empty.out, HasSubstr("unexpected argument ''"));
    auto plain = run("merge " + suite("chess/tactics/wac.epd"));
    EXPECT_EQ(plain.code, 2);
    EXPECT_THAT(plain.out, HasSubstr("wac.epd: error: not JSON"));
}

TEST(ArbiterShard, GnuParallelShardsMergeToTheUnshardedRun) {
    if (shell("command -v parallel").code != 0) GTEST_SKIP() << "GNU parallel not installed";
    const auto d    = fresh_dir("shard_parallel");
    auto       full = run(mock_match(6) + " --json " + d + "/full.json");
    ASSERT_EQ(full.code, 0) << full.out;
    auto p = shell("PARALLEL_JOBS=2 " + Cluster + "/parallel-shards 4 " + d + "/shard- " + Bin
        + "/arbiter " + mock_match(6));
    ASSERT_EQ(p.code, 0) << p.out;
    auto m = merge_shards(d, 4);
    ASSERT_EQ(m.code, 0) << m.out;
    auto a = read_json(d + "/full.json");
    auto b = read_json(d + "/merged.json");
    EXPECT_EQ(games_of(a), games_of(b));
    EXPECT_EQ(untimed_summary(a), untimed_summary(b));
}

TEST(ArbiterShard, SprtBatchesStopAtTheVerdict) {
    if (shell("command -v parallel").code != 0) GTEST_SKIP() << "GNU parallel not installed";
    const auto d = fresh_dir("shard_sprt");
    // Sable against the mock (which plays its first legal move): H1 within a few batches.
    auto r = shell(Cluster + "/sprt-batches --scheduler parallel --shards 2 --batch-size 4 --out "
        + d + "/out -- " + Bin + "/arbiter match -engine cmd=" + Sable
        + " name=sable -engine cmd=" + Mock + " name=mock -each nodes=300 -rounds 40 -maxmoves 60"
        + " -openings file=" + Openings + " -sprt elo0=0 elo1=300");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("SPRT H1"));
    auto j = read_json(d + "/out/merged.json");
    EXPECT_EQ(j["summary"]["sprt"]["verdict"], "H1");
    const int batches = j["config"]["merged"]["batches"];
    EXPECT_LT(batches, 10); // stopped before the 40 rounds were used up
    EXPECT_EQ(j["summary"]["total"], batches * 4 * 2);
}

} // namespace
