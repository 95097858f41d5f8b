// Differential perft against Fairy-Stockfish (UCI, UCI_Variant xiangqi, ranks 1-10): random
// legal walks from the start position and suite positions, divide compared move by move.
// Skipped when /usr/games/fairy-stockfish is absent. XQ_DIFF_POSITIONS=N widens the run.

#include "engine/xiangqi/tests/test_support.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace engine::xiangqi {
namespace {

constexpr const char* FsfPath = "/usr/games/fairy-stockfish";

// A Fairy-Stockfish child process over two pipes.
class Fsf {
public:
    Fsf() {
        int in[2], out[2];
        if (pipe(in) != 0 || pipe(out) != 0) return;
        pid_ = fork();
        if (pid_ == 0) {
            dup2(in[0], 0);
            dup2(out[1], 1);
            close(in[0]), close(in[1]), close(out[0]), close(out[1]);
            execl(FsfPath, FsfPath, static_cast<char*>(nullptr));
            _exit(127);
        }
        close(in[0]);
        close(out[1]);
        to_   = fdopen(in[1], "w");
        from_ = fdopen(out[0], "r");
        send("uci");
        wait_for("uciok");
        send("setoption name UCI_Variant value xiangqi");
        send("isready");
        ok_ = wait_for("readyok");
    }
    ~Fsf() {
        if (to_) {
            send("quit");
            std::fclose(to_);
        }
        if (from_) std::fclose(from_);
        if (pid_ > 0) waitpid(pid_, nullptr, 0);
    }
    [[nodiscard]] bool ok() const { return ok_; }

    // Divide of `fen` at `depth`: move text (ranks 1-10) -> nodes; total in `total`.
    std::map<std::string, std::uint64_t> divide(
        const std::string& fen, int depth, std::uint64_t& total) {
        send("position fen " + fen);
        send("go perft " + std::to_string(depth));
        std::map<std::string, std::uint64_t> out;
        std::string                          line;
        while (read_line(line)) {
            if (line.rfind("Nodes searched:", 0) == 0) {
                total = std::stoull(line.substr(15));
                break;
            }
            auto colon = line.find(": ");
            if (colon != std::string::npos && colon >= 4 && colon <= 6)
                out[line.substr(0, colon)] = std::stoull(line.substr(colon + 2));
        }
        return out;
    }

private:
    void send(const std::string& s) {
        std::fputs((s + "\n").c_str(), to_);
        std::fflush(to_);
    }
    bool read_line(std::string& line) {
        line.clear();
        int c;
        while ((c = std::fgetc(from_)) != EOF && c != '\n') line += char(c);
        return c != EOF || !line.empty();
    }
    bool wait_for(const std::string& token) {
        std::string line;
        while (read_line(line))
            if (line.rfind(token, 0) == 0) return true;
        return false;
    }

    pid_t pid_  = -1;
    FILE* to_   = nullptr;
    FILE* from_ = nullptr;
    bool  ok_   = false;
};

int env_int(const char* name, int fallback) {
    const char* v = std::getenv(name);
    return v ? std::atoi(v) : fallback;
}

std::vector<std::string> start_fens() {
    return { std::string(StartFen),
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
        "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
        "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
        "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
        "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1" };
}

void compare(Fsf& fsf, Position pos, int depth) {
    std::string                          fen    = pos.fen();
    std::uint64_t                        total  = 0;
    auto                                 theirs = fsf.divide(fen, depth, total);
    std::map<std::string, std::uint64_t> ours;
    std::uint64_t                        our_total = 0;
    for (const auto& e : core::divide<Xiangqi>(pos, depth)) {
        ours[to_string(pos, e.move, Notation::Ranks1)] = e.nodes;
        our_total += e.nodes;
    }
    for (const auto& [mv, n] : theirs) {
        auto it = ours.find(mv);
        ASSERT_NE(it, ours.end()) << "FEN " << fen << ": Fairy-Stockfish has move " << mv << " ("
                                  << n << " nodes at depth " << depth << "), Sable does not";
        ASSERT_EQ(it->second, n) << "FEN " << fen << " move " << mv << " depth " << depth;
    }
    for (const auto& [mv, n] : ours)
        ASSERT_TRUE(theirs.count(mv)) << "FEN " << fen << ": Sable has move " << mv << " (" << n
                                      << " nodes), Fairy-Stockfish does not";
    ASSERT_EQ(our_total, total) << "FEN " << fen << " depth " << depth;
}

TEST(FairyStockfishDiff, RandomWalkPerftDivide) {
    if (access(FsfPath, X_OK) != 0) GTEST_SKIP() << FsfPath << " not installed";
    Fsf fsf;
    ASSERT_TRUE(fsf.ok()) << "Fairy-Stockfish did not start";
    const int  positions = env_int("XQ_DIFF_POSITIONS", 400);
    const int  deep      = env_int("XQ_DIFF_DEEP", 20); // of which at depth 4
    const auto starts    = start_fens();
    for (int i = 0; i < positions; ++i) {
        Position start = testing::from_fen_or_die(starts[i % starts.size()]);
        int      plies = 4 + int((i * 7919u) % 90);
        Position pos   = testing::random_walk(start, std::uint64_t(i) + 1, plies);
        ASSERT_NO_FATAL_FAILURE(compare(fsf, pos, i < deep ? 4 : 3));
    }
}

} // namespace
} // namespace engine::xiangqi
