// The gate's report parts from a built GateResults: summary counts and metrics, JUnit (a
// report-only failure passes, skipped steps are <skipped/>), Markdown, and the HTML page
// (self-contained, CSP, engine text escaped, one plot per figure).

#include "harness/report/gate_html.h"
#include "harness/report/gate_report.h"
#include "harness/report/writers.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

namespace {

using harness::gate::Verdict;
using ::testing::HasSubstr;
using ::testing::Not;

harness::report::Report gate_report() {
    using harness::gate::StepRecord;
    harness::report::Report r;
    r.command = "gate";
    r.game    = "chess";
    r.engines = { { "engine", "new<b>", "./new", "uci", {}, {}, "New <i>1</i>", "" },
        { "base", "old", "./old", "uci", {}, {}, "Old", "" } };
    r.config  = { { "profile", "quick" } };
    harness::report::GateResults g;
    StepRecord                   perft;
    perft.number  = 2;
    perft.name    = "perft";
    perft.title   = "perft";
    perft.verdict = Verdict::Fail;
    perft.reason  = "chess cpw:5 depth 2: after a2a4, missing b4a3";
    harness::gate::PerftFailure failure;
    failure.result.job.fen = "8/8 w - - 0 1";
    failure.text           = "after a2a4, missing b4a3";
    harness::gate::PerftGame chess;
    chess.game     = "chess";
    chess.failures = { failure };
    perft.data     = harness::gate::PerftData { { chess } };
    StepRecord tree;
    tree.number  = 4;
    tree.name    = "treesize";
    tree.title   = "tree size";
    tree.verdict = Verdict::Fail;
    tree.gating  = false;
    tree.reason  = "ratio 1.5";
    harness::gate::TreeSizeDepth depth;
    depth.base      = { 1, 2, 20, 0, std::nullopt };
    depth.candidate = { 1, 2, 30, 0, std::nullopt };
    depth.ratio     = 1.5;
    harness::gate::TreeSizeGame tree_game;
    tree_game.game   = "chess";
    tree_game.ratio  = 1.5;
    tree_game.depths = { depth };
    tree.data        = harness::gate::TreeSizeData { { tree_game }, std::nullopt };
    StepRecord sprt;
    sprt.number  = 6;
    sprt.name    = "sprt";
    sprt.title   = "sprt";
    sprt.verdict = Verdict::Pass;
    sprt.reason  = "accepted";
    harness::gate::SprtGame sprt_game;
    sprt_game.game                     = "chess";
    sprt_game.summary.elo.elo          = 12.5;
    sprt_game.summary.elo.elo_error95  = 30.0;
    sprt_game.summary.elo.nelo         = 20.0;
    sprt_game.summary.elo.nelo_error95 = 40.0;
    sprt_game.llr                      = 2.95;
    sprt_game.lower                    = -2.94;
    sprt_game.upper                    = 2.94;
    sprt_game.llr_trace                = { { 2, 0.5 }, { 4, 2.95 } };
    harness::gate::SprtData sprt_data;
    sprt_data.sprt.elo0 = -1.75;
    sprt_data.sprt.elo1 = 0.25;
    sprt_data.games     = { sprt_game };
    sprt.data           = sprt_data;
    StepRecord cov;
    cov.number  = 7;
    cov.name    = "coverage";
    cov.title   = "coverage";
    cov.verdict = Verdict::Skipped;
    cov.reason  = "not an in-tree engine";
    g.steps     = { perft, tree, sprt, cov };
    r.results   = g;
    return r;
}

TEST(GateReportTest, SummaryCountsStepsAndKeepsHeadlineNumbers) {
    auto r = gate_report();
    auto j = harness::report::to_json(r);
    EXPECT_EQ(j["summary"]["total"], 4);
    EXPECT_EQ(j["summary"]["fail"], 2);
    EXPECT_EQ(j["summary"]["skipped"], 1);
    EXPECT_EQ(j["summary"]["verdict"], "fail");
    EXPECT_EQ(j["summary"]["exit_code"], 1);
    EXPECT_EQ(j["summary"]["elo"], 12.5);
    EXPECT_EQ(j["summary"]["treesize_ratio"], 1.5);
    EXPECT_EQ(j["results"][1]["gating"], false);
}

TEST(GateReportTest, JunitOneCasePerStep) {
    std::ostringstream x;
    harness::report::write_junit(x, gate_report());
    EXPECT_THAT(x.str(), HasSubstr("tests=\"4\" failures=\"1\" errors=\"0\" skipped=\"1\""));
    EXPECT_THAT(x.str(), HasSubstr("name=\"4 treesize (report only: fail)\""));
    EXPECT_THAT(x.str(), HasSubstr("<skipped message=\"not an in-tree engine\"/>"));
}

TEST(GateReportTest, MarkdownNamesTheFailureAndEscapesEngineText) {
    std::ostringstream m;
    harness::report::write_markdown(m, gate_report());
    EXPECT_THAT(m.str(), HasSubstr("## Arbiter gate: FAIL"));
    EXPECT_THAT(m.str(), HasSubstr("| 4 treesize | FAIL | report only | ratio 1.5 |"));
    EXPECT_THAT(m.str(), HasSubstr("- `8/8 w - - 0 1`: after a2a4, missing b4a3"));
}

TEST(GateReportTest, HtmlIsSelfContainedWithPlotsAndEscapedText) {
    auto               r = gate_report();
    std::ostringstream h;
    harness::report::write_gate_html(h, r, std::get<harness::report::GateResults>(r.results));
    const auto html = h.str();
    EXPECT_THAT(html, HasSubstr("content=\"default-src 'none'; style-src 'unsafe-inline'"));
    EXPECT_THAT(html, Not(HasSubstr("<script")));
    auto bare = html; // no URL but the SVG namespace
    for (auto at = bare.find("http://www.w3.org/2000/svg"); at != std::string::npos;
         at      = bare.find("http://www.w3.org/2000/svg"))
        bare.erase(at, 26);
    EXPECT_THAT(bare, Not(HasSubstr("http://")));
    EXPECT_THAT(bare, Not(HasSubstr("https://")));
    EXPECT_THAT(html, HasSubstr("new&lt;b&gt;"));
    EXPECT_THAT(html, Not(HasSubstr("New <i>")));
    EXPECT_THAT(html, HasSubstr("SPRT log-likelihood ratio (chess)"));
    EXPECT_THAT(html, HasSubstr("Tree size per depth (chess)"));
    EXPECT_THAT(html, HasSubstr("No earlier gate of this engine"));
}

} // namespace
