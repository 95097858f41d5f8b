#include "engine/core/parse_error.h"
#include "engine/core/result.h"

#include <gtest/gtest.h>

using namespace engine::core;

TEST(Result, HoldsValueOrError) {
    Result<int> ok = 42;
    ASSERT_TRUE(ok);
    EXPECT_EQ(*ok, 42);
    Result<int> bad = ParseError { 3, "bad token" };
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().column, 3);
    EXPECT_EQ(bad.error().message, "bad token");
}

TEST(ParseError, FormatsLikeGcc) {
    ParseError e { 42, "expected ';', got 'Qh7+'", 17, "suites/m2.epd" };
    EXPECT_EQ(e.to_string(), "suites/m2.epd:17:42: error: expected ';', got 'Qh7+'");
    EXPECT_EQ(ParseError(5, "oops").to_string(), "5: error: oops");
    EXPECT_EQ(ParseError(0, "oops").to_string(), "error: oops");
}

TEST(Quote, EscapesControlBytesAndCutsLongTokens) {
    EXPECT_EQ(quote("Qh7+"), "'Qh7+'");
    EXPECT_EQ(quote(std::string_view("a\0b\r", 4)), "'a\\x00b\\x0d'");
    std::string longer(100, 'x');
    EXPECT_EQ(quote(longer), "'" + std::string(40, 'x') + "...'");
}
