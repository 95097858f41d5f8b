// Dialects measured from behaviour, over real processes: the UCCI clock unit from what a search
// of a clock of "2" costs (shell-script engines that read seconds or milliseconds, and Debian's
// Fairy-Stockfish), and the xiangqi rank dialect from the engine's own start-up moves, not its
// name (Sable behind a wrapper that calls itself Fairy-Stockfish speaks ranks 0-9).

#include "harness/session/engine_session.h"

#include "engine/testing/subprocess.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

namespace harness::session {
namespace {

using ::testing::HasSubstr;

const std::string Sable = std::string(ARBITER_BIN_DIR) + "/sable";
const std::string Fsf   = "/usr/games/fairy-stockfish";

// A UCCI engine in sh that takes `delay` seconds over every search and offers no usemillisec.
EngineSpec ucci_script(const std::string& delay) {
    EngineSpec s;
    s.cmd     = "/bin/sh";
    s.args    = { "-c",
           "while read l; do case \"$l\" in ucci) echo 'id name Script " + delay
               + "'; echo ucciok;; isready) echo readyok;; go*) sleep " + delay
               + "; echo 'bestmove h2e2';; quit) exit 0;; esac; done" };
    s.name    = "script";
    s.proto   = Protocol::Ucci;
    s.variant = game::xiangqi();
    return s;
}

std::string dialect_of(EngineSpec spec) {
    EngineSession session(std::move(spec));
    auto          id = session.start();
    EXPECT_TRUE(id) << (id ? "" : id.error().detail);
    return session.adapter_unchecked() ? session.adapter_unchecked()->dialect() : "";
}

TEST(Dialect, AUcciEngineThatSpendsSecondsOnAClockOfTwoReadsSeconds) {
    EXPECT_THAT(
        dialect_of(ucci_script("1")), HasSubstr("clock in seconds (measured: a clock of 2"));
}

TEST(Dialect, AUcciEngineThatAnswersAClockOfTwoAtOnceReadsMillisecondsAndIsProbedOnce) {
    EXPECT_THAT(dialect_of(ucci_script("0")), HasSubstr("clock in milliseconds (measured"));
    EXPECT_EQ(dialect_of(ucci_script("0")), "clock in milliseconds (measured earlier in this run)");
    auto set        = ucci_script("0");
    set.ucci_millis = false; // ucci-time=s wins over the measurement
    EXPECT_EQ(dialect_of(set), "clock in seconds (set by ucci-time=)");
}

TEST(Dialect, FairyStockfishReadsUcciClocksInMillisecondsAndSpeaksRanksOneToTen) {
    if (!engine::testing::is_executable(Fsf)) GTEST_SKIP() << Fsf << " is not installed";
    EngineSpec ucci;
    ucci.cmd     = Fsf;
    ucci.proto   = Protocol::Ucci;
    ucci.variant = game::xiangqi();
    EXPECT_THAT(dialect_of(ucci), HasSubstr("clock in milliseconds (measured"));
    EngineSpec uci = ucci;
    uci.proto      = Protocol::Uci;
    EXPECT_THAT(dialect_of(uci), HasSubstr("moves with ranks 1-10 (measured"));
}

TEST(Dialect, AWrapperNamedFairyStockfishThatSpeaksRanksZeroToNineIsReadRight) {
    EngineSpec s;
    s.cmd     = "/bin/sh";
    s.args    = { "-c",
           "'" + Sable + "' | sed -u 's/^id name .*/id name Fairy-Stockfish 14 (wrapper)/'" };
    s.proto   = Protocol::Uci;
    s.variant = game::xiangqi();
    EngineSession session(s);
    auto          id = session.start();
    ASSERT_TRUE(id) << id.error().detail;
    EXPECT_EQ(id->name, "Fairy-Stockfish 14 (wrapper)");
    EXPECT_THAT(
        session.adapter_unchecked()->dialect(), HasSubstr("moves with ranks 0-9 (measured"));
    // Its moves are read as it means them: every move of a short game is legal.
    std::string fen = game::xiangqi()->start_fen();
    for (int ply = 0; ply < 6; ++ply) {
        auto r = session.request([&](protocol::EngineAdapter& a) {
            a.set_position(fen, {});
            protocol::Limits l;
            l.depth = 2;
            return a.go(l);
        });
        ASSERT_TRUE(r) << r.error().detail;
        auto next = game::xiangqi()->play(fen, r->bestmove);
        ASSERT_TRUE(next) << r->bestmove << " in " << fen;
        fen = *next;
    }
}

} // namespace
} // namespace harness::session
