// `arbiter fuzz` for a bounded time against every installed engine (label `slow`): Sable must
// come out clean in every game and protocol (chess over UCI, xiangqi over UCCI, gomoku over
// Gomocup); the others must be fuzzed to the end (exit 0 or 1, never a usage, start or internal
// error). Their findings are printed for the closing notes.

#include "harness/testing/temp_dir.h"
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"

#include <filesystem>

namespace {

using namespace arbiter_test;

struct Target {
    std::string name, spec;
};

void fuzz(const Target& t, const std::string& seconds, bool must_be_clean) {
    const std::string cmd = t.spec.substr(
        4, t.spec.find(' ') == std::string::npos ? std::string::npos : t.spec.find(' ') - 4);
    if (!std::filesystem::exists(cmd)) GTEST_SKIP() << "no " << cmd << " (ci/setup installs it)";
    auto dir = harness::testing::temp_dir() + "/arbiter_fuzz_slow_" + t.name;
    auto r
        = run("fuzz --engine " + t.spec + " --seconds " + seconds + " --seed 13 -j 2 --out " + dir);
    std::cout << r.out;
    EXPECT_TRUE(r.code == 0 || r.code == 1) << r.out;
    if (must_be_clean) {
        EXPECT_EQ(r.code, 0) << r.out;
    }
}

TEST(ArbiterFuzzSlow, SableChessUci) {
    fuzz({ "sable_uci", "cmd=" + Bin + "/sable" }, "300", true);
}

TEST(ArbiterFuzzSlow, SableXiangqiUcci) {
    fuzz({ "sable_ucci", "cmd=" + Bin + "/sable proto=ucci variant=xiangqi" }, "300", true);
}

TEST(ArbiterFuzzSlow, SableGomokuGomocup) {
    fuzz({ "sable_gomocup", "cmd=" + Bin + "/sable proto=gomocup" }, "300", true);
}

TEST(ArbiterFuzzSlow, OtherEngines) {
    for (const Target& t : std::vector<Target> {
             { "fairy_xiangqi_uci", "cmd=/usr/games/fairy-stockfish variant=xiangqi" },
             { "fairy_xiangqi_ucci", "cmd=/usr/games/fairy-stockfish proto=ucci variant=xiangqi" },
             { "toga2", "cmd=/usr/games/toga2" }, { "glaurung", "cmd=/usr/games/glaurung" },
             { "phalanx", "cmd=/usr/games/phalanx arg=-l- proto=xboard" },
             { "maxqi", "cmd=/usr/games/maxqi proto=xboard variant=xiangqi" } }) {
        SCOPED_TRACE(t.name);
        fuzz(t, "120", false);
    }
}

} // namespace
