// GomocupAdapter over a scripted brain: INFO rule is sent before the first BOARD after START
// or RESTART (a brain may forget it with the game), and not again while it holds.

#include "harness/game/registry.h"
#include "harness/protocol/gomocup_adapter.h"
#include "harness/testing/scripted_transport.h"

#include <gtest/gtest.h>

using namespace harness::protocol;
using harness::testing::ScriptedTransport;

namespace {

const std::string Renju = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b renju";

void expect_search(ScriptedTransport& t, bool with_rule, const std::string& reply) {
    if (with_rule) t.expect("INFO rule 4");
    t.expect("INFO timeout_turn 100")
        .expect("INFO timeout_match 0")
        .expect("INFO time_left 2147483647")
        .expect("BOARD")
        .expect("DONE", { reply });
}

TEST(GomocupAdapter, RuleIsSentAgainAfterRestart) {
    ScriptedTransport t;
    t.expect("START 15", { "OK" }).expect("ABOUT", { "name=\"Brain\", version=\"1\"" });
    expect_search(t, true, "7,7");
    expect_search(t, false, "8,8");
    t.expect("RESTART", { "OK" });
    expect_search(t, true, "7,7");
    GomocupAdapter a(t, [] { return std::string(); });
    ASSERT_TRUE(a.handshake(harness::game::gomoku()).has_value());
    Limits l;
    l.movetime_ms = 100;
    a.set_position(Renju, {});
    EXPECT_EQ(a.go(l).value().bestmove, "h8");
    EXPECT_EQ(a.go(l).value().bestmove, "i9");
    ASSERT_TRUE(a.new_game().has_value());
    EXPECT_EQ(a.go(l).value().bestmove, "h8");
    EXPECT_TRUE(t.done()) << t.unmet();
}

} // namespace
