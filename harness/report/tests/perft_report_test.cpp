#include "harness/report/perft_report.h"
#include "harness/report/writers.h"
#include "harness/testing/report_schema.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

using namespace harness;
using ::testing::HasSubstr;

namespace {

std::vector<perft::PerftRecord> sample() {
    perft::PerftRecord ok;
    ok.job      = { "pos-1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 2, 25, "x.epd:1" };
    ok.status   = perft::Status::Ok;
    ok.expected = ok.got = 25;
    ok.elapsed_ms        = 5;
    perft::PerftRecord bad;
    bad.job      = { "pos-2 <&>", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", 1, 7, "x.epd:2" };
    bad.status   = perft::Status::Mismatch;
    bad.expected = 7;
    bad.got      = 6;
    perft::Divergence d;
    d.fen          = bad.job.fen;
    d.depth        = 1;
    d.missing      = { "e5d6" };
    bad.divergence = d;
    perft::PerftRecord crash;
    crash.job        = { "pos-3", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 3, std::nullopt, "random" };
    crash.status     = perft::Status::Crash;
    crash.detail     = "crash: engine ended";
    crash.transcript = "[     1 ms] > go perft 3\n";
    return { ok, bad, crash };
}

report::Report info() {
    report::Report r;
    r.command    = "perft";
    r.provenance = report::start_provenance({ "arbiter", "perft", "--random", "3" });
    report::finish(r.provenance);
    r.game = "chess";
    session::EngineSpec spec;
    spec.name = "mock";
    spec.cmd  = "./mock_engine";
    r.engines.push_back(report::engine_info("engine", spec, { "Mock 1", "nobody", {} }));
    r.config
        = { { "limits", { { "depth", 3 }, { "max_nodes", nullptr }, { "timeout_ms", 600000 } } },
              { "oracle", "reference" }, { "suites", nlohmann::ordered_json::array() },
              { "random", 3 }, { "seed", 1 }, { "workers", 1 } };
    r.results = sample();
    return r;
}

} // namespace

TEST(PerftReport, JsonHasDocumentedFields) {
    std::ostringstream out;
    report::write_json(out, info());
    const std::string path = ::testing::TempDir() + "perft_report_test.json";
    std::ofstream(path) << out.str();
    EXPECT_EQ(harness::testing::report_schema_errors(path), "");
    auto j = nlohmann::json::parse(out.str());
    EXPECT_EQ(j["schema_version"], 1);
    EXPECT_EQ(j["command"], "perft");
    EXPECT_EQ(j["command_line"], "arbiter perft --random 3");
    EXPECT_EQ(j["engines"][0]["id_name"], "Mock 1");
    EXPECT_EQ(j["config"]["limits"]["depth"], 3);
    EXPECT_EQ(j["results"][1]["elapsed_ms"], 0);
    ASSERT_EQ(j["results"].size(), 3u);
    EXPECT_EQ(j["results"][0]["status"], "ok");
    EXPECT_EQ(j["results"][1]["status"], "mismatch");
    EXPECT_EQ(j["results"][1]["expected"], 7);
    EXPECT_EQ(j["results"][1]["got"], 6);
    EXPECT_EQ(j["results"][1]["divergence"]["missing"][0], "e5d6");
    EXPECT_TRUE(j["results"][1]["divergence"]["path"].is_array());
    EXPECT_TRUE(j["results"][2]["expected"].is_null());
    EXPECT_THAT(j["results"][2]["transcript"].get<std::string>(), HasSubstr("go perft 3"));
    EXPECT_EQ(j["summary"]["total"], 3);
    EXPECT_EQ(j["summary"]["ok"], 1);
    EXPECT_EQ(j["summary"]["mismatch"], 1);
    EXPECT_EQ(j["summary"]["crash"], 1);
    EXPECT_EQ(j["summary"]["nps"], 5000); // 25 nodes in 5 ms, over the passed positions
}

TEST(PerftReport, JunitHasOneTestcasePerJobAndEscapes) {
    std::ostringstream out;
    report::write_junit(out, info());
    auto x = out.str();
    EXPECT_THAT(x, HasSubstr("tests=\"3\" failures=\"1\" errors=\"1\""));
    EXPECT_THAT(x, HasSubstr("pos-2 &lt;&amp;&gt; depth 1"));
    EXPECT_THAT(x, HasSubstr("<failure message=\"perft mismatch\">"));
    EXPECT_THAT(x, HasSubstr("<error message=\"crash\">"));
    EXPECT_THAT(x, HasSubstr("missing moves: e5d6"));
}

TEST(PerftReport, TextNamesTheDivergenceAndSummarises) {
    std::ostringstream out;
    report::write_terminal(out, info());
    auto t = out.str();
    EXPECT_THAT(t, HasSubstr("mismatch: pos-2"));
    EXPECT_THAT(t, HasSubstr("missing moves: e5d6"));
    EXPECT_THAT(t, HasSubstr("transcript (last lines):"));
    EXPECT_THAT(t, HasSubstr("mock"));
}

TEST(PerftReport, ResultsRoundTripThroughTheJournalForm) {
    for (const auto& r : sample()) {
        auto back = report::perft_result_from_json(report::result_to_json(r));
        ASSERT_TRUE(back);
        EXPECT_EQ(back->job.id, r.job.id);
        EXPECT_EQ(back->job.depth, r.job.depth);
        EXPECT_EQ(back->status, r.status);
        EXPECT_EQ(back->expected, r.expected);
        EXPECT_EQ(back->got, r.got);
        EXPECT_EQ(back->transcript, r.transcript);
        EXPECT_EQ(back->divergence.has_value(), r.divergence.has_value());
        EXPECT_EQ(report::result_to_json(*back), report::result_to_json(r));
    }
    EXPECT_FALSE(report::perft_result_from_json(nlohmann::json { { "id", "x" } }));
}

TEST(PerftReport, AJournalLineWithANegativeCountIsRefusedNotWrapped) {
    // The red-team line: "got": -5 resumed as 18446744073709551611.
    auto j = report::result_to_json(sample().front());
    ASSERT_TRUE(report::perft_result_from_json(j));
    for (const char* key : { "got", "expected", "depth", "elapsed_ms" }) {
        auto bad = nlohmann::json::parse(j.dump());
        bad[key] = -5;
        EXPECT_FALSE(report::perft_result_from_json(bad)) << key;
    }
}

TEST(XmlEscape, EscapesSpecialsAndControlBytes) {
    EXPECT_EQ(report::xml_escape("a<b>&\"'\x01\xff"), "a&lt;b&gt;&amp;&quot;&apos;\xEF\xBF\xBD");
}
