// Property: the added lines of a -U0 diff built from a random edit script come back from
// parse_unified_diff with the right candidate line numbers, whatever their text.
#include "harness/intree/diff.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

using namespace harness::intree;

namespace {

// One step of an edit script: keep a line, add one, or remove one.
enum class Op { Keep, Add, Remove };

std::string line_text(int seed) {
    // texts that look like diff syntax on purpose
    static const char* Texts[] = { "x", "", "--- a/f.cpp", "+++ b/g.cpp", "@@ -1 +1 @@",
        "diff --git a/x b/x", " indented", "-", "+", "\\ note" };
    return Texts[seed % 10];
}

RC_GTEST_PROP(IntreeDiffProp, AddedLinesRoundTrip, ()) {
    auto ops   = *rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 3));
    auto texts = *rc::gen::container<std::vector<int>>(ops.size(), rc::gen::inRange(0, 1000));
    // Walk the script; each maximal run of non-Keep steps is one hunk.
    std::string              diff = "diff --git a/f.cpp b/f.cpp\n--- a/f.cpp\n+++ b/f.cpp\n";
    std::vector<ChangedLine> expected;
    int                      old_line = 1, new_line = 1;
    std::size_t              i = 0;
    while (i < ops.size()) {
        if (Op(ops[i]) == Op::Keep) {
            ++old_line, ++new_line, ++i;
            continue;
        }
        std::string body;
        int         removed = 0, added = 0, old_start = old_line, new_start = new_line;
        for (; i < ops.size() && Op(ops[i]) != Op::Keep; ++i) {
            if (Op(ops[i]) == Op::Remove) {
                body += "-" + line_text(texts[i]) + "\n";
                ++removed, ++old_line;
            } else {
                body += "+" + line_text(texts[i]) + "\n";
                expected.push_back({ "f.cpp", new_line, line_text(texts[i]), false });
                ++added, ++new_line;
            }
        }
        // git's -U0 convention: an empty side names the line before it
        diff += "@@ -" + std::to_string(removed ? old_start : old_start - 1) + ","
            + std::to_string(removed) + " +" + std::to_string(added ? new_start : new_start - 1)
            + "," + std::to_string(added) + " @@\n" + body;
    }
    RC_ASSERT(parse_unified_diff(diff) == expected);
}

} // namespace
