// Which games step 6 leaves out (unchanged_games.h): only on evidence that the change cannot
// have changed their play.

#include "harness/gate/unchanged_games.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace {

using namespace harness::gate;

TreeSizeGame trees(const std::string& game, std::uint64_t base_nodes, std::uint64_t cand_nodes) {
    TreeSizeGame g;
    g.game      = game;
    g.positions = 6;
    for (int depth = 1; depth <= 3; ++depth) {
        TreeSizeDepth d;
        d.base.depth = d.candidate.depth = depth;
        d.base.positions = d.candidate.positions = 6;
        d.base.nodes                             = base_nodes * std::uint64_t(depth);
        d.candidate.nodes                        = cand_nodes * std::uint64_t(depth);
        g.depths.push_back(d);
    }
    return g;
}

std::vector<StepRecord> steps(double nps_ratio, bool bench_changed) {
    StepRecord bench;
    bench.name            = "bench";
    bench.verdict         = Verdict::Pass;
    auto& b               = bench.data.emplace<BenchData>();
    b.compared            = true;
    b.changed             = bench_changed;
    b.nps_ratio           = nps_ratio;
    b.candidate.signature = 1234;
    StepRecord tree;
    tree.name    = "treesize";
    tree.verdict = Verdict::Pass;
    tree.data    = TreeSizeData { { trees("chess", 100, 100), trees("xiangqi", 100, 101) }, {} };
    return { bench, tree };
}

SprtStepConfig skipping() {
    SprtStepConfig c;
    c.skip_unchanged = true;
    return c;
}

TEST(GateUnchangedGames, TheSameTreesAtEveryDepthAndTheSameSpeedLeaveAGameOut) {
    auto out = unchanged_games(skipping(), steps(1.01, false), std::nullopt);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].game, "chess");
    EXPECT_NE(
        out[0].why.find("node counts per depth equal (depth 1-3, 6 positions"), std::string::npos)
        << out[0].why;
    EXPECT_NE(out[0].why.find("signature 1234 unchanged"), std::string::npos) << out[0].why;
}

TEST(GateUnchangedGames, ASpeedChangeOrNoEvidencePlaysEveryGame) {
    EXPECT_TRUE(unchanged_games(skipping(), steps(1.2, false), std::nullopt).empty());
    EXPECT_TRUE(unchanged_games(skipping(), steps(0.9, true), std::nullopt).empty());
    EXPECT_TRUE(unchanged_games(skipping(), {}, std::nullopt).empty());
    SprtStepConfig off; // the profiles' default outside quick
    EXPECT_TRUE(unchanged_games(off, steps(1.0, false), std::nullopt).empty());
    EXPECT_TRUE(unchanged_games(off, {}, 0).empty());
}

TEST(GateUnchangedGames, AnInTreeChangeTouchingNoEngineSourceLeavesEveryGameOut) {
    auto out = unchanged_games(skipping(), {}, 0);
    ASSERT_EQ(out.size(), skipping().games.size());
    EXPECT_EQ(out[0].why, "the change touches no line of the engine's sources");
    out = unchanged_games(skipping(), steps(1.0, false), 0);
    ASSERT_EQ(out.size(), skipping().games.size());
    EXPECT_NE(out[0].why.find("; bench speed ratio 1.000"), std::string::npos) << out[0].why;
    // no source line, but the speed moved (a compiler flag, say): every game is played
    EXPECT_TRUE(unchanged_games(skipping(), steps(1.2, false), 0).empty());
    EXPECT_EQ(unchanged_games(skipping(), steps(1.2, false), 3).size(), 0u);
}

// The same program byte for byte, run the same way: every game is unchanged, whatever speed the
// bench measured (noise); a different byte, argument or option is no such evidence.
TEST(GateUnchangedGames, OneExecutableByteForByteLeavesEveryGameOutWhateverTheSpeed) {
    const auto dir = std::filesystem::temp_directory_path() / "arbiter-same-executable";
    std::filesystem::create_directories(dir);
    auto write = [&](const char* name, const std::string& bytes) {
        std::ofstream(dir / name, std::ios::binary) << bytes;
        return (dir / name).string();
    };
    GateEngine x, y;
    auto &     a = x.spec, &b = y.spec;
    a.cmd           = write("a",
                  std::string("\x7f"
                                        "ELF\0engine",
                      11));
    b.cmd           = write("b",
                  std::string("\x7f"
                                        "ELF\0engine",
                      11));
    const auto same = same_executable(x, y);
    ASSERT_TRUE(same);
    EXPECT_NE(same->find("byte for byte (11 bytes)"), std::string::npos) << *same;
    auto out = unchanged_games(skipping(), steps(1.2, true), 5, same);
    ASSERT_EQ(out.size(), skipping().games.size());
    EXPECT_EQ(out[0].why, *same);
    EXPECT_TRUE(unchanged_games(SprtStepConfig {}, steps(1.0, false), 0, same).empty()); // off
    b.cmd = write("c",
        std::string("\x7f"
                    "ELF\0engind",
            11));
    EXPECT_FALSE(same_executable(x, y));
    b.cmd     = a.cmd;
    b.options = { { "Hash", "16" } };
    EXPECT_FALSE(same_executable(x, y));
    b.options.clear();
    b.args = { "--fast" };
    EXPECT_FALSE(same_executable(x, y));
    b.args.clear();
    y.tc = { "depth=1" };
    EXPECT_FALSE(same_executable(x, y));
    y.tc.clear();
    b.cmd = (dir / "missing").string();
    EXPECT_FALSE(same_executable(x, y));
    EXPECT_FALSE(same_executable(x, GateEngine {})); // no file at all
    std::filesystem::remove_all(dir);
}

// Issue 53: a change to xiangqi's evaluation only leaves the other games out, each with the files
// quoted; a changed file no game claims (the search) concerns every game.
TEST(GateUnchangedGames, AChangeToOneGamesSourcesLeavesTheOthersOut) {
    auto c         = skipping();
    c.game_sources = { { "chess", { "engine/chess/" } }, { "chess960", { "engine/chess/" } },
        { "xiangqi", { "engine/xiangqi/", "engine/games/xiangqi_" } },
        { "gomoku", { "engine/gomoku/" } } };
    using Files    = std::vector<std::string>;
    auto                     out = unchanged_games(c, steps(1.5, true), 12, std::nullopt,
                            Files { "engine/xiangqi/eval.cpp", "engine/games/xiangqi_see.cpp" });
    std::vector<std::string> games;
    for (const auto& u : out) games.push_back(u.game);
    EXPECT_EQ(games, (std::vector<std::string> { "gomoku", "chess", "chess960" }));
    EXPECT_EQ(out[0].why,
        "the change touches only other games' sources: engine/xiangqi/eval.cpp, "
        "engine/games/xiangqi_see.cpp");
    // The search is every game's.
    EXPECT_TRUE(unchanged_games(c, steps(1.5, true), 12, std::nullopt,
        Files { "engine/xiangqi/eval.cpp", "engine/search/search.h" })
                    .empty());
    // Without the rule (no game_sources) the files say nothing.
    EXPECT_TRUE(unchanged_games(
        skipping(), steps(1.5, true), 12, std::nullopt, Files { "engine/xiangqi/eval.cpp" })
                    .empty());
    // With the trees' evidence too, a game is listed once.
    out = unchanged_games(
        c, steps(1.0, false), 12, std::nullopt, Files { "engine/gomoku/eval.cpp" });
    EXPECT_EQ(out.size(), 3u); // chess, chess960, xiangqi by the sources; chess's trees add none
}

} // namespace

// Step 8's games: a xiangqi-only change runs xiangqi under the sanitizers and names the others;
// a change to shared code, or none known, runs every game; equal trees alone leave none out.
TEST(GateTouchedGames, OnlyTheSourcesLeaveAGameOutOfTheInstrumentedRuns) {
    auto c          = skipping();
    c.game_sources  = { { "chess", { "engine/chess/" } }, { "chess960", { "engine/chess/" } },
         { "xiangqi", { "engine/xiangqi/" } }, { "gomoku", { "engine/gomoku/" } } };
    using Files     = std::vector<std::string>;
    const Files all = { "chess", "xiangqi", "chess960", "gomoku" };
    const auto  xq  = touched_games(c, all, Files { "engine/xiangqi/eval.cpp" });
    EXPECT_EQ(xq.games, Files { "xiangqi" });
    EXPECT_EQ(xq.left_out,
        "chess, chess960, gomoku not run: the change touches only other games' sources: "
        "engine/xiangqi/eval.cpp");
    const auto shared = touched_games(c, all, Files { "engine/search/search.h" });
    EXPECT_EQ(shared.games, all);
    EXPECT_EQ(shared.left_out, "");
    EXPECT_EQ(touched_games(c, all, std::nullopt).games, all);
    // Only chess960's sources changed but it is not played: nothing would run, so all do.
    EXPECT_EQ(touched_games(c, { "xiangqi" }, Files { "engine/chess/eval.cpp" }).games,
        Files { "xiangqi" });
}
