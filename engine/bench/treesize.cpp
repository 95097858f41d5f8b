#include "engine/bench/treesize.h"

#include "engine/games/searchers.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <ostream>

namespace engine::bench {

namespace {

using games::GomokuSearch;

// Positions from Sable self-play after openings of arbiter3.txt, as moves from the empty
// 15x15 board (freestyle): an opening, an early and a tactical middle game.
constexpr const char* Lines[] = {
    "h8 i8 i10",
    "h8 i9 g9 i7 i8 h7 g7 g8 f6",
    "h8 i8 j10 h10 i9 g10 j9 j8 k9 h9 l9 m9 i10 k8",
};

struct Variant {
    const char*      name;
    search::Features features;
};

constexpr Variant Variants[] = {
    { "alpha-beta", search::PlainAlphaBeta },
    { "sorted alpha-beta", search::SortedAlphaBeta },
    { "PVS", search::Pvs },
    { "PVS + hash", search::PvsHash },
    { "Sable (all features)", search::Features {} },
};

GomokuSearch::Position position(const char* line) {
    GomokuSearch::Position pos;
    std::string            moves(line);
    for (std::size_t i = 0; i < moves.size();) {
        const auto end = std::min(moves.find(' ', i), moves.size());
        pos.do_move(*gomoku::parse_move(pos, moves.substr(i, end - i)));
        i = end + 1;
    }
    return pos;
}

} // namespace

std::vector<TreeSizeRow> gomoku_tree_sizes(int max_depth) {
    std::vector<TreeSizeRow> rows;
    for (const auto& v : Variants)
        for (int depth = 1; depth <= max_depth; ++depth) {
            TreeSizeRow row { v.name, depth, 0, 0, {} };
            for (const char* line : Lines) {
                search::Searcher<GomokuSearch> searcher(16);
                searcher.set_features(v.features);
                std::atomic<bool> stop { false };
                search::Limits    limits;
                limits.depth  = depth;
                const auto t0 = std::chrono::steady_clock::now();
                auto       r  = searcher.search(position(line), limits, stop);
                row.time_ms += std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - t0)
                                   .count();
                row.nodes += r.info.nodes;
                row.best += (row.best.empty() ? "" : " ") + gomoku::to_string(r.best);
            }
            rows.push_back(row);
        }
    return rows;
}

void write_tree_sizes(const std::vector<TreeSizeRow>& rows, std::ostream& out) {
    out << "| variant | depth | nodes | time (ms) | best moves |\n|---|---:|---:|---:|---|\n";
    for (const auto& r : rows) {
        char time[32];
        std::snprintf(time, sizeof time, "%.1f", r.time_ms);
        out << "| " << r.variant << " | " << r.depth << " | " << r.nodes << " | " << time << " | "
            << r.best << " |\n";
    }
}

} // namespace engine::bench
