// `arbiter bisect` end to end on the toy history (toy_history.h: 32 commits of a small engine,
// a tree-size change at 4, a perft bug at 7, a bench change at 12, a commit that does not build
// at 15, a crash at 19, a lost position at 25): each criterion names its commit with the
// evidence, in at most ceil(log2 32) + 2 = 7 builds of commits that build (the two ends
// included) plus the one that does not, which is skipped with its reason; the ends checked (a
// good end that is bad exits 1), a resumed bisection judges nothing again, usage errors exit 2.

#include "toy_history.h"

#include "harness/bisect/commits.h"
#include "harness/intree/tests/toy_repo.h"

#include "harness/testing/report_schema.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <csignal>
#include <cstdio>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

namespace {

using bisect_test::ToyHistory;

struct CommandRun {
    int         code = -1;
    std::string out;
};

CommandRun arbiter(const std::string& args) {
    const std::string cmd  = std::string(ARBITER_BIN_DIR) + "/arbiter bisect " + args + " 2>&1";
    FILE*             pipe = popen(cmd.c_str(), "r");
    CommandRun        r;
    char              buf[4096];
    std::size_t       n;
    while ((n = fread(buf, 1, sizeof buf, pipe)) > 0) r.out.append(buf, n);
    const int status = pclose(pipe);
    r.code           = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

nlohmann::json report(const std::filesystem::path& out) {
    const auto path = (out / "report.json").string();
    EXPECT_EQ(harness::testing::report_schema_errors(path), "") << path;
    std::ifstream in(path);
    return nlohmann::json::parse(in);
}

class BisectToy : public ::testing::Test {
protected:
    static void SetUpTestSuite() { toy = new ToyHistory(ARBITER_SABLE); }
    static void TearDownTestSuite() {
        delete toy;
        toy = nullptr;
    }

    // arbiter bisect over the whole history with `criterion` and its options, into a fresh out.
    static CommandRun bisect(const std::string& name, const std::string& options,
        const std::string& good = "", const std::string& bad = "") {
        const auto out = toy->root / ("out-" + name);
        return arbiter("--repo " + toy->repo.string() + " --good "
            + (good.empty() ? toy->shas.front() : good) + " --bad "
            + (bad.empty() ? toy->shas.back() : bad) + " --target toy --work-dir "
            + (toy->root / "builds").string() + " --out " + out.string() + " " + options);
    }

    // The first bad commit is `expected`, within the build budget, with the evidence at it and
    // at its parent.
    static nlohmann::json expect_found(const std::string& name, int expected) {
        auto        j = report(toy->root / ("out-" + name));
        const auto& s = j["summary"];
        EXPECT_EQ(s["end"], "found");
        EXPECT_TRUE(s["exact"].get<bool>());
        EXPECT_EQ(s["first_bad"]["index"], expected);
        EXPECT_EQ(s["first_bad"]["sha"], toy->shas[std::size_t(expected)]);
        EXPECT_EQ(s["last_good"]["index"], expected - 1);
        EXPECT_EQ(s["evidence"]["first_bad"]["mark"], "bad");
        EXPECT_EQ(s["evidence"]["parent"]["mark"], "good");
        const int builds = s["builds"], failed = s["failed_builds"];
        std::printf(
            "[ bisect ] %s: first bad %d, %d built (%d did not build), %zu judged, %.1f s\n",
            name.c_str(), expected, builds, failed, s["judged"].get<std::size_t>(),
            s["elapsed_ms"].get<double>() / 1000);
        EXPECT_LE(builds - failed, 7) << name;
        EXPECT_LE(failed, 1) << name;
        for (const auto& step : j["results"])
            if (step["build_failed"].get<bool>()) {
                EXPECT_EQ(step["index"], bisect_test::BrokenCommit);
                EXPECT_EQ(step["mark"], "skip");
                EXPECT_NE(
                    step["reason"].get<std::string>().find("does not build"), std::string::npos);
            }
        const auto out       = toy->root / ("out-" + name);
        const auto short_sha = toy->shas[std::size_t(expected)].substr(0, 12);
        EXPECT_NE(text(out / "index.html").find("First bad commit <code>" + short_sha),
            std::string::npos);
        EXPECT_NE(text(out / "summary.md").find("**First bad** `" + short_sha), std::string::npos);
        const auto junit = text(out / "junit.xml");
        EXPECT_EQ(count(junit, "<failure"), 1u) << junit;
        return j;
    }

    static std::string text(const std::filesystem::path& path) {
        std::ifstream in(path);
        return { std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>() };
    }

    // `arbiter bisect ARGS` in the background (its output discarded); its pid.
    static pid_t start_bisect(const std::string& args) {
        const pid_t pid = fork();
        if (pid == 0) {
            const std::string cmd = std::string(ARBITER_BIN_DIR) + "/arbiter bisect " + args;
            execl("/bin/sh", "sh", "-c", ("exec " + cmd + " > /dev/null 2>&1").c_str(), nullptr);
            _exit(127);
        }
        return pid;
    }

    static std::size_t count(const std::string& text, const std::string& word) {
        std::size_t n = 0;
        for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
        return n;
    }

    static std::string file(const std::string& name, const std::string& text) {
        const auto path = toy->root / name;
        std::ofstream(path) << text;
        return path.string();
    }

    static ToyHistory* toy;
};

ToyHistory* BisectToy::toy = nullptr;

TEST_F(BisectToy, PerftFindsThePerftBug) {
    auto r = bisect("perft", "--criterion perft --quiet");
    EXPECT_EQ(r.code, 0) << r.out;
    auto j = expect_found("perft", bisect_test::PerftCommit);
    EXPECT_EQ(j["summary"]["failed_builds"], 1) << "the middle, 15, does not build: skipped";
    EXPECT_NE(j["summary"]["evidence"]["first_bad"]["reason"].get<std::string>().find("depth"),
        std::string::npos);
    EXPECT_NE(r.out.find("first bad commit " + toy->shas[7].substr(0, 12)), std::string::npos)
        << r.out;
}

TEST_F(BisectToy, BenchFindsTheSignatureChange) {
    auto r = bisect("bench", "--criterion bench --quiet");
    EXPECT_EQ(r.code, 0) << r.out;
    auto j = expect_found("bench", bisect_test::BenchCommit);
    // The good revision's bench ran once, at the good end; every later step ran the revision's
    // bench alone against that signature.
    EXPECT_NE(
        j["summary"]["evidence"]["first_bad"]["reason"].get<std::string>().find(", expected "),
        std::string::npos)
        << j["summary"]["evidence"].dump();
    for (const auto& step : j["results"]) {
        if (step["build_failed"].get<bool>()) continue;
        const auto& base = step["numbers"]["base"];
        EXPECT_EQ(base["signature"].is_null(), step["index"] != 0) << step.dump();
    }
}

TEST_F(BisectToy, PositionFindsTheLostPosition) {
    const auto epd = file("lost.epd", ToyHistory::lost_position_epd() + "\n");
    auto       r
        = bisect("position", "--criterion position --positions " + epd + " --movetime 300 --quiet");
    EXPECT_EQ(r.code, 0) << r.out;
    auto j = expect_found("position", bisect_test::PositionCommit);
    EXPECT_NE(j["summary"]["evidence"]["first_bad"]["reason"].get<std::string>().find("h2h3"),
        std::string::npos);
}

TEST_F(BisectToy, CrashFindsTheCrashFromAReproducer) {
    std::string lines;
    for (const auto& l : ToyHistory::crash_reproducer()) lines += l + "\n";
    auto r = bisect("crash", "--criterion crash --replay " + file("crash.txt", lines) + " --quiet");
    EXPECT_EQ(r.code, 0) << r.out;
    auto j = expect_found("crash", bisect_test::CrashCommit);
    EXPECT_EQ(j["summary"]["evidence"]["first_bad"]["numbers"]["kind"], "crash");
}

TEST_F(BisectToy, TreeSizeFindsTheGrowth) {
    auto r = bisect("treesize", "--criterion treesize --depth 5 --quiet");
    EXPECT_EQ(r.code, 0) << r.out;
    expect_found("treesize", bisect_test::TreeSizeCommit);
}

TEST_F(BisectToy, EndsThatAreNotGoodAndBadFindNothing) {
    // The perft bug is there at 10 already: the good end is bad.
    auto r = bisect("ends", "--criterion perft --quiet", toy->shas[10]);
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_EQ(report(toy->root / "out-ends")["summary"]["end"], "ends-wrong");
    // The crash is not there yet at 18: the bad end is good.
    std::string lines;
    for (const auto& l : ToyHistory::crash_reproducer()) lines += l + "\n";
    auto g = bisect("ends2", "--criterion crash --replay " + file("crash2.txt", lines) + " --quiet",
        "", toy->shas[18]);
    EXPECT_EQ(g.code, 1) << g.out;
    EXPECT_NE(g.out.find("is good"), std::string::npos) << g.out;
}

TEST_F(BisectToy, AResumedBisectionJudgesNothingAgain) {
    auto first = bisect("resume", "--criterion bench --quiet");
    ASSERT_EQ(first.code, 0) << first.out;
    auto again = bisect("resume", "--criterion bench --quiet --resume");
    EXPECT_EQ(again.code, 0) << again.out;
    auto j = report(toy->root / "out-resume");
    EXPECT_EQ(j["summary"]["first_bad"]["index"], bisect_test::BenchCommit);
    EXPECT_EQ(j["summary"]["builds"], 0) << "a resumed bisection built again";
    // Another criterion's journal is refused, not mixed in.
    auto other = bisect("resume", "--criterion perft --quiet --resume");
    EXPECT_EQ(other.code, 2) << other.out;
    EXPECT_NE(other.out.find("criterion"), std::string::npos) << other.out;
}

TEST_F(BisectToy, AnInterruptedBisectionResumesWithoutJudgingAgain) {
    const auto        out     = toy->root / "out-interrupted";
    const auto        journal = out / "journal.jsonl";
    const std::string args    = "--repo " + toy->repo.string() + " --good " + toy->shas.front()
        + " --bad " + toy->shas.back() + " --target toy --work-dir "
        + (toy->root / "builds").string() + " --out " + out.string() + " --criterion bench --quiet";
    const pid_t pid = start_bisect(args);
    // Interrupted once the two ends and one more commit are judged (the journal's run line and
    // three records).
    for (int i = 0; i < 1200 && count(text(journal), "\n") < 4; ++i) usleep(100000);
    ASSERT_EQ(kill(pid, SIGINT), 0);
    int status = 0;
    ASSERT_EQ(waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 130);
    // The journal kept what was judged before the signal: the test checks a resume of something.
    const auto lines = count(text(journal), "\n");
    ASSERT_GE(lines, 4u) << "the bisection was interrupted before it judged three commits";
    const auto judged_before = lines - 1;
    auto       again         = arbiter(args + " --resume");
    EXPECT_EQ(again.code, 0) << again.out;
    auto j = report(out);
    EXPECT_EQ(j["summary"]["first_bad"]["index"], bisect_test::BenchCommit);
    const std::size_t judged = j["summary"]["judged"], builds = j["summary"]["builds"];
    // Only the commits the first run did not judge are built (and the good end's engine again:
    // its worktree is there, make finds nothing to do).
    EXPECT_LE(builds, judged - judged_before + 1) << again.out;
}

// Red team, round two: a build cut by Ctrl-C is no verdict on its revision. The bisection exits
// 130 and its journal holds no "does not build" skip for --resume to keep.
TEST_F(BisectToy, AnInterruptedBuildIsNotJournaledAsABuildFailure) {
    const auto        out     = toy->root / "out-interrupted-build";
    const auto        journal = out / "journal.jsonl";
    const std::string args    = "--repo " + toy->repo.string() + " --good " + toy->shas.front()
        + " --bad " + toy->shas.back() + " --target toy --build 'sleep 60' --work-dir "
        + (toy->root / "builds-sleep").string() + " --out " + out.string()
        + " --criterion bench --quiet";
    const pid_t pid = start_bisect(args);
    // The run line is written before the first build starts; the build sleeps a minute.
    for (int i = 0; i < 1200 && count(text(journal), "\n") < 1; ++i) usleep(100000);
    usleep(500000);
    ASSERT_EQ(kill(pid, SIGINT), 0);
    int status = 0;
    ASSERT_EQ(waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 130);
    EXPECT_EQ(count(text(journal), "does not build"), 0u) << text(journal);
}

TEST_F(BisectToy, UsageErrorsExitTwo) {
    EXPECT_EQ(arbiter("--repo " + toy->repo.string() + " --criterion perft").code, 2);
    EXPECT_EQ(bisect("u1", "--criterion speed").code, 2);
    EXPECT_EQ(bisect("u2", "--criterion position").code, 2);
    auto bad_epd
        = bisect("u5", "--criterion position --positions " + file("bad.epd", "not a position\n"));
    EXPECT_EQ(bad_epd.code, 2) << bad_epd.out;
    EXPECT_NE(bad_epd.out.find("bad.epd:1:"), std::string::npos) << bad_epd.out;
    auto unknown = bisect("u3", "--criterion perft", "no-such-rev");
    EXPECT_EQ(unknown.code, 2) << unknown.out;
    EXPECT_NE(unknown.out.find("no-such-rev"), std::string::npos);
    auto reversed = bisect("u4", "--criterion perft", toy->shas[20], toy->shas[3]);
    EXPECT_EQ(reversed.code, 2) << reversed.out;
    EXPECT_NE(reversed.out.find("not an ancestor"), std::string::npos);
    auto expect = bisect("u6", "--criterion bench --expect 12abc");
    EXPECT_EQ(expect.code, 2) << expect.out;
    EXPECT_NE(expect.out.find("--expect expects a bench signature or 'message', got '12abc'"),
        std::string::npos)
        << expect.out;
}

TEST(BisectBenchLine, TheLastBenchLineOfAMessageIsItsSignature) {
    using harness::bisect::bench_in_text;
    EXPECT_EQ(bench_in_text("Tune search\n\nBench: 2354326\n"), 2354326u);
    EXPECT_EQ(bench_in_text("a\nbench:  10408355\r\n"), 10408355u);
    EXPECT_EQ(bench_in_text("Bench: 1\nmore\nBench: 2\n"), 2u);
    EXPECT_FALSE(bench_in_text("No functional change\n"));
    EXPECT_FALSE(bench_in_text("Bench: 12a\nBench:\nBench: -5\n"));
}

// A C engine built by a Makefile through --build (the kind's flags as {cflags}), its bench
// printed as "OVERALL: ... nodes ... nps" (Weiss, Ethereal), its good signature read from the
// good commit's "Bench: N" line: bisect names the commit that changed it; the commit that does
// not build is skipped with its log and last line.
TEST(BisectMakefileEngine, BenchFromTheCommitMessageFindsTheChangeAndABrokenBuildNamesItsLog) {
    intree_test::ToyRepo toy;
    const char*          makefile = intree_test::ToyCMakefile;
    const char*          main_c   = intree_test::ToyCMain;
    auto                 search
        = [](const std::string& body) { return "long search(void) {\n    " + body + "\n}\n"; };
    std::vector<std::string> shas;
    shas.push_back(toy.commit({ { "Makefile", makefile }, { "src/main.c", main_c },
                                  { "src/search.c", search("return 1000;") } },
        "toy C engine\n\nBench: 1000"));
    shas.push_back(toy.commit({ { "README", "a\n" } }, "docs\n\nBench: 1000"));
    shas.push_back(toy.commit({ { "src/search.c", search("return x;") } }, "broken"));
    shas.push_back(toy.commit({ { "src/search.c", search("return 1000L;") } }, "fixed"));
    shas.push_back(toy.commit({ { "src/search.c", search("return 1001;") } }, "one more node"));
    shas.push_back(toy.commit({ { "README", "b\n" } }, "docs"));
    const auto out = toy.root / "out";
    auto       r   = arbiter("--repo " + toy.repo.string() + " --good " + shas.front() + " --bad "
                + shas.back() + " --target toy --build "
                + "'make -s -C {source_dir} OUT={build_dir}/toy CFLAGS={cflags}'"
                + " --criterion bench --expect message --quiet --work-dir " + (toy.root / "builds").string()
                + " --out " + out.string());
    EXPECT_EQ(r.code, 0) << r.out;
    auto        j = report(out);
    const auto& s = j["summary"];
    EXPECT_EQ(s["end"], "found") << r.out;
    EXPECT_EQ(s["first_bad"]["sha"], shas[4]) << r.out;
    EXPECT_EQ(s["last_good"]["sha"], shas[3]) << r.out;
    EXPECT_NE(s["evidence"]["first_bad"]["reason"].get<std::string>().find(
                  "signature 1001, expected 1000"),
        std::string::npos)
        << s.dump();
    bool broken_seen = false;
    for (const auto& step : j["results"]) {
        if (!step["build_failed"].get<bool>()) continue;
        broken_seen       = true;
        const auto reason = step["reason"].get<std::string>();
        EXPECT_EQ(step["sha"], shas[2]);
        EXPECT_NE(
            reason.find("does not build: build command failed (exit 2); log "), std::string::npos)
            << reason;
        EXPECT_NE(reason.find(", ending: "), std::string::npos) << reason;
    }
    EXPECT_TRUE(broken_seen) << j["results"].dump();

    // A good commit whose message states no bench: a bad range, said so.
    auto none = arbiter("--repo " + toy.repo.string() + " --good " + shas[2] + " --bad "
        + shas.back() + " --target toy --build 'make -s -C {source_dir} OUT={build_dir}/toy'"
        + " --criterion bench --expect message --quiet --work-dir " + (toy.root / "builds").string()
        + " --out " + (toy.root / "out2").string());
    EXPECT_NE(none.code, 0) << none.out;
    EXPECT_NE(none.out.find("has no 'Bench: N' line"), std::string::npos) << none.out;

    // The gate's configuration (--config) gives the bench's form: a pattern that reads the time
    // (5 ms in every revision) finds nothing; --bench-regex over it reads the nodes again.
    const auto config = toy.root / "gate.toml";
    std::ofstream(config) << "[bench]\nwords = [\"bench\"]\nregex = \"OVERALL: (\\\\d+) ms\"\n";
    const auto common = "--repo " + toy.repo.string() + " --good " + shas.front() + " --bad "
        + shas.back() + " --target toy --build 'make -s -C {source_dir} OUT={build_dir}/toy'"
        + " --criterion bench --quiet --work-dir " + (toy.root / "builds-plain").string()
        + " --config " + config.string();
    auto timed = arbiter(common + " --out " + (toy.root / "out3").string());
    EXPECT_EQ(timed.code, 1) << timed.out; // the bad end is as good as the good one
    auto nodes = arbiter(common + " --bench-regex 'OVERALL: \\d+ ms (\\d+) nodes' --out "
        + (toy.root / "out4").string());
    EXPECT_EQ(nodes.code, 0) << nodes.out;
    EXPECT_EQ(report(toy.root / "out4")["summary"]["first_bad"]["sha"], shas[4]) << nodes.out;
}

} // namespace
