#include "bench.h"

#include "positions.h"

#include <algorithm>
#include <chrono>
#include <ostream>

namespace engine::bench {

BenchResult run_bench(Engine& engine, int depth, std::ostream& out) {
    const Variant variant  = engine.variant();
    const bool    chess960 = engine.chess960();
    const int     multipv  = engine.multipv();
    engine.set_multipv(1);
    engine.on_info({});
    engine.on_bestmove({});

    BenchResult total;
    auto        t0  = std::chrono::steady_clock::now();
    int         idx = 0;
    auto        one = [&](std::string_view fen, int d) {
        // Step 1. Fresh state: the node count must not depend on what ran before.
        engine.new_game();
        if (auto e = engine.set_position(std::string(fen), {})) {
            out << "bench position " << idx + 1 << ": " << e->message << '\n';
            return;
        }
        // Step 2. Search to the depth and count.
        search::Limits limits;
        limits.depth = d;
        engine.go(limits);
        engine.wait();
        ++idx;
        total.nodes += engine.last_nodes();
        out << "Position " << idx << " ("
            << (engine.variant() == Variant::Chess ? "chess" : "xiangqi") << ", depth " << d
            << "): " << engine.last_nodes() << " nodes\n";
    };
    engine.set_variant(Variant::Chess);
    for (auto fen : ChessPositions) one(fen, depth > 0 ? depth : DefaultChessDepth);
    engine.set_variant(Variant::Xiangqi);
    for (auto fen : XiangqiPositions) one(fen, depth > 0 ? depth : DefaultXiangqiDepth);
    engine.set_variant(variant, chess960);
    engine.set_multipv(multipv);

    total.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - t0)
                        .count();
    const auto nps = total.nodes * 1000 / std::uint64_t(std::max<std::int64_t>(total.time_ms, 1));
    out << "\nTotal time (ms): " << total.time_ms << "\nNodes searched: " << total.nodes
        << "\nNodes/second: " << nps << std::endl;
    return total;
}

} // namespace engine::bench
