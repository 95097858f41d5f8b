#include "harness/perft/perft_jobs.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <unistd.h>

using namespace harness::perft;
namespace game = harness::game;
using ::testing::HasSubstr;

namespace {

std::string write_temp(const std::string& text) {
    char name[] = "/tmp/arbiter_jobs_XXXXXX";
    int  fd     = mkstemp(name);
    ::close(fd);
    std::ofstream(name, std::ios::binary) << text;
    return name;
}

} // namespace

TEST(PerftJobs, OneJobPerDepthWithinTheLimits) {
    auto path
        = write_temp("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 "
                     ";D3 8902 ;D4 197281\n");
    const game::Rules& rules = *game::chess();
    auto               all   = jobs_from_suite(path, rules, {});
    EXPECT_EQ(all.jobs.size(), 4u);
    EXPECT_EQ(all.jobs[2].expected, 8902u);
    EXPECT_EQ(all.jobs[2].source, path + ":1");
    JobLimits capped;
    capped.max_nodes = 10000;
    EXPECT_EQ(jobs_from_suite(path, rules, capped).jobs.size(), 3u);
    JobLimits only;
    only.depth = 2;
    auto two   = jobs_from_suite(path, rules, only);
    ASSERT_EQ(two.jobs.size(), 1u);
    EXPECT_EQ(two.jobs[0].depth, 2);
}

TEST(PerftJobs, BadRecordsAreReportedWithFileAndLineAndSkipped) {
    auto path = write_temp("8/8/8/8/8/8/8/8 w - - 0 1 ;D1 1\n"
                           "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5 ;D2 x\n"
                           "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n");
    auto list = jobs_from_suite(path, *game::chess(), {});
    ASSERT_EQ(list.errors.size(), 2u);
    EXPECT_THAT(list.errors[0].to_string(),
        HasSubstr(path + ":1: error: position rejected: no white king"));
    EXPECT_THAT(list.errors[1].to_string(), HasSubstr(path + ":2:"));
    ASSERT_EQ(list.jobs.size(), 1u);
}

TEST(PerftJobs, RandomJobsAskTheOracle) {
    JobLimits l;
    l.depth   = 2;
    auto list = random_jobs(*game::xiangqi(), 5, 3, l);
    ASSERT_EQ(list.jobs.size(), 5u);
    EXPECT_FALSE(list.jobs[0].expected);
    EXPECT_EQ(list.jobs[0].depth, 2);
}
