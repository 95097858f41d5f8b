// Hostile sizes are refused before anything is sized by them (issue 60): a tournament whose
// rounds x pairings pass what a run may hold (50 engines, -rounds 1000000: 1.2 x 10^9 slots,
// 9.8 GB before), more engines than a tournament holds, a forged shard report listing 3000
// engines (4.5 x 10^6 pairings, 4.4 GB before), a bisect reproducer that never ends
// (/dev/zero: 4.2 GB before). Each is a usage error naming the limit.

#include "arbiter_run.h"

#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace {

using arbiter_test::Bin;
using arbiter_test::run;
using ::testing::HasSubstr;
namespace fs = std::filesystem;

fs::path dir() { return harness::testing::temp_dir(); }

std::string engines(int n) {
    std::string out;
    for (int i = 0; i < n; ++i) out += " -engine cmd=" + Bin + "/sable name=e" + std::to_string(i);
    return out;
}

TEST(ArbiterBounds, RoundsTimesPairingsPastWhatARunHoldsAreRefused) {
    const auto r = run("match" + engines(50) + " -each depth=1 -rounds 1000000");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("1225000000 rounds are more than a run may hold (10000000)"));
}

TEST(ArbiterBounds, MoreEnginesThanATournamentHoldsAreRefused) {
    const auto r = run("match" + engines(257) + " -each depth=1");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("257 engines: a tournament holds at most 256"));
}

TEST(ArbiterBounds, AShardReportListingThousandsOfEnginesIsRefused) {
    const auto shard = (dir() / "shard-1.json").string();
    auto       r     = run(
                  "match" + engines(3) + " -each depth=1 -rounds 2 --shard 1/2 --json " + shard + " --quiet");
    ASSERT_EQ(r.code, 0) << r.out;
    nlohmann::json j;
    std::ifstream(shard) >> j;
    const auto one = j["engines"][0];
    for (int i = 3; i < 3000; ++i) {
        j["engines"].push_back(one);
        j["engines"].back()["name"] = "forged" + std::to_string(i);
    }
    std::ofstream(shard) << j.dump();
    r = run("merge " + shard + " --json " + (dir() / "merged.json").string());
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("3000 engines: a run holds at most 256"));
}

TEST(ArbiterBounds, ABisectReproducerThatNeverEndsIsRefusedAtItsLimit) {
    const auto r = run(
        "bisect --repo " + dir().string() + " --good HEAD~1 --criterion crash --replay /dev/zero");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(
        r.out, HasSubstr("/dev/zero: error: larger than 64 MiB, the limit for a reproducer"));
}

} // namespace
