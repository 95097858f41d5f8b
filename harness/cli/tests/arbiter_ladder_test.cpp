// The rating ladder end to end: three `arbiter gate --ladder` runs over one history database,
// each adding a Sable "build" (Sable at depth 1, 3 and 5) by its gauntlet against a fixed
// reference (Sable at depth 2), then `arbiter history ladder` showing the three builds in the
// order they joined with their ratings in the order of their depths. Steps 2-8 are off, so each
// gate is its check and its gauntlet: seconds.

#include "arbiter_run.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

using ::testing::HasSubstr;

const std::string Sable = arbiter_test::Bin + "/sable";

std::string read(const std::filesystem::path& path) {
    std::ifstream      in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string ladder_config() {
    return "[perft]\nenabled = false\n[bench]\nenabled = false\n[treesize]\nenabled = false\n"
           "[suites]\nenabled = false\n[sprt]\nenabled = false\n[coverage]\nenabled = false\n"
           "[instrumented]\nenabled = false\n[ladder]\nreferences = [\"cmd="
        + Sable + " name=sable-d2 depth=2\"]\nbase = false\npairs = 8\nconcurrency = 2\n";
}

TEST(ArbiterLadder, ThreeGatesPutThreeBuildsOnTheLadderInOrder) {
    const auto dir
        = std::filesystem::temp_directory_path() / ("arbiter_ladder_" + std::to_string(getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto config = (dir / "gate.toml").string();
    std::ofstream(config) << ladder_config();
    const auto db = (dir / "history.db").string();
    for (const int depth : { 1, 3, 5 }) {
        const auto name = "sable-d" + std::to_string(depth);
        const auto out  = dir / name;
        auto       g    = arbiter_test::run("gate --base cmd=" + Sable + " name=base depth=1"
                     + " --candidate cmd=" + Sable + " name=" + name + " depth=" + std::to_string(depth)
                     + " --config " + config + " --out " + out.string() + " --db " + db
                     + " --ladder --quiet");
        EXPECT_EQ(g.code, 0) << g.out;
        EXPECT_THAT(g.out, HasSubstr(name + " (this gate)"));
        auto        report = arbiter_test::read_json((out / "report.json").string());
        const auto& ladder = report["summary"]["ladder"];
        EXPECT_EQ(ladder["build"], name);
        EXPECT_EQ(ladder["anchor"], "sable-d2");
        EXPECT_EQ(ladder["builds"].size(), std::size_t(depth / 2 + 1));
        EXPECT_EQ(report["results"].back()["name"], "ladder");
        EXPECT_EQ(report["results"].back()["numbers"]["games"], 16);
        EXPECT_THAT(read(out / "index.html"), HasSubstr("id=\"ladder-table\""));
    }
    const auto json = (dir / "ladder.json").string(), html = (dir / "ladder.html").string();
    auto l = arbiter_test::run("history ladder --db " + db + " --json " + json + " --html " + html
        + " --markdown " + (dir / "ladder.md").string());
    EXPECT_EQ(l.code, 0) << l.out;
    EXPECT_THAT(l.out, HasSubstr("ladder: 3 builds, 1 references, 48 games in 3 gauntlets"));
    std::cout << l.out;
    std::ifstream in(json);
    const auto    j = nlohmann::json::parse(in);
    ASSERT_EQ(j["builds"].size(), 3u) << j.dump(2);
    EXPECT_EQ(j["builds"][0]["name"], "sable-d1");
    EXPECT_EQ(j["builds"][1]["name"], "sable-d3");
    EXPECT_EQ(j["builds"][2]["name"], "sable-d5");
    EXPECT_LT(j["builds"][0]["elo"].get<double>(), j["builds"][1]["elo"].get<double>());
    EXPECT_LT(j["builds"][1]["elo"].get<double>(), j["builds"][2]["elo"].get<double>());
    EXPECT_THAT(read(html), HasSubstr("<svg"));
    std::filesystem::remove_all(dir);
}

TEST(ArbiterLadder, TheLadderNeedsADatabaseAndHistoryLadderAFile) {
    auto g = arbiter_test::run("gate --base cmd=" + Sable + " --candidate cmd=" + Sable
        + " --ladder --out /tmp/arbiter_ladder_nodb");
    EXPECT_EQ(g.code, 2) << g.out;
    EXPECT_THAT(g.out, HasSubstr("needs --db FILE"));
    auto h = arbiter_test::run("history ladder --db /nonexistent/ladder.db");
    EXPECT_EQ(h.code, 2) << h.out;
    EXPECT_THAT(h.out, HasSubstr("no history database"));
}

} // namespace
