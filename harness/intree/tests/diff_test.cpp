#include "harness/intree/diff.h"

#include <gtest/gtest.h>

using namespace harness::intree;

namespace {

TEST(IntreeDiff, ModifiedAndAddedLinesWithTheirCandidateNumbers) {
    auto lines = parse_unified_diff("diff --git a/engine/search.cpp b/engine/search.cpp\n"
                                    "index 1111111..2222222 100644\n"
                                    "--- a/engine/search.cpp\n"
                                    "+++ b/engine/search.cpp\n"
                                    "@@ -10 +10 @@ int search() {\n"
                                    "-    int depth = 1;\n"
                                    "+    int depth = 2;\n"
                                    "@@ -20,0 +21,2 @@ int search() {\n"
                                    "+    if (depth > 3)\n"
                                    "+        return 0;\n"
                                    "@@ -30,2 +32,0 @@\n"
                                    "-    gone();\n"
                                    "-    gone();\n");
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], (ChangedLine { "engine/search.cpp", 10, "    int depth = 2;", false }));
    EXPECT_EQ(lines[1], (ChangedLine { "engine/search.cpp", 21, "    if (depth > 3)", false }));
    EXPECT_EQ(lines[2], (ChangedLine { "engine/search.cpp", 22, "        return 0;", false }));
}

TEST(IntreeDiff, NewFileDeletedFileRenameAndBinary) {
    auto lines = parse_unified_diff("diff --git a/new.h b/new.h\n"
                                    "new file mode 100644\n"
                                    "index 0000000..3333333\n"
                                    "--- /dev/null\n"
                                    "+++ b/new.h\n"
                                    "@@ -0,0 +1,2 @@\n"
                                    "+#pragma once\n"
                                    "+int f();\n"
                                    "diff --git a/old.cpp b/old.cpp\n"
                                    "deleted file mode 100644\n"
                                    "index 4444444..0000000\n"
                                    "--- a/old.cpp\n"
                                    "+++ /dev/null\n"
                                    "@@ -1,2 +0,0 @@\n"
                                    "-int g() {\n"
                                    "-}\n"
                                    "diff --git a/a.cpp b/b.cpp\n"
                                    "similarity index 90%\n"
                                    "rename from a.cpp\n"
                                    "rename to b.cpp\n"
                                    "index 5555555..6666666 100644\n"
                                    "--- a/a.cpp\n"
                                    "+++ b/b.cpp\n"
                                    "@@ -3 +3 @@\n"
                                    "-x\n"
                                    "+y\n"
                                    "diff --git a/c.cpp b/d.cpp\n"
                                    "similarity index 100%\n"
                                    "rename from c.cpp\n"
                                    "rename to d.cpp\n"
                                    "diff --git a/logo.png b/logo.png\n"
                                    "Binary files a/logo.png and b/logo.png differ\n");
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], (ChangedLine { "new.h", 1, "#pragma once", true }));
    EXPECT_EQ(lines[1], (ChangedLine { "new.h", 2, "int f();", true }));
    EXPECT_EQ(lines[2], (ChangedLine { "b.cpp", 3, "y", false }));
}

TEST(IntreeDiff, HunkCountsNotLookalikesEndAHunk) {
    // A removed "-- x" line reads "--- x"; an added "++ y" line reads "+++ y".
    auto lines = parse_unified_diff("diff --git a/f.cpp b/f.cpp\n"
                                    "--- a/f.cpp\n"
                                    "+++ b/f.cpp\n"
                                    "@@ -5,2 +5,2 @@\n"
                                    "--- x\n"
                                    "-@@ -1 +1 @@\n"
                                    "+++ y\n"
                                    "+\n"
                                    "\\ No newline at end of file\n");
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], (ChangedLine { "f.cpp", 5, "++ y", false }));
    EXPECT_EQ(lines[1], (ChangedLine { "f.cpp", 6, "", false }));
}

TEST(IntreeDiff, QuotedPathsAndCarriageReturns) {
    auto lines = parse_unified_diff("diff --git \"a/sp ace\\\"q.cpp\" \"b/sp ace\\\"q.cpp\"\r\n"
                                    "--- \"a/sp ace\\\"q.cpp\"\r\n"
                                    "+++ \"b/sp ace\\\"q.cpp\"\r\n"
                                    "@@ -1 +1 @@\r\n"
                                    "-a\r\n"
                                    "+b\r\n"
                                    "diff --git a/tab b/tab\n"
                                    "--- a/tab\n"
                                    "+++ \"b/t\\tb\\303\\251.h\"\n"
                                    "@@ -0,0 +1 @@\n"
                                    "+c\n");
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0].file, "sp ace\"q.cpp");
    EXPECT_EQ(lines[0].text, "b");
    EXPECT_EQ(lines[1].file, "t\tb\xc3\xa9.h");
}

TEST(IntreeDiff, EmptyAndGarbageGiveNothing) {
    EXPECT_TRUE(parse_unified_diff("").empty());
    EXPECT_TRUE(parse_unified_diff("+not in a file\n@@ broken @@\n+x\n").empty());
}

TEST(IntreeDiff, SourceFilesAndPrefixes) {
    for (const char* yes : { "a.h", "d/a.hpp", "a.cpp", "a.cc", "x/y.cxx", "a.hh", "a.c++",
             "src/search.c", "a.inl", "a.tcc", "a.ipp", "a.h++" })
        EXPECT_TRUE(is_source_file(yes)) << yes;
    for (const char* no :
        { "a.txt", "CMakeLists.txt", ".h", "a.cpp.orig", "a.H", ".c", "h", "Makefile", "a.cs" })
        EXPECT_FALSE(is_source_file(no)) << no;
    EXPECT_TRUE(under_prefix("engine/search/x.cpp", { "harness/", "engine/" }));
    EXPECT_FALSE(under_prefix("engines/x.cpp", { "engine/" }));
    EXPECT_TRUE(under_prefix("anything", {}));
}

TEST(IntreeDiff, ChangedLinesReportsABadRepositoryAsAnError) {
    std::string error;
    auto        lines = changed_lines("/nonexistent-intree-repo", "HEAD~1", "HEAD", {}, &error);
    EXPECT_TRUE(lines.empty());
    EXPECT_NE(
        error.find("git diff HEAD~1 HEAD in /nonexistent-intree-repo failed"), std::string::npos)
        << error;
}

} // namespace
