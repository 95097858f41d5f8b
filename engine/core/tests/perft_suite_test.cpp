#include "engine/core/perft_suite.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace engine::core;
using ::testing::HasSubstr;

TEST(PerftSuite, ReadsEtherealEpdForm) {
    auto s = parse_perft_suite("8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3 ;D2 9\n", "x.epd");
    ASSERT_TRUE(s.errors.empty());
    ASSERT_EQ(s.entries.size(), 1u);
    EXPECT_EQ(s.entries[0].fen, "8/8/8/8/8/8/8/K6k w - - 0 1");
    ASSERT_EQ(s.entries[0].counts.size(), 2u);
    EXPECT_EQ(s.entries[0].counts[1].depth, 2);
    EXPECT_EQ(s.entries[0].counts[1].nodes, 9u);
    EXPECT_EQ(s.entries[0].line, 1);
}

TEST(PerftSuite, ToleratesNulCrlfBlankLinesAndComments) {
    std::string text = "# comment\r\n\r\nk7/8/8/8/8/8/8/K7 b - - 0 1; D1 3; D2 9";
    text += '\0';
    text += "\r\n\r\n3k4/8/8/8/8/8/8/3K4 w - -  0 1; D4 1234\r\n";
    auto s = parse_perft_suite(text, "x.epd");
    ASSERT_TRUE(s.errors.empty()) << s.errors[0].to_string();
    ASSERT_EQ(s.entries.size(), 2u);
    EXPECT_EQ(s.entries[1].fen, "3k4/8/8/8/8/8/8/3K4 w - - 0 1");
    EXPECT_EQ(s.entries[1].counts[0].depth, 4);
    EXPECT_EQ(s.entries[1].line, 5);
}

TEST(PerftSuite, ReadsPythonChessBlocks) {
    auto s = parse_perft_suite("id pos-2\nepd 8/8/8/8/8/8/8/K6k w - -\nperft 1 3\nperft 2 9\n\n"
                               "id next\nepd 8/8/8/8/8/8/8/K5k1 w - -\nperft 1 3\n",
        "t.perft");
    ASSERT_TRUE(s.errors.empty());
    ASSERT_EQ(s.entries.size(), 2u);
    EXPECT_EQ(s.entries[0].id, "pos-2");
    EXPECT_EQ(s.entries[0].counts.size(), 2u);
    EXPECT_EQ(s.entries[1].id, "next");
}

TEST(PerftSuite, ReportsBadFieldsWithLineColumnAndGoesOn) {
    auto s = parse_perft_suite("K7/8/8/8/8/8/8/7k w - - ;D1 3 ;X2 9\n"
                               "K7/8/8/8/8/8/8/7k w - - ;D1 abc\n"
                               "K7/8/8/8/8/8/8/6k1 w - - ;D1 3\n",
        "bad.epd");
    ASSERT_EQ(s.errors.size(), 2u);
    EXPECT_EQ(s.errors[0].line, 1);
    EXPECT_EQ(s.errors[0].column, 32);
    EXPECT_THAT(s.errors[0].message, HasSubstr("'X2 9'"));
    EXPECT_EQ(s.errors[1].line, 2);
    EXPECT_THAT(s.errors[1].message, HasSubstr("'abc'"));
    EXPECT_EQ(s.errors[0].to_string().rfind("bad.epd:1:32: error:", 0), 0u);
    ASSERT_EQ(s.entries.size(), 1u); // the good line survives
}

TEST(PerftSuite, PerftLineOutsideBlockIsAnError) {
    auto s = parse_perft_suite("perft 1 20\n", "t.perft");
    ASSERT_EQ(s.errors.size(), 1u);
    EXPECT_THAT(s.errors[0].message, HasSubstr("after an 'epd' line"));
}

TEST(PerftSuite, MissingFileIsOneError) {
    auto s = load_perft_suite("/nonexistent/file.epd");
    ASSERT_EQ(s.errors.size(), 1u);
    EXPECT_THAT(s.errors[0].to_string(), HasSubstr("cannot open file"));
}
