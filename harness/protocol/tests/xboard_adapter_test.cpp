#include "harness/protocol/xboard_adapter.h"
#include "harness/testing/scripted_transport.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::protocol;
namespace game = harness::game;
using harness::testing::ScriptedTransport;
using ::testing::HasSubstr;

namespace {

std::string tail() { return "<tail>"; }

// GNU Chess 6 style: setboard, usermove, ping; san=0.
ScriptedTransport& gnuchess_handshake(ScriptedTransport& t) {
    return t.expect("xboard")
        .expect("protover 2",
            { "feature done=0", "feature myname=\"GNU Chess\" ping=1 setboard=1",
                "feature usermove=1 san=1 frobnicate=1", "feature variants=\"normal\"",
                "feature done=1" })
        .expect("accepted done")
        .expect("accepted myname")
        .expect("accepted ping")
        .expect("accepted setboard")
        .expect("accepted usermove")
        .expect("rejected san")
        .expect("rejected frobnicate")
        .expect("accepted variants")
        .expect("accepted done")
        .expect("easy")
        .expect("ping 1", { "pong 1" });
}

// MaxQi style: no setboard, no usermove, xiangqi only.
ScriptedTransport& maxqi_handshake(ScriptedTransport& t) {
    return t.expect("xboard")
        .expect("protover 2",
            { "tellics say     MaxQi 4.8 (G)", "feature myname=\"MaxQi 4.8G\"",
                "feature setboard=0 ping=1 done=0", "feature variants=\"xiangqi\" done=1" })
        .expect("accepted myname")
        .expect("accepted setboard")
        .expect("accepted ping")
        .expect("accepted done")
        .expect("accepted variants")
        .expect("accepted done")
        .expect("easy")
        .expect("ping 1", { "pong 1" });
}

TEST(XboardAdapter, HandshakeAnswersEveryFeature) {
    ScriptedTransport t;
    gnuchess_handshake(t);
    XboardAdapter a(t, tail);
    auto          id = a.handshake(game::chess());
    ASSERT_TRUE(id) << id.error().detail;
    EXPECT_EQ(id->name, "GNU Chess");
    EXPECT_EQ(a.features().count("san"), 0u);
    EXPECT_EQ(a.features().at("usermove"), "1");
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(XboardAdapter, VersionOneEngineTimesOutGracefully) {
    ScriptedTransport t;
    t.expect("xboard").expect("protover 2").expect("protover 2").expect("easy");
    XboardAdapter a(t, tail);
    a.set_feature_grace(std::chrono::milliseconds(10));
    auto id = a.handshake(game::chess());
    ASSERT_TRUE(id) << id.error().detail; // no ping feature: ping is a no-op
    EXPECT_TRUE(a.features().empty());
    ASSERT_TRUE(a.ping());
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(XboardAdapter, XiangqiNeedsTheVariant) {
    ScriptedTransport t;
    gnuchess_handshake(t);
    XboardAdapter a(t, tail);
    auto          id = a.handshake(game::xiangqi());
    ASSERT_FALSE(id);
    EXPECT_EQ(id.error().kind, Fault::Kind::Malformed);
    EXPECT_THAT(id.error().detail, HasSubstr("xiangqi"));
}

TEST(XboardAdapter, SetboardUsermoveDepthAndThinking) {
    ScriptedTransport t;
    gnuchess_handshake(t)
        .expect("new")
        .expect("force")
        .expect("setboard 8/8/8/8/8/8/8/K6k w - - 0 1")
        .expect("usermove a1b1")
        .expect("sd 3", { "Invalid move: sd 3" })
        .expect("ping 2", { "pong 2" })
        .expect("depth 3")
        .expect("ping 3", { "pong 3" })
        .expect("st 600")
        .expect("post")
        .expect(
            "go", { "1 -40 0 2 h1g2", "3 +10 5 252 h1g1 b1c2", "1. ... h1g1", "My move is : h1g1" })
        .expect("force")
        // the second time the depth command is known
        .expect("new")
        .expect("force")
        .expect("usermove e2e4")
        .expect("depth 2")
        .expect("st 600")
        .expect("post")
        .expect("go", { "move e7e5" })
        .expect("force");
    XboardAdapter a(t, tail);
    ASSERT_TRUE(a.handshake(game::chess()));
    a.set_position("8/8/8/8/8/8/8/K6k w - - 0 1", { "a1b1" });
    Limits l;
    l.depth = 3;
    auto r  = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "h1g1");
    ASSERT_EQ(r->infos.size(), 2u);
    EXPECT_EQ(r->infos[1].time_ms, 50u);
    EXPECT_EQ(r->infos[1].pv.size(), 2u);
    a.set_position("", { "e2e4" });
    l.depth = 2;
    r       = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "e7e5");
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(XboardAdapter, ReplaysMovesWithoutSetboard) {
    ScriptedTransport t;
    maxqi_handshake(t)
        .expect("new")
        .expect("variant xiangqi")
        .expect("force")
        .expect("h2e2")
        .expect("h9g7")
        .expect("st 1")
        .expect("post")
        .expect("go", { "# root hit", " 1     26        0         69 b0c2", "move b0c2" })
        .expect("force");
    XboardAdapter a(t, tail);
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    a.set_position("", { "h2e2", "h9g7" });
    Limits l;
    l.movetime_ms = 1000;
    auto r        = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "b0c2");
    EXPECT_EQ(r->infos.size(), 1u);
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(XboardAdapter, WithoutSetboardTheStartIsReplayedOtherFensAreEdited) {
    ScriptedTransport t;
    maxqi_handshake(t)
        .expect("new")
        .expect("variant xiangqi")
        .expect("force")
        .expect("st 1")
        .expect("post")
        .expect("go", { "move h2e2" })
        .expect("force")
        .expect("new")
        .expect("variant xiangqi")
        .expect("force");
    // Black to move: the prelude that empties file a and hands the move to black, then edit.
    for (const char* m : { "a3a4", "a6a5", "a4a5", "a9a5", "a0a5", "i6i5", "a5b5" }) t.expect(m);
    for (const char* c : { "edit", "#", "Rb0", "He0", "Kf0", "c", "Kd9", "." }) t.expect(c);
    t.expect("st 1").expect("post").expect("go", { "move d9e9" }).expect("force");
    XboardAdapter a(t, tail);
    ASSERT_TRUE(a.handshake(game::xiangqi()));
    a.set_position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", {});
    Limits l;
    l.movetime_ms = 500;
    ASSERT_TRUE(a.go(l));
    a.set_position("3k5/9/9/9/9/9/9/9/9/1R2NK3 b - - 0 1", {});
    auto r = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "d9e9");
    EXPECT_TRUE(a.capabilities().any_position);
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(XboardAdapter, ClocksBecomeLevelTimeOtim) {
    ScriptedTransport t;
    t.expect("new")
        .expect("force")
        .expect("e2e4")
        .expect("level 0 1:05 2")
        .expect("time 6500")
        .expect("otim 7000")
        .expect("post")
        .expect("go", { "move e7e5" })
        .expect("force");
    XboardAdapter a(t, tail);
    a.set_position("", { "e2e4" });
    Limits l;
    l.wtime_ms = 70000;
    l.btime_ms = 65000;
    l.binc_ms  = 2000;
    ASSERT_TRUE(a.go(l));
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(XboardAdapter, IllegalMoveAndUnsupportedLimitsAreMalformed) {
    ScriptedTransport t;
    t.expect("new").expect("force").expect("h3h4").expect("st 1").expect("post").expect(
        "go", { "Illegal move:h3h4" });
    XboardAdapter a(t, tail);
    a.set_position("", { "h3h4" });
    Limits l;
    l.movetime_ms = 100;
    auto r        = a.go(l);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().kind, Fault::Kind::Malformed);
    EXPECT_THAT(r.error().detail, HasSubstr("h3h4"));
    EXPECT_EQ(r.error().transcript_tail, "<tail>");
    Limits n;
    n.nodes = 1000;
    EXPECT_EQ(a.go(n).error().kind, Fault::Kind::Malformed);
    Limits m;
    m.mate = 2;
    EXPECT_EQ(a.go(m).error().kind, Fault::Kind::Malformed);
    EXPECT_EQ(a.perft(1).error().kind, Fault::Kind::Malformed);
    EXPECT_TRUE(t.done()) << t.unmet();
}

TEST(XboardAdapter, TimeoutAndCrash) {
    {
        ScriptedTransport t;
        t.expect("new").expect("force").expect("post").expect("go");
        Timeouts to;
        to.perft         = std::chrono::milliseconds(1);
        to.search_margin = std::chrono::milliseconds(1);
        XboardAdapter a(t, tail, to);
        auto          r = a.go(Limits {});
        ASSERT_FALSE(r);
        EXPECT_EQ(r.error().kind, Fault::Kind::Timeout);
    }
    {
        ScriptedTransport t;
        t.expect("xboard").expect("protover 2", { "feature ping=1 done=1" }).hang_up();
        XboardAdapter a(t, tail);
        auto          id = a.handshake(game::chess());
        ASSERT_FALSE(id);
        EXPECT_EQ(id.error().kind, Fault::Kind::Crash);
    }
}

TEST(XboardAdapter, InfiniteSearchIsStoppedWithMoveNow) {
    ScriptedTransport t;
    t.expect("new")
        .expect("force")
        .expect("post")
        .expect("go")
        .expect("?", { "move d2d4" })
        .expect("force");
    Timeouts to;
    to.search_margin = std::chrono::milliseconds(1);
    XboardAdapter a(t, tail, to);
    Limits        l;
    l.infinite = true;
    auto r     = a.go(l);
    ASSERT_TRUE(r) << r.error().detail;
    EXPECT_EQ(r->bestmove, "d2d4");
}

TEST(XboardAdapter, OptionsAndNewGame) {
    ScriptedTransport t;
    t.expect("memory 64").expect("option Randomizer=0").expect("new");
    XboardAdapter a(t, tail);
    ASSERT_TRUE(a.configure({ { "memory", "64" }, { "Randomizer", "0" } }));
    ASSERT_TRUE(a.new_game());
    EXPECT_TRUE(t.done()) << t.unmet();
}

} // namespace
