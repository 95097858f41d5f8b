// `arbiter match` audits each engine while it plays: the clock (time used against the time
// allotted, overruns saved by timemargin=, latency, the reaction to stop and isready) and every
// answer's output (PV legality, mate claims, bestmove against the PV). Mock engines that
// misbehave in one way each are flagged with the right counts in a 10-game match, and the
// sound opponent is not flagged at all.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "busy_cpu.h"
#include "engine/testing/subprocess.h"
#include "harness/cli/cores.h"
#include "harness/testing/time_factor.h"
#include "match_test_support.h"

#include <chrono>
#include <csignal>
#include <fstream>
#include <sched.h>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

namespace {

using namespace arbiter_test;
using ::testing::HasSubstr;

// Moves the engine at `engine` (0 or 1) played in the report's games.
int moves_of(const nlohmann::json& report, int engine) {
    int n = 0;
    for (const auto& g : report["results"]) {
        const int  first = g.value("first_mover", 0) == 0 ? g["white_engine"].get<int>()
                                                          : 1 - g["white_engine"].get<int>();
        const auto plies = int(g["moves"].size());
        n += first == engine ? (plies + 1) / 2 : plies / 2;
    }
    return n;
}

const nlohmann::json& audit(const nlohmann::json& report, int engine) {
    return report["summary"]["audit"][std::size_t(engine)];
}

// A 10-game match of the sound mock against `flags`, at `limits` for both.
nlohmann::json audited(const std::string& tag, const std::string& flags,
    const std::string& limits = "st=0.2 timemargin=500", const std::string& extra = "") {
    return match("audit_" + tag,
        "-engine " + mock("good", "--spread") + " -engine " + mock("bad", "--spread " + flags)
            + " -each " + limits + " -rounds 5 -games 2 -maxmoves 40" + extra);
}

std::string text_of(const std::string& path) {
    std::ifstream      in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void expect_clean(const nlohmann::json& a) {
    EXPECT_TRUE(a["warnings"].empty()) << a.dump();
    EXPECT_EQ(a["clock"]["overruns"], 0) << a.dump();
    for (const auto& [check, n] : a["output_checks"]["counts"].items()) EXPECT_EQ(n, 0) << check;
}

TEST(ArbiterMatchAudit, AnEngineOverrunningOneMoveInTenIsCounted) {
    // (a) Every 10th search with a movetime answers 5 ms after it: within timemargin=, so the
    // games go on, and each such move is an overrun.
    auto j = audited("overrun", "--overrun-every 10 5");
    ASSERT_EQ(j["results"].size(), 10U);
    const int moves = moves_of(j, 1);
    ASSERT_GE(moves, 100);
    const auto& c = audit(j, 1)["clock"];
    EXPECT_EQ(c["moves"], moves);
    EXPECT_EQ(c["overruns"], moves / 10) << c.dump();
    EXPECT_EQ(c["usage_tenths"][10], moves / 10);
    EXPECT_THAT(audit(j, 1)["warnings"][0].get<std::string>(),
        HasSubstr(std::to_string(moves / 10) + " of " + std::to_string(moves) + " timed moves"));
    expect_clean(audit(j, 0));
    EXPECT_EQ(j["summary"]["faults"][1]["time_forfeits"], 0);
}

TEST(ArbiterMatchAudit, ASlowStopIsMeasuredByTheReactionProbe) {
    // (b) 300 ms from stop to bestmove; isready during the search is answered at once. The
    // HTML page says so beside its histogram.
    const auto  html = harness::testing::temp_dir() + "/arbiter_match_audit_stop.html";
    auto        j = audited("stop", "--stop-delay 300", "st=0.2 timemargin=500", " --html " + html);
    const auto& c = audit(j, 1)["clock"];
    EXPECT_EQ(c["probes"], 1);
    EXPECT_GE(c["stop_us"].get<std::int64_t>(), 300000);
    const auto within = harness::testing::scaled(std::chrono::milliseconds(100)); // at once
    EXPECT_LT(std::chrono::microseconds(c["isready_us"].get<std::int64_t>()), within);
    EXPECT_THAT(audit(j, 1)["warnings"].dump(), HasSubstr("answered stop after 3"));
    EXPECT_LT(
        std::chrono::microseconds(audit(j, 0)["clock"]["stop_us"].get<std::int64_t>()), within);
    expect_clean(audit(j, 0));
    const auto page = text_of(html);
    EXPECT_THAT(page, HasSubstr("Time used / time allotted per move"));
    EXPECT_THAT(page, HasSubstr("<p class=\"warn\">Warning: answered stop after 3"));
    EXPECT_THAT(page, HasSubstr("<h2>bad</h2>"));
}

TEST(ArbiterMatchAudit, AnIllegalPvMoveIsCountedInEveryAnswer) {
    // (c) Each PV's second move is illegal: one finding per answer, quoted with game and ply.
    auto        j = audited("pv", "--illegal-pv");
    const auto& o = audit(j, 1)["output_checks"];
    EXPECT_EQ(o["counts"]["pv-illegal"], moves_of(j, 1)) << o.dump();
    EXPECT_EQ(o["counts"]["mate-contradicted"], 0);
    ASSERT_EQ(o["examples"].size(), 3U);
    EXPECT_EQ(o["examples"][0]["check"], "pv-illegal");
    EXPECT_GE(o["examples"][0]["game"].get<int>(), 1);
    EXPECT_THAT(o["examples"][0]["detail"].get<std::string>(), HasSubstr("info depth 1"));
    expect_clean(audit(j, 0));
    EXPECT_EQ(j["summary"]["faults"][1]["protocol_errors"], 0) << "warnings by default";
}

TEST(ArbiterMatchAudit, AFalseMateClaimIsContradictedByItsPv) {
    // (d) "score mate 1" with a PV that does not mate.
    auto        j = audited("mate", "--false-mate");
    const auto& o = audit(j, 1)["output_checks"];
    EXPECT_EQ(o["counts"]["mate-contradicted"], moves_of(j, 1)) << o.dump();
    EXPECT_THAT(o["examples"][0]["detail"].get<std::string>(),
        HasSubstr("score mate 1 pv")); // the line quoted
    expect_clean(audit(j, 0));
}

TEST(ArbiterMatchAudit, ACheckSetToFaultEndsTheGame) {
    auto j = match("audit_fault",
        "-engine " + mock("good", "--spread") + " -engine " + mock("bad", "--spread --illegal-pv")
            + " -each st=0.2 -rounds 1 -games 2 --output-checks pv-illegal=fault");
    ASSERT_EQ(j["results"].size(), 2U);
    for (const auto& g : j["results"]) {
        EXPECT_EQ(g["reason"], "protocol error") << g.dump();
        EXPECT_THAT(g["detail"].get<std::string>(), HasSubstr("pv-illegal: info depth 1"));
    }
    auto bad = run("match -engine " + mock("a") + " -engine " + mock("b")
        + " -each st=0.1 --output-checks pv-illegal=loud");
    EXPECT_EQ(bad.code, 2);
    EXPECT_THAT(bad.out, HasSubstr("pv-illegal= expects off, warning or fault, got 'loud'"));
}

TEST(ArbiterMatchAudit, MoreWorkersThanCoresIsWarnedAbout) {
    // Engines of one game take turns: a worker needs a core; more share them, and their clocks
    // measure the sharing.
    const int  cores = harness::cli::available_cores();
    const auto args  = "match -engine " + mock("a") + " -engine " + mock("b")
        + " -each st=0.05 -rounds 1 -games 2 -maxmoves 4 --quiet -concurrency ";
    auto r = run(args + std::to_string(cores + 1));
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("warning: -concurrency " + std::to_string(cores + 1) + " runs"));
    r = run(args + "1");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, ::testing::Not(HasSubstr("warning: -concurrency")));
}

} // namespace

namespace {

// The suite's first `n` mates in 2 and 3, as an opening book.
std::string mates_in_two_and_three(std::size_t n) {
    std::ifstream in(arbiter_test::suite("chess/mate/mates2000.epd"));
    const auto    path = harness::testing::temp_dir() + "/arbiter_match_audit_mates.epd";
    std::ofstream out(path);
    std::size_t   kept = 0;
    for (std::string line; kept < n && std::getline(in, line);)
        if (line.find("bm #2;") != std::string::npos || line.find("bm #3;") != std::string::npos) {
            out << line << "\n";
            ++kept;
        }
    EXPECT_EQ(kept, n);
    return path;
}

} // namespace

TEST(ArbiterMatchAudit, SableAgainstItselfMakesNoMateClaimItsPvContradicts) {
    // Sable against itself from mates in 2 and 3 at depth 5, a contradicted mate claim a fault:
    // both sides claim mates of several lengths (the mating side's "mate 3", "mate 2", the mated
    // side's "mate -2"), every one checked against its PV, none contradicted.
    auto j = match("sable_mates",
        "-engine cmd=" + Sable + " name=a -engine cmd=" + Sable
            + " name=b -each depth=5 -rounds 8 -games 2 -maxmoves 40 -openings file="
            + mates_in_two_and_three(8)
            + " format=epd order=sequential --output-checks mate-contradicted=fault");
    ASSERT_EQ(j["results"].size(), 16U);
    int claims = 0, long_mates = 0, mated = 0;
    for (const auto& g : j["results"]) {
        EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
        for (const auto& m : g["moves"]) {
            if (!m.contains("score_mate")) continue;
            const int mate = m["score_mate"].get<int>();
            ++claims;
            long_mates += mate >= 2;
            mated += mate <= -2;
        }
    }
    EXPECT_GE(claims, 16);
    EXPECT_GE(long_mates, 8);
    EXPECT_GE(mated, 1);
    for (int e : { 0, 1 })
        EXPECT_EQ(audit(j, e)["output_checks"]["counts"]["mate-contradicted"], 0) << e;
}

TEST(ArbiterMatchAudit, EnginesStarvedOfACpuAreNamed) {
    // Sable against itself, both pinned (taskset) to a CPU that three busy loops share: each
    // search has about a quarter of the CPU, and the audit says so. The same match unpinned
    // says nothing of it.
    if (!engine::testing::is_executable("/usr/bin/taskset")) GTEST_SKIP() << "no taskset";
    auto starved_warnings = [](const std::string& tag, bool pin) {
        const std::string pinned
            = pin ? "cmd=/usr/bin/taskset arg=-c arg=0 arg=" + Sable : "cmd=" + Sable;
        auto j = match(tag,
            "-engine " + pinned + " name=a -engine " + pinned
                + " name=b -each st=0.2 timemargin=2000 -rounds 1 -games 2 -maxmoves 10");
        int  n = 0;
        for (int e : { 0, 1 })
            for (const auto& w : audit(j, e)["warnings"])
                n += w.get<std::string>().find("of a CPU while searching on the clock")
                    != std::string::npos;
        return std::pair { n, j };
    };
    {
        arbiter_test::BusyCpu busy;
        const auto [n, j] = starved_warnings("starved", true);
        EXPECT_EQ(n, 2) << j["summary"]["audit"].dump();
    }
    const auto [n, j] = starved_warnings("free", false); // wherever the system puts it
    EXPECT_EQ(n, 0) << j["summary"]["audit"].dump();
}
