// The tune's pure parts (tune_run.h): its journal records read back, the shard of each pair,
// the exit code of each end.

#include "harness/tune/tune_run.h"

#include <gtest/gtest.h>

namespace {

using harness::tune::PairRecord;
using harness::tune::TuneEnd;

TEST(TuneRun, APairRecordReadsBackAsWritten) {
    PairRecord p;
    p.k             = 17;
    p.plus          = { 330, 95 };
    p.minus         = { 310, 85 };
    p.wins          = 1;
    p.draws         = 1;
    p.faults        = 1;
    p.opening       = "8/8/8/8/8/8/8/K6k w - - 0 1";
    const auto back = harness::tune::pair_from_json(nlohmann::json::parse(to_json(p).dump()));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->k, 17);
    EXPECT_EQ(back->plus, p.plus);
    EXPECT_EQ(back->minus, p.minus);
    EXPECT_EQ(back->result(), 1);
    EXPECT_EQ(back->faults, 1);
    EXPECT_EQ(back->opening, p.opening);
}

TEST(TuneRun, RecordsThatAreNotPairsAreRefused) {
    for (const char* text : { R"({"run": {}})", R"({"pair": 0, "plus": [], "minus": [],
             "wins": 0, "draws": 0, "losses": 0})",
             R"({"pair": 3, "plus": [1], "minus": [1], "wins": 2, "draws": 1, "losses": 0})",
             R"({"pair": 3, "plus": "x", "minus": [1], "wins": 0, "draws": 0, "losses": 0})",
             R"([1, 2])" })
        EXPECT_FALSE(harness::tune::pair_from_json(nlohmann::json::parse(text))) << text;
}

TEST(TuneRun, PairsGoToShardsInTurn) {
    EXPECT_EQ(harness::tune::shard_of(1, 3), 1);
    EXPECT_EQ(harness::tune::shard_of(2, 3), 2);
    EXPECT_EQ(harness::tune::shard_of(3, 3), 3);
    EXPECT_EQ(harness::tune::shard_of(4, 3), 1);
    EXPECT_EQ(harness::tune::shard_of(5, 1), 1);
}

TEST(TuneRun, EachEndHasItsExitCode) {
    harness::tune::TuneRun        r;
    const std::pair<TuneEnd, int> cases[] = { { TuneEnd::Held, 0 }, { TuneEnd::NotVerified, 0 },
        { TuneEnd::Failed, 1 }, { TuneEnd::Inconclusive, 1 }, { TuneEnd::ShardWait, 2 },
        { TuneEnd::Unusable, 2 }, { TuneEnd::Interrupted, 130 } };
    for (auto [end, code] : cases) {
        r.end = end;
        EXPECT_EQ(harness::tune::exit_code(r), code) << to_string(end);
    }
    r.end   = TuneEnd::Unusable;
    r.error = harness::run::WorkerError {};
    EXPECT_EQ(harness::tune::exit_code(r), 3); // the engine did not start
}

} // namespace
