#pragma once
// The gomoku tree-size comparison (`sable treesize-gomoku [depth]`), after the thesis the
// design follows: Sable's gomoku search as plain alpha-beta, alpha-beta with sorted moves,
// PVS, and PVS with the hash table (search Features, engine/search/features.h), plus Sable as
// it plays, each to fixed depths on fixed positions with a fresh table: nodes and time.
// Blocking; writes a Markdown table.

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace engine::bench {

struct TreeSizeRow {
    std::string   variant; // "alpha-beta", "sorted alpha-beta", "PVS", "PVS + hash", "Sable"
    int           depth   = 0;
    std::uint64_t nodes   = 0; // summed over the positions
    double        time_ms = 0;
    std::string   best; // the best moves, one per position
};

// Every variant to depths 1..max_depth on the gomoku tree-size positions.
std::vector<TreeSizeRow> gomoku_tree_sizes(int max_depth);
// The rows as a Markdown table.
void write_tree_sizes(const std::vector<TreeSizeRow>& rows, std::ostream& out);

} // namespace engine::bench
