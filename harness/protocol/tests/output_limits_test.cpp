// What adapters keep of an engine's output stays bounded whatever the engine prints.

#include "harness/protocol/output_limits.h"
#include "harness/protocol/uci_adapter.h"
#include "harness/testing/scripted_transport.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::protocol;
using harness::testing::ScriptedTransport;
using ::testing::HasSubstr;

namespace {

std::string no_tail() { return {}; }

SearchInfo at(int depth, std::string move, int multipv = 1) {
    SearchInfo i;
    i.depth   = depth;
    i.multipv = multipv;
    i.pv      = { std::move(move) };
    return i;
}

TEST(OutputLimits, SameSlotAndDepthReplacesTheLastInfo) {
    std::vector<SearchInfo> infos;
    keep_info(infos, at(1, "e2e4"));
    keep_info(infos, at(2, "d2d4"));
    keep_info(infos, at(2, "c2c4")); // a bound update at depth 2
    keep_info(infos, at(2, "g1f3", 2)); // another PV slot
    ASSERT_EQ(infos.size(), 3u);
    EXPECT_EQ(infos[1].pv[0], "c2c4");
    EXPECT_EQ(infos[2].pv[0], "g1f3");
}

TEST(OutputLimits, ALaterLineOfTheSameDepthKeepsWhatItDoesNotSay) {
    // Toga II: "info depth 12 score cp 31 pv e2e4 e7e5", then "info depth 12 nodes 90000
    // time 250": the depth keeps its score and PV, the line its nodes and time.
    std::vector<SearchInfo> infos;
    SearchInfo              scored = at(12, "e2e4");
    scored.score_cp                = 31;
    scored.seldepth                = 20;
    scored.upperbound              = true;
    keep_info(infos, scored);
    SearchInfo tail;
    tail.depth   = 12;
    tail.nodes   = 90000;
    tail.time_ms = 250;
    keep_info(infos, tail);
    ASSERT_EQ(infos.size(), 1u);
    EXPECT_EQ(infos[0].score_cp, 31);
    EXPECT_TRUE(infos[0].upperbound);
    EXPECT_EQ(infos[0].pv, std::vector<std::string> { "e2e4" });
    EXPECT_EQ(infos[0].seldepth, 20);
    EXPECT_EQ(infos[0].nodes, 90000u);
    EXPECT_EQ(infos[0].time_ms, 250u);
    // A line with its own score and PV replaces them (a bound update), mate for cp too.
    SearchInfo mate = at(12, "d2d4");
    mate.score_mate = 3;
    keep_info(infos, mate);
    EXPECT_EQ(infos[0].score_mate, 3);
    EXPECT_FALSE(infos[0].score_cp);
    EXPECT_FALSE(infos[0].upperbound);
    EXPECT_EQ(infos[0].pv, std::vector<std::string> { "d2d4" });
}

TEST(OutputLimits, AFloodOfInfosIsBounded) {
    std::vector<SearchInfo> infos;
    SearchInfo              huge = at(1, "e2e4");
    huge.pv.assign(2000, "e2e4");
    for (int d = 1; d <= 3000; ++d) {
        huge.depth = d;
        keep_info(infos, huge);
    }
    EXPECT_EQ(infos.size(), MaxInfos);
    EXPECT_EQ(infos.back().depth, 3000); // the latest is always there
    EXPECT_EQ(infos.back().pv.size(), MaxPvMoves);
    // Memory, not just size: a kept PV holds no room for the 2000 moves it was cut from.
    for (const auto& i : infos) EXPECT_LE(i.pv.capacity(), MaxPvMoves);
}

TEST(OutputLimits, OptionsAreBounded) {
    std::vector<std::string> options;
    for (int i = 0; i < 10000; ++i)
        (void)keep_option(options, "option name x" + std::to_string(i) + std::string(5000, 'y'));
    EXPECT_EQ(options.size(), MaxOptions);
    EXPECT_EQ(options[0].size(), MaxOptionBytes);
}

TEST(OutputLimits, MalformedPerftTotalIsAnErrorAtOnce) {
    for (std::string bad : { "Nodes searched: -5", "Nodes searched: 18446744073709551616",
             "Nodes searched: 0x14", "Nodes searched: abc", "Nodes searched: 20 nodes" }) {
        ScriptedTransport t;
        t.expect("position startpos").expect("go perft 1", { "e2e4: 1", bad });
        UciAdapter a(t, no_tail);
        auto       p = a.perft(1);
        ASSERT_FALSE(p) << bad;
        EXPECT_EQ(p.error().kind, Fault::Kind::Malformed) << bad;
        EXPECT_THAT(p.error().detail, HasSubstr("Nodes searched: N")) << bad;
    }
}

TEST(OutputLimits, EndlessDivideIsMalformed) {
    std::vector<std::string> lines(MaxDivideLines + 1, "e2e4: 1");
    ScriptedTransport        t;
    t.expect("position startpos").expect("go perft 1", lines);
    UciAdapter a(t, no_tail);
    auto       p = a.perft(1);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().kind, Fault::Kind::Malformed);
    EXPECT_THAT(p.error().detail, HasSubstr("divide lines"));
}

} // namespace
