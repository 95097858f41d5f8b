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

} // namespace
