#include "harness/protocol/uci_adapter.h"
#include "harness/testing/scripted_transport.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::protocol;
namespace game = harness::game;
using harness::testing::ScriptedTransport;
using ::testing::HasSubstr;

namespace {

std::string no_tail() { return "<tail>"; }

TEST(UciAdapter, HandshakeCollectsIdAndOptions) {
    ScriptedTransport t;
    t.expect("uci",
         { "id name Mock 1", "id author Me", "option name Hash type spin default 16", "uciok" })
        .expect("isready", { "readyok" });
    UciAdapter a(t, no_tail);
    auto       id = a.handshake(game::chess());
    ASSERT_TRUE(id) << id.error().detail;
    EXPECT_EQ(id->name, "Mock 1");
    EXPECT_EQ(id->author, "Me");
    EXPECT_EQ(id->options.size(), 1u);
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UciAdapter, XiangqiSelectsVariantAndTranslatesRanks) {
    ScriptedTransport t;
    t.expect("uci", { "uciok" })
        .expect("setoption name UCI_Variant value xiangqi")
        .expect("isready", { "readyok" })
        .expect("position startpos moves h3e3")
        .expect("go perft 1", { "b3b10: 1", "h10g8: 1", "", "Nodes searched: 2" });
    UciAdapter a(t, no_tail);
    a.set_ranks_1_to_10(true); // set: no probe at the handshake
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    a.set_position("", { "h2e2" });
    auto p = a.perft(1);
    ASSERT_TRUE(p) << p.error().detail;
    ASSERT_EQ(p->divide.size(), 2u);
    EXPECT_EQ(p->divide[0].first, "b2b9");
    EXPECT_EQ(p->divide[1].first, "h9g7");
    EXPECT_EQ(p->total, 2u);
    EXPECT_TRUE(t.done()) << t.unmet();
}

// The start-up search settles the dialect from the engine's own moves, never from its name.
TEST(UciAdapter, TheStartUpSearchSettlesTheRankDialect) {
    struct Case {
        std::vector<std::string> answer;
        bool                     ranks1;
    };
    for (const auto& c : { Case { { "info depth 1 score cp 9 pv h3e3", "bestmove h3e3" }, true },
             Case { { "bestmove h2e2" }, false }, Case { { "bestmove b10c8" }, true },
             Case { { "bestmove a0a1" }, false } }) {
        ScriptedTransport t;
        t.expect("uci", { "id name Fairy-Stockfish 14 wrapper", "uciok" })
            .expect("setoption name UCI_Variant value xiangqi")
            .expect("isready", { "readyok" })
            .expect("position startpos")
            .expect("go depth 1", c.answer)
            .expect("isready", { "readyok" });
        UciAdapter a(t, no_tail);
        ASSERT_TRUE(a.handshake(game::xiangqi()));
        EXPECT_EQ(a.ranks_1_to_10(), c.ranks1) << c.answer.back();
        EXPECT_THAT(
            a.dialect(), HasSubstr(c.ranks1 ? "ranks 1-10 (measured" : "ranks 0-9 (measured"));
        EXPECT_TRUE(t.done()) << t.unmet();
    }
}

TEST(UciAdapter, DetectsTheOneToTenDialectFromOutput) {
    ScriptedTransport t;
    t.expect("uci", { "uciok" })
        .expect("setoption name UCI_Variant value xiangqi")
        .expect("isready", { "readyok" })
        .expect("position startpos")
        .expect("go depth 1", { "bestmove (none)" }) // the probe settles nothing
        .expect("isready", { "readyok" })
        .expect("position startpos")
        .expect("go perft 1", { "b3b10: 1", "Nodes searched: 1" });
    UciAdapter a(t, no_tail);
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    auto p = a.perft(1);
    ASSERT_TRUE(p);
    EXPECT_TRUE(a.ranks_1_to_10());
    EXPECT_EQ(p->divide[0].first, "b2b9");
}

TEST(UciAdapter, SearchCollectsInfoAndBestmove) {
    ScriptedTransport t;
    t.expect("position fen 8/8/8/8/8/8/8/K6k w - - 0 1 moves a1b1")
        .expect("go depth 3",
            { "info depth 1 score cp 10 pv h1g1", "garbage line",
                "info depth 3 score mate 2 nodes 50 pv h1g2 b1c2", "bestmove h1g2 ponder b1c2" });
    UciAdapter a(t, no_tail);
    a.set_position("8/8/8/8/8/8/8/K6k w - - 0 1", { "a1b1" });
    Limits l;
    l.depth = 3;
    auto r  = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "h1g2");
    EXPECT_EQ(r->ponder, "b1c2");
    ASSERT_EQ(r->infos.size(), 2u);
    EXPECT_EQ(r->infos[1].score_mate, 2);
}

// Toga II searches on after `go nodes 1000`: the search is stopped once it reports more than
// 10 x the limit + 10^6 nodes, not left to the deadline; a small overshoot is no fault.
TEST(UciAdapter, ASearchFarPastItsNodeLimitIsStoppedAsTheFaultItIs) {
    ScriptedTransport t;
    t.expect("position startpos")
        .expect("go nodes 1000",
            { "info depth 5 nodes 9000 score cp 3 pv e2e4", "info nodes 1010000 time 700",
                "info nodes 1020000 time 710" })
        .expect("stop", { "bestmove e2e4" })
        .expect("position startpos")
        .expect("go nodes 1000", { "info depth 2 nodes 1300 score cp 1 pv d2d4", "bestmove d2d4" });
    UciAdapter a(t, no_tail);
    a.set_position("", {});
    Limits l;
    l.nodes = 1000;
    auto r  = a.go(l);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().kind, Fault::Kind::Timeout);
    EXPECT_EQ(r.error().detail,
        "the engine ignores 'go nodes': it reported 1020000 nodes for a limit of 1000 (stopped: "
        "it answered)");
    a.set_position("", {});
    auto ok = a.go(l);
    ASSERT_TRUE(ok) << ok.error().detail;
    EXPECT_EQ(ok->bestmove, "d2d4");
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UciAdapter, ClocksAreSentInMilliseconds) {
    ScriptedTransport t;
    t.expect("position startpos moves e2e4")
        .expect("go wtime 9000 btime 8000 winc 100 binc 200 movestogo 12", { "bestmove e7e5" });
    UciAdapter a(t, no_tail);
    a.set_position("", { "e2e4" });
    Limits l;
    l.wtime_ms  = 9000;
    l.btime_ms  = 8000;
    l.winc_ms   = 100;
    l.binc_ms   = 200;
    l.movestogo = 12;
    auto r      = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "e7e5");
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UciAdapter, FaultsCarryKindDetailAndTranscript) {
    ScriptedTransport t;
    t.expect("uci", { "id name Slow" }); // never says uciok
    UciAdapter a(t, no_tail, Timeouts {});
    auto       id = a.handshake(game::chess());
    ASSERT_FALSE(id);
    EXPECT_EQ(id.error().kind, Fault::Kind::Timeout);
    EXPECT_THAT(id.error().detail, HasSubstr("uciok"));
    EXPECT_EQ(id.error().transcript_tail, "<tail>");

    ScriptedTransport dead;
    dead.expect("position startpos").expect("go perft 2", { "e2e4: 20" }).hang_up();
    UciAdapter b(dead, no_tail);
    auto       p = b.perft(2);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().kind, Fault::Kind::Crash);

    ScriptedTransport searcher;
    searcher.expect("position startpos").expect("go perft 2", { "bestmove e2e4" });
    UciAdapter c(searcher, no_tail);
    p = c.perft(2);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().kind, Fault::Kind::Malformed);
    EXPECT_THAT(p.error().detail, HasSubstr("does not support perft"));

    // An engine that reads 'go perft 2' as 'go' and searches on (Toga II): the first info line
    // with a score is enough; the probe does not wait for a bestmove that may never come.
    ScriptedTransport toga;
    toga.expect("position startpos")
        .expect("go perft 2",
            { "info depth 1", "info depth 1 seldepth 1 score cp 30 nodes 20 pv e2e4" });
    UciAdapter d(toga, no_tail);
    p = d.perft(2);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().kind, Fault::Kind::Malformed); // a wait to the deadline gives Timeout
    EXPECT_THAT(p.error().detail, HasSubstr("with a search ('info depth 1 seldepth 1 score"));
}

} // namespace

namespace {

// A transport that first expects a plain handshake.
ScriptedTransport& after_handshake(ScriptedTransport& t) {
    return t.expect("uci", { "uciok" }).expect("isready", { "readyok" });
}

// The reaction probe: a search without a limit, isready during it, then stop.
Answer<std::optional<Reaction>> probe(ScriptedTransport& t) {
    UciAdapter a(t, no_tail);
    EXPECT_TRUE(a.handshake(game::chess()));
    return a.probe_reaction(std::chrono::milliseconds(1));
}

TEST(UciAdapter, TheReactionProbeTimesIsreadyAndStop) {
    ScriptedTransport t;
    after_handshake(t)
        .expect("position startpos")
        .expect("go infinite")
        .expect("isready", { "readyok" })
        .expect("stop", { "info depth 3 score cp 1 pv e2e4", "bestmove e2e4" });
    auto r = probe(t);
    ASSERT_TRUE(r) << r.error().detail;
    ASSERT_TRUE(r->has_value());
    EXPECT_TRUE((*r)->isready_us.has_value());
    EXPECT_FALSE((*r)->early);
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UciAdapter, TheReactionProbeNotesASearchThatEndsByItselfAndALateReadyok) {
    ScriptedTransport early; // answered before the stop: no stop is sent
    after_handshake(early)
        .expect("position startpos")
        .expect("go infinite", { "bestmove e2e4" })
        .expect("isready", { "readyok" });
    auto r = probe(early);
    ASSERT_TRUE(r && r->has_value()) << (r ? "" : r.error().detail);
    EXPECT_TRUE((*r)->early);
    EXPECT_EQ((*r)->stop_us, 0);
    EXPECT_TRUE(early.done()) << early.unmet();

    ScriptedTransport late; // readyok only after its search: still awaited, then counted
    after_handshake(late)
        .expect("position startpos")
        .expect("go infinite")
        .expect("isready")
        .expect("stop", { "bestmove e2e4", "readyok" });
    r = probe(late);
    ASSERT_TRUE(r && r->has_value()) << (r ? "" : r.error().detail);
    EXPECT_TRUE((*r)->isready_us.has_value());
    EXPECT_FALSE((*r)->early);
    EXPECT_TRUE(late.done()) << late.unmet();
}

TEST(UciAdapter, AStopWithoutABestmoveIsATimeout) {
    ScriptedTransport t;
    after_handshake(t)
        .expect("position startpos")
        .expect("go infinite")
        .expect("isready", { "readyok" })
        .expect("stop");
    auto r = probe(t);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().kind, Fault::Kind::Timeout);
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UciAdapter, TheLatencyFromTheLastInfoLineIsMeasuredWhenThereIsOne) {
    for (bool info : { true, false }) {
        ScriptedTransport        t;
        std::vector<std::string> answer { "bestmove e2e4" };
        if (info) answer.insert(answer.begin(), "info depth 1 score cp 3 pv e2e4");
        t.expect("uci", { "uciok" })
            .expect("isready", { "readyok" })
            .expect("position startpos")
            .expect("go depth 1", answer);
        UciAdapter a(t, no_tail);
        ASSERT_TRUE(a.handshake(game::chess()));
        Limits l;
        l.depth = 1;
        auto s  = a.go(l);
        ASSERT_TRUE(s) << s.error().detail;
        EXPECT_EQ(s->info_to_bestmove_us.has_value(), info);
    }
}

} // namespace
