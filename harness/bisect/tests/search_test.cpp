// The bisection's choices (search.h) on chains where the first bad index is known: every first
// bad commit of a 32-commit chain found in at most ceil(log2 31) decisions inside the ends,
// skipped indices stepped around (and reported when they hide the answer), the error budget
// summing below its total however many decisions a bisection takes.

#include "harness/bisect/search.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

namespace {

using harness::bisect::Drive;
using harness::bisect::Mark;

struct Walk {
    Drive                    end = Drive::Done;
    std::vector<Mark>        marks;
    std::vector<std::size_t> judged;
};

// A bisection of `n` commits whose first bad one is `first_bad`; `skipped` cannot be judged.
Walk walk(std::size_t n, std::size_t first_bad, const std::set<std::size_t>& skipped = {}) {
    Walk w;
    w.marks = std::vector<Mark>(n, Mark::Untested);
    w.end   = harness::bisect::drive(w.marks, [&](std::size_t i) -> std::optional<Mark> {
        w.judged.push_back(i);
        if (skipped.count(i)) return Mark::Skip;
        return i >= first_bad ? Mark::Bad : Mark::Good;
    });
    return w;
}

TEST(BisectSearch, FindsEveryFirstBadCommitOf32InAtMostSevenJudgements) {
    for (std::size_t k = 1; k < 32; ++k) {
        auto w = walk(32, k);
        ASSERT_EQ(w.end, Drive::Done);
        auto o = harness::bisect::outcome(w.marks);
        EXPECT_TRUE(o.exact);
        EXPECT_EQ(o.range.first_bad, k);
        EXPECT_EQ(o.range.last_good, k - 1);
        EXPECT_LE(w.judged.size(), std::size_t(std::ceil(std::log2(32))) + 2) << "first bad " << k;
        EXPECT_EQ(std::set<std::size_t>(w.judged.begin(), w.judged.end()).size(), w.judged.size())
            << "an index judged twice";
    }
}

TEST(BisectSearch, StepsAroundASkippedIndexAndCostsOneJudgementMore) {
    for (std::size_t k = 1; k < 32; ++k) {
        if (k == 15 || k == 16) continue; // 15 hides the answer for these (below)
        auto w = walk(32, k, { 15 });
        auto o = harness::bisect::outcome(w.marks);
        EXPECT_TRUE(o.exact) << k;
        EXPECT_EQ(o.range.first_bad, k);
        EXPECT_LE(w.judged.size(), std::size_t(std::ceil(std::log2(32))) + 3) << k;
    }
}

TEST(BisectSearch, ASkippedIndexThatHidesTheAnswerIsNamed) {
    auto w = walk(32, 16, { 15 }); // 14 good, 15 unknown, 16 bad
    auto o = harness::bisect::outcome(w.marks);
    EXPECT_FALSE(o.exact);
    EXPECT_EQ(o.range.first_bad, 16u);
    EXPECT_EQ(o.skipped, std::vector<std::size_t>({ 15 }));
    auto all = walk(8, 7, { 1, 2, 3, 4, 5, 6 }); // nothing inside can be judged
    auto a   = harness::bisect::outcome(all.marks);
    EXPECT_FALSE(a.exact);
    EXPECT_EQ(a.range.last_good, 0u);
    EXPECT_EQ(a.skipped.size(), 6u);
}

TEST(BisectSearch, WrongEndsStopTheBisection) {
    std::vector<Mark> marks(8, Mark::Untested);
    EXPECT_EQ(
        harness::bisect::drive(marks, [](std::size_t) { return Mark::Good; }), Drive::BadNotBad);
    marks.assign(8, Mark::Untested);
    EXPECT_EQ(
        harness::bisect::drive(marks, [](std::size_t) { return Mark::Bad; }), Drive::GoodNotGood);
    marks.assign(8, Mark::Untested);
    EXPECT_EQ(harness::bisect::drive(marks,
                  [](std::size_t i) -> std::optional<Mark> {
                      if (i == 7) return std::nullopt;
                      return Mark::Good;
                  }),
        Drive::Stopped);
}

TEST(BisectSearch, AGoodMarkAboveABadOneDoesNotWidenTheRange) {
    // A noisy criterion can mark 5 good after 3 bad: the range is below the first bad.
    std::vector<Mark> marks { Mark::Good, Mark::Untested, Mark::Good, Mark::Bad, Mark::Untested,
        Mark::Good, Mark::Untested, Mark::Bad };
    auto              r = harness::bisect::open_range(marks);
    EXPECT_EQ(r.last_good, 2u);
    EXPECT_EQ(r.first_bad, 3u);
    EXPECT_FALSE(harness::bisect::next_index(marks));
}

TEST(BisectSearch, TheErrorBudgetSumsBelowItsTotal) {
    EXPECT_EQ(harness::bisect::planned_decisions(32), 6);
    EXPECT_EQ(harness::bisect::planned_decisions(8), 4);
    EXPECT_EQ(harness::bisect::planned_decisions(2), 1);
    const int planned = harness::bisect::planned_decisions(32);
    double    sum     = 0;
    for (int d = 0; d < 60; ++d) sum += harness::bisect::decision_rate(0.05, planned, d);
    EXPECT_LE(sum, 0.05);
    EXPECT_GT(sum, 0.0499);
    EXPECT_DOUBLE_EQ(harness::bisect::decision_rate(0.05, planned, 0), 0.05 / 7);
    EXPECT_DOUBLE_EQ(harness::bisect::decision_rate(0.05, planned, 6), 0.05 / 14);
}

TEST(BisectSearch, MarksReadBack) {
    for (auto m : { Mark::Untested, Mark::Good, Mark::Bad, Mark::Skip })
        EXPECT_EQ(harness::bisect::parse_mark(harness::bisect::to_string(m)), m);
    EXPECT_FALSE(harness::bisect::parse_mark("maybe"));
}

} // namespace
