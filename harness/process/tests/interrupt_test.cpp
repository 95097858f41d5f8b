// Integration test: SIGTERM to Arbiter ends its engines, even one that ignores SIGTERM.

#include "harness/process/child_process.h"
#include "harness/process/interrupt.h"

#include <gtest/gtest.h>

#include <csignal>

namespace harness::process {
namespace {

using namespace std::chrono_literals;

TEST(Interrupt, FirstSignalEndsEnginesThatIgnoreSigterm) {
    install_interrupt_handlers(200ms);
    ChildProcess p(
        make_spec({ "/bin/sh", "-c", "trap '' TERM; echo ready; while :; do sleep 1; done" }));
    ASSERT_EQ(p.start(), Status::Ok);
    ASSERT_EQ(p.read_line(Clock::now() + 5s).line, "ready");
    EXPECT_FALSE(interrupted());

    ASSERT_EQ(::raise(SIGTERM), 0);
    EXPECT_TRUE(interrupted());
    EXPECT_EQ(interrupt_signal(), SIGTERM);
    EXPECT_EQ(interrupted_exit_code(), 143);
    // The engine ignores SIGTERM; the SIGKILL after the grace ends it.
    EXPECT_EQ(p.read_line(Clock::now() + 10s).status, Status::Eof);
    ExitInfo e = p.wait_exit(Clock::now() + 5s);
    EXPECT_EQ(e.signal, SIGKILL);
    reset_interrupted_for_testing();
}

} // namespace
} // namespace harness::process
