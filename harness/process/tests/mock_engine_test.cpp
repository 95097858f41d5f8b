// Integration tests: ChildProcess driving the project's mock_engine (and checking its faults).

#include "harness/process/child_process.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace harness::process {
namespace {

using namespace std::chrono_literals;

const std::string MockPath = std::string(ARBITER_BIN_DIR) + "/mock_engine";

Deadline generous() { return Clock::now() + 10s; }

struct Perft {
    Status                               status = Status::Error;
    std::map<std::string, std::uint64_t> divide;
    std::uint64_t                        divide_sum = 0;
    std::uint64_t                        total      = 0;
};

class Mock {
public:
    explicit Mock(std::vector<std::string> flags = {}) {
        ProcessSpec spec = make_spec({ MockPath });
        spec.argv.insert(spec.argv.end(), flags.begin(), flags.end());
        process_.emplace(std::move(spec));
    }
    ChildProcess& p() { return *process_; }

    // Send `cmd`, read until a line starting with `until`; Ok or the failing status.
    Status exchange(const std::string& cmd, const std::string& until, Deadline deadline) {
        if (auto s = p().write_line(cmd); s != Status::Ok) return s;
        for (;;) {
            auto r = p().read_line(deadline);
            if (r.status != Status::Ok) return r.status;
            if (r.line.rfind(until, 0) == 0) return Status::Ok;
        }
    }

    Perft perft(const std::string& position, int depth) {
        Perft out;
        if ((out.status = p().write_line(position)) != Status::Ok) return out;
        if ((out.status = p().write_line("go perft " + std::to_string(depth))) != Status::Ok)
            return out;
        for (;;) {
            auto r = p().read_line(generous());
            if ((out.status = r.status) != Status::Ok) return out;
            if (r.line.rfind("Nodes searched: ", 0) == 0) {
                out.total = std::stoull(r.line.substr(16));
                return out;
            }
            auto colon = r.line.find(": ");
            if (colon == std::string::npos || r.line[0] == '~') continue; // garbage
            auto n                              = std::stoull(r.line.substr(colon + 2));
            out.divide[r.line.substr(0, colon)] = n;
            out.divide_sum += n;
        }
    }

private:
    std::optional<ChildProcess> process_;
};

TEST(MockEngine, Handshake) {
    Mock m;
    ASSERT_EQ(m.p().start(), Status::Ok) << m.p().last_error();
    EXPECT_EQ(m.exchange("uci", "uciok", generous()), Status::Ok);
    EXPECT_EQ(m.exchange("isready", "readyok", generous()), Status::Ok);
    EXPECT_NE(m.p().transcript().tail(10).find("< id name MockEngine"), std::string::npos);
    ASSERT_EQ(m.p().write_line("quit"), Status::Ok);
    EXPECT_EQ(m.p().wait_exit(generous()).exit_code, 0);
}

TEST(MockEngine, GoAnswersWithALegalLookingMove) {
    Mock m;
    ASSERT_EQ(m.p().start(), Status::Ok);
    ASSERT_EQ(m.p().write_line("position startpos moves e2e4"), Status::Ok);
    ASSERT_EQ(m.p().write_line("go depth 1"), Status::Ok);
    auto info = m.p().read_line(generous());
    EXPECT_EQ(info.line.rfind("info depth 1 score cp 0", 0), 0u) << info.line;
    auto best = m.p().read_line(generous());
    EXPECT_EQ(best.line.rfind("bestmove ", 0), 0u) << best.line;
}

TEST(MockEngine, PerftOfTheChessStartPosition) {
    Mock m;
    ASSERT_EQ(m.p().start(), Status::Ok);
    Perft r = m.perft("position startpos", 3);
    ASSERT_EQ(r.status, Status::Ok);
    EXPECT_EQ(r.total, 8902u);
    EXPECT_EQ(r.divide_sum, 8902u);
    EXPECT_EQ(r.divide.size(), 20u);
    EXPECT_EQ(r.divide["e2e4"], 600u);
}

const std::string EpFen
    = "position fen rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";

TEST(MockEngine, NoEpBugLosesTheEnPassantCapture) {
    Mock good, bad({ "--bug", "no-ep" });
    ASSERT_EQ(good.p().start(), Status::Ok);
    ASSERT_EQ(bad.p().start(), Status::Ok);
    Perft g = good.perft(EpFen, 2), b = bad.perft(EpFen, 2);
    ASSERT_EQ(g.status, Status::Ok);
    ASSERT_EQ(b.status, Status::Ok);
    EXPECT_LT(b.total, g.total);
    EXPECT_TRUE(g.divide.count("d4e3"));
    EXPECT_FALSE(b.divide.count("d4e3"));
    EXPECT_EQ(b.total, b.divide_sum);
    // No en passant is reachable within three plies of the start.
    EXPECT_EQ(bad.perft("position startpos", 3).total, 8902u);
}

TEST(MockEngine, CastleThroughCheckBugAddsCastling) {
    const std::string fen = "position fen 4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    Mock              good, bad({ "--bug", "castle-through-check" });
    ASSERT_EQ(good.p().start(), Status::Ok);
    ASSERT_EQ(bad.p().start(), Status::Ok);
    Perft g = good.perft(fen, 1), b = bad.perft(fen, 1);
    EXPECT_FALSE(g.divide.count("e1g1"));
    EXPECT_TRUE(b.divide.count("e1g1"));
    EXPECT_EQ(b.total, g.total + 1);
}

TEST(MockEngine, NoUnderpromotionBug) {
    const std::string fen = "position fen 8/P6k/8/8/8/8/8/K7 w - - 0 1";
    Mock              good, bad({ "--bug", "no-underpromotion" });
    ASSERT_EQ(good.p().start(), Status::Ok);
    ASSERT_EQ(bad.p().start(), Status::Ok);
    Perft g = good.perft(fen, 1), b = bad.perft(fen, 1);
    EXPECT_EQ(g.total, b.total + 3);
    EXPECT_TRUE(b.divide.count("a7a8q"));
    EXPECT_FALSE(b.divide.count("a7a8n"));
}

TEST(MockEngine, WrongTotal) {
    Mock m({ "--wrong-total" });
    ASSERT_EQ(m.p().start(), Status::Ok);
    Perft r = m.perft("position startpos", 2);
    EXPECT_EQ(r.divide_sum, 400u);
    EXPECT_EQ(r.total, 401u);
}

TEST(MockEngine, GarbageLinesDoNotHideTheAnswer) {
    Mock m({ "--garbage", "--seed", "7" });
    ASSERT_EQ(m.p().start(), Status::Ok);
    EXPECT_EQ(m.exchange("uci", "uciok", generous()), Status::Ok);
    Perft r = m.perft("position startpos", 2);
    EXPECT_EQ(r.total, 400u);
    EXPECT_NE(m.p().transcript().tail(200).find("< ~"), std::string::npos);
}

TEST(MockEngine, CrashAfterIsDetected) {
    Mock m({ "--crash-after", "2" });
    ASSERT_EQ(m.p().start(), Status::Ok);
    EXPECT_EQ(m.exchange("uci", "uciok", generous()), Status::Ok);
    ASSERT_EQ(m.p().write_line("isready"), Status::Ok);
    EXPECT_EQ(m.p().read_line(generous()).line, "readyok");
    EXPECT_EQ(m.p().read_line(generous()).status, Status::Eof);
    ExitInfo e = m.p().wait_exit(generous());
    EXPECT_EQ(e.signal, SIGSEGV);
    EXPECT_NE(m.p().write_line("isready"), Status::Ok);
}

TEST(MockEngine, HangOnIsDetectedAndKilled) {
    Mock m({ "--hang-on", "go" });
    ASSERT_EQ(m.p().start(), Status::Ok);
    EXPECT_EQ(m.exchange("isready", "readyok", generous()), Status::Ok);
    ASSERT_EQ(m.p().write_line("go perft 1"), Status::Ok);
    EXPECT_EQ(m.p().read_line(Clock::now() + 200ms).status, Status::Timeout);
    ExitInfo e = m.p().kill();
    EXPECT_EQ(e.signal, SIGTERM);
    EXPECT_FALSE(m.p().is_alive());
}

TEST(MockEngine, SlowHandshake) {
    Mock m({ "--slow-handshake", "300" });
    ASSERT_EQ(m.p().start(), Status::Ok);
    EXPECT_EQ(m.exchange("uci", "uciok", Clock::now() + 100ms), Status::Timeout);
    EXPECT_EQ(m.exchange("isready", "uciok", generous()), Status::Ok);
}

TEST(MockEngine, BadFlagExitsWithTwo) {
    Mock m({ "--bug", "no-such-bug" });
    ASSERT_EQ(m.p().start(), Status::Ok);
    EXPECT_EQ(m.p().wait_exit(generous()).exit_code, 2);
    EXPECT_EQ(m.p().read_line(generous()).status, Status::Eof);
    EXPECT_NE(m.p().stderr_text().find("no-such-bug"), std::string::npos);
}

const std::string Xiangqi = "setoption name UCI_Variant value xiangqi";

TEST(MockEngine, XiangqiPerft) {
    Mock m;
    ASSERT_EQ(m.p().start(), Status::Ok);
    ASSERT_EQ(m.p().write_line(Xiangqi), Status::Ok);
    Perft r = m.perft("position startpos", 2);
    EXPECT_EQ(r.total, 1920u);
    EXPECT_EQ(r.divide.size(), 44u);
}

// bug, position, minimum number of extra moves at depth 1, a move only the bug allows
struct XiangqiBug {
    const char* bug;
    const char* position;
    const char* extra_move;
};

TEST(MockEngine, XiangqiBugsAddMoves) {
    const XiangqiBug cases[] = {
        { "horse-leg", "position startpos", "b0d1" },
        { "cannon-no-screen", "position startpos", "b2b7" },
        { "flying-general", "position fen 4k4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1", "e1d3" },
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.bug);
        Mock good, bad({ "--bug", c.bug });
        ASSERT_EQ(good.p().start(), Status::Ok);
        ASSERT_EQ(bad.p().start(), Status::Ok);
        ASSERT_EQ(good.p().write_line(Xiangqi), Status::Ok);
        ASSERT_EQ(bad.p().write_line(Xiangqi), Status::Ok);
        Perft g = good.perft(c.position, 2), b = bad.perft(c.position, 2);
        ASSERT_EQ(g.status, Status::Ok);
        ASSERT_EQ(b.status, Status::Ok);
        EXPECT_GT(b.divide.size(), g.divide.size());
        EXPECT_FALSE(g.divide.count(c.extra_move));
        EXPECT_TRUE(b.divide.count(c.extra_move));
        EXPECT_EQ(b.total, b.divide_sum);
    }
}

} // namespace
} // namespace harness::process
