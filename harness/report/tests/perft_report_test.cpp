#include "harness/report/perft_report.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>

using namespace harness;
using ::testing::HasSubstr;

namespace {

std::vector<perft::PerftOutcome> sample() {
    perft::PerftOutcome ok;
    ok.job      = { "pos-1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 2, 25, "x.epd:1" };
    ok.status   = perft::Status::Ok;
    ok.expected = ok.got = 25;
    perft::PerftOutcome bad;
    bad.job      = { "pos-2 <&>", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", 1, 7, "x.epd:2" };
    bad.status   = perft::Status::Mismatch;
    bad.expected = 7;
    bad.got      = 6;
    perft::Divergence d;
    d.fen          = bad.job.fen;
    d.depth        = 1;
    d.missing      = { "e5d6" };
    bad.divergence = d;
    perft::PerftOutcome crash;
    crash.job        = { "pos-3", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 3, std::nullopt, "random" };
    crash.status     = perft::Status::Crash;
    crash.detail     = "crash: engine ended";
    crash.transcript = "[     1 ms] > go perft 3\n";
    return { ok, bad, crash };
}

report::PerftRunInfo info() { return { "mock", "chess", "reference", 1.5 }; }

} // namespace

TEST(PerftReport, JsonHasDocumentedFields) {
    std::ostringstream out;
    report::write_perft_json(out, info(), sample());
    auto j = nlohmann::json::parse(out.str());
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
}

TEST(PerftReport, JunitHasOneTestcasePerJobAndEscapes) {
    std::ostringstream out;
    report::write_perft_junit(out, info(), sample());
    auto x = out.str();
    EXPECT_THAT(x, HasSubstr("tests=\"3\" failures=\"1\" errors=\"1\""));
    EXPECT_THAT(x, HasSubstr("pos-2 &lt;&amp;&gt; depth 1"));
    EXPECT_THAT(x, HasSubstr("<failure message=\"perft mismatch\">"));
    EXPECT_THAT(x, HasSubstr("<error message=\"crash\">"));
    EXPECT_THAT(x, HasSubstr("missing moves: e5d6"));
}

TEST(PerftReport, TextNamesTheDivergenceAndSummarises) {
    std::ostringstream out;
    report::write_perft_text(out, info(), sample());
    auto t = out.str();
    EXPECT_THAT(t, HasSubstr("mismatch: pos-2"));
    EXPECT_THAT(t, HasSubstr("missing moves: e5d6"));
    EXPECT_THAT(t, HasSubstr("transcript (last lines):"));
    EXPECT_THAT(t, HasSubstr("mock"));
}

TEST(XmlEscape, EscapesSpecialsAndControlBytes) {
    EXPECT_EQ(report::xml_escape("a<b>&\"'\x01"), "a&lt;b&gt;&amp;&quot;&apos;?");
}
