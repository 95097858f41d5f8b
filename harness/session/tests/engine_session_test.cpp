// EngineSession, the step every runner goes through, over real processes: start and the
// handshake in each protocol (UCI, UCCI, xboard and Gomocup), options sent, request() on a
// fault returning it and restarting the engine, a command that cannot start answering with a
// StartFailed fault (never a throw, never a missing adapter), and the protocol hint.

#include "harness/session/engine_session.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace harness::session {
namespace {

using ::testing::HasSubstr;

const std::string Sable = std::string(ARBITER_BIN_DIR) + "/sable";
const std::string Mock  = std::string(ARBITER_BIN_DIR) + "/mock_engine";

protocol::Limits depth(int d) {
    protocol::Limits l;
    l.depth = d;
    return l;
}

EngineSpec spec(std::string cmd, Protocol proto = Protocol::Uci, game::Game g = game::chess()) {
    EngineSpec s;
    s.cmd     = std::move(cmd);
    s.name    = "engine";
    s.proto   = proto;
    s.variant = g;
    return s;
}

TEST(EngineSession, EachProtocolStartsAndSearches) {
    const std::vector<EngineSpec> specs { spec(Sable), spec(Sable, Protocol::Ucci, game::xiangqi()),
        spec(Sable, Protocol::Gomocup, game::gomoku()), [] {
            auto                  s = spec(Mock, Protocol::Xboard);
            s.args                  = { "--proto", "xboard" };
            return s;
        }() };
    for (const auto& s : specs) {
        EngineSession session(s);
        auto          id = session.start();
        ASSERT_TRUE(id) << protocol::to_string(s.proto) << ": " << id.error().detail;
        EXPECT_TRUE(session.running());
        EXPECT_TRUE(session.capabilities());
        auto r = session.request([](protocol::EngineAdapter& a) {
            a.set_position("", {});
            return a.go(depth(1));
        });
        ASSERT_TRUE(r) << protocol::to_string(s.proto) << ": " << r.error().detail;
        EXPECT_FALSE(r->bestmove.empty()) << protocol::to_string(s.proto);
        session.stop();
        EXPECT_FALSE(session.running());
    }
}

TEST(EngineSession, StartTwiceKeepsTheRunningEngineAndOptionsAreSent) {
    auto s    = spec(Sable);
    s.options = { { "Hash", "8" } };
    EngineSession session(s);
    ASSERT_TRUE(session.start());
    const pid_t pid = session.process()->pid();
    ASSERT_TRUE(session.start()); // running: nothing happens
    EXPECT_EQ(session.process()->pid(), pid);
    EXPECT_THAT(session.transcript_tail(50), HasSubstr("setoption name Hash value 8"));
}

TEST(EngineSession, AFaultIsReturnedAndTheEngineRestartedForTheNextRequest) {
    // The mock dies by SIGSEGV after 4 input lines: the request that meets it returns a Crash
    // fault, the session restarts the engine (a new process), and the next request is answered.
    auto s = spec(Mock);
    s.args = { "--crash-after", "4" };
    EngineSession session(s);
    ASSERT_TRUE(session.start());
    const pid_t first = session.process()->pid();
    auto        go    = [](protocol::EngineAdapter& a) {
        a.set_position("", {});
        return a.go(depth(1));
    };
    protocol::Answer<protocol::SearchResult> r = session.request(go);
    for (int i = 0; i < 5 && r; ++i) r = session.request(go);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().kind, protocol::Fault::Kind::Crash) << r.error().detail;
    EXPECT_TRUE(session.running());
    EXPECT_NE(session.process()->pid(), first);
}

TEST(EngineSession, TheLinesOfAFaultedProcessAreKeptAcrossItsRestart) {
    // The mock dies on a go from ply 2: the lines sent to it (handshake, this game) are the
    // replay, still there after the restart replaced the process; the next game forgets them.
    auto s = spec(Mock);
    s.args = { "--crash-at", "2" };
    EngineSession session(s);
    ASSERT_TRUE(session.start());
    const auto handshake = session.replay_lines().lines();
    ASSERT_FALSE(handshake.empty());
    EXPECT_EQ(handshake.front(), "uci");
    session.begin_game();
    auto go = [](const std::vector<std::string>& moves) {
        return [moves](protocol::EngineAdapter& a) {
            a.set_position("", moves);
            return a.go(depth(1));
        };
    };
    ASSERT_TRUE(session.request(go({})));
    auto r = session.request(go({ "e2e4", "e7e5" }));
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().kind, protocol::Fault::Kind::Crash) << r.error().detail;
    const auto kept = session.replay_lines().lines();
    ASSERT_GT(kept.size(), handshake.size());
    EXPECT_EQ(
        std::vector<std::string>(kept.begin(), kept.begin() + long(handshake.size())), handshake);
    EXPECT_THAT(kept, ::testing::Contains("position startpos moves e2e4 e7e5"));
    EXPECT_EQ(kept.back(), "go depth 1");
    EXPECT_THAT(kept, ::testing::Not(::testing::Contains("quit")));
    session.begin_game(); // the restarted process: only its handshake
    EXPECT_EQ(session.replay_lines().lines(), handshake);
}

TEST(EngineSession, ACommandThatCannotStartIsAFaultNotAThrow) {
    EngineSession session(spec("/nonexistent/engine"));
    auto          id = session.start();
    ASSERT_FALSE(id);
    EXPECT_EQ(id.error().kind, protocol::Fault::Kind::StartFailed);
    EXPECT_FALSE(session.running());
    EXPECT_FALSE(session.capabilities());
    auto r = session.request([](protocol::EngineAdapter& a) { return a.go(depth(1)); });
    ASSERT_FALSE(r); // the function is never called without an adapter
    EXPECT_EQ(r.error().kind, protocol::Fault::Kind::StartFailed);
}

TEST(EngineSession, AnEngineOfAnotherProtocolGetsAHint) {
    EXPECT_THAT(
        protocol_hint(Protocol::Uci, "> uci\n< Invalid move: uci\n"), HasSubstr("proto=xboard"));
    EXPECT_EQ(protocol_hint(Protocol::Uci, "> uci\n< id name x\n< uciok\n"), "");
}

} // namespace
} // namespace harness::session
