// Fault replay files (fault_replay.h): one never overwrites another. Game numbers restart with
// each pairing of a tournament and each batch of a tune, so two faults of "game 3" in one folder
// get two files.

#include "harness/match/fault_replay.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <unistd.h>

namespace {

using namespace harness::match;
namespace fs = std::filesystem;

std::string text(const std::string& path) {
    std::ifstream in(path);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

TEST(FaultReplay, TheSameGameNumberTwiceGetsTwoFiles) {
    const auto dir = fs::temp_directory_path() / ("arbiter_replays_" + std::to_string(getpid()));
    fs::remove_all(dir);
    ReplayConfig config;
    config.dir = dir.string();
    FaultToReplay first, second;
    for (auto* f : { &first, &second }) {
        f->spec.cmd    = "/bin/true";
        f->game_number = 3;
        f->reason      = EndReason::Crash;
        f->sent.record("uci");
        f->sent.end_handshake();
    }
    first.sent.record("go depth 1");
    second.sent.record("go depth 2");
    const auto a = write_fault_replay(config, first, false);
    const auto b = write_fault_replay(config, second, false);
    EXPECT_EQ(a.path, (dir / "game-3-crash.txt").string()) << a.note;
    EXPECT_EQ(b.path, (dir / "game-3-crash-2.txt").string()) << b.note;
    EXPECT_NE(text(a.path).find("go depth 1"), std::string::npos);
    EXPECT_NE(text(b.path).find("go depth 2"), std::string::npos);
    fs::remove_all(dir);
}

} // namespace
