// printable_text over chunks cut anywhere, for any bytes and any cuts: the whole text's result.

#include "harness/input/printable_stream.h"
#include "harness/input/utf8.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <vector>

namespace harness::input {
namespace {

RC_GTEST_PROP(PrintableStream, AnyBytesCutAnywhereMatchTheWholeText,
    (const std::string& text, std::vector<std::size_t> cuts)) {
    for (auto& c : cuts) c = text.empty() ? 0 : c % (text.size() + 1);
    std::sort(cuts.begin(), cuts.end());
    PrintableStream s;
    std::string     out;
    std::size_t     from = 0;
    for (const auto c : cuts) {
        out += s.feed(std::string_view(text).substr(from, c - from));
        from = c;
    }
    out += s.feed(std::string_view(text).substr(from));
    RC_ASSERT(out + s.finish() == printable_text(text));
}

} // namespace
} // namespace harness::input
