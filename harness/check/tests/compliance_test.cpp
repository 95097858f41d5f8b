#include "harness/check/compliance.h"
#include "harness/protocol/uci_adapter.h"
#include "harness/protocol/xboard_adapter.h"
#include "harness/protocol/xboard_edit.h"
#include "harness/testing/scripted_transport.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>

using namespace harness::protocol;
using namespace harness::check;
namespace game = harness::game;
using harness::testing::ScriptedTransport;
using ::testing::HasSubstr;

namespace {

std::string tail() { return "<tail>"; }

const char* Fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

// A well-behaved UCI engine; `d1` is its answer to the startpos depth-1 search. With
// `ignores_nodes`, `go nodes 1000` gets a long search's info line and no bestmove until `stop`;
// else `nodes` are its answers to `go nodes 1000` (a second one when the first reports nodes).
void script_uci(ScriptedTransport& t, const std::string& d1 = "bestmove e2e4",
    bool                                         ignores_nodes = false,
    const std::vector<std::vector<std::string>>& nodes         = { { "bestmove e2e4" } }) {
    t.expect("uci", { "id name Good 1", "uciok" })
        .expect("isready", { "readyok" })
        .expect("isready", { "readyok" })
        .expect("isready", { "readyok" })
        .expect("ucinewgame")
        .expect("isready", { "readyok" })
        .expect("position startpos")
        .expect("go depth 1", { "info depth 1 score cp 20 pv e2e4", d1 })
        .expect("position startpos moves e2e4 e7e5 g1f3")
        .expect("go depth 1", { "bestmove b8c6" })
        .expect(std::string("position fen ") + Fen)
        .expect("go depth 1", { "bestmove f1c4" })
        .expect("position startpos")
        .expect("go depth 2", { "bestmove d2d4" })
        .expect("position startpos")
        .expect("go movetime 100", { "bestmove g1f3" })
        .expect("position startpos");
    if (ignores_nodes)
        t.expect("go nodes 1000", { "info depth 12 nodes 2500000 score cp 9 pv e2e4" })
            .expect("stop", { "bestmove e2e4" })
            .expect("isready", { "readyok" });
    else
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            if (i > 0)
                t.expect("ucinewgame").expect("isready", { "readyok" }).expect("position startpos");
            t.expect("go nodes 1000", nodes[i]);
        }
    t.expect("position startpos")
        .expect("go infinite", { "info depth 1 score cp 5 pv e2e4" })
        .expect("isready", { "info depth 2 score cp 7 pv e2e4 e7e5", "readyok" })
        .expect("stop", { "bestmove e2e4 ponder e7e5" })
        .expect("position startpos")
        .expect("go depth 3",
            { "info depth 1 score cp 20 pv e2e4", "info string hello", "bestmove e2e4" })
        .expect("position fen 3R4/8/8/2p3K1/2p5/5B2/R1pPNB2/1b1k4 w - - 0 1")
        .expect(
            "go movetime 500", { "info depth 8 score mate 2 pv d2d4 b1a2 d4c5", "bestmove d2d4" })
        .expect("quit");
}

// The checklist over a scripted UCI engine, its transcript tail from `transcript`.
ComplianceReport run_uci_script(ScriptedTransport& t, std::function<std::string()> transcript) {
    UciAdapter        a(t, transcript);
    ComplianceOptions o;
    o.raw                   = &t;
    o.tail                  = transcript;
    o.exited                = [] { return true; };
    o.search_before_isready = std::chrono::milliseconds(0);
    return run_compliance(a, game::chess(), o);
}

TEST(Compliance, WellBehavedUciEnginePassesEveryStep) {
    ScriptedTransport t;
    script_uci(t);
    auto r = run_uci_script(t, tail);
    ASSERT_EQ(r.steps.size(), 16u);
    for (int i = 0; i < 16; ++i) EXPECT_EQ(r.steps[i].number, i + 1);
    EXPECT_TRUE(r.ok()) << r.to_text();
    EXPECT_FALSE(r.steps[15].skipped);
    EXPECT_THAT(r.steps[15].detail, HasSubstr("a mate in 2 scored 'mate 2' (d2d4)"));
    EXPECT_TRUE(r.transcript_tail.empty());
    EXPECT_TRUE(t.done()) << t.unmet();
    EXPECT_THAT(r.to_text(), HasSubstr("handshake"));
}

TEST(Compliance, AnEngineThatIgnoresGoNodesGetsADiagnosis) {
    ScriptedTransport t;
    script_uci(t, "bestmove e2e4", true);
    const auto transcript
        = [] { return std::string("> go nodes 1000\n< info depth 12 nodes 2500000"); };
    auto r = run_uci_script(t, transcript);
    ASSERT_EQ(r.steps.size(), 16u);
    EXPECT_FALSE(r.steps[9].passed);
    EXPECT_THAT(r.steps[9].detail,
        HasSubstr("the engine ignores 'go nodes': it reported 2500000 nodes for a limit of 1000 "
                  "(stopped: it answered)"));
    EXPECT_TRUE(r.steps[10].passed) << r.to_text(); // the engine obeyed the stop: the rest runs
    EXPECT_TRUE(t.done()) << t.unmet();
}

// Step 10 states whether `go nodes N` is exact (what a node-count replay needs), never failing.
ComplianceReport with_node_answers(const std::vector<std::vector<std::string>>& nodes) {
    ScriptedTransport t;
    script_uci(t, "bestmove e2e4", false, nodes);
    auto r = run_uci_script(t, tail);
    EXPECT_TRUE(t.done()) << t.unmet();
    return r;
}

TEST(Compliance, StepTenSaysWhetherTheNodeLimitIsExact) {
    const std::vector<std::string> exact { "info depth 5 nodes 1000 score cp 9 pv e2e4",
        "bestmove e2e4" },
        over { "info depth 5 nodes 1024 score cp 9 pv e2e4", "bestmove e2e4" },
        other { "info depth 5 nodes 1000 score cp 11 pv d2d4", "bestmove d2d4" };
    // the step's own search, then the same twice, each in a new game
    auto r = with_node_answers({ exact, exact, exact });
    EXPECT_TRUE(r.ok()) << r.to_text();
    EXPECT_EQ(r.nodes_exact, true);
    EXPECT_THAT(r.steps[9].detail,
        HasSubstr("; node limit exact: 1000 asked, 1000 searched, the same in a new game"));
    r = with_node_answers({ over, over, over });
    EXPECT_TRUE(r.steps[9].passed);
    EXPECT_EQ(r.nodes_exact, false);
    EXPECT_THAT(r.steps[9].detail, HasSubstr("node limit not exact: 1000 asked, 1024 searched"));
    r = with_node_answers({ exact, exact, other });
    EXPECT_EQ(r.nodes_exact, false);
    EXPECT_THAT(r.steps[9].detail, HasSubstr("1000 searched, then 1000 nodes d2d4 in a new game"));
    r = with_node_answers({ { "bestmove e2e4" } }); // no node count: not known
    EXPECT_EQ(r.nodes_exact, std::nullopt);
    EXPECT_THAT(r.steps[9].detail, HasSubstr("no node count reported"));
}

TEST(Compliance, IllegalBestmoveFailsStep13WithTheTail) {
    ScriptedTransport t;
    script_uci(t, "bestmove e2e5");
    UciAdapter        a(t, tail);
    ComplianceOptions o;
    o.raw                   = &t;
    o.tail                  = tail;
    o.search_before_isready = std::chrono::milliseconds(0);
    auto r                  = run_compliance(a, game::chess(), o);
    EXPECT_FALSE(r.ok());
    EXPECT_FALSE(r.steps[12].passed);
    EXPECT_THAT(r.steps[12].detail, HasSubstr("e2e5"));
    EXPECT_EQ(r.transcript_tail, "<tail>");
    EXPECT_TRUE(r.steps[14].passed); // quit without an exit probe
}

TEST(Compliance, HangingSearchStopsTheChecklist) {
    ScriptedTransport t;
    t.expect("uci", { "uciok" })
        .expect("isready", { "readyok" })
        .expect("isready", { "readyok" })
        .expect("isready", { "readyok" })
        .expect("ucinewgame")
        .expect("isready", { "readyok" })
        .expect("position startpos")
        .expect("go depth 1")
        .expect("stop") // the checklist tries to stop the search; no answer either
        .expect("quit");
    Timeouts to;
    to.perft         = std::chrono::milliseconds(1);
    to.search_margin = std::chrono::milliseconds(1);
    UciAdapter        a(t, tail, to);
    ComplianceOptions o;
    o.raw    = &t;
    o.exited = [] { return false; };
    auto r   = run_compliance(a, game::chess(), o);
    ASSERT_EQ(r.steps.size(), 16u);
    EXPECT_TRUE(r.steps[3].passed);
    EXPECT_FALSE(r.steps[4].passed);
    EXPECT_THAT(r.steps[4].detail, HasSubstr("timeout"));
    EXPECT_THAT(r.steps[5].detail, HasSubstr("not run"));
    EXPECT_FALSE(r.steps[14].passed); // still running after quit
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(Compliance, XboardEngineWithoutSetboardGetsEditAndSkipsTheRest) {
    ScriptedTransport t;
    t.expect("xboard")
        .expect("protover 2", { "feature setboard=0 ping=1 variants=\"xiangqi\" done=1" })
        .expect("accepted setboard")
        .expect("accepted ping")
        .expect("accepted variants")
        .expect("accepted done")
        .expect("easy")
        .expect("ping 1", { "pong 1" })
        .expect("ping 2", { "pong 2" }) // options
        .expect("ping 3", { "pong 3" }) // isready
        .expect("new")
        .expect("ping 4", { "pong 4" });
    auto search = [&](std::vector<std::string> moves, std::vector<std::string> limit,
                      std::string reply) {
        t.expect("new").expect("variant xiangqi").expect("force");
        for (auto& m : moves) t.expect(m);
        for (auto& l : limit)
            if (l.rfind("ping ", 0) == 0)
                t.expect(l, { "pong " + l.substr(5) });
            else
                t.expect(l);
        t.expect("post").expect("go", { "1 10 0 5 " + reply, "move " + reply }).expect("force");
    };
    search({}, { "sd 1", "ping 5", "st 600" }, "h2e2");
    t.expect("new").expect("variant xiangqi").expect("force").expect("h2e2").expect("h9g7");
    t.expect("sd 1").expect("st 600").expect("post").expect("go", { "move b0c2" }).expect("force");
    // Position fen: the edit set-up (xboard_edit.h), then the search.
    auto edit = xboard_edit(game::xiangqi(), game::xiangqi()->sample_fen());
    ASSERT_TRUE(edit);
    auto set_up = edit->prelude;
    set_up.insert(set_up.end(), edit->commands.begin(), edit->commands.end());
    set_up.insert(set_up.end(), { "sd 1", "st 600" });
    auto legal = game::xiangqi()->legal_moves(game::xiangqi()->sample_fen());
    ASSERT_TRUE(legal && !legal->empty());
    search(set_up, {}, legal->front());
    search({}, { "sd 2", "st 600" }, "b2e2");
    search({}, { "st 1" }, "h0g2");
    search({}, {}, "c3c4");
    t.expect("new").expect("variant xiangqi").expect("force").expect("st 1").expect("post");
    t.expect("go", { "-1 440 0 1 b7b0", "1 10 x 1", "move b0c2" }).expect("force");
    // Step 16: the mate in 2, set up by edit; scored 5 cp, no mate: the step is skipped.
    auto mate
        = xboard_edit(game::xiangqi(), "5aC2/3k5/3a1P3/4c4/2b1N1n1p/9/P8/B8/4A4/3A1K3 w - - 0 1");
    ASSERT_TRUE(mate);
    auto mate_set_up = mate->prelude;
    mate_set_up.insert(mate_set_up.end(), mate->commands.begin(), mate->commands.end());
    mate_set_up.push_back("st 1");
    search(mate_set_up, {}, "e5c6");
    t.expect("quit");
    Timeouts to;
    to.search_margin = std::chrono::milliseconds(1);
    XboardAdapter     a(t, tail, to);
    ComplianceOptions o;
    o.protocol = Protocol::Xboard;
    o.raw      = &t;
    auto r     = run_compliance(a, game::xiangqi(), o);
    ASSERT_EQ(r.steps.size(), 16u);
    EXPECT_FALSE(r.steps[6].skipped);
    EXPECT_TRUE(r.steps[9].skipped);
    EXPECT_TRUE(r.steps[10].skipped);
    for (int i = 0; i < 13; ++i) EXPECT_TRUE(r.steps[i].passed) << r.to_text();
    // "1 10 x 1" is a malformed thinking line
    EXPECT_FALSE(r.steps[13].passed);
    EXPECT_THAT(r.steps[13].detail, HasSubstr("1 10 x 1"));
    EXPECT_TRUE(r.steps[15].skipped) << r.to_text();
    EXPECT_THAT(r.steps[15].detail, HasSubstr("convention is unknown"));
}

TEST(Compliance, LegalityJudge) {
    EXPECT_FALSE(illegal_move_reason(game::chess(), "", {}, "e2e4"));
    EXPECT_TRUE(illegal_move_reason(game::chess(), "", {}, "e2e5"));
    EXPECT_FALSE(illegal_move_reason(game::chess(), "", { "e2e4" }, "e7e5"));
    EXPECT_TRUE(illegal_move_reason(game::chess(), "", { "e2e5" }, "e7e5"));
    EXPECT_FALSE(illegal_move_reason(game::xiangqi(), "", { "h2e2" }, "h9g7"));
    EXPECT_TRUE(illegal_move_reason(game::xiangqi(), "", {}, "h3e3"));
    EXPECT_TRUE(illegal_move_reason(game::chess(), "", {}, ""));
}

} // namespace
