// Sable against a real clock: a 60-ply game at 1+0.01 through a pipe, charged the wall time
// from "go" to "bestmove" as a GUI would. It depends on the machine's speed and load, so it is
// labelled slow (the time manager itself is unit-tested on a simulated clock).

#include "engine/testing/subprocess.h"

#include <gtest/gtest.h>

#include <sstream>

namespace et = engine::testing;
using namespace std::chrono_literals;

namespace {

std::vector<std::string> words(const std::string& line) {
    std::istringstream       in(line);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

TEST(SableClock, OneSecondPlusTenMillisecondsNeverLosesOnTime) {
    et::Subprocess sable { { std::string(ARBITER_BIN_DIR) + "/sable" } };
    ASSERT_TRUE(sable.ok());
    sable.write_line("uci");
    ASSERT_TRUE(sable.read_until("uciok", 10s));
    // Sable plays both sides of 60 plies at 1+0.01 with the default Move Overhead; the clocks
    // are charged the wall time from "go" to "bestmove" as a GUI would.
    std::int64_t             clock[2] = { 1000, 1000 };
    std::vector<std::string> moves;
    for (int ply = 0; ply < 60; ++ply) {
        std::string pos = "position startpos";
        if (!moves.empty()) pos += " moves";
        for (const auto& m : moves) pos += " " + m;
        sable.write_line(pos);
        const auto t0 = std::chrono::steady_clock::now();
        sable.write_line("go wtime " + std::to_string(clock[0]) + " btime "
            + std::to_string(clock[1]) + " winc 10 binc 10");
        auto lines = sable.read_until("bestmove", 3s);
        ASSERT_TRUE(lines) << "ply " << ply;
        const auto used = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - t0)
                              .count();
        clock[ply % 2] -= used;
        ASSERT_GT(clock[ply % 2], 0) << "lost on time at ply " << ply;
        clock[ply % 2] += 10;
        const auto best = words(lines->back());
        if (best[1] == "(none)") break;
        moves.push_back(best[1]);
    }
}

} // namespace
