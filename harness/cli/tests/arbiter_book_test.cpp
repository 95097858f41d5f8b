// `arbiter book` end to end: the shipped books are what their recorded command makes.

#include "arbiter_run.h"

#include "engine/testing/subprocess.h"
#include "harness/testing/temp_dir.h"

#include <chrono>
#include <csignal>
#include <fstream>
#include <sstream>
#include <thread>

#include <sys/wait.h>

using namespace arbiter_test;

namespace {

const std::string Stockfish = "/usr/games/stockfish";

// The book lines (not the `#` header) of a file, at most n.
std::vector<std::string> entries(const std::string& path, std::size_t n) {
    std::ifstream            in(path);
    std::vector<std::string> out;
    for (std::string line; out.size() < n && std::getline(in, line);)
        if (!line.empty() && line[0] != '#') out.push_back(line);
    return out;
}

// The command recorded in the book's first line, with --positions and --out replaced.
std::string recorded_command(const std::string& path, int positions, const std::string& out) {
    std::ifstream in(path);
    std::string   header;
    std::getline(in, header);
    const auto         from = header.find("`arbiter book ") + std::string("`arbiter book ").size();
    std::istringstream words(header.substr(from, header.rfind('`') - from));
    std::string        args;
    for (std::string w; words >> w;) {
        if (w == "--positions" || w == "--out") {
            words >> w;
            continue;
        }
        args += " " + w;
    }
    return "book" + args + " --positions " + std::to_string(positions) + " --out " + out;
}

TEST(ArbiterBook, TheShippedChessBooksAreWhatTheirRecordedCommandMakes) {
    if (!engine::testing::is_executable(Stockfish)) GTEST_SKIP();
    for (const auto* name :
        { "chess/openings/arbiter_balanced.epd", "chess/openings/arbiter_balanced_chess960.epd",
            "chess/openings/arbiter_unbalanced.epd",
            "chess/openings/arbiter_unbalanced_chess960.epd" }) {
        const auto shipped = suite(name);
        const auto out     = harness::testing::temp_dir() + "/book.epd";
        const auto r       = run(recorded_command(shipped, 4, out));
        ASSERT_EQ(r.code, 0) << r.out;
        EXPECT_NE(r.out.find("4 of 4 positions"), std::string::npos) << r.out;
        EXPECT_EQ(entries(out, 4), entries(shipped, 4)) << name;
    }
}

TEST(ArbiterBook, AMatchPlaysFromTheShippedXiangqiBook) {
    const auto book = suite("xiangqi/openings/arbiter_balanced.epd");
    const auto r    = run("match -engine cmd=" + Bin + "/sable proto=ucci -engine cmd=" + Bin
           + "/sable proto=ucci name=sable2 -each tc=1+0.01 -variant xiangqi -rounds 1 -games 2"
                " -openings file="
           + book + " format=epd order=random");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(r.out.find("warning"), std::string::npos) << r.out;
}

TEST(ArbiterBook, UsageErrorsAndAnEngineThatCannotStart) {
    EXPECT_EQ(run("book --engine cmd=" + Bin + "/sable").code, 2); // no --out
    const auto out = harness::testing::temp_dir() + "/none.epd";
    EXPECT_EQ(run("book --engine cmd=/nonexistent/engine --out " + out).code, 3);
    const auto window = run("book --engine cmd=" + Bin + "/sable --out " + out + " --window -1");
    EXPECT_EQ(window.code, 2);
    EXPECT_NE(window.out.find("option '--window' expects a number from 0 to 100000, got '-1'"),
        std::string::npos)
        << window.out;
    for (const char* band : { "0:100", "90:80", "90", "x:100", "50:100x", "1.5:100" }) {
        const auto r
            = run("book --engine cmd=" + Bin + "/sable --out " + out + " --unbalanced " + band);
        EXPECT_EQ(r.code, 2) << band;
        EXPECT_NE(r.out.find("option '--unbalanced' expects MIN:MAX centipawns with 0 < MIN <= "
                             "MAX <= 100000, got '"
                      + std::string(band) + "'"),
            std::string::npos)
            << r.out;
    }
}

// Red team, round two: the first SIGINT ends the book, which writes the positions it has and
// exits 130 (it used to ignore the first and lose everything at the second).
TEST(ArbiterBook, AnInterruptWritesWhatItHasAndExits130) {
    const auto out = harness::testing::temp_dir() + "/arbiter_book_interrupted.epd";
    std::remove(out.c_str());
    const pid_t pid = start_arbiter({ "book", "--engine", "cmd=" + Bin + "/sable", "--positions",
        "100000", "--depth", "6", "--out", out });
    arbiter_test::wait_for_signal_handlers(pid);
    std::this_thread::sleep_for(std::chrono::seconds(2)); // a book of 100000 takes far longer
    kill(pid, SIGINT);
    int status = 0;
    waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 130);
    std::ifstream in(out);
    std::string   header;
    std::getline(in, header);
    EXPECT_EQ(header.rfind("# chess openings made by `arbiter book ", 0), 0u) << header;
}

} // namespace
