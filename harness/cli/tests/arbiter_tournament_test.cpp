// arbiter match with more than two engines, end to end: a round robin of Sable at depths 1, 3
// and 5 and Stockfish at its full skill level (20) ends in that order, rated together, with its
// crosstable and a PGN of every game; a gauntlet pairs the first engine with each other; an
// interrupted tournament resumes from its journal without playing its games again; with --sprt
// each pairing is its own SPRT and stops at its bound; --html writes the tournament's page;
// xiangqi, Chess960 and gomoku tournaments play as chess ones do.

#include "arbiter_run.h"

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <stdlib.h>
#include <thread>

namespace {

using arbiter_test::Bin;

std::filesystem::path dir() {
    static const auto d = [] {
        char name[] = "/tmp/arbiter-tournament-XXXXXX";
        return std::filesystem::path(mkdtemp(name));
    }();
    return d;
}

std::string sable(int depth) {
    return " -engine cmd=" + Bin + "/sable name=sable-d" + std::to_string(depth)
        + " depth=" + std::to_string(depth);
}

std::string book() {
    return " -openings file=" + arbiter_test::suite("chess/openings/arbiter_balanced.epd")
        + " order=random";
}

TEST(ArbiterTournament, ARoundRobinOfSableAndStockfishEndsInTheExpectedOrder) {
    if (!std::filesystem::exists("/usr/games/stockfish")) GTEST_SKIP() << "no stockfish";
    const auto json = (dir() / "rr.json").string(), pgn = (dir() / "rr.pgn").string();
    const auto r = arbiter_test::run("match" + sable(1) + sable(3) + sable(5)
        + " -engine cmd=/usr/games/stockfish name=stockfish 'option.Skill Level=20' st=0.05 "
          "timemargin=200 -rounds 4 -concurrency 2"
        + book() + " -pgnout file=" + pgn + " --json " + json + " --quiet");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = arbiter_test::read_json(json);
    EXPECT_EQ(j["command"], "tournament");
    EXPECT_EQ(j["results"].size(), 48u); // 6 pairings of 4 game pairs
    std::vector<std::string> order;
    for (const auto& row : j["summary"]["ratings"]) order.push_back(row["name"]);
    EXPECT_EQ(order, (std::vector<std::string> { "stockfish", "sable-d5", "sable-d3", "sable-d1" }))
        << r.out;
    EXPECT_EQ(j["summary"]["crosstable"].size(), 6u);
    EXPECT_NE(r.out.find("| pairing | W | D | L |"), std::string::npos) << r.out;
    // the PGN rates with arbiter rate (with the same prior: Stockfish may win every game)
    const auto again = arbiter_test::run(
        "rate " + pgn + " --prior-draws 2 --json " + (dir() / "rate.json").string());
    EXPECT_EQ(again.code, 0) << again.out;
    EXPECT_EQ(arbiter_test::read_json((dir() / "rate.json").string())["summary"]["games"], 48);
    // and so does the tournament's own JSON report
    const auto from_report = arbiter_test::run(
        "rate " + json + " --prior-draws 2 --json " + (dir() / "rate2.json").string());
    EXPECT_EQ(from_report.code, 0) << from_report.out;
    const auto rated = arbiter_test::read_json((dir() / "rate2.json").string());
    EXPECT_EQ(rated["summary"]["games"], 48);
    EXPECT_EQ(rated["results"][0]["name"], "stockfish");
}

TEST(ArbiterTournament, AGauntletPairsTheFirstEngineWithEachOther) {
    const auto json = (dir() / "gauntlet.json").string();
    const auto r = arbiter_test::run("match -tournament gauntlet" + sable(2) + sable(1) + sable(3)
        + " -rounds 2 -concurrency 2" + book() + " --json " + json + " --quiet");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = arbiter_test::read_json(json);
    ASSERT_EQ(j["summary"]["pairings"].size(), 2u);
    for (const auto& p : j["summary"]["pairings"]) EXPECT_EQ(p["a"], "sable-d2");
    EXPECT_EQ(j["summary"]["kind"], "gauntlet");
    const auto bad = arbiter_test::run("match -tournament swiss" + sable(1) + sable(2) + sable(3));
    EXPECT_EQ(bad.code, 2) << bad.out;
    EXPECT_NE(bad.out.find("'swiss'"), std::string::npos) << bad.out;
}

TEST(ArbiterTournament, EachPairingIsItsOwnSprtAndThePageShowsTheCrosstable) {
    // Sable at depth 1 against depths 4 and 5: each pairing stops when H0 (depth 1 is no
    // stronger) is accepted, long before its 100 rounds.
    const auto json = (dir() / "sprt.json").string(), html = (dir() / "sprt.html").string();
    const auto r = arbiter_test::run("match -tournament gauntlet" + sable(1) + sable(4) + sable(5)
        + " -rounds 100 -concurrency 2 -sprt elo0=0 elo1=10" + book() + " --json " + json
        + " --html " + html + " --quiet");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = arbiter_test::read_json(json);
    ASSERT_EQ(j["summary"]["pairings"].size(), 2u);
    for (const auto& p : j["summary"]["pairings"]) {
        EXPECT_EQ(p["sprt"]["verdict"], "H0") << p;
        EXPECT_LT(p["total"].get<int>(), 200) << p;
    }
    EXPECT_EQ(j["summary"]["sprt"]["elo1"], 10.0);
    EXPECT_NE(r.out.find("Each pairing is its own SPRT [0.00, 10.00]"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("With 2 pairings, the chance that some pairing's verdict is wrong is up "
                         "to about 0.1 "),
        std::string::npos)
        << r.out;
    std::ifstream     page(html);
    const std::string text { std::istreambuf_iterator<char>(page), {} };
    EXPECT_NE(text.find("<svg"), std::string::npos);
    EXPECT_NE(text.find("<h2>Crosstable</h2>"), std::string::npos);
    EXPECT_NE(text.find("sable-d5"), std::string::npos);
    EXPECT_NE(text.find("<th>SPRT</th>"), std::string::npos);
}

TEST(ArbiterTournament, XiangqiChess960AndGomokuHaveTournaments) {
    struct Case {
        std::string game, each;
    };
    const std::string sable_cmd = " -engine cmd=" + Bin + "/sable";
    for (const auto& c : { Case { "xiangqi", " -each variant=xiangqi -maxmoves 40" },
             Case { "chess960",
                 " --variant chess960 -openings file="
                     + arbiter_test::suite("peer/chess/stockfish_benchmark_960.DERIVED.epd") },
             Case { "gomoku", " -each proto=gomocup tc=1+0.01" } }) {
        const auto  json = (dir() / (c.game + ".json")).string();
        std::string engines;
        for (int depth = 1; depth <= 3; ++depth)
            engines += sable_cmd + " name=d" + std::to_string(depth)
                + (c.game == "gomoku" ? "" : " depth=" + std::to_string(depth));
        const auto r = arbiter_test::run(
            "match" + engines + c.each + " -rounds 1 -concurrency 2 --quiet --json " + json);
        ASSERT_EQ(r.code, 0) << c.game << ": " << r.out;
        const auto j = arbiter_test::read_json(json);
        EXPECT_EQ(j["command"], "tournament");
        EXPECT_EQ(j["game"], c.game);
        EXPECT_EQ(j["results"].size(), 6u) << c.game; // 3 pairings of a game pair
        for (const auto& g : j["results"]) EXPECT_TRUE(g["faulty"].is_null()) << g.dump();
        EXPECT_EQ(j["summary"]["crosstable"].size(), 3u) << c.game;
    }
}

TEST(ArbiterTournament, AnInterruptedTournamentResumesFromItsJournal) {
    const auto                     json = (dir() / "resumed.json").string();
    const std::vector<std::string> args { "match", "-engine", "cmd=" + Bin + "/sable", "name=a",
        "depth=4", "-engine", "cmd=" + Bin + "/sable", "name=b", "depth=5", "-engine",
        "cmd=" + Bin + "/sable", "name=c", "depth=6", "-rounds", "6", "-openings",
        "file=" + arbiter_test::suite("chess/openings/arbiter_balanced.epd"), "--json", json };
    const pid_t                    pid = arbiter_test::start_arbiter(args);
    arbiter_test::wait_for_signal_handlers(pid);
    // Interrupted once a game is journaled (polled, at most a minute: a loaded machine is slow).
    auto games_kept = [&] {
        std::ifstream     in(json + ".partial");
        const std::string text { std::istreambuf_iterator<char>(in), {} };
        return std::count(text.begin(), text.end(), '\n') - 1; // the run line
    };
    for (int i = 0; i < 6000 && games_kept() < 1; ++i) usleep(10000);
    kill(pid, SIGINT);
    int status = 0;
    waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    ASSERT_EQ(WEXITSTATUS(status), 130);
    ASSERT_GT(games_kept(), 0) << "no game finished in a minute";
    std::string line;
    for (const auto& a : args) line += "'" + a + "' ";
    const auto r = arbiter_test::run(line + "--resume --quiet");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = arbiter_test::read_json(json);
    EXPECT_EQ(j["results"].size(), 36u); // 3 pairings of 6 game pairs, none twice
}

// Found by the hostile-input round two: a byte that is not UTF-8 in an engine's name, path or
// option ended a match and a tournament before their first game (exit 70), and their --resume
// too. It is U+FFFD in every report and journal, and an interrupted run resumes.
TEST(ArbiterTournament, EngineNamesPathsAndOptionsThatAreNotUtf8PlayAndResume) {
    const auto exe = dir() / "sable\xff";
    std::filesystem::create_symlink(Bin + "/sable", exe);
    for (const int engines : { 2, 3 }) {
        const auto json = (dir() / ("not-utf8-" + std::to_string(engines) + ".json")).string();
        std::vector<std::string> args { "match", "-each", "depth=1", "option.Hash\xfe=1", "-rounds",
            "6", "-openings", "file=" + arbiter_test::suite("chess/openings/arbiter_balanced.epd"),
            "--json", json };
        for (int e = 0; e < engines; ++e)
            for (const auto& a :
                { std::string("-engine"), "cmd=" + exe.string(), "name=e\xff" + std::to_string(e) })
                args.push_back(a);
        const pid_t pid = arbiter_test::start_arbiter(args);
        arbiter_test::wait_for_signal_handlers(pid);
        for (int i = 0; i < 3000 && !std::filesystem::exists(json + ".partial"); ++i) usleep(10000);
        kill(pid, SIGINT); // the journal holds the run's identity: --resume compares it

        int status = 0;
        waitpid(pid, &status, 0);
        ASSERT_TRUE(WIFEXITED(status)) << engines;
        ASSERT_NE(WEXITSTATUS(status), 70) << engines;
        std::string line;
        for (const auto& a : args) line += "'" + a + "' ";
        const auto r = arbiter_test::run(line + "--resume --quiet");
        ASSERT_EQ(r.code, 0) << r.out;
        const auto j = arbiter_test::read_json(json);
        EXPECT_EQ(j["results"].size(), engines == 2 ? 12u : 36u);
        EXPECT_EQ(j["engines"][0]["name"],
            "e\xEF\xBF\xBD"
            "0");
    }
}

} // namespace
