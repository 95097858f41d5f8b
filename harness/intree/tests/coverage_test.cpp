#include "harness/intree/coverage.h"

#include <gtest/gtest.h>

using namespace harness::intree;
using nlohmann::json;

namespace {

json line(int number, int count, bool noncode = false) {
    return { { "line_number", number }, { "count", count }, { "gcovr/noncode", noncode },
        { "gcovr/excluded", false }, { "branches", json::array() } };
}

json report(std::vector<std::pair<std::string, std::vector<json>>> files) {
    json out = { { "gcovr/format_version", "0.3" }, { "files", json::array() } };
    for (auto& [name, lines] : files)
        out["files"].push_back({ { "file", name }, { "lines", lines } });
    return out;
}

TEST(IntreeChangeCoverage, SortsLinesIntoExecutedMissedNotCodeAndUnmeasured) {
    json base = report({ { "engine/a.cpp", { line(1, 1), line(2, 0), line(3, 0) } } });
    json cand = report(
        { { "engine/a.cpp", { line(1, 1), line(2, 0), line(3, 4), line(4, 0, true), line(6, 0) } },
            { "engine/b.cpp", { line(1, 2) } } });
    std::vector<ChangedLine> changed = {
        { "engine/a.cpp", 3, "x += 1;", false }, // executed
        { "engine/a.cpp", 4, "}", false }, // noncode
        { "engine/a.cpp", 5, "// note", false }, // not listed by gcov
        { "engine/a.cpp", 6, "dead();", false }, // missed
        { "engine/b.cpp", 1, "int b() {", true }, // executed, new file
        { "engine/c.h", 2, "int c();", true }, // file not in the report
    };
    ChangeCoverage cov = change_coverage(base, cand, changed);
    ASSERT_EQ(cov.executed.size(), 2u);
    EXPECT_EQ(cov.executed[0].line, 3);
    EXPECT_EQ(cov.executed[1].file, "engine/b.cpp");
    ASSERT_EQ(cov.missed.size(), 1u);
    EXPECT_EQ(cov.missed[0], changed[3]);
    ASSERT_EQ(cov.not_code.size(), 2u);
    ASSERT_EQ(cov.unmeasured.size(), 1u);
    EXPECT_EQ(cov.unmeasured[0].file, "engine/c.h");
    EXPECT_EQ(cov.changed(), 6);
    EXPECT_EQ(cov.code_lines(), 3);
    EXPECT_NEAR(cov.percent(), 200.0 / 3, 1e-9);

    ASSERT_EQ(cov.files.size(), 3u);
    EXPECT_EQ(cov.files[0].file, "engine/a.cpp");
    EXPECT_NEAR(cov.files[0].before, 100.0 / 3, 1e-9); // 1 of 3
    EXPECT_NEAR(cov.files[0].after, 50.0, 1e-9); // lines 1, 3 of 1, 2, 3, 6
    EXPECT_TRUE(cov.files[0].in_base && cov.files[0].in_candidate);
    EXPECT_EQ(cov.files[0].executed, 1);
    EXPECT_EQ(cov.files[0].missed, 1);
    EXPECT_FALSE(cov.files[0].new_file);
    EXPECT_TRUE(cov.files[1].new_file);
    EXPECT_FALSE(cov.files[1].in_base);
    EXPECT_EQ(cov.files[1].before, 0.0);
    EXPECT_EQ(cov.files[1].after, 100.0);
    EXPECT_FALSE(cov.files[2].in_candidate);
}

TEST(IntreeChangeCoverage, RepeatedFileEntriesAreMerged) {
    // a header compiled into two objects can be listed twice: a count in either one counts
    json cand = report(
        { { "h.h", { line(1, 0), line(2, 0) } }, { "h.h", { line(1, 3), line(3, 0, true) } } });
    ChangeCoverage cov = change_coverage(
        json::object(), cand, { { "h.h", 1, "a", false }, { "h.h", 2, "b", false } });
    EXPECT_EQ(cov.executed.size(), 1u);
    EXPECT_EQ(cov.missed.size(), 1u);
    EXPECT_NEAR(cov.files[0].after, 50.0, 1e-9);
}

TEST(IntreeChangeCoverage, NoCodeLinesIsAHundredPercentAndBadJsonIsNoReport) {
    ChangeCoverage none = change_coverage(json::array(), json("garbage"), {});
    EXPECT_EQ(none.changed(), 0);
    EXPECT_EQ(none.percent(), 100.0);
    ChangeCoverage unlisted
        = change_coverage(json::object(), json { { "files", 3 } }, { { "a.cpp", 1, "x", false } });
    EXPECT_EQ(unlisted.unmeasured.size(), 1u);
}

TEST(IntreeMeasureCoverage, AFailedBuildIsAnErrorNotAnException) {
    BuildResult failed;
    failed.error = "build failed (exit 2)";
    json out     = measure_coverage(failed, {});
    EXPECT_FALSE(out["intree"]["ok"].get<bool>());
    EXPECT_EQ(out["intree"]["error"], "the coverage build failed: build failed (exit 2)");
    EXPECT_TRUE(out["files"].empty());
}

} // namespace
