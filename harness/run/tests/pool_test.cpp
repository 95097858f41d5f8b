// The worker pool: every task runs once, results land at their index, on_result sees each one;
// a worker that cannot open leaves the work to the others; when none opens, the error comes back.

#include "harness/run/pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <set>

namespace {

using namespace harness::run;

TEST(Pool, EveryTaskRunsOnceAtItsIndex) {
    std::set<std::size_t> seen;
    OpenWorker<int>       open = []() -> std::variant<Task<int>, WorkerError> {
        return Task<int>([](std::size_t i) { return int(i) * 10; });
    };
    auto out = run_pool<int>(50, 4, open, [&](std::size_t i, const int& r) {
        EXPECT_TRUE(seen.insert(i).second);
        EXPECT_EQ(r, int(i) * 10);
    });
    EXPECT_FALSE(out.error);
    ASSERT_EQ(out.results.size(), 50u);
    for (std::size_t i = 0; i < 50; ++i) EXPECT_EQ(out.results[i], int(i) * 10);
    EXPECT_EQ(seen.size(), 50u);
}

TEST(Pool, AWorkerThatCannotOpenLeavesTheWorkToOthers) {
    std::atomic<int> opened { 0 };
    OpenWorker<int>  open = [&]() -> std::variant<Task<int>, WorkerError> {
        if (opened++ == 0) return WorkerError { WorkerError::Kind::StartFailed, "first" };
        return Task<int>([](std::size_t i) { return int(i); });
    };
    auto out = run_pool<int>(20, 3, open);
    EXPECT_FALSE(out.error);
    for (const auto& r : out.results) EXPECT_TRUE(r.has_value());
}

TEST(Pool, AStopTakesNoNewTaskAndDropsWhatFinishesAfterIt) {
    std::atomic<bool> stop { false };
    OpenWorker<int>   open = [&]() -> std::variant<Task<int>, WorkerError> {
        return Task<int>([&](std::size_t i) {
            if (i == 5) stop = true; // the signal arrives while task 5 runs
            return int(i);
        });
    };
    std::size_t reported = 0;
    auto        out      = run_pool<int>(
        100, 1, open, [&](std::size_t, const int&) { ++reported; }, [&] { return stop.load(); });
    EXPECT_EQ(reported, 5u); // 0..4; task 5 finished after the stop and is dropped
    for (std::size_t i = 0; i < 100; ++i) EXPECT_EQ(out.results[i].has_value(), i < 5) << i;
}

TEST(Pool, NoWorkerOpensReturnsTheError) {
    OpenWorker<int> open = []() -> std::variant<Task<int>, WorkerError> {
        return WorkerError { WorkerError::Kind::Unsupported, "no perft" };
    };
    auto out = run_pool<int>(5, 2, open);
    ASSERT_TRUE(out.error);
    EXPECT_EQ(out.error->kind, WorkerError::Kind::Unsupported);
    EXPECT_EQ(out.error->message, "no perft");
    for (const auto& r : out.results) EXPECT_FALSE(r.has_value());
}

} // namespace
