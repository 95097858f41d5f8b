#include "harness/protocol/ucci_adapter.h"
#include "harness/testing/scripted_transport.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::protocol;
namespace game = harness::game;
using harness::testing::ScriptedTransport;
using ::testing::HasSubstr;

namespace {

std::string tail() { return "<tail>"; }

ScriptedTransport& eleeye_handshake(ScriptedTransport& t) {
    return t
        .expect("ucci",
            { "id name ElephantEye 3.3", "id author Morning Yellow",
                "option usemillisec type check default false",
                "option hashsize type spin min 0 max 1024 default 0", "option newgame type button",
                "ucciok" })
        .expect("setoption usemillisec true")
        .expect("isready", { "readyok" });
}

TEST(UcciAdapter, HandshakeTurnsOnMillisecondsAndKeepsOptions) {
    ScriptedTransport t;
    eleeye_handshake(t);
    UcciAdapter a(t, tail);
    auto        id = a.handshake(game::xiangqi());
    ASSERT_TRUE(id) << id.error().detail;
    EXPECT_EQ(id->name, "ElephantEye 3.3");
    EXPECT_EQ(id->author, "Morning Yellow");
    EXPECT_EQ(id->options.size(), 3u);
    EXPECT_TRUE(a.uses_milliseconds());
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UcciAdapter, ChessIsRefused) {
    ScriptedTransport t;
    UcciAdapter       a(t, tail);
    auto              id = a.handshake(game::chess());
    ASSERT_FALSE(id);
    EXPECT_EQ(id.error().kind, Fault::Kind::Malformed);
}

TEST(UcciAdapter, OptionsAndNewGameHaveNoNameKeyword) {
    ScriptedTransport t;
    eleeye_handshake(t)
        .expect("setoption hashsize 64")
        .expect("setoption usebook false")
        .expect("isready", { "readyok" })
        .expect("setoption newgame")
        .expect("isready", { "readyok" });
    UcciAdapter a(t, tail);
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    ASSERT_TRUE(a.configure({ { "hashsize", "64" }, { "usebook", "false" } }));
    ASSERT_TRUE(a.new_game());
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UcciAdapter, NoNewgameOptionMeansOnlyIsready) {
    ScriptedTransport t;
    t.expect("ucci", { "ucciok" })
        .expect("isready", { "readyok" })
        .expect("isready", { "readyok" });
    UcciAdapter a(t, tail);
    a.set_milliseconds(false); // no probe here (see TimeUnit tests)
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    EXPECT_FALSE(a.uses_milliseconds());
    ASSERT_TRUE(a.new_game());
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UcciAdapter, SearchDepthWithUcciScoresAndDrawFlag) {
    ScriptedTransport t;
    t.expect("position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 "
             "moves h2e2 h7e7")
        .expect("go depth 6",
            { "info depth 6 score 4 pv b0c2 b9c7 c3c4", "info time 10 nodes 500",
                "info message thinking hard", "bestmove b0c2 ponder b9c7 draw" });
    UcciAdapter a(t, tail);
    a.set_position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        { "h2e2", "h7e7" });
    Limits l;
    l.depth = 6;
    auto r  = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "b0c2");
    EXPECT_EQ(r->ponder, "b9c7");
    ASSERT_EQ(r->infos.size(), 3u);
    EXPECT_EQ(r->infos[0].score_cp, 4);
    EXPECT_EQ(r->infos[0].pv.size(), 3u);
    EXPECT_EQ(r->infos[2].string, "thinking hard");
    EXPECT_EQ(r->claim, Claim::DrawOffer);
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UcciAdapter, NobestmoveIsAnEmptyMoveAndADrawOfferGoesOutAsGoDraw) {
    ScriptedTransport t;
    t.expect("position startpos").expect("go nodes 100", { "nobestmove" });
    t.expect("position startpos").expect("go draw nodes 100", { "bestmove h2e2 resign" });
    UcciAdapter a(t, tail);
    Limits      l;
    l.nodes = 100;
    auto r  = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_TRUE(r->bestmove.empty());
    EXPECT_EQ(r->claim, Claim::NoMove);
    l.draw_offered = true;
    r              = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "h2e2");
    EXPECT_EQ(r->claim, Claim::Resign);
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UcciAdapter, MovetimeAndClocksInMilliseconds) {
    ScriptedTransport t;
    eleeye_handshake(t)
        .expect("position startpos")
        .expect("go infinite", { "bestmove h2e2" })
        .expect("position startpos moves h2e2")
        .expect("go time 5000 increment 200 opptime 6000 oppincrement 100", { "bestmove h9g7" });
    UcciAdapter a(t, tail);
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    Limits mt;
    mt.movetime_ms = 100;
    ASSERT_TRUE(a.go(mt));
    a.set_position("", { "h2e2" }); // black (the second player) to move
    Limits c;
    c.wtime_ms = 6000;
    c.btime_ms = 5000;
    c.winc_ms  = 100;
    c.binc_ms  = 200;
    auto r     = a.go(c);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "h9g7");
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(UcciAdapter, ClocksInSecondsWithoutUsemillisec) {
    ScriptedTransport t;
    t.expect("position startpos")
        .expect("go time 60 movestogo 20 opptime 50 oppmovestogo 20", { "bestmove h2e2" });
    UcciAdapter a(t, tail);
    Limits      c;
    c.wtime_ms  = 60000;
    c.btime_ms  = 50000;
    c.movestogo = 20;
    ASSERT_TRUE(a.go(c));
    EXPECT_TRUE(t.done()) << t.unmet();
}

// A search from the start with 90 s on the clock: the script expects its go line in the
// engine's unit; every expectation is met.
void search_with_90_seconds(UcciAdapter& a, ScriptedTransport& t) {
    a.set_position("", {});
    Limits l;
    l.wtime_ms = 90000;
    ASSERT_TRUE(a.go(l));
    EXPECT_TRUE(t.done()) << t.unmet();
}

// Without usemillisec the clock's unit is measured: an engine that answers a clock of "2" with
// one move to go at once reads milliseconds (2 ms), and gets milliseconds from then on.
TEST(UcciAdapter, AnEngineThatAnswersAClockOfTwoAtOnceReadsMilliseconds) {
    ScriptedTransport t;
    t.expect("ucci", { "id name Fairy-Stockfish 11.1 LB 64", "ucciok" })
        .expect("position fen " + game::xiangqi()->random_positions(1, 7).front())
        .expect("go time 2 movestogo 1", { "info depth 1 score 5 pv h2e2", "bestmove h2e2" })
        .expect("isready", { "readyok" })
        .expect("position startpos")
        .expect("go time 90000 increment 0", { "bestmove h2e2" });
    UcciAdapter a(t, tail);
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    EXPECT_TRUE(a.uses_milliseconds());
    EXPECT_THAT(a.dialect(), HasSubstr("clock in milliseconds (measured: a clock of 2 answered"));
    search_with_90_seconds(a, t);
}

TEST(UcciAdapter, ASetTimeUnitIsNotProbed) {
    ScriptedTransport t;
    t.expect("ucci", { "ucciok" })
        .expect("isready", { "readyok" })
        .expect("position startpos")
        .expect("go time 90 increment 0", { "bestmove h2e2" });
    UcciAdapter a(t, tail);
    a.set_milliseconds(false);
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    EXPECT_EQ(a.dialect(), "clock in seconds (set by ucci-time=)");
    search_with_90_seconds(a, t);
}

// UCCI has no movetime: Arbiter sends "go infinite" and stops the search when the time is up.
TEST(UcciAdapter, AMovetimeSearchIsStoppedWhenTheTimeIsUp) {
    ScriptedTransport t;
    t.expect("position startpos")
        .expect("go infinite", { "info depth 1 score 5 pv h2e2" })
        .expect("stop", { "bestmove h2e2" });
    UcciAdapter a(t, tail);
    a.set_position("", {});
    Limits l;
    l.movetime_ms = 50;
    const auto r  = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "h2e2");
    EXPECT_TRUE(t.done()) << t.unmet(); // "stop" was sent
}

// A handshake without usemillisec and with the clock unit set (no time-unit probe: see the
// TimeUnit tests).
ScriptedTransport& handshake_named(ScriptedTransport& t, const std::string& name) {
    return t.expect("ucci", { "id name " + name, "ucciok" }).expect("isready", { "readyok" });
}

// What the first perft(depth) of an engine scripted by `t` gave when it failed: its fault and
// whether the adapter still claims perft afterwards.
struct PerftRefusal {
    Fault fault { Fault::Kind::Malformed, "perft answered", "" };
    bool  perft = true;
};
PerftRefusal first_perft_refusal(ScriptedTransport& t, int depth) {
    UcciAdapter a(t, tail);
    a.set_milliseconds(false);
    EXPECT_TRUE(a.handshake(game::xiangqi()));
    auto         p = a.perft(depth);
    PerftRefusal out;
    EXPECT_FALSE(p);
    if (!p) out.fault = p.error();
    out.perft = a.capabilities().perft;
    return out;
}

// UCCI has no perft command: whether an engine answers "go perft N" is measured at the first
// perft() with "go perft 1" from the start position, whatever the engine's name.
TEST(UcciAdapter, PerftIsProbedOnceAndThenRun) {
    ScriptedTransport t;
    handshake_named(t, "Some Xiangqi Engine 1.0")
        .expect("position startpos")
        .expect("go perft 1", { "a0a1: 1", "b0c2: 1", "", "Nodes searched: 44" })
        .expect("position startpos moves h2e2")
        .expect("go perft 1", { "h9g7: 1", "b7b0: 1", "", "Nodes searched: 2" })
        .expect("position startpos moves h2e2")
        .expect("go perft 1", { "Nodes searched: 2" });
    UcciAdapter a(t, tail);
    a.set_milliseconds(false);
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    EXPECT_EQ(t.written().size(), 2u); // the handshake does not probe
    a.set_position("", { "h2e2" });
    auto p = a.perft(1);
    ASSERT_TRUE(p) << p.error().detail;
    EXPECT_EQ(p->total, 2u);
    ASSERT_EQ(p->divide.size(), 2u);
    EXPECT_EQ(p->divide[1].first, "b7b0");
    EXPECT_TRUE(a.capabilities().perft);
    ASSERT_TRUE(a.perft(1)); // probed once
    EXPECT_TRUE(t.done()) << t.unmet();
}

// An engine that answers "go perft 1" with a search's bestmove has no perft: it is stopped (in
// case) and pinged, so the conversation stays in step, and later searches work.
TEST(UcciAdapter, AnEngineThatSearchesInsteadHasNoPerft) {
    ScriptedTransport t;
    handshake_named(t, "Fairy-Stockfish 11.1 LB 64") // the name decides nothing
        .expect("position startpos")
        .expect("go perft 1", { "bestmove h2e2" })
        .expect("stop")
        .expect("isready", { "readyok" })
        .expect("position startpos")
        .expect("go depth 1", { "bestmove b2e2" });
    UcciAdapter a(t, tail);
    a.set_milliseconds(false);
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    EXPECT_TRUE(a.capabilities().perft); // not measured yet: tried at the first perft()
    auto p = a.perft(3);
    ASSERT_FALSE(p);
    EXPECT_EQ(p.error().kind, Fault::Kind::Malformed);
    EXPECT_EQ(p.error().detail,
        "the engine does not answer 'go perft 1' (UCCI has no perft command): engine answered "
        "'go perft' with a search ('bestmove h2e2'): it does not support perft");
    EXPECT_FALSE(a.capabilities().perft);
    auto again = a.perft(1); // nothing sent: the answer is known
    ASSERT_FALSE(again);
    EXPECT_EQ(again.error().detail, p.error().detail);
    Limits d1;
    d1.depth = 1;
    auto r   = a.go(d1);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "b2e2");
    EXPECT_TRUE(t.done()) << t.unmet();
}

// A search that prints its info lines is stopped: its bestmove and the readyok end the probe.
TEST(UcciAdapter, AnEngineStillSearchingIsStoppedAfterTheProbe) {
    ScriptedTransport t;
    handshake_named(t, "ElephantEye 3.3")
        .expect("position startpos")
        .expect("go perft 1", { "info depth 1 score 4 pv h2e2" })
        .expect("stop", { "info depth 2 score 0 pv h2e2 h9g7", "bestmove h2e2" })
        .expect("isready", { "readyok" });
    const auto p = first_perft_refusal(t, 1);
    EXPECT_EQ(p.fault.kind, Fault::Kind::Malformed);
    EXPECT_THAT(p.fault.detail, HasSubstr("with a search ('info depth 1 score 4 pv h2e2')"));
    EXPECT_FALSE(p.perft);
    EXPECT_TRUE(t.done()) << t.unmet();
}

// Sable refuses the unknown "go" parameter and answers the idle "stop" with nobestmove.
TEST(UcciAdapter, AnEngineThatRefusesPerftHasNone) {
    ScriptedTransport t;
    handshake_named(t, "Sable 0.2")
        .expect("position startpos")
        .expect("go perft 1", { "info string error col 4: unknown 'go' parameter 'perft'" })
        .expect("stop", { "nobestmove" })
        .expect("isready", { "readyok" });
    const auto p = first_perft_refusal(t, 2);
    EXPECT_EQ(p.fault.kind, Fault::Kind::Malformed);
    EXPECT_THAT(p.fault.detail, HasSubstr("engine refused 'go perft': info string error"));
    EXPECT_FALSE(p.perft);
    EXPECT_TRUE(t.done()) << t.unmet();
}

// Silence until the ping deadline is a no too; an engine that then misses the readyok as well is
// a Timeout fault (it hangs), and one that dies is a Crash.
TEST(UcciAdapter, ASilentProbeIsBoundedByThePingDeadline) {
    {
        ScriptedTransport t;
        handshake_named(t, "Quiet")
            .expect("position startpos")
            .expect("go perft 1")
            .expect("stop", { "bestmove h2e2" })
            .expect("isready", { "readyok" });
        const auto p = first_perft_refusal(t, 1);
        EXPECT_EQ(p.fault.kind, Fault::Kind::Malformed);
        EXPECT_THAT(p.fault.detail, HasSubstr("no 'Nodes searched' before the deadline"));
        EXPECT_TRUE(t.done()) << t.unmet();
    }
    {
        ScriptedTransport t;
        handshake_named(t, "Hung")
            .expect("position startpos")
            .expect("go perft 1")
            .expect("stop")
            .expect("isready");
        const auto p = first_perft_refusal(t, 1);
        EXPECT_EQ(p.fault.kind, Fault::Kind::Timeout);
        EXPECT_THAT(p.fault.detail, HasSubstr("readyok"));
    }
    {
        ScriptedTransport t;
        handshake_named(t, "Gone").expect("position startpos").expect("go perft 1").hang_up();
        EXPECT_EQ(first_perft_refusal(t, 1).fault.kind, Fault::Kind::Crash);
    }
}

TEST(UcciAdapter, FaultsTimeoutCrashMalformed) {
    {
        ScriptedTransport t;
        t.expect("ucci", { "id name Slow" });
        UcciAdapter a(t, tail);
        auto        id = a.handshake(game::xiangqi());
        ASSERT_FALSE(id);
        EXPECT_EQ(id.error().kind, Fault::Kind::Timeout);
        EXPECT_EQ(id.error().transcript_tail, "<tail>");
    }
    {
        ScriptedTransport t;
        t.expect("position startpos").expect("go depth 1", { "info depth 1" }).hang_up();
        UcciAdapter a(t, tail);
        Limits      l;
        l.depth = 1;
        auto r  = a.go(l);
        ASSERT_FALSE(r);
        EXPECT_EQ(r.error().kind, Fault::Kind::Crash);
    }
    {
        ScriptedTransport t;
        t.expect("position startpos").expect("go depth 1", { "bestmove" });
        UcciAdapter a(t, tail);
        Limits      l;
        l.depth = 1;
        auto r  = a.go(l);
        ASSERT_FALSE(r);
        EXPECT_EQ(r.error().kind, Fault::Kind::Malformed);
    }
}

TEST(UcciAdapter, InfiniteIsStoppedAtTheDeadline) {
    ScriptedTransport t;
    t.expect("position startpos").expect("go infinite").expect("stop", { "bestmove h2e2" });
    Timeouts to;
    to.search_margin = std::chrono::milliseconds(1);
    to.perft         = std::chrono::milliseconds(1);
    UcciAdapter a(t, tail, to);
    Limits      l;
    l.infinite = true;
    auto r     = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "h2e2");
}

TEST(UcciAdapter, QuitWaitsForBye) {
    ScriptedTransport t;
    t.expect("quit", { "bye" });
    UcciAdapter a(t, tail);
    a.quit();
    EXPECT_TRUE(t.done());
}

TEST(UcciMate, ScoresWithinTheWindowOfTheMateValueAreMatesInMoves) {
    auto read = [](int cp, int mate_score) {
        SearchInfo i;
        i.score_cp = cp;
        read_ucci_mate(i, mate_score);
        return i;
    };
    EXPECT_EQ(read(9997, 10000).score_mate, 2); // 3 plies
    EXPECT_EQ(read(9997, 10000).mate_read_from_cp, 9997);
    EXPECT_FALSE(read(9997, 10000).score_cp);
    EXPECT_EQ(read(9999, 10000).score_mate, 1);
    EXPECT_EQ(read(-9998, 10000).score_mate, -1); // mated in 2 plies
    EXPECT_EQ(read(-9996, 10000).score_mate, -2);
    EXPECT_EQ(read(9801, 10000).score_mate, 100);
    EXPECT_EQ(read(9800, 10000).score_cp, 9800); // 200 plies away: a score
    EXPECT_EQ(read(29997, 10000).score_cp, 29997); // above the value: a score
    EXPECT_EQ(read(29997, 30000).score_mate, 2);
    EXPECT_EQ(read(9997, 0).score_cp, 9997); // mate-score=none
}

TEST(UcciInfo, ScoreWithoutCpAndMessage) {
    EXPECT_EQ(
        ucci_info_to_uci("info depth 6 score -4 pv b0c2"), "info depth 6 score cp -4 pv b0c2");
    EXPECT_EQ(ucci_info_to_uci("info depth 6 score cp 4"), "info depth 6 score cp 4");
    EXPECT_EQ(ucci_info_to_uci("info message hi"), "info string hi");
    EXPECT_EQ(ucci_info_to_uci("bestmove a0a1"), "bestmove a0a1");
}

} // namespace

TEST(UcciAdapter, BanmovesGoBetweenPositionAndGo) {
    ScriptedTransport t;
    t.expect("ucci", { "ucciok" })
        .expect("isready", { "readyok" })
        .expect("position startpos moves h2e2 h7e7")
        .expect("banmoves e2e6 b0c2")
        .expect("go depth 1", { "bestmove b2b4" })
        .expect("position startpos moves h2e2 h7e7 b2b4")
        .expect("go depth 1", { "bestmove b7b3" });
    UcciAdapter a(t, tail);
    a.set_milliseconds(false); // no probe here (see TimeUnit tests)
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    EXPECT_TRUE(a.capabilities().banmoves);
    Limits l;
    l.depth    = 1;
    l.banmoves = { "e2e6", "b0c2" };
    a.set_position("", { "h2e2", "h7e7" });
    auto r = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "b2b4");
    l.banmoves.clear(); // an empty list sends nothing
    a.set_position("", { "h2e2", "h7e7", "b2b4" });
    ASSERT_TRUE(a.go(l));
    EXPECT_TRUE(t.done()) << t.unmet();
}
