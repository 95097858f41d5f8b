// The parameter file (params.h): fishtest's NAME, START, MIN, MAX, C_END, R_END lines, comments
// and blank lines skipped, every bad line an error at its line and column quoting the token,
// and the values written back in the same form.

#include "harness/tune/params.h"

#include <gtest/gtest.h>

namespace {

TEST(TuneParams, ReadsFishtestLines) {
    auto r = harness::tune::parse_params(
        "# Sable\nKnightValue, 325, 200, 450, 10, 0.002\n\n  Lmr , 75 ,50,100,4,0.0025\r\n",
        "p.txt");
    ASSERT_TRUE(r.errors.empty()) << r.errors.front().to_string();
    ASSERT_EQ(r.params.size(), 2u);
    EXPECT_EQ(r.params[0].name, "KnightValue");
    EXPECT_EQ(r.params[0].start, 325);
    EXPECT_EQ(r.params[1].name, "Lmr");
    EXPECT_EQ(r.params[1].r_end, 0.0025);
    EXPECT_EQ(harness::tune::params_text(r.params),
        "KnightValue, 325, 200, 450, 10, 0.002\nLmr, 75, 50, 100, 4, 0.0025\n");
}

TEST(TuneParams, EveryBadLineIsAnErrorAtItsToken) {
    auto r = harness::tune::parse_params("A, 1, 0, 2, 1, 0.1\n"
                                         "B, x1, 0, 2, 1, 0.1\n"
                                         "C, 1, 0, 2\n"
                                         "D, 5, 0, 2, 1, 0.1\n"
                                         "E, 1, 3, 2, 1, 0.1\n"
                                         "F, 1, 0, 2, 0, 0.1\n",
        "p.txt");
    ASSERT_EQ(r.params.size(), 1u);
    ASSERT_EQ(r.errors.size(), 5u);
    EXPECT_EQ(r.errors[0].to_string(), "p.txt:2:4: error: expected a number, got 'x1'");
    EXPECT_EQ(r.errors[1].line, 3);
    EXPECT_NE(r.errors[2].message.find("outside"), std::string::npos);
    EXPECT_NE(r.errors[3].message.find("MIN must be below MAX"), std::string::npos);
    EXPECT_NE(r.errors[4].message.find("C_END"), std::string::npos);
}

TEST(TuneParams, SettingsLinesGiveTheSpsaExponentsAndA) {
    const auto read = harness::tune::parse_params(
        "alpha = 0.7\nKnightValue, 300, 100, 600, 16, 0.002\nA=0.2\ngamma = x\nbeta = 1\n",
        "k.params");
    ASSERT_EQ(read.params.size(), 1u);
    EXPECT_EQ(read.settings.at("alpha"), 0.7);
    EXPECT_EQ(read.settings.at("A"), 0.2);
    ASSERT_EQ(read.errors.size(), 2u);
    EXPECT_EQ(
        read.errors[0].to_string(), "k.params:4:9: error: expected a number in (0, 10), got 'x'");
    EXPECT_EQ(read.errors[1].line, 5);
    EXPECT_NE(read.errors[1].message.find("'beta'"), std::string::npos);
}

} // namespace
