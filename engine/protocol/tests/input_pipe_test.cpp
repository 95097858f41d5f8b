// Sable's input handling through a pipe, as a GUI or the harness drives it: a running perft
// answers isready, stop, quit and end of input; an overlong line is discarded without being
// buffered.

#include "engine/testing/subprocess.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <fstream>
#include <string>

namespace et = engine::testing;
using ::testing::HasSubstr;

namespace {

std::string sable_path() { return std::string(ARBITER_BIN_DIR) + "/sable"; }

// Depth 9 from the start position (2.4 * 10^12 leaves) runs for days: only an interruption
// ends it within the deadlines below.
constexpr const char* EndlessPerft = "go perft 9";

bool exited_cleanly(const std::optional<int>& status) {
    return status && WIFEXITED(*status) && WEXITSTATUS(*status) == 0;
}

// Peak resident set (VmHWM) of a process in KiB, 0 when unknown.
long peak_rss_kib(int pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    std::string   key;
    while (in >> key) {
        if (key == "VmHWM:") {
            long kib = 0;
            in >> kib;
            return kib;
        }
        in.ignore(1 << 20, '\n');
    }
    return 0;
}

TEST(SableInput, RunningPerftAnswersIsreadyAndStop) {
    et::Subprocess sable({ sable_path() });
    ASSERT_TRUE(sable.ok());
    sable.write_line(EndlessPerft);
    sable.write_line("isready");
    auto ready = sable.read_until("readyok", std::chrono::seconds(30));
    ASSERT_TRUE(ready) << "isready unanswered during perft";
    sable.write_line("stop");
    auto stopped = sable.read_until("info string perft stopped", std::chrono::seconds(30));
    ASSERT_TRUE(stopped) << "stop did not end the perft";
    sable.write_line("go perft 2");
    auto perft = sable.read_until("Nodes searched", std::chrono::seconds(30));
    ASSERT_TRUE(perft);
    EXPECT_EQ(perft->back(), "Nodes searched: 400");
}

TEST(SableInput, QuitEndsARunningPerft) {
    et::Subprocess sable({ sable_path() });
    ASSERT_TRUE(sable.ok());
    sable.write_line(EndlessPerft);
    sable.write_line("quit");
    EXPECT_TRUE(exited_cleanly(sable.wait_exit(std::chrono::seconds(30))));
}

TEST(SableInput, EndOfInputEndsARunningPerft) {
    et::Subprocess sable({ sable_path() });
    ASSERT_TRUE(sable.ok());
    sable.write_line("setoption name UCI_Variant value xiangqi");
    sable.write_line(EndlessPerft);
    sable.close_input();
    EXPECT_TRUE(exited_cleanly(sable.wait_exit(std::chrono::seconds(30))));
}

TEST(SableInput, OverlongLineIsDiscardedWithoutBufferingIt) {
    et::Subprocess sable({ sable_path() });
    ASSERT_TRUE(sable.ok());
    sable.write_line("isready");
    ASSERT_TRUE(sable.read_until("readyok", std::chrono::seconds(30)));
    const long before = peak_rss_kib(sable.pid());
    // 32 MiB without a newline, ending in a command that must not run.
    const std::string chunk(1 << 20, 'x');
    for (int i = 0; i < 32; ++i) ASSERT_TRUE(sable.write(chunk));
    sable.write_line(" uci");
    sable.write_line("isready");
    auto lines = sable.read_until("readyok", std::chrono::seconds(120));
    ASSERT_TRUE(lines) << "sable stopped answering";
    EXPECT_EQ(lines->front(),
        "info string error line too long (more than 65536 bytes): the line was discarded");
    EXPECT_EQ(lines->size(), 2u); // no uciok: the tail of the line was not read as a command
    const long after = peak_rss_kib(sable.pid());
    ASSERT_GT(before, 0);
    EXPECT_LT(after - before, 8 * 1024)
        << "peak RSS grew from " << before << " to " << after << " KiB";
}

} // namespace
