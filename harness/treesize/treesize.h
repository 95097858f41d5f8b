#pragma once
// Tree size: how much work an engine's search does to reach each depth on a fixed set of
// positions — the nodes and time its info lines report at each depth of `go depth D`, totals
// per depth and the effective branching factor (nodes at d / nodes at d - 1). Run on a base and
// a candidate build, it shows what a pruning or move-ordering change costs before any game is
// played. Engine faults are a position's fault text (the session restarts the engine).

#include "harness/session/engine_session.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::treesize {

struct TreeSizeConfig {
    session::EngineSpec      engine;
    std::vector<std::string> fens;
    int                      depth = 8;
    protocol::Timeouts       timeouts {};
    // The time the run may take (0: none): no position starts after it, and each search is
    // bounded by it (a run takes at most twice this).
    std::chrono::milliseconds budget { 0 };
};

struct DepthFigures {
    int           depth   = 0;
    std::uint64_t nodes   = 0; // the search's nodes when it finished this depth
    std::int64_t  time_ms = 0;
};

struct PositionTree {
    std::string               fen;
    std::vector<DepthFigures> depths; // ascending; the depths the engine reported
    std::string               fault; // empty: the search ended with a bestmove
};

struct TreeSizeRun {
    std::vector<PositionTree> positions;
    protocol::EngineId        engine_id;
    bool                      started     = true; // false: the engine could not be started
    bool                      out_of_time = false; // the budget ended the run
    std::int64_t              wall_ms     = 0; // the searches' wall time, all positions
};

// Totals at one depth over the positions that reported every depth from 1 to `depth`.
struct DepthTotal {
    int                   depth     = 0;
    int                   positions = 0;
    std::uint64_t         nodes     = 0;
    std::int64_t          time_ms   = 0;
    std::optional<double> ebf; // nodes / nodes at depth - 1 (same positions)
};

[[nodiscard]] TreeSizeRun             measure_tree_size(const TreeSizeConfig& config);
[[nodiscard]] std::vector<DepthTotal> depth_totals(const TreeSizeRun& run, int max_depth);

} // namespace harness::treesize
