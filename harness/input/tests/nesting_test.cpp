// The nesting scanners: the first bracket past the limit is named with its line and column;
// brackets inside strings and comments do not count; a 200 KB nested file is refused at once.

#include "harness/input/nesting.h"
#include "harness/testing/time_factor.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>

namespace {

using harness::input::json_nesting_error;
using harness::input::NestingLimit;
using harness::input::toml_nesting_error;

std::string nested(int levels, char open = '[', char close = ']') {
    return std::string(levels, open) + std::string(levels, close);
}

TEST(JsonNesting, AtTheLimitPassesOneDeeperIsRefusedWithItsPlace) {
    EXPECT_FALSE(json_nesting_error(nested(NestingLimit), "r.json"));
    auto e = json_nesting_error("{\"a\":\n  " + nested(NestingLimit) + "}", "r.json");
    ASSERT_TRUE(e);
    EXPECT_EQ(e->to_string(),
        "r.json:2:" + std::to_string(NestingLimit + 2)
            + ": error: nesting deeper than 64: '[' opens level 65");
}

TEST(JsonNesting, ObjectsAndArraysCountAlike) {
    std::string text;
    for (int i = 0; i < 40; ++i) text += "{\"k\":[";
    auto e = json_nesting_error(text, "x");
    ASSERT_TRUE(e);
    EXPECT_EQ(e->line, 1);
    EXPECT_EQ(e->column, 32 * 6 + 1); // the 65th opener is the '{' of the 33rd pair
    EXPECT_NE(e->message.find("'{'"), std::string::npos);
}

TEST(JsonNesting, BracketsInStringsDoNotCount) {
    std::string text = "[\"" + std::string(1000, '[') + "\\\"" + std::string(1000, '{') + "\"]";
    EXPECT_FALSE(json_nesting_error(text, "x"));
    // An unclosed string holds the rest of the text.
    EXPECT_FALSE(json_nesting_error("[\"" + nested(100), "x"));
}

TEST(JsonNesting, SequentialArraysDoNotAddUp) {
    std::string text = "[";
    for (int i = 0; i < 1000; ++i) text += nested(10) + ",";
    EXPECT_FALSE(json_nesting_error(text + "0]", "x"));
    // Stray closers do not make room for deeper openers.
    EXPECT_TRUE(json_nesting_error(std::string(100, ']') + nested(65), "x"));
}

TEST(JsonNesting, The200KbRedTeamFileIsRefusedInUnderASecond) {
    auto start = std::chrono::steady_clock::now();
    auto e     = json_nesting_error(nested(100000), "deep.json");
    auto took  = std::chrono::steady_clock::now() - start;
    ASSERT_TRUE(e);
    EXPECT_EQ(e->column, 65);
    EXPECT_LT(took, harness::testing::scaled(std::chrono::seconds(1)));
}

TEST(TomlNesting, InlineArraysAndTablesCount) {
    EXPECT_FALSE(toml_nesting_error("a = " + nested(NestingLimit) + "\n", "g.toml"));
    std::string tables;
    for (int i = 0; i < 6000; ++i) tables += "{k=";
    auto e = toml_nesting_error("[sprt]\nx = " + tables, "g.toml");
    ASSERT_TRUE(e);
    // [sprt] is level 1: the 64th table opens level 65.
    EXPECT_EQ(e->to_string(), "g.toml:2:194: error: nesting deeper than 64: '{' opens level 65");
    EXPECT_TRUE(toml_nesting_error("x = " + nested(6000), "g.toml")); // the red-team file
}

TEST(TomlNesting, HeadersStringsAndCommentsDoNotAddUp) {
    std::string text = "[[a]]\n[b.c]\n";
    text += "s = \"" + std::string(100, '[') + "\\\"\"\n";
    text += "l = '" + std::string(100, '{') + "'\n";
    text += "m = \"\"\"\n" + std::string(100, '[') + "\n\"\"\"\"\n";
    text += "n = '''" + std::string(100, '[') + "''''\n";
    text += "# " + std::string(100, '[') + "\n";
    text += "t = [1, [2, [3]]]\n";
    EXPECT_FALSE(toml_nesting_error(text, "g.toml"));
    EXPECT_TRUE(toml_nesting_error(text + "u = " + nested(65), "g.toml"));
}

TEST(TomlNesting, HeadersAndDottedKeysCountTheirTables) {
    std::string key = "a";
    for (int i = 1; i < NestingLimit; ++i) key += ".a";
    EXPECT_FALSE(toml_nesting_error(key + " = 1\n", "g.toml"));
    EXPECT_FALSE(toml_nesting_error("[" + key + "]\nx = 1\n", "g.toml"));
    auto e = toml_nesting_error("[" + key + "]\nx.y = 1\n", "g.toml");
    ASSERT_TRUE(e);
    EXPECT_EQ(e->to_string(), "g.toml:2:2: error: nesting deeper than 64: '.' opens level 65");
    EXPECT_TRUE(toml_nesting_error("[[" + key + "]]\n", "g.toml"));
    EXPECT_TRUE(toml_nesting_error("[" + key + "]\nx = []\n", "g.toml"));
    // The header's levels end at the next header.
    EXPECT_FALSE(toml_nesting_error("[" + key + "]\n[b]\nx = [[1]]\n", "g.toml"));
}

TEST(TomlNesting, InlineTablesCountTheDotsOfTheirKeys) {
    EXPECT_FALSE(toml_nesting_error("t = {a.b = 1, c = {}, d = [1.5, {e.f = 2}]}\n", "g.toml"));
    std::string text = "t = ";
    for (int i = 0; i < 33; ++i) text += "{a.b = ";
    auto e = toml_nesting_error(text, "g.toml");
    ASSERT_TRUE(e);
    EXPECT_EQ(e->column, 4 + 32 * 7 + 1); // level 65 is the '{' of the 33rd table
    // Floats in values are not keys; a closed table makes room again.
    std::string floats = "v = [";
    for (int i = 0; i < 1000; ++i) floats += "1.5, {x = {}}, ";
    EXPECT_FALSE(toml_nesting_error(floats + "2.5]\n", "g.toml"));
}

TEST(TomlNesting, AnUnclosedOneLineStringEndsAtTheLineBreak) {
    auto e = toml_nesting_error("s = \"[[[\nx = " + nested(65), "g.toml");
    ASSERT_TRUE(e);
    EXPECT_EQ(e->line, 2);
    EXPECT_EQ(e->column, 69);
}

TEST(TomlNesting, The200KbRedTeamFileIsRefusedInUnderASecond) {
    auto start = std::chrono::steady_clock::now();
    auto e     = toml_nesting_error("x = " + nested(100000), "deep.toml");
    auto took  = std::chrono::steady_clock::now() - start;
    ASSERT_TRUE(e);
    EXPECT_LT(took, harness::testing::scaled(std::chrono::seconds(1)));
}

} // namespace
