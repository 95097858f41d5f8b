// `arbiter fuzz` end to end: the mock engine that crashes on a FEN without a king (found,
// shrunk, replayed, deduplicated), exit codes, and Debian's Stockfish 15.1 (skipped when
// absent), which dies on kingless FENs. Over Gomocup: the Gomocup mock's planted bugs (a crash
// at the DONE of a BOARD of more than five stones, a move onto the opponent's stone on the
// edge) found, shrunk to their few lines and replayed; the sound mock and Sable clean.

#include "harness/testing/temp_dir.h"
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/wait.h>

using ::testing::HasSubstr;

namespace {

using namespace arbiter_test;
namespace fs = std::filesystem;

std::string fresh_dir(const std::string& name) {
    auto dir = fs::path(harness::testing::temp_dir()) / ("arbiter_fuzz_test_" + name);
    fs::remove_all(dir);
    return dir.string();
}

std::vector<std::string> files_in(const std::string& dir) {
    std::vector<std::string> out;
    std::error_code          ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) out.push_back(e.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> lines_of(const std::string& path) {
    std::ifstream            in(path);
    std::vector<std::string> out;
    for (std::string l; std::getline(in, l);) out.push_back(l);
    return out;
}

const std::string Mock = "cmd=" + Bin + "/mock_engine arg=--crash-on-fen-without-king";

TEST(ArbiterFuzz, FindsShrinksAndReplaysAMockCrash) {
    const auto out = fresh_dir("mock");
    auto       r = run("fuzz --engine " + Mock + " --runs 30 --seed 3 --class invalid --out " + out
              + " --json " + out + ".json");
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("finding: crash (SIGSEGV) on invalid/"));
    auto files = files_in(out);
    ASSERT_FALSE(files.empty()) << r.out;
    for (const auto& f : files) {
        auto lines = lines_of(f);
        // Shrunk to the one line that crashes it: a position command without a king.
        ASSERT_EQ(lines.size(), 1U) << f;
        EXPECT_EQ(lines[0].rfind("position fen ", 0), 0U) << lines[0];
        auto replay = run("fuzz --engine " + Mock + " --replay " + f);
        EXPECT_EQ(replay.code, 1) << replay.out;
        EXPECT_THAT(replay.out, HasSubstr("crash (SIGSEGV)"));
    }
    // Each reproducer is reported once: as many findings as files.
    EXPECT_THAT(r.out, HasSubstr("30 cases, " + std::to_string(files.size()) + " findings"));
    auto j = read_json(out + ".json"); // validated against the schema
    EXPECT_EQ(j["command"], "fuzz");
    ASSERT_EQ(j["results"].size(), files.size());
    EXPECT_EQ(j["results"][0]["kind"], "crash");
    EXPECT_EQ(j["results"][0]["signature"], "SIGSEGV");
    EXPECT_EQ(j["results"][0]["reproducer"].size(), 1U);
    EXPECT_EQ(j["summary"]["cases"], 30);
}

TEST(ArbiterFuzz, SameSeedSameFindings) {
    auto a        = run("fuzz --engine " + Mock + " --runs 12 --seed 9 --class invalid");
    auto b        = run("fuzz --engine " + Mock + " --runs 12 --seed 9 --class invalid -j 2");
    auto findings = [](const std::string& out) {
        std::istringstream       in(out);
        std::vector<std::string> f;
        for (std::string l; std::getline(in, l);)
            if (l.rfind("    ", 0) == 0) f.push_back(l); // reproducer lines
        std::sort(f.begin(), f.end());
        return f;
    };
    EXPECT_EQ(findings(a.out), findings(b.out)) << a.out << b.out;
}

TEST(ArbiterFuzz, NothingFoundInASoundEngine) {
    auto r = run("fuzz --engine cmd=" + Bin + "/mock_engine --runs 8 --seed 1 --class valid");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("8 cases, 0 findings"));
}

TEST(ArbiterFuzz, IllegalBestmoveInAValidPositionIsFound) {
    auto r = run("fuzz --engine cmd=" + Bin
        + "/mock_engine arg=--illegal-bestmove --runs 4 --seed 1 --class valid --shrink-runs 20");
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("finding: illegal-bestmove on valid/"));
}

TEST(ArbiterFuzz, ExitCodes) {
    EXPECT_EQ(run("fuzz --runs 3").code, 2);
    EXPECT_EQ(run("fuzz --engine " + Mock + " --class nonsense").code, 2);
    EXPECT_EQ(run("fuzz --engine " + Mock + " --runs 3 --seconds 3").code, 2);
    EXPECT_EQ(run("fuzz --engine cmd=/nonexistent/engine --runs 3").code, 3);
}

TEST(ArbiterFuzz, StockfishCrashesOnKinglessFens) {
    const std::string sf = "/usr/games/stockfish";
    if (!fs::exists(sf)) GTEST_SKIP() << "no " << sf;
    const auto out = fresh_dir("stockfish");
    auto       r   = run("fuzz --engine cmd=" + sf
                + " --runs 6 --seed 1 --class invalid --shrink-runs 60 --out " + out);
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("crash (SIGSEGV)"));
    bool small = false;
    for (const auto& f : files_in(out)) {
        if (f.find("crash-SIGSEGV") == std::string::npos) continue;
        auto lines = lines_of(f);
        if (lines.size() > 3) continue;
        small = true;
        // A plain pipe reproduces it too.
        int status = std::system((sf + " < " + f + " > /dev/null 2>&1").c_str());
        EXPECT_TRUE((WIFEXITED(status) && WEXITSTATUS(status) == 128 + 11) || WIFSIGNALED(status))
            << f;
    }
    EXPECT_TRUE(small) << "no crash shrunk to at most 3 lines:\n" << r.out;
}

const std::string GomocupMock = "cmd=" + Bin + "/mock_gomocup_engine proto=gomocup";

// Fuzz the Gomocup mock with `args`: its findings of `kind` (prefix of the reproducers' names:
// "crash-SIGSEGV", "occupied-move") are each replayed; their lines.
std::vector<std::vector<std::string>> found_and_replayed(const std::string& spec,
    const std::string& args, const std::string& kind, const std::string& oracle) {
    const auto out = fresh_dir("gomocup_" + kind);
    auto       r
        = run("fuzz --engine " + spec + " " + args + " --out " + out + " --json " + out + ".json");
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("finding: " + oracle));
    EXPECT_EQ(read_json(out + ".json")["results"][0]["kind"], oracle.substr(0, oracle.find(' ')));
    std::vector<std::vector<std::string>> found;
    for (const auto& f : files_in(out)) {
        if (fs::path(f).filename().string().rfind(kind, 0) != 0) continue;
        auto replay = run("fuzz --engine " + spec + " --replay " + f);
        EXPECT_EQ(replay.code, 1) << replay.out;
        EXPECT_THAT(replay.out, HasSubstr(oracle));
        found.push_back(lines_of(f));
    }
    EXPECT_FALSE(found.empty()) << r.out;
    return found;
}

// The planted crash (more than five stones in a BOARD) shrinks to BOARD, six stones and DONE.
TEST(ArbiterFuzzGomocup, FindsShrinksAndReplaysACrashOnBoard) {
    for (const auto& lines : found_and_replayed(GomocupMock + " arg=--crash-on-board arg=5",
             "--runs 6 --seed 1 --class valid --deadline 1000", "crash-SIGSEGV",
             "crash (SIGSEGV)")) {
        ASSERT_EQ(lines.size(), 8U);
        EXPECT_EQ(lines.front(), "BOARD");
        EXPECT_EQ(lines.back(), "DONE");
    }
}

// The planted occupied point (the opponent's last stone, on the edge) shrinks to START n and
// that stone: TURN x,y, or BOARD, the stone, DONE.
TEST(ArbiterFuzzGomocup, FindsShrinksAndReplaysAnOccupiedPoint) {
    for (const auto& lines : found_and_replayed(GomocupMock + " arg=--occupied-on-edge",
             "--runs 8 --seed 2 --class edge --deadline 1000", "occupied-move", "occupied-move")) {
        EXPECT_LE(lines.size(), 4U);
        ASSERT_FALSE(lines.empty());
        EXPECT_TRUE(lines[0].rfind("START ", 0) == 0 || lines[0].rfind("start ", 0) == 0)
            << lines[0];
    }
}

TEST(ArbiterFuzzGomocup, NothingFoundInTheSoundMock) {
    auto r = run("fuzz --engine " + GomocupMock + " --runs 40 --seed 3");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("40 cases, 0 findings"));
}

TEST(ArbiterFuzzGomocup, SableIsClean) {
    auto r = run("fuzz --engine cmd=" + Bin + "/sable proto=gomocup --runs 32 --seed 4 -j 2");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("32 cases, 0 findings"));
}

TEST(ArbiterFuzzGomocup, GomokuIsFuzzedOverGomocupOnly) {
    auto a = run("fuzz --engine cmd=" + Bin + "/sable variant=gomoku --runs 1");
    EXPECT_EQ(a.code, 2) << a.out;
    EXPECT_THAT(a.out, HasSubstr("gomoku is fuzzed over Gomocup only"));
    auto b = run("fuzz --engine " + GomocupMock + " variant=chess --runs 1");
    EXPECT_EQ(b.code, 2) << b.out;
    EXPECT_THAT(b.out, HasSubstr("a Gomocup engine plays gomoku"));
}

} // namespace
