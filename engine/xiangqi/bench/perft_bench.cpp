// xiangqi_perft_bench: perft speed of the xiangqi rules module, and (when
// /usr/games/fairy-stockfish exists) Fairy-Stockfish's `go perft` on the same positions in the
// same run. Not a test. Options: --no-fsf, --quick (one ply less everywhere).

#include "engine/xiangqi/game.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

using namespace engine::xiangqi;
using Clock = std::chrono::steady_clock;

constexpr const char* FsfPath = "/usr/games/fairy-stockfish";

struct BenchPosition {
    const char* name;
    const char* fen;
    int         depth;
};

constexpr BenchPosition Positions[] = {
    { "start", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 5 },
    { "folium", "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1", 5 },
    { "cpw-2", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 5 },
};

// Fairy-Stockfish over pipes; perft() returns {nodes, seconds} (nodes 0 on failure).
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
        send("setoption name Threads value 1");
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

    std::pair<std::uint64_t, double> perft(const char* fen, int depth) {
        send(std::string("position fen ") + fen);
        send("isready");
        wait_for("readyok");
        auto t0 = Clock::now();
        send("go perft " + std::to_string(depth));
        std::string line;
        while (read_line(line))
            if (line.rfind("Nodes searched:", 0) == 0) {
                double dt = std::chrono::duration<double>(Clock::now() - t0).count();
                return { std::stoull(line.substr(15)), dt };
            }
        return { 0, 0.0 };
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

} // namespace

int main(int argc, char** argv) {
    bool use_fsf = access(FsfPath, X_OK) == 0;
    int  less    = 0;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--no-fsf"))
            use_fsf = false;
        else if (!std::strcmp(argv[i], "--quick"))
            less = 1;
        else {
            std::fprintf(stderr, "usage: %s [--no-fsf] [--quick]\n", argv[0]);
            return 2;
        }
    }

    std::printf("%-8s %5s %12s %9s %9s", "position", "depth", "nodes", "time(s)", "Mnps");
    if (use_fsf) std::printf(" %9s %9s %7s", "FSF(s)", "FSF Mnps", "ratio");
    std::printf("\n");

    double        total_ours = 0, total_fsf = 0;
    std::uint64_t total_nodes = 0;
    for (const BenchPosition& b : Positions) {
        auto r = Position::from_fen(b.fen);
        if (!r) {
            std::fprintf(stderr, "bad bench FEN: %s\n", r.error().to_string().c_str());
            return 3;
        }
        Position      pos   = *r;
        int           depth = b.depth - less;
        auto          t0    = Clock::now();
        std::uint64_t nodes = perft(pos, depth);
        double        dt    = std::chrono::duration<double>(Clock::now() - t0).count();
        total_ours += dt;
        total_nodes += nodes;
        std::printf("%-8s %5d %12llu %9.3f %9.1f", b.name, depth,
            static_cast<unsigned long long>(nodes), dt, nodes / dt / 1e6);
        if (use_fsf) {
            Fsf fsf;
            if (!fsf.ok()) {
                std::printf("  (Fairy-Stockfish did not start)\n");
                use_fsf = false;
                continue;
            }
            auto [fnodes, fdt] = fsf.perft(b.fen, depth);
            total_fsf += fdt;
            std::printf(" %9.3f %9.1f %6.1fx%s", fdt, fnodes / fdt / 1e6, fdt / dt,
                fnodes == nodes ? "" : "  NODE COUNT DIFFERS");
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    std::printf("total: %llu nodes in %.3f s, %.1f Mnps",
        static_cast<unsigned long long>(total_nodes), total_ours, total_nodes / total_ours / 1e6);
    if (use_fsf && total_fsf > 0)
        std::printf(
            "; Fairy-Stockfish %.3f s; ratio Sable/FSF %.1fx", total_fsf, total_fsf / total_ours);
    std::printf("\n");
    return 0;
}
