// `arbiter perft` and `arbiter suite` over every protocol: Fairy-Stockfish speaking UCCI (with
// perft), Sable speaking UCCI (without), MaxQi speaking xboard (no perft, no setboard: a
// capability error with exit code 4, not a fault per position). Skipped when the engine is not
// installed.

#include "engine/testing/subprocess.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbiter_run.h"

using ::testing::HasSubstr;

namespace {

using namespace arbiter_test;

const std::string Fsf   = "/usr/games/fairy-stockfish";
const std::string MaxQi = "/usr/games/maxqi";

TEST(ArbiterProtocols, FairyStockfishUcciRunsPerft) {
    if (!engine::testing::is_executable(Fsf)) GTEST_SKIP();
    auto r = run("perft --engine cmd=" + Fsf + " proto=ucci variant=xiangqi --suite "
        + suite("xiangqi/perft/fairy-stockfish.epd") + " --max-nodes 200000 --quiet --json "
        + harness::testing::temp_dir() + "/arbiter_p1.json");
    EXPECT_EQ(r.code, 0) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_p1.json");
    EXPECT_GT(j["summary"]["total"].get<int>(), 0);
    EXPECT_EQ(j["summary"]["ok"], j["summary"]["total"]);
}

TEST(ArbiterProtocols, FairyStockfishUcciRunsTheMateSuite) {
    if (!engine::testing::is_executable(Fsf)) GTEST_SKIP();
    auto r = run("suite --engine cmd=" + Fsf + " proto=ucci variant=xiangqi --suite "
        + suite("xiangqi/mate/wukong_mate1.epd") + " --first 5 --depth 6 --quiet --json "
        + harness::testing::temp_dir() + "/arbiter_p2.json");
    EXPECT_EQ(r.code, 0) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_p2.json");
    EXPECT_EQ(j["summary"]["solved"], 5);
}

TEST(ArbiterProtocols, UcciHasNoMateSearch) {
    if (!engine::testing::is_executable(Fsf)) GTEST_SKIP();
    auto r = run("suite --engine cmd=" + Fsf + " proto=ucci variant=xiangqi --suite "
        + suite("xiangqi/mate/wukong_mate1.epd") + " --first 2 --depth 4 --go-mate --quiet");
    EXPECT_EQ(r.code, 4) << r.out;
    EXPECT_THAT(r.out, HasSubstr("has no mate search (--go-mate)"));
}

TEST(ArbiterProtocols, MaxQiXboardPerftIsACapabilityError) {
    if (!engine::testing::is_executable(MaxQi)) GTEST_SKIP();
    auto r
        = run("perft --engine cmd=" + MaxQi + " proto=xboard variant=xiangqi --random 3 --quiet");
    EXPECT_EQ(r.code, 4) << r.out;
    EXPECT_THAT(r.out, HasSubstr("maxqi has no perft command (xboard)"));
}

TEST(ArbiterProtocols, UciEngineWithoutPerftIsACapabilityError) {
    // Glaurung answers "go perft 1" with a search: one clear error, not a fault per position.
    if (!engine::testing::is_executable("/usr/games/glaurung")) GTEST_SKIP();
    auto r = run("perft --engine cmd=/usr/games/glaurung --random 3 --quiet");
    EXPECT_EQ(r.code, 4) << r.out;
    EXPECT_THAT(r.out, HasSubstr("glaurung has no perft command (uci)"));
}

TEST(ArbiterProtocols, UcciEngineWithoutPerftIsACapabilityError) {
    // Sable's UCCI loop refuses "go perft 1" (an unknown go parameter): the adapter's probe
    // finds it out, whatever the engine's name, and the run stops with one clear error.
    auto r
        = run("perft --engine cmd=" + Bin + "/sable proto=ucci variant=xiangqi --random 3 --quiet");
    EXPECT_EQ(r.code, 4) << r.out;
    EXPECT_THAT(r.out, HasSubstr("sable has no perft command (ucci)"));
    EXPECT_THAT(r.out, HasSubstr("unknown 'go' parameter 'perft'"));
}

TEST(ArbiterProtocols, MaxQiXboardSuiteRunsThroughEdit) {
    // MaxQi has no setboard: each position goes over with `edit`. MaxQi reports a mate as
    // 8000 - plies, not the protocol's 100000 + N; each position is solved all the same, by
    // its PV that Arbiter proves mates in one (score 7999), which it could not find on a board
    // set up wrongly.
    if (!engine::testing::is_executable(MaxQi)) GTEST_SKIP();
    auto r = run("suite --engine cmd=" + MaxQi + " proto=xboard variant=xiangqi --suite "
        + suite("xiangqi/mate/wukong_mate1.epd") + " --first 6 --depth 3 --quiet --json "
        + harness::testing::temp_dir() + "/arbiter_maxqi_edit.json");
    EXPECT_EQ(r.code, 0) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_maxqi_edit.json");
    EXPECT_EQ(j["summary"]["total"], 6);
    EXPECT_EQ(j["summary"]["solved"], 6) << r.out;
    EXPECT_EQ(j["summary"]["error"], 0) << r.out;
    EXPECT_EQ(j["summary"]["crash"], 0) << r.out;
    for (const auto& p : j["results"]) EXPECT_EQ(p["score"]["cp"], 7999) << p.dump();
}

TEST(ArbiterProtocols, FairyMaxChessSuiteThroughEdit) {
    // Fairy-Max has no setboard; white- and black-to-move positions go over with `edit`, and
    // at a fixed depth it finds the mates of WAC.001 and WAC.004 (a wrong board would not).
    if (!engine::testing::is_executable("/usr/games/fairymax")) GTEST_SKIP();
    auto r = run("suite --engine cmd=/usr/games/fairymax proto=xboard --suite "
        + suite("chess/tactics/wac.epd") + " --first 4 --depth 7 --quiet --json "
        + harness::testing::temp_dir() + "/arbiter_fairymax_edit.json");
    EXPECT_EQ(r.code, 1) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_fairymax_edit.json");
    ASSERT_EQ(j["results"].size(), 4u) << r.out;
    EXPECT_EQ(j["results"][0]["status"], "solved") << j["results"][0].dump();
    EXPECT_EQ(j["results"][3]["status"], "solved") << j["results"][3].dump();
    EXPECT_EQ(j["summary"]["error"], 0) << r.out;
}

TEST(ArbiterProtocols, XboardChessEngineWithSetboardRunsASuite) {
    // GNU Chess speaks xboard with setboard: every position is searched (depth via "sd"/"depth").
    if (!engine::testing::is_executable("/usr/games/gnuchess")) GTEST_SKIP();
    auto r = run("suite --engine cmd=/usr/games/gnuchess proto=xboard --suite "
        + suite("chess/tactics/wac.epd") + " --first 3 --depth 3 --quiet --json "
        + harness::testing::temp_dir() + "/arbiter_p3.json");
    EXPECT_LE(r.code, 1) << r.out;
    auto j = read_json(harness::testing::temp_dir() + "/arbiter_p3.json");
    EXPECT_EQ(j["summary"]["total"], 3);
    EXPECT_EQ(j["summary"]["error"], 0) << r.out;
    EXPECT_EQ(j["summary"]["crash"], 0) << r.out;
}

} // namespace
