// Suite reports: JSON shape and round trip, JSON Lines, JUnit, Markdown, annotated EPD, text.

#include "harness/report/sanitize.h"
#include "harness/report/suite_report.h"
#include "harness/report/writers.h"
#include "harness/testing/report_schema.h"
#include "harness/testing/xml_check.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace {

using ::testing::HasSubstr;
using namespace harness;
using suite::PositionRecord;
using suite::Status;

std::vector<PositionRecord> sample() {
    PositionRecord a;
    a.id         = "WAC.001";
    a.fen        = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1";
    a.source     = "wac.epd:1";
    a.status     = Status::Solved;
    a.found      = suite::Found { 12, 3400, 5 };
    a.score_mate = 3;
    a.pv         = { "g3g6", "f7g6" };
    a.bestmove   = "g3g6";
    a.depth      = 9;
    a.nodes      = 9000;
    a.elapsed_ms = 100;
    PositionRecord b;
    b.id       = "x|2";
    b.fen      = "8/8/8/8/8/8/8/K1k5 w - - 0 1";
    b.status   = Status::Failed;
    b.score_cp = -20;
    b.bestmove = "a1a2";
    b.bm       = { "Kb1" };
    b.am       = { "Ka2", "Kb2" };
    b.pv       = { "a1a2" };
    b.problems = { { "bestmove_not_pv", "bestmove a1a2 but the PV starts with a1b1" } };
    PositionRecord c;
    c.id         = "c";
    c.status     = Status::Crash;
    c.detail     = "crash: the engine exited";
    c.transcript = "> go movetime 100\n< (eof)";
    return { a, b, c };
}

report::Report info() {
    report::Report r;
    r.command    = "suite";
    r.provenance = report::start_provenance({ "arbiter", "suite" });
    report::finish(r.provenance);
    r.game = "chess";
    session::EngineSpec spec;
    spec.name = "sf";
    spec.cmd  = "/usr/games/stockfish";
    r.engines.push_back(report::engine_info("engine", spec, { "Stockfish 15.1", "the team", {} }));
    r.config  = { { "limits",
                      { { "movetime_ms", 100 }, { "depth", nullptr }, { "nodes", nullptr },
                          { "margin_ms", 5000 }, { "timeout_ms", 600000 } } },
         { "go_mate", false }, { "prove_mates", false }, { "prove_nodes", 2000000 },
         { "suites", { "wac.epd" } }, { "workers", 1 } };
    r.results = sample();
    return r;
}

TEST(SuiteReport, JsonShapeAndSummary) {
    std::ostringstream out;
    report::write_json(out, info());
    const std::string path = ::testing::TempDir() + "suite_report_test.json";
    std::ofstream(path) << out.str();
    EXPECT_EQ(harness::testing::report_schema_errors(path), "");
    auto j = nlohmann::json::parse(out.str());
    EXPECT_EQ(j["engines"][0]["name"], "sf");
    EXPECT_EQ(j["engines"][0]["id_name"], "Stockfish 15.1");
    EXPECT_EQ(j["config"]["limits"]["movetime_ms"], 100);
    EXPECT_TRUE(j["config"]["limits"]["depth"].is_null());
    ASSERT_EQ(j["results"].size(), 3u);
    const auto& a = j["results"][0];
    EXPECT_EQ(a["status"], "solved");
    EXPECT_EQ(a["found"]["time_ms"], 12);
    EXPECT_EQ(a["found"]["depth"], 5);
    EXPECT_EQ(a["found"]["nodes"], 3400);
    EXPECT_EQ(a["score"]["mate"], 3);
    EXPECT_EQ(a["pv"][0], "g3g6");
    EXPECT_TRUE(j["results"][1]["found"].is_null());
    EXPECT_EQ(j["results"][1]["score"]["cp"], -20);
    EXPECT_EQ(j["results"][1]["problems"][0]["kind"], "bestmove_not_pv");
    EXPECT_EQ(j["results"][2]["status"], "crash");
    EXPECT_TRUE(j["results"][2]["bestmove"].is_null());
    const auto& s = j["summary"];
    EXPECT_EQ(s["total"], 3);
    EXPECT_EQ(s["solved"], 1);
    EXPECT_EQ(s["failed"], 1);
    EXPECT_EQ(s["crash"], 1);
    EXPECT_EQ(s["problems"]["bestmove_not_pv"], 1);
    EXPECT_EQ(s["median_time_to_solve_ms"], 12.0);
    EXPECT_EQ(s["nps"], 90000); // 9000 nodes in 100 ms: the only result with nodes
}

TEST(SuiteReport, JsonRoundTripAndJsonLines) {
    std::ostringstream out;
    report::write_json(out, info());
    auto back = report::parse_suite_results(out.str());
    ASSERT_TRUE(back);
    ASSERT_EQ(back->size(), 3u);
    EXPECT_EQ((*back)[0].found->nodes, 3400u);
    EXPECT_EQ((*back)[0].score_mate, 3);
    EXPECT_EQ((*back)[1].problems, sample()[1].problems);
    EXPECT_EQ((*back)[2].transcript, sample()[2].transcript);

    std::string lines;
    for (const auto& r : sample()) lines += report::result_to_json(r).dump() + "\n";
    lines += "{\"id\": \"torn"; // an interrupted write
    auto partial = report::parse_suite_results(lines);
    ASSERT_TRUE(partial);
    EXPECT_EQ(partial->size(), 3u);
    EXPECT_FALSE(report::parse_suite_results("{\"id\":1}\n{\"id\":\"a\",\"status\":\"solved\"}\n"));
}

// Red team: a report nested 100,000 levels deep is refused (suite compare, --resume) before
// anything recurses over it.
TEST(SuiteReport, DeepNestingIsRefusedBeforeParsing) {
    auto r = report::parse_suite_results(
        "{\"results\": []," + std::string(100000, '[') + std::string(100000, ']') + "}");
    ASSERT_FALSE(r);
    EXPECT_EQ(
        r.error().to_string(), "results:1:79: error: nesting deeper than 64: '[' opens level 65");
}

TEST(SuiteReport, JunitMarkdownText) {
    std::ostringstream x, m, t;
    report::write_junit(x, info());
    EXPECT_THAT(x.str(), HasSubstr("tests=\"3\" failures=\"1\" errors=\"1\""));
    EXPECT_THAT(x.str(), HasSubstr("<testcase classname=\"suite.chess\" name=\"WAC.001\""));
    EXPECT_THAT(x.str(), HasSubstr("<error message=\"crash\">"));
    report::write_markdown(m, info());
    EXPECT_THAT(m.str(), HasSubstr("**1/3 solved**"));
    EXPECT_THAT(m.str(), HasSubstr("| x\\|2 | failed |"));
    report::write_terminal(t, info());
    EXPECT_THAT(t.str(), HasSubstr("WAC.001"));
    EXPECT_THAT(t.str(), HasSubstr("problems: bestmove_not_pv=1"));
    EXPECT_THAT(t.str(), HasSubstr("    < (eof)"));
}

TEST(SuiteReport, FailuresShowWhatWasExpected) {
    std::ostringstream x, m, t;
    report::write_junit(x, info());
    EXPECT_THAT(
        x.str(), HasSubstr("<failure message=\"played a1a2, expected Kb1, avoid Ka2, Kb2\">"));
    report::write_markdown(m, info());
    EXPECT_THAT(m.str(), HasSubstr("| a1a2 | Kb1, avoid Ka2, Kb2 |"));
    EXPECT_THAT(m.str(), HasSubstr("- x\\|2 failed: played a1a2, expected Kb1, avoid Ka2, Kb2"));
    report::write_terminal(t, info());
    EXPECT_THAT(t.str(), HasSubstr("x|2 failed: played a1a2, expected Kb1, avoid Ka2, Kb2\n"));
    PositionRecord mate;
    mate.bestmove = "h1h2";
    mate.score_cp = 30;
    mate.dm       = 3;
    EXPECT_EQ(report::failure_text(mate), "played h1h2 (score 30), expected mate in 3");
    // Kept through the JSON round trip (journals, --resume).
    auto back = report::result_from_json(report::result_to_json(sample()[1]));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->bm, sample()[1].bm);
    EXPECT_EQ(back->am, sample()[1].am);
}

TEST(SuiteReport, HostileEngineBytesBreakNoReport) {
    auto rep              = info();
    auto results          = sample();
    results[1].id         = "evil|id\nwith a break";
    results[1].bestmove   = "e2e4\x1b[2J";
    results[1].problems   = { { "bestmove_not_pv", "pv \xff\xfe\x01\x1b]0;title\x07 end" } };
    results[2].detail     = "garbage: \x00\x02\x1b[31mred";
    results[2].transcript = std::string("< info string \xc3\x28 \xed\xa0\x80 ]]> </failure>\x0c\n");
    rep.results           = results;
    const std::string path = ::testing::TempDir() + "hostile_suite.xml";
    {
        std::ofstream f(path);
        report::write_junit(f, rep);
    }
    EXPECT_EQ(harness::testing::xml_errors(path), "");
    std::ostringstream m, t;
    report::write_markdown(m, rep);
    // Every table row is one line with its 8 cell borders.
    std::istringstream lines(m.str());
    int                rows = 0;
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("| ", 0) != 0) continue;
        ++rows;
        int bars = 0;
        for (std::size_t i = 0; i < line.size(); ++i)
            bars += line[i] == '|' && (i == 0 || line[i - 1] != '\\');
        EXPECT_EQ(bars, 8) << line;
    }
    EXPECT_EQ(rows, 4); // the header and three results
    report::write_terminal(t, rep);
    for (const auto& text : { m.str(), t.str() }) {
        EXPECT_EQ(text.find('\x1b'), std::string::npos);
        EXPECT_EQ(text.find('\x07'), std::string::npos);
        EXPECT_EQ(report::printable_text(text), text); // valid UTF-8 throughout
    }
}

TEST(SuiteReport, AnnotatedEpd) {
    auto rec = game::parse_epd_record(
        "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\"; acd 2;");
    ASSERT_TRUE(rec);
    auto text = game::to_string(report::annotate(*rec, sample()[0]));
    EXPECT_THAT(text, HasSubstr("bm Qg6;"));
    EXPECT_THAT(text, HasSubstr("acd 9;"));
    EXPECT_THAT(text, HasSubstr("acn 9000;"));
    EXPECT_THAT(text, HasSubstr("ce 32762;"));
    EXPECT_THAT(text, HasSubstr("pv g3g6 f7g6;"));
    EXPECT_EQ(text.find("acd 2"), std::string::npos);
}

TEST(SuiteReport, ComparisonText) {
    suite::Comparison c;
    c.newly_failed  = { "WAC.002" };
    c.old_solved    = 5;
    c.new_solved    = 4;
    c.old_median_ms = 100;
    c.new_median_ms = 80;
    std::ostringstream out;
    report::write_comparison_text(out, c);
    EXPECT_THAT(out.str(), HasSubstr("solved: 5 -> 4 (-1)"));
    EXPECT_THAT(out.str(), HasSubstr("(-20 ms)"));
    EXPECT_THAT(out.str(), HasSubstr("newly failed (1): WAC.002"));
}

} // namespace
