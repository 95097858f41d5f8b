// A tournament split with --shard K/N and put together with arbiter merge gives the unsharded
// tournament's report: every pairing's games (openings, colours, moves, results), the summaries
// and the joint ratings; a shard plays only its (pairing, round) slots, and --batch is refused.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "shard_support.h"

namespace {

using namespace arbiter_test;
using ::testing::HasSubstr;

const std::string Mock = Bin + "/mock_engine";

// Three mock engines, one of which plays an illegal move from ply 9 on: games of different
// lengths, results of every kind.
std::string mock_tournament(int rounds) {
    return "match -engine cmd=" + Mock + " name=a -engine cmd=" + Mock
        + " name=bad arg=--illegal-at arg=9 -engine cmd=" + Mock
        + " name=c arg=--illegal-at arg=15 -each nodes=10 -rounds " + std::to_string(rounds)
        + " -maxmoves 20 -openings file=" + suite("chess/tactics/wac.epd")
        + " order=random -srand 5 --quiet";
}

// Each game with its pairing, without what is measured.
nlohmann::json pairing_games(const nlohmann::json& report) {
    auto out   = games_of(report);
    auto games = report["results"];
    for (std::size_t i = 0; i < out.size(); ++i) out[i].push_back(games[i]["pairing"]);
    return out;
}

TEST(ArbiterTournamentShard, ShardsMergeToTheUnshardedTournament) {
    const auto d    = fresh_dir("tournament_shard");
    auto       full = run(mock_tournament(3) + " --json " + d + "/full.json");
    ASSERT_EQ(full.code, 0) << full.out;
    std::string shards;
    for (int k = 1; k <= 2; ++k) {
        const auto path = d + "/shard-" + std::to_string(k) + ".json";
        auto r = run(mock_tournament(3) + " --shard " + std::to_string(k) + "/2 --json " + path);
        ASSERT_EQ(r.code, 0) << r.out;
        const auto j = read_json(path);
        EXPECT_EQ(j["config"]["shard"]["total"], 9); // 3 pairings of 3 rounds
        EXPECT_EQ(j["config"]["shard"]["slots"], k == 1 ? 5 : 4);
        EXPECT_EQ(j["results"].size(), k == 1 ? 10u : 8u);
        shards = path + " " + shards;
    }
    auto m = run("merge " + shards + "--json " + d + "/merged.json --markdown " + d + "/m.md");
    ASSERT_EQ(m.code, 0) << m.out;
    EXPECT_THAT(m.out, HasSubstr("| pairing |"));
    const auto a = read_json(d + "/full.json"), b = read_json(d + "/merged.json");
    ASSERT_EQ(b["results"].size(), 18u);
    EXPECT_EQ(b["command"], "tournament");
    EXPECT_EQ(pairing_games(a), pairing_games(b));
    EXPECT_EQ(untimed_summary(a), untimed_summary(b));
    EXPECT_EQ(b["config"]["merged"]["shards"], 2);
    // one shard alone is a missing shard, named
    auto missing = run("merge " + d + "/shard-1.json");
    EXPECT_EQ(missing.code, 2) << missing.out;
    EXPECT_THAT(missing.out, HasSubstr("missing shard 2/2"));
}

TEST(ArbiterTournamentShard, BatchesAreRefused) {
    auto r = run(mock_tournament(2) + " --shard 1/2 --batch 1 --batch-size 1");
    EXPECT_EQ(r.code, 2) << r.out;
    EXPECT_THAT(r.out, HasSubstr("--batch"));
}

} // namespace
