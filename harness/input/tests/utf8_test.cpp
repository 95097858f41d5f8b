// UTF-8 checked before a TOML parser sees it: valid text of every sequence length passes, and
// each kind of invalid sequence is named with its line, byte column and byte.

#include "harness/input/utf8.h"

#include <gtest/gtest.h>

namespace harness::input {
namespace {

TEST(Utf8, ValidTextOfEverySequenceLengthPasses) {
    EXPECT_FALSE(
        utf8_error("a = \"x\"\nb = \"\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80\"\n", "g.toml"));
    EXPECT_FALSE(utf8_error("", "g.toml"));
}

TEST(Utf8, EachInvalidSequenceIsNamedWithItsPlace) {
    // Found by the gate_config fuzz target: toml11 read past its buffer on `a='\xff'`.
    EXPECT_EQ(utf8_error("a='\xff'", "g.toml")->to_string(),
        "g.toml:1:4: error: invalid UTF-8 (byte 0xFF)");
    EXPECT_EQ(utf8_error("ok\n\xC3\xA9x\xC3", "g.toml")->to_string(), // cut off at the end
        "g.toml:2:4: error: invalid UTF-8 (byte 0xC3)");
    EXPECT_TRUE(utf8_error("\xC0\xAF", "g.toml")); // overlong '/'
    EXPECT_TRUE(utf8_error("\xED\xA0\x80", "g.toml")); // a surrogate
    EXPECT_TRUE(utf8_error("\xF4\x90\x80\x80", "g.toml")); // beyond U+10FFFF
    EXPECT_TRUE(utf8_error("\xE2\x28\xA1", "g.toml")); // a bad continuation byte
}

} // namespace
} // namespace harness::input
