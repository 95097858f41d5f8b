// A probe's typed evidence as the report writes it (the keys in the order the report has always
// had them), and the good revision's bench signature read from a fresh probe and from a journal.

#include "harness/bisect/probe_data.h"

#include <gtest/gtest.h>

namespace {

using harness::bisect::CrashData;
using harness::bisect::CrashFinding;
using harness::bisect::good_bench_signature;
using harness::bisect::JournaledData;
using harness::bisect::PositionData;
using harness::bisect::ProbeData;
using harness::bisect::to_json;

TEST(ProbeData, NothingMeasuredIsAnEmptyObject) { EXPECT_EQ(to_json(ProbeData {}).dump(), "{}"); }

TEST(ProbeData, PositionRowsKeepTheReportsKeys) {
    PositionData d;
    d.rows.push_back(
        { "wac.001", "8/8/8/8/8/8/8/K6k w - - 0 1", "solved", "a1a2", { "a1a2" }, {} });
    d.solved = 1;
    EXPECT_EQ(to_json(d).dump(),
        R"({"positions":[{"id":"wac.001","fen":"8/8/8/8/8/8/8/K6k w - - 0 1","status":"solved",)"
        R"("bestmove":"a1a2","bm":["a1a2"],"am":[]}],"solved":1})");
}

TEST(ProbeData, ACrashNamesItsOracleAfterTheLines) {
    CrashData quiet { { "uci", "go depth 2" }, "lines.txt", std::nullopt };
    EXPECT_EQ(to_json(quiet).dump(), R"({"lines":["uci","go depth 2"],"source":"lines.txt"})");
    auto fired    = quiet;
    fired.finding = CrashFinding { "crash", "SIGSEGV", "> go depth 2" };
    EXPECT_EQ(to_json(fired).dump(),
        R"({"lines":["uci","go depth 2"],"source":"lines.txt","kind":"crash",)"
        R"("detail":"SIGSEGV","transcript":"> go depth 2"})");
}

TEST(ProbeData, TheGoodBenchSignatureComesFromTheBaseRunsWhenTheyAgree) {
    harness::gate::BenchData bench;
    bench.base.signature     = 123456;
    bench.base.deterministic = true;
    EXPECT_EQ(good_bench_signature(harness::gate::StepData { bench }), 123456U);
    bench.base.deterministic = false;
    EXPECT_EQ(good_bench_signature(harness::gate::StepData { bench }), std::nullopt);
    EXPECT_EQ(good_bench_signature(ProbeData {}), std::nullopt);
}

TEST(ProbeData, AJournaledStepIsWrittenBackAsItWasReadAndKeepsItsSignature) {
    const auto numbers = nlohmann::ordered_json::parse(
        R"({"base":{"signature":987,"deterministic":true},"candidate":{}})");
    const ProbeData journaled = JournaledData { numbers };
    EXPECT_EQ(to_json(journaled), numbers);
    EXPECT_EQ(good_bench_signature(journaled), 987U);
    const ProbeData disagreeing = JournaledData { nlohmann::ordered_json::parse(
        R"({"base":{"signature":987,"deterministic":false}})") };
    EXPECT_EQ(good_bench_signature(disagreeing), std::nullopt);
}

} // namespace
