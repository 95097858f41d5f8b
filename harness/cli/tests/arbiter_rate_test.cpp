// arbiter rate end to end: three matches of Sable at depths 1, 3 and 5 (each against each,
// game pairs from the balanced openings) rated together from their PGN files: the deeper Sable
// is rated higher, with its interval, LOS and the crosstable, the JSON report valid; a player who
// never scored is named (exit 1); usage errors exit 2.

#include "arbiter_run.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdlib.h>

namespace {

using arbiter_test::Bin;

// A fresh directory per test process (ctest runs the tests of this file at once).
std::filesystem::path dir() {
    static const auto d = [] {
        char name[] = "/tmp/arbiter-rate-XXXXXX";
        return std::filesystem::path(mkdtemp(name));
    }();
    return d;
}

std::string match_pgn(int a, int b) {
    const auto pgn
        = (dir() / ("d" + std::to_string(a) + "-d" + std::to_string(b) + ".pgn")).string();
    const auto r = arbiter_test::run("match -engine cmd=" + Bin + "/sable name=sable-d"
        + std::to_string(a) + " depth=" + std::to_string(a) + " -engine cmd=" + Bin
        + "/sable name=sable-d" + std::to_string(b) + " depth=" + std::to_string(b)
        + " -rounds 8 -concurrency 2 -openings file="
        + arbiter_test::suite("chess/openings/arbiter_balanced.epd")
        + " order=random -pgnout file=" + pgn);
    EXPECT_EQ(r.code, 0) << r.out;
    return pgn;
}

TEST(ArbiterRate, RatesThreeDepthsOfSableTogether) {
    const auto a = match_pgn(1, 3), b = match_pgn(3, 5), c = match_pgn(1, 5);
    const auto json = (dir() / "rate.json").string();
    const auto html = (dir() / "rate.html").string();
    auto       r    = arbiter_test::run(
                 "rate " + a + " " + b + " " + c + " --json " + json + " --html " + html);
    ASSERT_EQ(r.code, 0) << r.out;
    std::ifstream     page(html);
    const std::string text { std::istreambuf_iterator<char>(page),
        std::istreambuf_iterator<char>() };
    EXPECT_NE(text.find("<svg"), std::string::npos);
    EXPECT_NE(text.find("sable-d5"), std::string::npos);
    EXPECT_NE(r.out.find("| pairing |"), std::string::npos) << r.out;
    auto j = arbiter_test::read_json(json);
    ASSERT_EQ(j["results"].size(), 3u);
    EXPECT_EQ(j["results"][0]["name"], "sable-d5");
    EXPECT_EQ(j["results"][2]["name"], "sable-d1");
    EXPECT_GT(j["results"][0]["superiority_over_next"].get<double>(), 0.5);
    EXPECT_EQ(j["summary"]["games"], 48);
    EXPECT_EQ(j["summary"]["crosstable"].size(), 3u);
    // the games came in pairs (ROUND.1, ROUND.2): each pairing has 8 of them
    for (const auto& p : j["summary"]["crosstable"]) {
        int pairs = 0;
        for (const auto& n : p["pentanomial"]) pairs += n.get<int>();
        EXPECT_EQ(pairs, 8) << p;
    }
    auto anchored = arbiter_test::run(
        "rate " + a + " " + b + " " + c + " --anchor sable-d1 --anchor-elo 1000");
    EXPECT_EQ(anchored.code, 0) << anchored.out;
    EXPECT_NE(anchored.out.find("| sable-d1 | 1000.0 |"), std::string::npos) << anchored.out;
}

TEST(ArbiterRate, APlayerWhoNeverScoredIsNamed) {
    const auto pgn = (dir() / "lost.pgn").string();
    std::ofstream(pgn) << "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n"
                          "[White \"b\"]\n[Black \"a\"]\n[Result \"0-1\"]\n\n1. e4 0-1\n";
    auto r = arbiter_test::run("rate " + pgn);
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_NE(r.out.find("b has no finite rating"), std::string::npos) << r.out;
}

TEST(ArbiterRate, UsageErrorsExitTwo) {
    EXPECT_EQ(arbiter_test::run("rate").code, 2);
    EXPECT_EQ(arbiter_test::run("rate /nonexistent.pgn").code, 2);
    const auto pgn = (dir() / "one.pgn").string();
    std::ofstream(pgn) << "[White \"a\"]\n[Black \"b\"]\n[Result \"1/2-1/2\"]\n\n1. e4 1/2-1/2\n";
    auto anchor = arbiter_test::run("rate " + pgn + " --anchor zed");
    EXPECT_EQ(anchor.code, 2) << anchor.out;
    EXPECT_NE(anchor.out.find("'zed'"), std::string::npos);
}

} // namespace
