// The coverage step's numbers from a change's coverage: every changed code line once, in file
// order, covered or not; the uncovered ones listed apart; per file covered / changed.

#include "harness/gate/step_data_json.h"

#include <gtest/gtest.h>

namespace {

TEST(CoverageNumbersTest, ChangedLinesCoveredOrNotInFileOrder) {
    harness::intree::ChangeCoverage c;
    c.executed = { { "engine/search/a.cpp", 12, "x += 1;", false },
        { "engine/eval/b.cpp", 3, "return 1;", false } };
    c.missed   = { { "engine/search/a.cpp", 7, "if (rare) y();", false } };
    c.not_code = { { "engine/search/a.cpp", 8, "}", false } };
    harness::intree::ChangeCoverage::FileDelta a;
    a.file     = "engine/search/a.cpp";
    a.before   = 80;
    a.after    = 75.5;
    a.executed = 1;
    a.missed   = 1;
    c.files    = { a };
    auto j     = harness::gate::to_json(c);
    EXPECT_EQ(j["changed"], 4);
    EXPECT_EQ(j["code_lines"], 3);
    EXPECT_EQ(j["executed"], 2);
    EXPECT_EQ(j["missed"], 1);
    EXPECT_NEAR(j["covered_percent"].get<double>(), 200.0 / 3, 1e-9);
    ASSERT_EQ(j["lines"].size(), 3u);
    EXPECT_EQ(j["lines"][0]["file"], "engine/eval/b.cpp");
    EXPECT_EQ(j["lines"][1]["line"], 7);
    EXPECT_EQ(j["lines"][1]["covered"], false);
    EXPECT_EQ(j["lines"][2]["line"], 12);
    ASSERT_EQ(j["uncovered"].size(), 1u);
    EXPECT_EQ(j["uncovered"][0]["code"], "if (rare) y();");
    EXPECT_EQ(j["files"][0]["changed"], 2);
    EXPECT_EQ(j["files"][0]["covered"], 1);
    EXPECT_EQ(j["files"][0]["after_percent"], 75.5);
}

} // namespace
