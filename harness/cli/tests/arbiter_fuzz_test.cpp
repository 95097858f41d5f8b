// `arbiter fuzz` end to end: the mock engine that crashes on a FEN without a king (found,
// shrunk, replayed, deduplicated), exit codes, and Debian's Stockfish 15.1 (skipped when
// absent), which dies on kingless FENs.

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

} // namespace
