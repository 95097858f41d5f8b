// A strength test decided by the clock: the note counts forfeits per engine and names a starved
// engine; over half the games lost on time is "mostly forfeits" (the gate then calls a pass
// INCOMPLETE, strength_steps.cpp).

#include "harness/gate/clock_decided.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace {

using harness::gate::clock_decided;
using ::testing::HasSubstr;

harness::match::MatchSummary summary(int candidate_forfeits, int base_forfeits) {
    harness::match::MatchSummary s;
    s.faults[0].time_forfeits = candidate_forfeits;
    s.faults[1].time_forfeits = base_forfeits;
    return s;
}

TEST(ClockDecided, ForfeitsAreCountedAndMostlyForfeitsIsOverHalf) {
    EXPECT_EQ(clock_decided(summary(0, 0), 40).note(), "");
    EXPECT_FALSE(clock_decided(summary(0, 0), 40).mostly_forfeits());
    const auto some = clock_decided(summary(3, 2), 40);
    EXPECT_FALSE(some.mostly_forfeits());
    EXPECT_EQ(some.note(), "; 5 of 40 games lost on time (candidate 3, base 2)");
    EXPECT_FALSE(clock_decided(summary(10, 10), 40).mostly_forfeits()); // exactly half
    const auto most = clock_decided(summary(16, 14), 40);
    EXPECT_TRUE(most.mostly_forfeits());
    EXPECT_THAT(most.note(),
        HasSubstr("30 of 40 games lost on time (candidate 16, base 14): "
                  "mostly forfeits, the games measured the machine"));
}

TEST(ClockDecided, AStarvedEngineIsNamed) {
    auto s                         = summary(0, 0);
    s.audits[0].clock.cpu_ms       = 3100;
    s.audits[0].clock.cpu_wall_ms  = 10000;
    s.audits[0].clock.contended_ms = 9000;
    s.audits[1].clock.cpu_ms       = 9800;
    s.audits[1].clock.cpu_wall_ms  = 10000;
    s.audits[1].clock.contended_ms = 9000;
    const auto c                   = clock_decided(s, 20);
    EXPECT_EQ(c.note(), "; the candidate had 31% of a CPU while the machine was contended");
    s.audits[0].clock.contended_ms = 1000; // a quiet machine: an engine that sleeps
    EXPECT_EQ(clock_decided(s, 20).note(), "");
    s.audits[0].clock.contended_ms.reset(); // contention not measurable: the share decides
    EXPECT_NE(clock_decided(s, 20).note(), "");
    s.audits[0].clock.cpu_wall_ms = 1000; // too little measured to say
    s.audits[0].clock.cpu_ms      = 100;
    EXPECT_EQ(clock_decided(s, 20).note(), "");
}

} // namespace
