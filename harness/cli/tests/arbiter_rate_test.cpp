// arbiter rate end to end: three matches of Sable at depths 1, 3 and 5 (each against each,
// game pairs from the balanced openings) rated together from their PGN files: the deeper Sable
// is rated higher, with its interval, LOS and the crosstable, the JSON report valid; a player who
// never scored is named (exit 1); usage errors exit 2.

#include "arbiter_run.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>

#include <stdlib.h>
#include <sys/wait.h>

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

// A 16-game match of Sable at depths a and b; `out` says where its games go.
void sable_match(int a, int b, const std::string& out) {
    const auto r = arbiter_test::run("match -engine cmd=" + Bin + "/sable name=sable-d"
        + std::to_string(a) + " depth=" + std::to_string(a) + " -engine cmd=" + Bin
        + "/sable name=sable-d" + std::to_string(b) + " depth=" + std::to_string(b)
        + " -rounds 8 -concurrency 2 -openings file="
        + arbiter_test::suite("chess/openings/arbiter_balanced.epd") + " order=random --quiet "
        + out);
    EXPECT_EQ(r.code, 0) << r.out;
}

std::string match_pgn(int a, int b) {
    const auto pgn
        = (dir() / ("d" + std::to_string(a) + "-d" + std::to_string(b) + ".pgn")).string();
    sable_match(a, b, "-pgnout file=" + pgn);
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
    EXPECT_EQ(j["summary"]["intervals"], "sandwich errors clustered by game pair");
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

// Red team, round two: one game of an engine against itself refused every rating, unnamed. It is
// named (file:line) and left out; the other games are rated.
TEST(ArbiterRate, AGameAgainstItselfIsNamedAndTheRestRated) {
    const auto pgn = (dir() / "self.pgn").string();
    std::ofstream(pgn) << "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n"
                          "[White \"b\"]\n[Black \"a\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n"
                          "[White \"a\"]\n[Black \"a\"]\n[Result \"1/2-1/2\"]\n\n1. e4 1/2-1/2\n";
    auto r = arbiter_test::run("rate " + pgn);
    EXPECT_EQ(r.code, 2) << r.out; // a rejected game, as any bad one
    EXPECT_NE(r.out.find(pgn + ":13:1: error: a game of 'a' against itself is left out"),
        std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("out of range, or one against itself"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(" b "), std::string::npos) << r.out; // the table rates a and b
}

// A PGN of `players` players, each playing about `each` games against random others with random
// results (draws too), a ring of wins and losses so that every rating is finite.
std::string many_players(int players, int each, const std::string& name) {
    const auto    pgn = (dir() / name).string();
    std::ofstream out(pgn);
    unsigned      x    = 12345;
    auto          next = [&] { return x = x * 1103515245u + 12345u, (x >> 8) % 1000003u; };
    auto          game = [&](int w, int b, const char* result) {
        out << "[White \"p" << w << "\"]\n[Black \"p" << b << "\"]\n[Result \"" << result
            << "\"]\n\n"
            << result << "\n\n";
    };
    for (int i = 0; i < players; ++i) { // the ring: each beats the next and loses to it
        game(i, (i + 1) % players, "1-0");
        game((i + 1) % players, i, "1-0");
    }
    const char* results[] = { "1-0", "0-1", "1/2-1/2" };
    for (int k = 0; k < players * (each - 2) / 2; ++k) {
        const int a = int(next() % unsigned(players)), b = int(next() % unsigned(players));
        if (a != b) game(a, b, results[next() % 3]);
    }
    return pgn;
}

// Red team, round two: rate ignored SIGTERM during a long fit. The fit polls the signal between
// its steps: a bootstrap of 500 players (minutes of refits) ends with 128 + SIGTERM.
TEST(ArbiterRate, SigtermEndsALongFit) {
    const auto  pgn = many_players(500, 20, "many.pgn");
    const pid_t pid = arbiter_test::start_arbiter({ "rate", pgn, "--intervals", "bootstrap" });
    arbiter_test::wait_for_signal_handlers(pid);
    std::this_thread::sleep_for(std::chrono::seconds(1));
    kill(pid, SIGTERM);
    int status = 0;
    waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 128 + SIGTERM);
}

TEST(ArbiterRate, RatesEveryMatchTheHistoryKeeps) {
    const auto db = (dir() / "history.db").string();
    for (const auto& [a, b] : { std::pair(1, 3), std::pair(3, 5), std::pair(1, 5) })
        sable_match(a, b, "--db " + db);
    // a shard's report: its games are its merge's, not rated twice
    const auto shard
        = arbiter_test::run("match -engine cmd=" + Bin + "/sable name=sable-d1 depth=1 -engine cmd="
            + Bin + "/sable name=sable-d5 depth=5 -rounds 2 --shard 1/2 --quiet --db " + db);
    ASSERT_EQ(shard.code, 0) << shard.out;
    const auto json = (dir() / "history-rate.json").string();
    auto       r    = arbiter_test::run("rate --history " + db + " --prior-draws 2 --json " + json);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("48 games of 3 match and tournament runs"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1 shard reports left out"), std::string::npos) << r.out;
    const auto j = arbiter_test::read_json(json);
    EXPECT_EQ(j["summary"]["games"], 48);
    ASSERT_EQ(j["results"].size(), 3u);
    EXPECT_EQ(j["results"][0]["name"], "sable-d5");
    EXPECT_EQ(j["results"][2]["name"], "sable-d1");
    EXPECT_EQ(arbiter_test::run("rate --history " + (dir() / "none.db").string()).code, 2);
}

TEST(ArbiterRate, GamesWithoutPairsGetBootstrapIntervals) {
    const auto    pgn = (dir() / "unpaired.pgn").string();
    std::ofstream out(pgn);
    const char*   results[] = { "1-0", "0-1", "1/2-1/2", "1-0", "1-0", "1/2-1/2" };
    const char*   players[][2]
        = { { "a", "b" }, { "b", "c" }, { "c", "a" }, { "b", "a" }, { "c", "b" }, { "a", "c" } };
    for (int k = 0; k < 36; ++k)
        out << "[White \"" << players[k % 6][0] << "\"]\n[Black \"" << players[k % 6][1]
            << "\"]\n[Result \"" << results[(k / 6 + k) % 6] << "\"]\n\n1. e4 "
            << results[(k / 6 + k) % 6] << "\n\n";
    out.close();
    const auto json = (dir() / "unpaired.json").string();
    auto       r    = arbiter_test::run("rate " + pgn + " --json " + json);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = arbiter_test::read_json(json);
    EXPECT_EQ(j["summary"]["intervals"],
        "percentile bootstrap (1000 of 1000 resamples of the games fitted, seed 1)");
    EXPECT_NE(r.out.find("95% intervals: percentile bootstrap"), std::string::npos) << r.out;
    // the same games with the sandwich intervals: other intervals, the same ratings
    auto s = arbiter_test::run("rate " + pgn + " --intervals sandwich --json " + json);
    ASSERT_EQ(s.code, 0) << s.out;
    const auto k = arbiter_test::read_json(json);
    EXPECT_EQ(k["summary"]["intervals"], "sandwich errors, per game");
    EXPECT_EQ(k["results"][0]["elo"], j["results"][0]["elo"]);
    EXPECT_NE(k["results"][0]["low"], j["results"][0]["low"]);
}

TEST(ArbiterRate, UsageErrorsExitTwo) {
    EXPECT_EQ(arbiter_test::run("rate x.pgn --intervals wide").code, 2);
    EXPECT_EQ(arbiter_test::run("rate").code, 2);
    EXPECT_EQ(arbiter_test::run("rate /nonexistent.pgn").code, 2);
    const auto pgn = (dir() / "one.pgn").string();
    std::ofstream(pgn) << "[White \"a\"]\n[Black \"b\"]\n[Result \"1/2-1/2\"]\n\n1. e4 1/2-1/2\n";
    auto anchor = arbiter_test::run("rate " + pgn + " --anchor zed");
    EXPECT_EQ(anchor.code, 2) << anchor.out;
    EXPECT_NE(anchor.out.find("'zed'"), std::string::npos);
}

} // namespace
