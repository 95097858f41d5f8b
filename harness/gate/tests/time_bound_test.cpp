// The gate's time bound: no bound, a bound that has passed, and the seconds a command may take.

#include "harness/gate/time_bound.h"

#include <gtest/gtest.h>

namespace harness::gate {
namespace {

TEST(TimeBound, NoBoundLeavesEachCommandItsOwnCap) {
    const Deadline none = deadline_in(0);
    EXPECT_FALSE(none.has_value());
    EXPECT_FALSE(over(none));
    EXPECT_EQ(bounded_seconds(150, none), 150);
    EXPECT_EQ(bounded_seconds(0, none), 0); // neither bounds it
    const auto at = Clock::now();
    EXPECT_EQ(earlier(none, at), at);
}

TEST(TimeBound, TheBoundCutsACapThatWouldOutlastIt) {
    const Deadline ten = deadline_in(10);
    EXPECT_FALSE(over(ten));
    EXPECT_EQ(bounded_seconds(5, ten), 5); // the cap comes first
    const int cut = bounded_seconds(150, ten);
    EXPECT_GE(cut, 9);
    EXPECT_LE(cut, 10);
    EXPECT_EQ(bounded_seconds(0, ten), cut); // no cap: the bound
    EXPECT_EQ(earlier(ten, Clock::now() + std::chrono::hours(1)), *ten);
}

TEST(TimeBound, APassedBoundIsOverAndLeavesASecondAtMost) {
    const Deadline past = Clock::now() - std::chrono::seconds(3);
    EXPECT_TRUE(over(past));
    EXPECT_EQ(bounded_seconds(150, past), 1); // never 0, which would mean "no bound"
}

// The work ends before the bound by a twentieth of it, 10-60 s: quick's 600 s leave 30 s.
TEST(TimeBound, TheWorkEndsBeforeTheBoundByItsWrapUp) {
    EXPECT_EQ(wrap_up_seconds(600), 30);
    EXPECT_EQ(wrap_up_seconds(60), 10);
    EXPECT_EQ(wrap_up_seconds(3 * 3600), 60);
    EXPECT_FALSE(work_deadline_in(0));
    const auto end  = work_deadline_in(600);
    const auto left = std::chrono::duration_cast<std::chrono::seconds>(*end - Clock::now());
    EXPECT_GE(left.count(), 568);
    EXPECT_LE(left.count(), 570);
    EXPECT_TRUE(work_deadline_in(5)); // shorter than its wrap-up: a second of work
}

} // namespace
} // namespace harness::gate
