// Node-count replays (node_replay.h): which searches become `go nodes N`, with which counts, and
// when there is none to make.
#include "harness/match/node_replay.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace harness::match {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using P = protocol::Protocol;

const std::vector<std::string> Sent { "uci", "setoption name Hash value 16", "isready",
    "ucinewgame", "position startpos", "go wtime 1000 btime 1000 winc 10 binc 10",
    "position startpos moves e2e4 e7e5", "go wtime 990 btime 995 winc 10 binc 10",
    "position startpos moves e2e4 e7e5 g1f3 b8c6", "go wtime 980 btime 990 winc 10 binc 10" };

TEST(NodeReplay, EachTimedSearchBecomesItsReportedNodes) {
    const ReportedNodes n { { 1200, 3400 }, 5000 };
    auto                illegal = at_fixed_nodes(Sent, P::Uci, n, EndReason::IllegalMove);
    ASSERT_TRUE(illegal) << illegal.error();
    EXPECT_EQ((*illegal)[5], "go nodes 1200");
    EXPECT_EQ((*illegal)[7], "go nodes 3400");
    EXPECT_EQ((*illegal)[9], "go nodes 5000"); // the faulting answer: its search exactly
    EXPECT_EQ((*illegal)[4], Sent[4]);
    auto crash = at_fixed_nodes(Sent, P::Uci, n, EndReason::Crash);
    ASSERT_TRUE(crash);
    EXPECT_EQ((*crash)[9], "go nodes 20000"); // room to reach the crash: 4 x the most reported
}

TEST(NodeReplay, NoneWithoutTheCounts) {
    EXPECT_THAT(
        at_fixed_nodes(Sent, P::Uci, { { 1200, std::nullopt }, 5 }, EndReason::Crash).error(),
        HasSubstr("move 2 of the engine reported no node count"));
    EXPECT_THAT(at_fixed_nodes(Sent, P::Uci, { { 1, 2, 3 }, 5 }, EndReason::Crash).error(),
        HasSubstr("fewer searches on the clock"));
    EXPECT_THAT(
        at_fixed_nodes(Sent, P::Uci, { { 1, 2 }, std::nullopt }, EndReason::IllegalMove).error(),
        HasSubstr("reported no node count"));
    EXPECT_THAT(at_fixed_nodes(Sent, P::Xboard, { { 1, 2 }, 5 }, EndReason::Crash).error(),
        HasSubstr("UCI and UCCI"));
}

TEST(NodeReplay, UcciKeepsTheDrawOffer) {
    const std::vector<std::string> sent { "ucci", "position startpos",
        "go draw time 1000 increment 0" };
    auto r = at_fixed_nodes(sent, P::Ucci, { {}, 70 }, EndReason::IllegalMove);
    ASSERT_TRUE(r);
    EXPECT_THAT(*r, ElementsAre("ucci", "position startpos", "go draw nodes 70"));
}

TEST(NodeReplay, TheFaultyColoursNodesAndTheLastReport) {
    PlayedGame g;
    g.moves.resize(5);
    for (std::size_t i = 0; i < 5; ++i) g.moves[i].nodes = 100 * (i + 1);
    g.faulty          = engine::core::Color::Second;
    g.transcript_tail = "> go wtime 1 btime 1\n< info depth 3 nodes 777 pv e2e4\n< info depth 4 "
                        "nodes 999 pv e2e4\n# killed by SIGSEGV\n";
    const auto n      = reported_nodes(g);
    EXPECT_THAT(n.moves, ElementsAre(200, 400));
    EXPECT_EQ(n.last, 999U);
    EXPECT_TRUE(same_fault(EndReason::Crash, "crash"));
    EXPECT_FALSE(same_fault(EndReason::Crash, "illegal-bestmove"));
    EXPECT_TRUE(is_timed_go("go movetime 100"));
    EXPECT_FALSE(is_timed_go("go nodes 100"));
    EXPECT_FALSE(is_timed_go("go infinite"));
}

} // namespace
} // namespace harness::match
