// The tune's journals: each shard's file name, its records read back (a line that is neither a
// pair nor a verification game is named), and a shard reading the others' pairs only from
// journals of its own tune.

#include "harness/tune/tune_journal.h"

#include "harness/run/journal.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

namespace {

using namespace harness;

tune::PairRecord pair(int k) {
    tune::PairRecord p;
    p.k     = k;
    p.plus  = { 340 };
    p.minus = { 330 };
    p.wins  = 1;
    return p;
}

match::GameEntry game() {
    match::GameEntry g;
    g.played.result = engine::core::GameResult::Draw;
    g.played.reason = match::EndReason::DrawAdjudication;
    return g;
}

TEST(TuneJournal, OneFilePerShard) {
    EXPECT_EQ(tune::journal_path("out", { 1, 1 }), "out/journal.jsonl");
    EXPECT_EQ(tune::journal_path("out", { 2, 3 }), "out/journal-2-of-3.jsonl");
}

TEST(TuneJournal, RecordsComeBackAsPairsAndVerificationGames) {
    tune::TuneConfig                  c;
    const std::vector<nlohmann::json> records { nlohmann::json(tune::pair_record(pair(1))),
        tune::verify_record(game()), nlohmann::json(tune::pair_record(pair(2))) };
    EXPECT_EQ(tune::read_records(records, "j.jsonl", c), std::nullopt);
    ASSERT_EQ(c.previous.size(), 2u);
    EXPECT_EQ(c.previous[1].k, 2);
    EXPECT_EQ(c.previous[0].plus, std::vector<std::int64_t> { 340 });
    ASSERT_EQ(c.verify_previous.size(), 1u);
    EXPECT_EQ(c.verify_previous[0].played.result, engine::core::GameResult::Draw);
}

TEST(TuneJournal, ALineOfAnotherKindIsNamedByItsLine) {
    tune::TuneConfig                  c;
    const std::vector<nlohmann::json> records { nlohmann::json(tune::pair_record(pair(1))),
        { { "pairing", 1 } } };
    EXPECT_EQ(tune::read_records(records, "out/journal.jsonl", c),
        "out/journal.jsonl:3: not a pair of this tune");
}

TEST(TuneJournal, AShardReadsTheOthersPairsOnlyFromItsOwnTune) {
    const auto out = (std::filesystem::path(harness::testing::temp_dir()) / "tune-shards").string();
    std::filesystem::create_directories(out);
    const nlohmann::json id { { "command", "tune" }, { "seed", 1 } };
    auto                 write = [&](int shard, const nlohmann::json& run, int k) {
        auto mine     = run;
        mine["shard"] = shard;
        auto j = run::Journal::open(tune::journal_path(out, { shard, 3 }), false, mine);
        ASSERT_TRUE(j);
        j->append(tune::pair_record(pair(k)));
    };
    write(2, id, 2);
    write(3, { { "command", "tune" }, { "seed", 2 } }, 3); // another tune's journal
    const auto others = tune::other_shards(out, { 1, 3 }, id)();
    ASSERT_EQ(others.size(), 1u);
    EXPECT_EQ(others[0].k, 2);
}

} // namespace
