// The forms engines print their static evaluation in.

#include "harness/protocol/eval_line.h"

#include <gtest/gtest.h>

namespace {

using harness::protocol::parse_eval_line;

TEST(EvalLine, SableStockfishAndFairyStockfish) {
    auto sable = parse_eval_line("info string eval cp -56");
    ASSERT_TRUE(sable);
    EXPECT_EQ(sable->cp, -56);
    EXPECT_FALSE(sable->white_view);
    auto sf = parse_eval_line(
        "Final evaluation       +0.18 (white side) [with scaled NNUE, hybrid, ...]");
    ASSERT_TRUE(sf);
    EXPECT_EQ(sf->cp, 18);
    EXPECT_TRUE(sf->white_view);
    auto fsf = parse_eval_line("Total evaluation: -1.27 (white side)");
    ASSERT_TRUE(fsf);
    EXPECT_EQ(fsf->cp, -127);
    EXPECT_TRUE(fsf->white_view);
}

TEST(EvalLine, OtherLinesAreNone) {
    for (const char* line : { "Final evaluation: none (in check)", "NNUE evaluation +0.14",
             "Classical evaluation   +0.58", "info string eval cp", "info string eval cp 12x",
             "info string eval cp 99999999999", "readyok", "" })
        EXPECT_FALSE(parse_eval_line(line)) << line;
}

} // namespace
