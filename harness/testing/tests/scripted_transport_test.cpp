#include "harness/testing/scripted_transport.h"

#include <gtest/gtest.h>

namespace harness::testing {
namespace {

using namespace std::chrono_literals;

TEST(ScriptedTransport, AMetScriptIsDoneWithNothingUnmet) {
    ScriptedTransport t;
    t.expect("uci", { "uciok" });
    ASSERT_EQ(t.write_line("uci"), process::Status::Ok);
    EXPECT_EQ(t.read_line(process::Deadline::clock::now() + 10ms).line, "uciok");
    EXPECT_TRUE(t.done());
    EXPECT_EQ(t.unmet(), "");
}

TEST(ScriptedTransport, UnmetNamesEveryExpectationNeverSent) {
    ScriptedTransport t;
    t.expect("uci", { "uciok" }).expect("isready", { "readyok" });
    ASSERT_EQ(t.write_line("uci"), process::Status::Ok);
    EXPECT_FALSE(t.done());
    EXPECT_TRUE(t.errors().empty()); // the failure message cannot come from errors() alone
    EXPECT_EQ(t.unmet(), "never sent 'isready'\n");
}

TEST(ScriptedTransport, UnmetNamesAnUnexpectedWriteAndWhatWasExpected) {
    ScriptedTransport t;
    t.expect("uci");
    (void)t.write_line("isready");
    EXPECT_FALSE(t.done());
    EXPECT_EQ(t.unmet(), "expected 'uci', got 'isready'\n");
}

} // namespace
} // namespace harness::testing
