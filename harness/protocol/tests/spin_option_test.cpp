// The spin options of UCI, UCCI and xboard handshakes (spin_option.h).

#include "harness/protocol/spin_option.h"

#include <gtest/gtest.h>

namespace {

using harness::protocol::parse_spin_option;

TEST(SpinOption, ReadsTheUciFormWithANameOfSeveralWords) {
    auto o = parse_spin_option("option name Move Overhead type spin default 10 min 0 max 5000");
    ASSERT_TRUE(o);
    EXPECT_EQ(o->name, "Move Overhead");
    EXPECT_EQ(o->value, 10);
    EXPECT_EQ(o->min, 0);
    EXPECT_EQ(o->max, 5000);
}

TEST(SpinOption, ReadsTheUcciFormWithItsKeywordsInAnotherOrder) {
    auto o = parse_spin_option("option hashsize type spin min 0 max 1024 default 16");
    ASSERT_TRUE(o);
    EXPECT_EQ(o->name, "hashsize");
    EXPECT_EQ(o->value, 16);
    EXPECT_EQ(o->max, 1024);
}

TEST(SpinOption, ReadsTheXboardForm) {
    auto o = parse_spin_option("option Multi PV -spin 1 1 64");
    ASSERT_TRUE(o);
    EXPECT_EQ(o->name, "Multi PV");
    EXPECT_EQ(o->value, 1);
    EXPECT_EQ(o->min, 1);
    EXPECT_EQ(o->max, 64);
}

TEST(SpinOption, NegativeValuesAreWholeNumbers) {
    auto o = parse_spin_option("option name Contempt type spin default -20 min -100 max 100");
    ASSERT_TRUE(o);
    EXPECT_EQ(o->value, -20);
    EXPECT_EQ(o->min, -100);
}

TEST(SpinOption, OtherTypesAndBrokenLinesAreNotSpinOptions) {
    for (const char* line : { "option name Ponder type check default false",
             "option name Clear Hash type button", "option name X type spin default 5 min 0",
             "option name X type spin default 500 min 0 max 100",
             "option name X type spin default 1.5 min 0 max 100",
             "option name type spin default 1 min 0 max 100", "option X -spin 1 2",
             "option name X type spin default 1 min 0 max 9 var 3", "id name spin" })
        EXPECT_FALSE(parse_spin_option(line)) << line;
}

TEST(SpinOption, SpinOptionsKeepsTheSpinOnesInOrder) {
    auto all
        = harness::protocol::spin_options({ "option name Hash type spin default 16 min 1 max 4096",
            "option name Ponder type check default false",
            "option name KnightValue type spin default 320 min 100 max 600" });
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[0].name, "Hash");
    EXPECT_EQ(all[1].name, "KnightValue");
}

} // namespace
