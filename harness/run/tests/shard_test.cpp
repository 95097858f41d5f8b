// Shards: K/N parsing (errors quote the text), the split (every slot in exactly one shard, in
// the unsharded order: shard_prop.cpp), batch windows, the digest and the config.shard JSON.

#include "harness/run/shard.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

namespace {

using namespace harness::run;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

TEST(Shard, ParsesKOfN) {
    auto s = parse_shard("2/4");
    ASSERT_TRUE(s);
    EXPECT_EQ(s->index, 2);
    EXPECT_EQ(s->count, 4);
    EXPECT_EQ(to_string(*s), "2/4");
}

TEST(Shard, RejectsBadTextQuotingIt) {
    for (const char* bad : { "", "3", "0/4", "5/4", "a/4", "1/0", "-1/4", "1/4x", "1/1000001" }) {
        auto s = parse_shard(bad);
        ASSERT_FALSE(s) << bad;
        EXPECT_THAT(s.error().message, HasSubstr("'" + std::string(bad) + "'")) << bad;
    }
    EXPECT_THAT(parse_shard("0/4").error().message, HasSubstr("K counts from 1"));
}

TEST(Shard, SlotsInterleave) {
    EXPECT_THAT(shard_slots(0, 10, { 1, 3 }), ElementsAre(0, 3, 6, 9));
    EXPECT_THAT(shard_slots(0, 10, { 3, 3 }), ElementsAre(2, 5, 8));
    EXPECT_THAT(shard_slots(20, 26, { 2, 4 }), ElementsAre(21, 25));
}

TEST(Shard, BatchWindows) {
    EXPECT_EQ(
        batch_window(1, 4, 10), std::make_optional(std::pair<std::size_t, std::size_t>(0, 4)));
    EXPECT_EQ(
        batch_window(3, 4, 10), std::make_optional(std::pair<std::size_t, std::size_t>(8, 10)));
    EXPECT_FALSE(batch_window(4, 4, 10));
    EXPECT_FALSE(batch_window(0, 4, 10));
}

TEST(Shard, DigestIsStableAndSensitive) {
    nlohmann::json a = { { "game", "chess" }, { "rounds", 10 } };
    nlohmann::json b = { { "rounds", 10 }, { "game", "chess" } };
    nlohmann::json c = { { "game", "chess" }, { "rounds", 11 } };
    EXPECT_EQ(config_digest(a), config_digest(b));
    EXPECT_NE(config_digest(a), config_digest(c));
    EXPECT_EQ(config_digest(a).size(), 16u);
}

TEST(Shard, InfoRoundTrips) {
    ShardInfo s;
    s.shard      = { 2, 3 };
    s.run_id     = "nightly-7";
    s.digest     = "0123456789abcdef";
    s.slots      = 4;
    s.total      = 12;
    s.batch      = 2;
    s.batch_size = 6;
    auto back    = shard_info_from_json(nlohmann::json::parse(to_json(s).dump()));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->shard, s.shard);
    EXPECT_EQ(back->run_id, "nightly-7");
    EXPECT_EQ(back->batch, 2);
    EXPECT_EQ(back->batch_size, 6u);
    EXPECT_FALSE(shard_info_from_json(nlohmann::json { { "index", 5 }, { "count", 4 } }));
}

// Red team: a forged count of 10^9 shards grew `merge` to 24 GB, a total of 10^12 slots threw
// std::bad_alloc. Each count read back is checked against its limit first, and the error names
// the field, its value and the range.
TEST(Shard, InfoCountsAreCheckedAgainstTheirLimits) {
    const auto block = [](const char* key, nlohmann::json value) {
        nlohmann::json j = { { "index", 1 }, { "count", 2 }, { "run_id", "r" }, { "digest", "d" },
            { "slots", 5 }, { "total", 10 } };
        j[key]           = std::move(value);
        return shard_info_from_json(nlohmann::json::parse(j.dump()));
    };
    ASSERT_TRUE(block("slots", 5));
    EXPECT_EQ(block("count", 1000000000).error().message,
        "config.shard.count is not a whole number from 1 to 100000, got '1000000000'");
    EXPECT_EQ(block("total", 1000000000000).error().message,
        "config.shard.total is not a whole number from 0 to 10000000, got '1000000000000'");
    EXPECT_EQ(block("slots", -5).error().message,
        "config.shard.slots is not a whole number from 0 to 10000000, got '-5'");
    EXPECT_THAT(block("count", 2.5).error().message, HasSubstr("got '2.5'"));
    EXPECT_EQ(block("slots", 11).error().message, "config.shard: slots 11 is more than total 10");
    EXPECT_EQ(block("index", 3).error().message, "config.shard: index 3 is past count 2");
    EXPECT_EQ(block("batch", 1000000000).error().message,
        "config.shard.batch is not a whole number from 1 to 10000000, got '1000000000'");
    auto batch = nlohmann::json::parse(R"({"index": 1, "count": 2, "run_id": "r", "digest": "d",
        "slots": 0, "total": 10, "batch": 3, "batch_size": 5})");
    EXPECT_EQ(shard_info_from_json(batch).error().message,
        "config.shard: batch 3 of 5 slots starts past total 10");
    batch.erase("batch_size");
    EXPECT_THAT(shard_info_from_json(batch).error().message, HasSubstr("batch_size"));
}

} // namespace
