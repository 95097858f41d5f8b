#include "harness/bench/bench_output.h"

#include <gtest/gtest.h>

using namespace harness::bench;

namespace {

TEST(BenchOutput, StockfishFormat) {
    auto f = parse_bench_output("Position: 1/47 (r3k2r/...)\n"
                                "===========================\n"
                                "Total time (ms) : 11478\n"
                                "Nodes searched  : 3467381\n"
                                "Nodes/second    : 302089\n");
    EXPECT_EQ(f.nodes, 3467381u);
    EXPECT_EQ(f.nps, 302089u);
    EXPECT_EQ(f.time_ms, 11478u);
}

TEST(BenchOutput, NoSpacesAndCarriageReturnsAndTheLastValueWins) {
    auto f = parse_bench_output("Nodes searched: 5\r\nNodes searched:7\r\n");
    EXPECT_EQ(f.nodes, 7u);
    EXPECT_FALSE(f.nps);
}

TEST(BenchOutput, MalformedValuesDoNotCount) {
    for (const char* bad : { "Nodes searched : -5", "Nodes searched : 0x14",
             "Nodes searched : 12 nodes", "Nodes searched : 18446744073709551616",
             "Nodes searched :", "Nodes searched 12", "info Nodes searched : 12" }) {
        EXPECT_FALSE(parse_bench_output(bad).nodes) << bad;
    }
    EXPECT_EQ(
        parse_bench_output("Nodes searched : 18446744073709551615").nodes, 18446744073709551615u);
}

TEST(BenchOutput, OverallLineAsWeissAndEtherealPrintIt) {
    auto f = parse_bench_output("Bench [# 50]         1 cp  Move: e2e4  Nodes:   212358\n"
                                "info depth 13 seldepth 17 nodes 98765 nps 123456 pv e2e4\n"
                                "OVERALL:   52406 ms   10408355 nodes   198609 nps\n");
    EXPECT_EQ(f.nodes, 10408355u);
    EXPECT_EQ(f.nps, 198609u);
    EXPECT_EQ(f.time_ms, 52406u);
}

TEST(BenchOutput, AnyLineWithNodesAndNpsAsOpenBenchReadsIt) {
    auto f = parse_bench_output("4132597 NODES 1718334 NPS\n");
    EXPECT_EQ(f.nodes, 4132597u);
    EXPECT_EQ(f.nps, 1718334u);
    EXPECT_FALSE(f.time_ms);
    // A search's info line is not a bench total, nor are words between the figures.
    EXPECT_FALSE(parse_bench_output("info depth 9 seldepth 12 nodes 500 nps 100\n").nodes);
    EXPECT_FALSE(parse_bench_output("12 nodes in 40 nps\n").nodes);
    EXPECT_FALSE(parse_bench_output("x nodes 5 nps\n").nodes);
}

} // namespace
