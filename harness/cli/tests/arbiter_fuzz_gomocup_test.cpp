// `arbiter fuzz` over Gomocup, end to end: the Gomocup mock's planted bugs (a crash at the DONE
// of a BOARD of more than five stones, a move onto the opponent's stone on the edge) are found,
// shrunk to their few lines and replayed; the sound mock and Sable come out clean.

#include "harness/testing/temp_dir.h"
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"

#include <filesystem>
#include <fstream>

using ::testing::HasSubstr;

namespace {

using namespace arbiter_test;
namespace fs = std::filesystem;

const std::string Mock = "cmd=" + Bin + "/mock_gomocup_engine proto=gomocup";

std::string fresh_dir(const std::string& name) {
    auto dir = fs::path(harness::testing::temp_dir()) / ("arbiter_fuzz_gomocup_" + name);
    fs::remove_all(dir);
    return dir.string();
}

// The reproducers whose name starts with `kind`.
std::vector<std::string> reproducers(const std::string& dir, const std::string& kind) {
    std::vector<std::string> out;
    std::error_code          ec;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.path().filename().string().rfind(kind, 0) == 0) out.push_back(e.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> lines_of(const std::string& path) {
    std::ifstream            in(path);
    std::vector<std::string> out;
    for (std::string l; std::getline(in, l);) out.push_back(l);
    return out;
}

TEST(ArbiterFuzzGomocup, FindsShrinksAndReplaysACrashOnBoard) {
    const auto out  = fresh_dir("crash");
    const auto spec = Mock + " arg=--crash-on-board arg=5";
    auto       r    = run("fuzz --engine " + spec + " --runs 12 --seed 1 --class valid --out " + out
                 + " --json " + out + ".json");
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("finding: crash (SIGSEGV) on valid/"));
    const auto files = reproducers(out, "crash-SIGSEGV");
    ASSERT_FALSE(files.empty()) << r.out;
    for (const auto& f : files) {
        // BOARD, the six stones that are one too many, DONE: nothing else is needed.
        const auto lines = lines_of(f);
        ASSERT_EQ(lines.size(), 8U) << f << "\n" << r.out;
        EXPECT_EQ(lines.front(), "BOARD");
        EXPECT_EQ(lines.back(), "DONE");
        auto replay = run("fuzz --engine " + spec + " --replay " + f);
        EXPECT_EQ(replay.code, 1) << replay.out;
        EXPECT_THAT(replay.out, HasSubstr("crash (SIGSEGV)"));
    }
    auto j = read_json(out + ".json"); // validated against the schema
    EXPECT_EQ(j["results"][0]["kind"], "crash");
}

TEST(ArbiterFuzzGomocup, FindsShrinksAndReplaysAnOccupiedPoint) {
    const auto out  = fresh_dir("occupied");
    const auto spec = Mock + " arg=--occupied-on-edge";
    auto       r    = run("fuzz --engine " + spec + " --runs 12 --seed 2 --class edge --out " + out
                 + " --json " + out + ".json");
    EXPECT_EQ(r.code, 1) << r.out;
    EXPECT_THAT(r.out, HasSubstr("finding: occupied-move on edge/"));
    const auto files = reproducers(out, "occupied-move");
    ASSERT_FALSE(files.empty()) << r.out;
    for (const auto& f : files) {
        // START n and one opponent stone on the edge (TURN, or BOARD + the stone + DONE).
        const auto lines = lines_of(f);
        EXPECT_LE(lines.size(), 4U) << f << "\n" << r.out;
        EXPECT_TRUE(lines.front().rfind("START ", 0) == 0 || lines.front().rfind("start ", 0) == 0)
            << lines.front();
        auto replay = run("fuzz --engine " + spec + " --replay " + f);
        EXPECT_EQ(replay.code, 1) << replay.out;
        EXPECT_THAT(replay.out, HasSubstr("occupied-move"));
    }
    auto j = read_json(out + ".json");
    EXPECT_EQ(j["results"][0]["kind"], "occupied-move");
}

TEST(ArbiterFuzzGomocup, NothingFoundInTheSoundMock) {
    auto r = run("fuzz --engine " + Mock + " --runs 40 --seed 3");
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
    auto b = run("fuzz --engine " + Mock + " variant=chess --runs 1");
    EXPECT_EQ(b.code, 2) << b.out;
    EXPECT_THAT(b.out, HasSubstr("a Gomocup engine plays gomoku"));
}

} // namespace
