// The one sanitiser of engine bytes: valid UTF-8 out of any input, no control characters, and
// Markdown cells that cannot break a table.

#include "harness/report/sanitize.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace {

using harness::report::markdown_cell;
using harness::report::printable_text;

TEST(Sanitize, KeepsTextTabsNewlinesAndValidUtf8) {
    EXPECT_EQ(printable_text("bestmove e2e4\n\tinfo"), "bestmove e2e4\n\tinfo");
    EXPECT_EQ(printable_text("車 馬 炮 ♔"), "車 馬 炮 ♔");
}

TEST(Sanitize, RemovesControlCharactersAndTerminalEscapes) {
    EXPECT_EQ(printable_text("a\x1b[2J\x1b]0;owned\x07z"), "a[2J]0;ownedz");
    EXPECT_EQ(printable_text(std::string("a\0b\rc\x7f", 6)), "abc");
    EXPECT_EQ(printable_text("x\xc2\x9b"
                             "31my"),
        "x31my"); // C1 CSI
    EXPECT_EQ(printable_text("\xef\xbf\xbe\xef\xbf\xbf."), "."); // U+FFFE, U+FFFF
}

// Red team, round two: a bidi override in an engine name reversed what a terminal showed after
// it (Trojan Source). Every bidirectional control is removed; the letters stay.
TEST(Sanitize, RemovesBidirectionalControls) {
    EXPECT_EQ(printable_text("sable\u202Egnp.exe\u202C"), "sablegnp.exe"); // RLO ... PDF
    EXPECT_EQ(printable_text("a\u2066b\u2067c\u2068d\u2069e"), "abcde"); // isolates
    EXPECT_EQ(printable_text("\u200Ex\u200Fy\u061Cz\u202A\u202B\u202D"), "xyz");
    EXPECT_EQ(printable_text("\u05D0\u05D1 \u0627"), "\u05D0\u05D1 \u0627"); // RTL letters kept
}

TEST(Sanitize, ReplacesInvalidUtf8) {
    const std::string R = "\xEF\xBF\xBD";
    EXPECT_EQ(printable_text("a\xff"
                             "b"),
        "a" + R + "b");
    EXPECT_EQ(printable_text("\xc0\xaf"), R + R); // overlong '/'
    EXPECT_EQ(printable_text("\xed\xa0\x80"), R + R + R); // a surrogate
    EXPECT_EQ(printable_text("\xe4\xb8"), R + R); // cut short
    EXPECT_EQ(printable_text("\xf4\x90\x80\x80"), R + R + R + R); // beyond U+10FFFF
}

TEST(Sanitize, MarkdownCellsEscapeBarsAndLineBreaks) {
    EXPECT_EQ(markdown_cell("a|b\nc\td"), "a\\|b c d");
}

// Whatever the bytes, the output is valid UTF-8 without control characters but \t and \n.
RC_GTEST_PROP(Sanitize, AnyBytesGivePrintableUtf8, (const std::string& bytes)) {
    const std::string out = printable_text(bytes);
    RC_ASSERT(printable_text(out) == out); // valid and clean: a fixed point
    for (unsigned char c : out) RC_ASSERT(c >= 0x20 || c == '\n' || c == '\t');
    RC_ASSERT(markdown_cell(bytes).find('\n') == std::string::npos);
}

} // namespace
