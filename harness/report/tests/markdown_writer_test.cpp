// Every Markdown writer (summary.md, --markdown) escapes engine- and file-supplied text: engine
// names and id names, games, EPD ids, moves, reasons, hosts. Red team: raw HTML in an engine name
// hid the failing lines of a job summary (an unclosed `<!--`) or showed a fake PASS heading (a
// line break, then `## PASS`); each writer is fed such text and must render it as text.

#include "harness/report/sanitize.h"
#include "harness/report/writers.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <sstream>

namespace {

using namespace harness;
using ::testing::HasSubstr;
using ::testing::Not;

// HTML, a line break with a heading, a link, emphasis, code, a cell break and math at once.
const std::string Hostile = "x<!-- <img src=y>\n## PASS [ok](http://e) *b* `c` |d $m$ &amp;";

report::Report frame(const std::string& command) {
    report::Report r;
    r.command               = command;
    r.config                = nlohmann::ordered_json::object();
    r.game                  = "chess" + Hostile;
    r.provenance.host       = "host" + Hostile;
    r.provenance.started_at = "2026-12-01T05:00:00Z";
    session::EngineSpec a, b;
    a.name = "new" + Hostile;
    b.name = "old" + Hostile;
    r.engines.push_back(report::engine_info("engine", a, { "Id" + Hostile, "", {} }));
    r.engines.push_back(report::engine_info("opponent", b, {}));
    r.rejected.push_back({ "wac" + Hostile + ".epd", 3, 1, "bad FEN" + Hostile });
    return r;
}

std::string markdown_of(const report::Report& r) {
    std::ostringstream out;
    report::write_markdown(out, r);
    return out.str();
}

// The Markdown of `r`, after checking that no hostile text turned into Markdown or HTML: no tag
// or comment opens, no line starts with the fake heading, no link or emphasis forms; the text
// shows as it was (entities and escapes).
std::string escaped_markdown(const report::Report& r) {
    const auto md = markdown_of(r);
    EXPECT_THAT(md, Not(HasSubstr("<!--")));
    EXPECT_THAT(md, Not(HasSubstr("<img")));
    EXPECT_THAT(md, Not(HasSubstr("\n## PASS")));
    EXPECT_THAT(md, Not(HasSubstr("[ok](")));
    EXPECT_THAT(md, Not(HasSubstr(" *b* ")));
    EXPECT_THAT(md,
        HasSubstr("x&lt;!-- &lt;img src=y&gt; \\#\\# PASS \\[ok\\](http://e) \\*b\\* "
                  "\\`c\\` \\|d \\$m\\$ &amp;amp;"));
    return md;
}

TEST(MarkdownWriter, PerftEscapesEngineGameIdsAndDetails) {
    auto               r = frame("perft");
    perft::PerftRecord bad;
    bad.job    = { "id" + Hostile, "8/8/8/8/8/8/8/K1k5 w - - 0 1", 1, 3, "x.epd:1" };
    bad.status = perft::Status::Error;
    bad.detail = "engine said" + Hostile;
    r.results  = report::PerftResults { bad };
    EXPECT_THAT(escaped_markdown(r), HasSubstr("### arbiter perft: new"));
}

TEST(MarkdownWriter, SuiteEscapesIdsMovesAndReasons) {
    auto                  r = frame("suite");
    suite::PositionRecord p;
    p.id       = "WAC.001" + Hostile;
    p.status   = suite::Status::Failed;
    p.bestmove = "e2e4" + Hostile;
    p.bm       = { "Qg6" + Hostile };
    p.problems = { { "kind" + Hostile, "detail" } };
    r.results  = report::SuiteResults { p };
    EXPECT_THAT(escaped_markdown(r), HasSubstr("- WAC.001x&lt;!--"));
}

TEST(MarkdownWriter, MatchEscapesEngineNames) {
    auto             r = frame("match");
    match::GameEntry g;
    g.played.reason = match::EndReason::IllegalMove;
    g.played.faulty = engine::core::Color::First;
    report::MatchResults m;
    m.games   = { g };
    m.summary = match::summarize(m.games, 2, std::nullopt);
    r.results = m;
    EXPECT_THAT(escaped_markdown(r), HasSubstr("## arbiter match: newx&lt;!--"));
}

TEST(MarkdownWriter, FuzzEscapesKindsClassesAndReproducers) {
    auto                r = frame("fuzz");
    enginefuzz::Finding f;
    f.verdict     = { "crash", "sig" + Hostile, "detail", "" };
    f.input_class = "class" + Hostile;
    f.shrunk      = { "position startpos`` moves |e2e4 <b>" };
    r.results     = report::FuzzResults { f };
    // A reproducer is code, shown as it is: a longer fence than its own backticks, the bar
    // escaped for the table.
    EXPECT_THAT(escaped_markdown(r), HasSubstr("| ```position startpos`` moves \\|e2e4 <b>``` |"));
}

TEST(MarkdownWriter, GateEscapesNamesReasonsAndCode) {
    auto             r = frame("gate");
    gate::StepRecord perft;
    perft.number  = 2;
    perft.name    = "perft";
    perft.verdict = gate::Verdict::Fail;
    perft.reason  = "reason" + Hostile;
    gate::PerftFailure failure;
    failure.result.job.fen = "8/8 w `x` - 0 1";
    failure.text           = "t" + Hostile;
    gate::PerftGame chess;
    chess.game     = "chess";
    chess.failures = { failure };
    perft.data     = gate::PerftData { { chess } };
    report::GateResults g;
    g.steps       = { perft };
    r.results     = g;
    const auto md = escaped_markdown(r);
    EXPECT_THAT(md, HasSubstr("Candidate **newx&lt;!--"));
    EXPECT_THAT(md, HasSubstr("- ``8/8 w `x` - 0 1``: tx&lt;!--"));
}

TEST(MarkdownWriter, BenchAndTreesizeEscapeNamesInMarkdownButNotOnATerminal) {
    auto r    = frame("bench");
    r.results = report::BenchResults {};
    (void)escaped_markdown(r);
    std::ostringstream terminal;
    report::write_terminal(terminal, r);
    EXPECT_THAT(terminal.str(), HasSubstr("## arbiter bench: newx<!-- <img src=y> ## PASS"));
    EXPECT_THAT(terminal.str(), Not(HasSubstr("\\[")));
    r.command = "treesize";
    r.results = report::TreeSizeResults {};
    (void)escaped_markdown(r);
}

TEST(MarkdownCode, FencesLongerThanTheBackticksInside) {
    EXPECT_EQ(report::markdown_code("e2e4"), "`e2e4`");
    EXPECT_EQ(report::markdown_code("a`b"), "``a`b``");
    EXPECT_EQ(report::markdown_code("`a`"), "`` `a` ``");
    EXPECT_EQ(report::markdown_code("a|b\nc"), "`a|b c`");
    EXPECT_EQ(report::markdown_code("a|b", true), "`a\\|b`");
}

// Whatever the text, a cell is one line, opens no HTML and leaves no Markdown syntax character
// unescaped.
RC_GTEST_PROP(MarkdownCell, NoTextOpensMarkupOrBreaksTheLine, (const std::string& text)) {
    const auto cell = report::markdown_cell(text);
    RC_ASSERT(cell.find_first_of("<>\n") == std::string::npos);
    for (std::size_t i = 0; i < cell.size(); ++i) {
        if (std::string_view("`*_[]~|#$").find(cell[i]) == std::string_view::npos) continue;
        std::size_t slashes = 0;
        while (slashes < i && cell[i - 1 - slashes] == '\\') ++slashes;
        RC_ASSERT(slashes % 2 == 1); // escaped by an odd run of backslashes
    }
}

} // namespace
