#include "treesize.h"

#include "harness/session/fresh_search.h"

#include <algorithm>
#include <map>

namespace harness::treesize {

namespace {

// Per depth, the largest node count and time of the main line's info lines at that depth.
std::vector<DepthFigures> figures(const std::vector<protocol::SearchInfo>& infos) {
    std::map<int, DepthFigures> by_depth;
    for (const auto& i : infos) {
        if (!i.depth || !i.nodes || i.multipv.value_or(1) != 1) continue;
        auto& f   = by_depth[*i.depth];
        f.depth   = *i.depth;
        f.nodes   = std::max<std::uint64_t>(f.nodes, *i.nodes);
        f.time_ms = std::max<std::int64_t>(f.time_ms, std::int64_t(i.time_ms.value_or(0)));
    }
    std::vector<DepthFigures> out;
    for (const auto& [d, f] : by_depth) out.push_back(f);
    return out;
}

bool reaches(const PositionTree& p, int depth) {
    for (int d = 1; d <= depth; ++d)
        if (std::none_of(p.depths.begin(), p.depths.end(),
                [d](const DepthFigures& f) { return f.depth == d; }))
            return false;
    return true;
}

const DepthFigures& at(const PositionTree& p, int depth) {
    return *std::find_if(p.depths.begin(), p.depths.end(),
        [depth](const DepthFigures& f) { return f.depth == depth; });
}

} // namespace

TreeSizeRun measure_tree_size(const TreeSizeConfig& config) {
    TreeSizeRun run;
    auto        timeouts = config.timeouts;
    if (config.budget.count() > 0) timeouts.perft = std::min(timeouts.perft, config.budget);
    session::EngineSession engine(config.engine, timeouts);
    if (auto s = engine.start(); !s) {
        run.started = false;
        return run;
    }
    run.engine_id = engine.id();
    protocol::Limits limits;
    limits.depth     = config.depth;
    const auto start = std::chrono::steady_clock::now();
    for (const auto& fen : config.fens) {
        if (config.budget.count() > 0
            && std::chrono::steady_clock::now() - start >= config.budget) {
            run.out_of_time = true;
            break;
        }
        PositionTree tree;
        tree.fen    = fen;
        auto result = session::fresh_search(engine, fen, {}, limits);
        if (result) {
            tree.depths = figures(result->infos);
            if (result->bestmove.empty()) tree.fault = "no bestmove";
        } else {
            tree.fault = std::string(protocol::to_string(result.error().kind)) + ": "
                + result.error().detail;
        }
        run.positions.push_back(std::move(tree));
    }
    run.wall_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start)
                      .count();
    if (config.budget.count() > 0 && run.wall_ms >= config.budget.count()) run.out_of_time = true;
    engine.stop();
    return run;
}

std::vector<DepthTotal> depth_totals(const TreeSizeRun& run, int max_depth) {
    std::vector<DepthTotal> out;
    for (int d = 1; d <= max_depth; ++d) {
        DepthTotal t;
        t.depth                = d;
        std::uint64_t previous = 0;
        for (const auto& p : run.positions) {
            if (!p.fault.empty() || !reaches(p, d)) continue;
            ++t.positions;
            t.nodes += at(p, d).nodes;
            t.time_ms += at(p, d).time_ms;
            if (d > 1) previous += at(p, d - 1).nodes;
        }
        if (d > 1 && previous > 0 && t.positions > 0) t.ebf = double(t.nodes) / double(previous);
        out.push_back(t);
    }
    return out;
}

} // namespace harness::treesize
