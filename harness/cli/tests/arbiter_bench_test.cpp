// `arbiter bench`: Sable's and Stockfish's own benches (command line and UCI), a base engine,
// --expect, and engines whose bench is not deterministic, hangs, crashes or cannot start.

#include "arbiter_run.h"

#include "engine/testing/subprocess.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

using arbiter_test::run;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

namespace {

const std::string Sable     = arbiter_test::Bin + "/sable";
const std::string Stockfish = "/usr/games/stockfish";

// A shell script standing in for an engine, in a fresh directory removed with the object.
class Script {
public:
    explicit Script(const std::string& body)
        : dir_(fs::temp_directory_path()
            / ("arbiter_bench_" + std::to_string(getpid()) + "_" + std::to_string(++n_))) {
        fs::create_directories(dir_);
        std::ofstream(path()) << "#!/bin/sh\n" << body << "\n";
        fs::permissions(path(), fs::perms::owner_all);
    }
    ~Script() { fs::remove_all(dir_); }
    [[nodiscard]] std::string path() const { return (dir_ / "engine.sh").string(); }

private:
    static inline int n_ = 0;
    fs::path          dir_;
};

TEST(ArbiterBench, SableIsDeterministicAndMatchesItsOwnSignature) {
    auto r = run("bench --engine cmd=" + Sable + " --bench bench 3");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("2 runs agree"));
    // The signature printed is the one `sable bench 3` prints itself.
    auto pos       = r.out.find("signature ");
    auto signature = r.out.substr(pos + 10, r.out.find(' ', pos + 10) - pos - 10);
    EXPECT_EQ(
        run("bench --engine cmd=" + Sable + " --bench bench 3 --runs 1 --expect " + signature).code,
        0);
    auto wrong = run("bench --engine cmd=" + Sable + " --bench bench 3 --runs 1 --expect 1");
    EXPECT_EQ(wrong.code, 1) << wrong.out;
    EXPECT_THAT(wrong.out, HasSubstr("expected 1: DIFFERENT"));
}

TEST(ArbiterBench, StockfishOverUciAgainstABase) {
    if (!engine::testing::is_executable(Stockfish)) GTEST_SKIP();
    auto r = run(
        "bench --engine cmd=" + Stockfish + " --uci --bench bench 16 1 4 --base cmd=" + Stockfish);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("signature unchanged"));
    EXPECT_THAT(r.out, HasSubstr("nps ratio"));
    auto other = run("bench --engine cmd=" + Stockfish
        + " --bench bench 16 1 4 --base cmd=" + Stockfish + " --bench bench 16 1 3");
    EXPECT_THAT(other.out, HasSubstr("signature unchanged")); // --bench applies to both
}

TEST(ArbiterBench, WeissAndEtherealsOverallLineIsASignature) {
    // As Weiss prints it: a line per position, then the totals on one OVERALL line.
    Script weiss("echo 'Bench [# 1]   25 cp  Move: e2e4  Nodes: 212358'; "
                 "echo 'OVERALL:   52406 ms   10408355 nodes   198609 nps'");
    auto   r = run("bench --engine cmd=" + weiss.path() + " --runs 2");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("10408355"));
}

TEST(ArbiterBench, AnEnginesOwnFormIsReadByBenchRegex) {
    // A form none of the common ones reads: --bench-regex's first group is the signature, from
    // the last line it matches; a pattern that is not one, or has no group, is a usage error.
    Script own("echo 'searched 10 positions'; echo 'total: 777 positions, 4242 leaves'; "
               "echo 'total: 1 positions, 31337 leaves'");
    auto   plain = run("bench --engine cmd=" + own.path() + " --runs 1");
    EXPECT_EQ(plain.code, 1) << plain.out;
    EXPECT_THAT(plain.out, HasSubstr("its last line: 'total: 1 positions, 31337 leaves'"));
    auto r = run("bench --engine cmd=" + own.path() + " --runs 2 --bench-regex '([0-9]+) leaves'");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("31337"));
    auto none
        = run("bench --engine cmd=" + own.path() + " --runs 1 --bench-regex 'nodes ([0-9]+)'");
    EXPECT_EQ(none.code, 1) << none.out;
    EXPECT_THAT(none.out, HasSubstr("no line matches 'nodes ([0-9]+)'"));
    for (const char* bad : { "'([0-9]+'", "'[0-9]+ leaves'" }) {
        auto u = run("bench --engine cmd=" + own.path() + " --bench-regex " + bad);
        EXPECT_EQ(u.code, 2) << u.out;
        EXPECT_THAT(u.out, HasSubstr("--bench-regex: '")) << u.out;
    }
}

TEST(ArbiterBench, FaultsAreResultsNotCrashes) {
    Script changing("echo \"Nodes searched : $$\"");
    auto   r = run("bench --engine cmd=" + changing.path());
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("disagree"));

    Script hang("sleep 60");
    auto   h = run("bench --engine cmd=" + hang.path() + " --timeout 1 --runs 1");
    EXPECT_EQ(h.code, 1) << h.out;
    EXPECT_THAT(h.out, HasSubstr("no end of the bench within 1 s"));

    Script crash("echo 'Nodes searched : 5'; kill -SEGV $$");
    auto   c = run("bench --engine cmd=" + crash.path() + " --runs 1");
    EXPECT_EQ(c.code, 1) << c.out;
    EXPECT_THAT(c.out, HasSubstr("crashed"));

    Script silent("echo hello");
    auto   s = run("bench --engine cmd=" + silent.path() + " --runs 1");
    EXPECT_EQ(s.code, 1) << s.out;
    EXPECT_THAT(s.out, HasSubstr("no bench signature in the engine's output"));
    EXPECT_THAT(s.out, HasSubstr("its last line: 'hello'"));

    auto missing = run("bench --engine cmd=/nonexistent/engine");
    EXPECT_EQ(missing.code, 3) << missing.out;
    EXPECT_EQ(run("bench").code, 2);
    EXPECT_EQ(run("bench --engine cmd=" + Sable + " --runs 0").code, 2);
}

} // namespace

namespace {

TEST(ArbiterBench, ReportsInTheModelAndTheHistory) {
    auto dir = fs::temp_directory_path() / ("arbiter_bench_reports_" + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    auto r = arbiter_test::run("bench --engine cmd=" + Sable
        + " --bench bench 3 --base cmd=" + Sable + " name=base --json " + (dir / "b.json").string()
        + " --junit " + (dir / "b.xml").string() + " --markdown " + (dir / "b.md").string()
        + " --db " + (dir / "h.db").string());
    ASSERT_EQ(r.code, 0) << r.out;
    auto j = arbiter_test::read_json((dir / "b.json").string());
    EXPECT_EQ(j["command"], "bench");
    EXPECT_EQ(j["results"].size(), 4u); // two runs of each engine
    EXPECT_EQ(j["summary"]["deterministic"], true);
    EXPECT_EQ(j["summary"]["changed"], false);
    EXPECT_EQ(j["summary"]["signature"], j["summary"]["base_signature"]);
    auto h = arbiter_test::run("history --db " + (dir / "h.db").string() + " --metric signature");
    EXPECT_EQ(h.code, 0) << h.out;
    EXPECT_THAT(h.out, ::testing::HasSubstr(j["summary"]["signature"].dump())) << h.out;
    fs::remove_all(dir);
}

} // namespace
