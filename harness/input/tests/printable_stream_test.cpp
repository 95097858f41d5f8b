// printable_text over chunks cut anywhere: the same text as printable_text of the whole, for
// every cut of valid and invalid text; terminal controls are gone whichever chunk holds them.

#include "harness/input/printable_stream.h"
#include "harness/input/utf8.h"

#include <gtest/gtest.h>

namespace harness::input {
namespace {

std::string fed_in_two(std::string_view text, std::size_t cut) {
    PrintableStream s;
    std::string     out = s.feed(text.substr(0, cut));
    out += s.feed(text.substr(cut));
    return out + s.finish();
}

TEST(PrintableStream, EveryCutOfMixedTextGivesTheWholeTextsResult) {
    const std::string text = "a\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80 \x1b]0;t\x07 \xE2\x80\xAE"
                             "b \xff\xC3 c\xE2\x82";
    for (std::size_t cut = 0; cut <= text.size(); ++cut)
        EXPECT_EQ(fed_in_two(text, cut), printable_text(text)) << cut;
}

TEST(PrintableStream, AHeldSequenceIsWrittenAtTheEnd) {
    PrintableStream s;
    EXPECT_EQ(s.feed("x\xE2\x82"), "x");
    EXPECT_EQ(s.finish(), "\xEF\xBF\xBD\xEF\xBF\xBD");
    EXPECT_EQ(s.finish(), "");
}

} // namespace
} // namespace harness::input
