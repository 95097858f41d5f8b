// The hang deadline that fits the work: 10 s at least, 2 s more per million nodes.

#include "harness/run/deadline.h"

#include <gtest/gtest.h>

namespace {

using harness::run::work_deadline;
using std::chrono::seconds;

TEST(WorkDeadline, GrowsWithTheNodesFromTenSeconds) {
    EXPECT_EQ(work_deadline(0), seconds(10));
    EXPECT_EQ(work_deadline(8902), seconds(10));
    EXPECT_EQ(work_deadline(1e6), seconds(12));
    EXPECT_EQ(work_deadline(1e8), seconds(210));
    EXPECT_EQ(work_deadline(-5), seconds(10));
    EXPECT_GT(work_deadline(1e30), seconds(0)); // no overflow
}

TEST(WorkDeadline, IsAtMostADayWhateverTheNodes) {
    EXPECT_EQ(work_deadline(4e10), seconds(80010)); // still below the day
    EXPECT_EQ(work_deadline(5e10), seconds(86400));
    EXPECT_EQ(work_deadline(18446744073709551615.0), seconds(86400)); // --nodes 2^64-1
    EXPECT_EQ(work_deadline(1e300), seconds(86400));
}

} // namespace
