// xiangqi_perft_bench: perft speed of the xiangqi rules module, and (when
// /usr/games/fairy-stockfish exists) Fairy-Stockfish's `go perft` on the same positions in the
// same run. Not a test. Options: --no-fsf, --quick (one ply less everywhere).

#include "engine/testing/reference_engine.h"
#include "engine/xiangqi/game.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

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

} // namespace

int main(int argc, char** argv) {
    bool use_fsf = engine::testing::is_executable(FsfPath);
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
            engine::testing::ReferenceEngine fsf(FsfPath,
                { "setoption name UCI_Variant value xiangqi", "setoption name Threads value 1" });
            if (!fsf.ok()) {
                std::printf("  (Fairy-Stockfish did not start)\n");
                use_fsf = false;
                continue;
            }
            auto [fnodes, fdt] = fsf.timed_perft(b.fen, depth);
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
