// `arbiter treesize`: Sable's tree per depth on Stockfish's and Pikafish's bench positions,
// against itself as the base (a deterministic search: ratio 1 at every depth), faults, usage.

#include "arbiter_run.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using arbiter_test::run;
using arbiter_test::suite;
using ::testing::HasSubstr;

namespace {

const std::string Sable = arbiter_test::Bin + "/sable";
const std::string Mock  = arbiter_test::Bin + "/mock_engine";

TEST(ArbiterTreeSize, SableAgainstItselfHasRatioOneAtEveryDepth) {
    auto r = run("treesize --engine cmd=" + Sable + " --base cmd=" + Sable + " name=base --suite "
        + suite("peer/chess/stockfish_benchmark.DERIVED.epd") + " --depth 5 --first 3");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, HasSubstr("3 positions"));
    for (int d = 1; d <= 5; ++d)
        EXPECT_THAT(
            r.out, ::testing::ContainsRegex("\n +" + std::to_string(d) + " +3 .* 1\\.000\n"))
            << r.out;
}

TEST(ArbiterTreeSize, XiangqiOverUcci) {
    auto r = run("treesize --engine cmd=" + Sable + " proto=ucci --variant xiangqi --suite "
        + suite("peer/xiangqi/pikafish_benchmark.DERIVED.epd") + " --depth 4 --first 2");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_THAT(r.out, ::testing::ContainsRegex("\n +4 +2 +[0-9]+ +[0-9]+ +[0-9.]+\n")) << r.out;
}

TEST(ArbiterTreeSize, FaultsAndUsage) {
    auto crash = run("treesize --engine cmd=" + Mock + " arg=--crash-after arg=8 --suite "
        + suite("peer/chess/stockfish_benchmark.DERIVED.epd") + " --depth 2 --first 3");
    EXPECT_EQ(crash.code, 1) << crash.out;
    EXPECT_THAT(crash.out, HasSubstr(": crash: "));
    EXPECT_EQ(run("treesize --engine cmd=/nonexistent/engine --suite "
                  + suite("peer/chess/stockfish_benchmark.DERIVED.epd"))
                  .code,
        3);
    EXPECT_EQ(run("treesize --engine cmd=" + Sable).code, 2);
    EXPECT_EQ(run("treesize --engine cmd=" + Sable + " --suite /nonexistent.epd").code, 2);
}

} // namespace

namespace {

TEST(ArbiterTreeSize, ReportsInTheModel) {
    auto json = std::filesystem::temp_directory_path()
        / ("arbiter_treesize_" + std::to_string(getpid()) + ".json");
    auto r = run("treesize --engine cmd=" + Sable + " --base cmd=" + Sable + " name=base --suite "
        + suite("peer/chess/stockfish_benchmark.DERIVED.epd") + " --depth 3 --first 2 --json "
        + json.string());
    ASSERT_EQ(r.code, 0) << r.out;
    auto j = arbiter_test::read_json(json.string());
    EXPECT_EQ(j["command"], "treesize");
    EXPECT_EQ(j["results"].size(), 4u); // two positions, each engine
    EXPECT_EQ(j["summary"]["depths"].size(), 3u);
    EXPECT_EQ(j["summary"]["ratio"], 1.0);
    std::filesystem::remove(json);
}

} // namespace
