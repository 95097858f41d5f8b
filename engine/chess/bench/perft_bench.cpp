// Perft speed benchmark (Google Benchmark): Sable's bulk-counting perft on the start position
// (depth 6) and Kiwipete (depth 5), and Debian's Stockfish `go perft` on the same positions in
// the same run when /usr/games/stockfish is installed (its time is measured from sending
// "go perft" to reading "Nodes searched", so process start-up is not counted). Prints the
// Sable/Stockfish speed ratio at the end.

#include "engine/chess/movegen.h"
#include "engine/testing/reference_engine.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <map>
#include <string>

using namespace engine;

namespace {

struct Case {
    const char* name;
    const char* fen;
    int         depth;
};

constexpr Case Cases[] = {
    { "startpos/6", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6 },
    { "kiwipete/5", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5 },
};

std::string stockfish_path() {
    const char* env = std::getenv("STOCKFISH");
    return env ? env : "/usr/games/stockfish";
}

// Best (minimum) seconds per case and engine.
std::map<std::string, double> best_sable, best_stockfish;

void note(std::map<std::string, double>& m, const std::string& k, double s) {
    auto it = m.find(k);
    if (it == m.end() || s < it->second) m[k] = s;
}

void bm_sable(benchmark::State& state, Case c) {
    auto          pos   = chess::Position::from_fen(c.fen).value();
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        auto t0 = std::chrono::steady_clock::now();
        nodes   = chess::perft(pos, c.depth);
        benchmark::DoNotOptimize(nodes);
        note(best_sable, c.name,
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    state.counters["nodes"] = double(nodes);
    state.counters["nps"]   = benchmark::Counter(
          double(nodes) * double(state.iterations()), benchmark::Counter::kIsRate);
}

void bm_stockfish(benchmark::State& state, Case c) {
    testing::ReferenceEngine sf(stockfish_path(), { "setoption name Threads value 1" });
    if (!sf.ok()) {
        state.SkipWithError("stockfish did not start");
        return;
    }
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        auto r = sf.timed_perft(c.fen, c.depth);
        if (!r.nodes) {
            state.SkipWithError("stockfish perft failed");
            return;
        }
        nodes = r.nodes;
        state.SetIterationTime(r.seconds);
        note(best_stockfish, c.name, r.seconds);
    }
    state.counters["nodes"] = double(nodes);
}

} // namespace

int main(int argc, char** argv) {
    for (const Case& c : Cases)
        benchmark::RegisterBenchmark((std::string("sable/") + c.name).c_str(), bm_sable, c)
            ->Unit(benchmark::kMillisecond)
            ->MinTime(1.0);
    bool have_sf = testing::is_executable(stockfish_path());
    if (have_sf)
        for (const Case& c : Cases)
            benchmark::RegisterBenchmark(
                (std::string("stockfish/") + c.name).c_str(), bm_stockfish, c)
                ->Unit(benchmark::kMillisecond)
                ->UseManualTime()
                ->MinTime(1.0);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    if (!have_sf) {
        std::printf("\nstockfish not found at %s: no ratio\n", stockfish_path().c_str());
        return 0;
    }
    std::printf("\nSable / Stockfish perft speed (best times; > 1.0 means Sable is faster):\n");
    for (const Case& c : Cases)
        if (best_sable.count(c.name) && best_stockfish.count(c.name))
            std::printf("  %-12s sable %8.3f s  stockfish %8.3f s  ratio %.2f\n", c.name,
                best_sable[c.name], best_stockfish[c.name],
                best_stockfish[c.name] / best_sable[c.name]);
    return 0;
}
