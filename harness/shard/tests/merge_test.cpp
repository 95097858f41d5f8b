// Merging shard reports (synthetic perft and match reports written as the commands write
// them): the unsharded order, the match statistics recomputed on the merged pairs, and the
// refusals -- another run (naming the field), a missing, duplicated or incomplete shard, an
// edited digest, a report that is not a shard's.

#include "harness/shard/merge.h"
#include "harness/testing/temp_dir.h"

#include "harness/report/writers.h"
#include "harness/run/run_identity.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>

namespace {

using namespace harness;
using ::testing::HasSubstr;

// A perft report of `total` jobs "p0".."p{total-1}"; shard s (batchless) keeps its slots.
report::Report perft_frame(int depth = 3) {
    report::Report r;
    r.command = "perft";
    r.game    = "chess";
    report::EngineInfo e;
    e.role = "engine";
    e.name = "sable";
    e.cmd  = "/bin/sable";
    r.engines.push_back(e);
    r.config
        = { { "limits", { { "depth", depth }, { "max_nodes", nullptr }, { "timeout_ms", 1 } } },
              { "oracle", "reference" }, { "suites", nlohmann::ordered_json::array() },
              { "random", 10 }, { "seed", 1 }, { "workers", 1 } };
    r.provenance.started_at  = "2026-12-01T05:00:00Z";
    r.provenance.finished_at = "2026-12-01T05:00:10Z";
    r.provenance.host        = "node";
    return r;
}

perft::PerftRecord perft_result(std::size_t slot) {
    perft::PerftRecord o;
    o.job.id    = "p" + std::to_string(slot);
    o.job.fen   = "8/8/8/8/8/8/8/K6k w - - 0 1";
    o.job.depth = 3;
    o.status    = slot == 4 ? perft::Status::Mismatch : perft::Status::Ok;
    return o;
}

// Write shard k/n of a run to a file; its path.
std::string write_shard(report::Report frame, int k, int n, std::size_t total,
    const std::string& tag, std::optional<int> batch = std::nullopt, std::size_t batch_size = 0) {
    const auto     identity = run::run_identity(report::to_json(frame));
    run::ShardInfo info;
    info.shard        = { k, n };
    info.digest       = run::config_digest(identity);
    info.run_id       = info.digest;
    info.total        = total;
    std::size_t begin = 0, end = total;
    if (batch) {
        info.batch           = batch;
        info.batch_size      = batch_size;
        std::tie(begin, end) = *run::batch_window(*batch, batch_size, total);
    }
    const auto slots = run::shard_slots(begin, end, info.shard);
    info.slots       = slots.size();
    if (frame.command == "perft") {
        report::PerftResults rs;
        for (auto s : slots) rs.push_back(perft_result(s));
        frame.results = rs;
    }
    frame.config["shard"]  = run::to_json(info);
    const std::string path = harness::testing::temp_dir() + "/arbiter_merge_test_" + tag + "_"
        + std::to_string(k) + "_" + std::to_string(batch.value_or(0)) + ".json";
    std::ofstream out(path);
    report::write_json(out, frame);
    return path;
}

engine::core::Expected<report::Report, shard::MergeErrors> merge_files(
    const std::vector<std::string>& paths) {
    std::vector<shard::ShardReport> shards;
    for (const auto& p : paths) {
        auto s = shard::load_shard_report(p);
        EXPECT_TRUE(s) << s.error().to_string();
        if (s) shards.push_back(std::move(*s));
    }
    return shard::merge_shards(shards, report::start_provenance({ "arbiter", "merge" }));
}

// Every error of a merge, one per line ("" for a merged report).
std::string joined(const engine::core::Expected<report::Report, shard::MergeErrors>& merge) {
    std::string s;
    if (!merge)
        for (const auto& e : merge.error()) s += e + "\n";
    return s;
}

// The merge of `paths` fails, one message containing `message`.
void expect_refused(const std::vector<std::string>& paths, const std::string& message) {
    auto m = merge_files(paths);
    EXPECT_FALSE(m);
    EXPECT_THAT(joined(m), HasSubstr(message));
}

TEST(Merge, PerftShardsInTheUnshardedOrder) {
    const auto frame = perft_frame();
    auto       m     = merge_files({ write_shard(frame, 3, 3, 10, "order"),
                  write_shard(frame, 1, 3, 10, "order"), write_shard(frame, 2, 3, 10, "order") });
    ASSERT_TRUE(m) << joined(m);
    const auto& rs = std::get<report::PerftResults>(m->results);
    ASSERT_EQ(rs.size(), 10u);
    for (std::size_t i = 0; i < rs.size(); ++i) EXPECT_EQ(rs[i].job.id, "p" + std::to_string(i));
    EXPECT_FALSE(m->config.contains("shard"));
    EXPECT_EQ(m->config["merged"]["shards"], 3);
    EXPECT_EQ(m->provenance.elapsed_ms, 10000);
}

TEST(Merge, MissingShardIsNamed) {
    const auto frame = perft_frame();
    expect_refused(
        { write_shard(frame, 1, 4, 10, "missing"), write_shard(frame, 3, 4, 10, "missing") },
        "missing shards 2/4, 4/4");
}

TEST(Merge, DuplicatedShardIsNamed) {
    const auto frame = perft_frame();
    const auto a     = write_shard(frame, 1, 2, 10, "dup");
    expect_refused({ a, a, write_shard(frame, 2, 2, 10, "dup") }, "shard 1/2 given twice");
}

TEST(Merge, ShardOfAnotherRunIsRefusedNamingTheField) {
    auto m = merge_files({ write_shard(perft_frame(3), 1, 2, 10, "other_a"),
        write_shard(perft_frame(4), 2, 2, 10, "other_b") });
    EXPECT_FALSE(m);
    const auto text = joined(m);
    EXPECT_THAT(text, HasSubstr("a shard of another run"));
    EXPECT_THAT(text, HasSubstr("limits:"));
    EXPECT_THAT(text, HasSubstr("\"depth\":3"));
    EXPECT_THAT(text, HasSubstr("\"depth\":4"));
    // Another shard count: another split, another run.
    expect_refused({ write_shard(perft_frame(), 1, 2, 10, "count_a"),
                       write_shard(perft_frame(), 2, 3, 10, "count_b") },
        "shard.count: 2 in");
}

TEST(Merge, ShardOfAnotherArbiterVersionIsRefused) {
    auto older                       = perft_frame();
    older.provenance.arbiter_version = "0.0.9";
    expect_refused({ write_shard(perft_frame(), 1, 2, 10, "version"),
                       write_shard(older, 2, 2, 10, "version") },
        "arbiter_version: \"\" in");
}

TEST(Merge, EditedReportIsRefused) {
    const auto    path = write_shard(perft_frame(), 1, 1, 4, "edited");
    std::ifstream in(path);
    auto          j     = nlohmann::json::parse(in);
    j["config"]["seed"] = 2;
    std::ofstream(path) << j.dump();
    auto s = shard::load_shard_report(path);
    ASSERT_FALSE(s);
    EXPECT_THAT(s.error().message, HasSubstr("not the digest of the report's configuration"));
}

// Red team: 100,000 nested arrays in a shard's config crashed `arbiter merge` (SIGSEGV while
// copying the config). Refused before parsing, with the place and the limit.
TEST(Merge, DeepNestingIsRefusedBeforeParsing) {
    const auto    path = write_shard(perft_frame(), 1, 1, 4, "deep");
    std::ifstream in(path);
    auto          text = nlohmann::json::parse(in).dump();
    text.insert(text.find("\"config\":{") + 10,
        "\"x\":" + std::string(100000, '[') + std::string(100000, ']') + ",");
    std::ofstream(path) << text;
    auto s = shard::load_shard_report(path);
    ASSERT_FALSE(s);
    EXPECT_THAT(s.error().to_string(), HasSubstr(path + ":1:"));
    EXPECT_THAT(
        s.error().to_string(), HasSubstr(": error: nesting deeper than 64: '[' opens level 65"));
}

// Red team: config.shard.count = 10^9 in a shard report grew `arbiter merge` to 24 GB (one
// "missing shard" name per absent shard), total = 10^12 threw std::bad_alloc. The counts are
// checked before anything is allocated from them; the shard block is not part of the digest, so
// this is all that stops them.
TEST(Merge, ForgedCountsAreRefusedBeforeAllocating) {
    const auto path = write_shard(perft_frame(), 1, 2, 10, "forged");
    const auto with = [&](const char* key, std::uint64_t value) {
        std::ifstream in(path);
        auto          j           = nlohmann::json::parse(in);
        j["config"]["shard"][key] = value;
        const std::string forged  = path + "." + key;
        std::ofstream(forged) << j.dump();
        return shard::load_shard_report(forged);
    };
    auto count = with("count", 1000000000);
    ASSERT_FALSE(count);
    EXPECT_EQ(count.error().to_string(),
        path
            + ".count: error: config.shard.count is not a whole number from 1 to 100000, got "
              "'1000000000'");
    auto total = with("total", 1000000000000);
    ASSERT_FALSE(total);
    EXPECT_THAT(total.error().message, HasSubstr("total is not a whole number from 0 to 10000000"));
}

// Within the limits, 10^5 shards of 10^7 batches would still be 10^12 missing names: ten are
// named and the rest counted, at once.
TEST(Merge, MissingShardsOfAHugeRunAreCountedNotListed) {
    auto       frame = perft_frame();
    const auto path  = write_shard(frame, 1, 100000, 10000000, "huge", 10000000, 1);
    auto       start = std::chrono::steady_clock::now();
    auto       m     = merge_files({ path });
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
    EXPECT_FALSE(m);
    EXPECT_THAT(joined(m),
        HasSubstr("missing shards 1/100000 of batch 1, 2/100000 of batch 1, 3/100000 of batch "
                  "1, 4/100000 of batch 1, 5/100000 of batch 1, 6/100000 of batch 1, 7/100000 of "
                  "batch 1, 8/100000 of batch 1, 9/100000 of batch 1, 10/100000 of batch 1 and "
                  "999999999989 more (run "));
}

TEST(Merge, ReportWithoutShardIsRefused) {
    const std::string path = harness::testing::temp_dir() + "/arbiter_merge_test_plain.json";
    std::ofstream     out(path);
    report::write_json(out, perft_frame());
    out.close();
    auto s = shard::load_shard_report(path);
    ASSERT_FALSE(s);
    EXPECT_THAT(s.error().to_string(), HasSubstr(path + ": error: not a shard report"));
}

TEST(Merge, IncompleteShardIsNamed) {
    const auto    path = write_shard(perft_frame(), 2, 2, 10, "incomplete");
    std::ifstream in(path);
    auto          j = nlohmann::json::parse(in);
    j["results"].erase(j["results"].begin());
    std::ofstream(path) << j.dump();
    expect_refused({ write_shard(perft_frame(), 1, 2, 10, "incomplete"), path },
        "shard 2/2 has 4 of its 5 results");
}

// A match report whose games are given by (round, result for engine 0 from its own side).
report::Report match_frame() {
    report::Report r;
    r.command = "match";
    r.game    = "chess";
    for (const char* n : { "new", "old" }) {
        report::EngineInfo e;
        e.role = std::string(n) == "new" ? "engine" : "opponent";
        e.name = n;
        e.cmd  = "/bin/sable";
        r.engines.push_back(e);
    }
    r.config = { { "variant", "chess" }, { "rounds", 12 }, { "games_per_round", 2 },
        { "limits", { { "tc", { "nodes=100", "nodes=100" } } } }, { "workers", 1 } };
    return r;
}

match::GameEntry game(int round, int g) {
    match::GameEntry e;
    e.round = round;
    e.game  = g;
    e.white = g;
    // engine 0 wins both games of rounds divisible by 3, draws the rest.
    const bool win     = round % 3 == 0;
    e.played.result    = !win ? engine::core::GameResult::Draw
           : e.white == 0     ? engine::core::GameResult::FirstWins
                              : engine::core::GameResult::SecondWins;
    e.played.reason    = match::EndReason::DrawAdjudication;
    e.played.start_fen = "startpos";
    e.opening          = "startpos";
    return e;
}

std::string write_match_shard(int k, int n, int batch, const std::string& tag) {
    auto           frame    = match_frame();
    const auto     identity = run::run_identity(report::to_json(frame));
    run::ShardInfo info;
    info.shard      = { k, n };
    info.digest     = run::config_digest(identity);
    info.run_id     = "campaign";
    info.total      = 12;
    info.batch      = batch;
    info.batch_size = 4;
    auto [b, e]     = *run::batch_window(batch, 4, 12);
    report::MatchResults m;
    m.sprt = stats::SprtConfig { 0, 10, 0.05, 0.05, stats::EloModel::Normalized };
    for (auto s : run::shard_slots(b, e, info.shard)) {
        m.games.push_back(game(int(s), 0));
        m.games.push_back(game(int(s), 1));
        ++info.slots;
    }
    m.summary              = match::summarize(m.games, 2, m.sprt);
    frame.results          = m;
    frame.config["shard"]  = run::to_json(info);
    const std::string path = harness::testing::temp_dir() + "/arbiter_merge_test_" + tag + "_"
        + std::to_string(k) + "_" + std::to_string(batch) + ".json";
    std::ofstream out(path);
    report::write_json(out, frame);
    return path;
}

TEST(Merge, MatchBatchesGiveTheStatisticsOfTheMergedPairs) {
    std::vector<std::string> paths;
    for (int batch = 1; batch <= 2; ++batch)
        for (int k = 1; k <= 2; ++k) paths.push_back(write_match_shard(k, 2, batch, "match"));
    auto m = merge_files(paths);
    ASSERT_TRUE(m) << joined(m);
    const auto& r = std::get<report::MatchResults>(m->results);
    ASSERT_EQ(r.games.size(), 16u);
    std::vector<match::GameEntry> direct;
    for (int round = 0; round < 8; ++round) {
        EXPECT_EQ(r.games[std::size_t(2 * round)].round, round);
        direct.push_back(game(round, 0));
        direct.push_back(game(round, 1));
    }
    const auto expected = match::summarize(direct, 2, r.sprt);
    EXPECT_EQ(r.summary.pairs.counts, expected.pairs.counts);
    EXPECT_EQ(r.summary.pairs.counts[4], 3); // rounds 0, 3, 6
    ASSERT_TRUE(r.summary.sprt);
    EXPECT_DOUBLE_EQ(r.summary.sprt->llr, expected.sprt->llr);
    EXPECT_EQ(m->config["merged"]["batches"], 2);
    EXPECT_EQ(m->config["merged"]["run_id"], "campaign");
}

TEST(Merge, MissingShardOfABatchIsNamed) {
    expect_refused({ write_match_shard(1, 2, 1, "mbatch"), write_match_shard(2, 2, 1, "mbatch"),
                       write_match_shard(1, 2, 2, "mbatch") },
        "missing shard 2/2 of batch 2 (run campaign)");
}

} // namespace
