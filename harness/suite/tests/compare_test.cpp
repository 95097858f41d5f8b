// Comparing two suite runs.

#include "harness/suite/compare.h"

#include <gtest/gtest.h>

namespace {

using namespace harness::suite;

PositionRecord result(std::string id, Status status, std::optional<std::uint64_t> time_ms = {}) {
    PositionRecord r;
    r.id     = std::move(id);
    r.status = status;
    if (status == Status::Solved) r.found = Found { time_ms, {}, {} };
    return r;
}

TEST(Compare, NewlyFailedAndSolved) {
    std::vector<PositionRecord> before { result("a", Status::Solved, 100),
        result("b", Status::Solved, 200), result("c", Status::Failed),
        result("d", Status::Solved, 50) };
    std::vector<PositionRecord> after { result("a", Status::Solved, 80),
        result("b", Status::Timeout), result("c", Status::Solved, 10),
        result("d", Status::Solved, 30), result("e", Status::Solved, 1) };
    auto                        c = compare(before, after);
    EXPECT_EQ(c.newly_failed, std::vector<std::string> { "b" });
    EXPECT_EQ(c.newly_solved, std::vector<std::string> { "c" });
    EXPECT_EQ(c.common, 4);
    EXPECT_EQ(c.new_only, 1); // e: not counted in the totals
    EXPECT_EQ(c.old_only, 0);
    EXPECT_EQ(c.old_solved, 3);
    EXPECT_EQ(c.new_solved, 3);
    EXPECT_EQ(c.solved_change(), 0);
    // Over a and d, solved by both: 75 -> 55.
    EXPECT_DOUBLE_EQ(*c.old_median_ms, 75);
    EXPECT_DOUBLE_EQ(*c.new_median_ms, 55);
    EXPECT_DOUBLE_EQ(*c.median_change_ms(), -20);
}

TEST(Compare, McNemarForgivesAFlipButNotALoss) {
    std::vector<PositionRecord> before, flipped, worse;
    for (int i = 0; i < 20; ++i) {
        before.push_back(result("p" + std::to_string(i), Status::Solved, 10));
        flipped.push_back(
            result("p" + std::to_string(i), i == 3 ? Status::Failed : Status::Solved, 10));
        worse.push_back(
            result("p" + std::to_string(i), i < 8 ? Status::Failed : Status::Solved, 10));
    }
    auto one = decide(compare(before, flipped), Criterion::McNemar);
    EXPECT_FALSE(one.regression) << one.reason;
    EXPECT_NE(one.reason.find("McNemar: 1 lost, 0 gained, p = 1"), std::string::npos) << one.reason;
    auto eight = decide(compare(before, worse), Criterion::McNemar);
    EXPECT_TRUE(eight.regression) << eight.reason; // p = 2/256
    EXPECT_TRUE(decide(compare(before, flipped), Criterion::Tolerance, 0.05, 0).regression);
    auto tolerated = decide(compare(before, flipped), Criterion::Tolerance, 0.05, 1);
    EXPECT_FALSE(tolerated.regression);
    EXPECT_NE(
        tolerated.reason.find("tolerance: 1 lost - 0 gained = 1 <= 1 allowed"), std::string::npos)
        << tolerated.reason;
}

TEST(Compare, NothingInCommon) {
    auto c = compare({ result("a", Status::Solved, 1) }, { result("b", Status::Failed) });
    EXPECT_TRUE(c.newly_failed.empty());
    EXPECT_EQ(c.common, 0);
    EXPECT_FALSE(c.median_change_ms());
}

TEST(Median, OddEvenAndEmpty) {
    EXPECT_FALSE(median_time_to_solve({}));
    EXPECT_DOUBLE_EQ(
        *median_time_to_solve({ result("a", Status::Solved, 5), result("b", Status::Failed),
            result("c", Status::Solved, 1), result("d", Status::Solved, 9) }),
        5);
}

} // namespace
