// Time manager arithmetic: budgets for typical clocks and the never-lose-on-time guarantees.

#include "engine/search/time_manager.h"

#include <gtest/gtest.h>

namespace engine::search {
namespace {

TEST(TimeManager, SuddenDeathSharesTheClockAndSpendsMostOfTheIncrement) {
    const auto b = allocate({ 60'000, 1'000, std::nullopt, 10 });
    // (60000 - 50) / 30 + 750 = 1998 + 750
    EXPECT_EQ(b.optimum_ms, 2748);
    EXPECT_EQ(b.maximum_ms, 4 * 2748);
}

TEST(TimeManager, MovesToGoDividesTheClock) {
    const auto b = allocate({ 10'000, 0, 10, 0 });
    EXPECT_EQ(b.optimum_ms, 1000);
    EXPECT_EQ(b.maximum_ms, 3333); // capped at a third of the usable time
}

TEST(TimeManager, LastMoveBeforeTheControlMayUseMostOfTheClock) {
    const auto b = allocate({ 1'000, 0, 1, 10 });
    EXPECT_EQ(b.maximum_ms, 891); // 90% of 990
    EXPECT_EQ(b.optimum_ms, 891);
}

TEST(TimeManager, AnEmptyOrOverdrawnClockGivesNothing) {
    EXPECT_EQ(allocate({ 0, 0, std::nullopt, 10 }).maximum_ms, 0);
    EXPECT_EQ(allocate({ -500, 100, std::nullopt, 10 }).maximum_ms, 0);
    EXPECT_EQ(allocate({ 40, 10, std::nullopt, 10 }).maximum_ms, 0); // all reserved for overhead
}

TEST(TimeManager, BudgetsAreOrderedAndStayInsideTheClock) {
    for (std::int64_t remaining : { 1, 5, 20, 60, 100, 333, 1'000, 5'000, 60'000, 3'600'000 })
        for (std::int64_t inc : { 0, 10, 100, 2'000 })
            for (std::optional<int> mtg : { std::optional<int>(), std::optional<int>(1),
                     std::optional<int>(2), std::optional<int>(40) })
                for (std::int64_t overhead : { 0, 10, 100 }) {
                    const auto b = allocate({ remaining, inc, mtg, overhead });
                    EXPECT_GE(b.optimum_ms, 0);
                    EXPECT_LE(b.optimum_ms, b.maximum_ms);
                    if (b.maximum_ms > 0) {
                        EXPECT_LT(b.maximum_ms + overhead, remaining);
                    }
                }
}

TEST(TimeManager, OnePlusOneHundredthNeverRunsOutOfTime) {
    // 1 s + 10 ms per move, 10 ms overhead actually lost per move on top of the maximum: the
    // clock never reaches zero over a long game.
    std::int64_t clock = 1'000;
    for (int move = 0; move < 300; ++move) {
        const auto b = allocate({ clock, 10, std::nullopt, 10 });
        clock -= b.maximum_ms + 10;
        ASSERT_GT(clock, 0) << "move " << move;
        clock += 10;
    }
}

} // namespace
} // namespace engine::search
