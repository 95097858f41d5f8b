#pragma once
// Perft helpers shared by every game: divide (per-root-move counts) over G::perft, which does
// the bulk-counted recursion.

#include "game.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace engine::core {

template <Game G> struct DivideEntry {
    typename G::Move move;
    std::uint64_t    nodes;
};

// Count of leaf nodes below each legal move at `depth` (>= 1). pos is restored on return.
template <Game G> std::vector<DivideEntry<G>> divide(typename G::Position& pos, int depth) {
    std::vector<DivideEntry<G>> out;
    typename G::MoveList        list;
    G::generate_legal(pos, list);
    for (auto m : list) {
        std::uint64_t n = 1;
        if (depth > 1) {
            G::do_move(pos, m);
            n = G::perft(pos, depth - 1);
            G::undo_move(pos, m);
        }
        out.push_back({ m, n });
    }
    return out;
}

// Reference perft without bulk counting: every leaf is made and unmade. Slow; used by tests as
// an independent check of G::perft.
template <Game G> std::uint64_t perft_slow(typename G::Position& pos, int depth) {
    if (depth == 0) return 1;
    typename G::MoveList list;
    G::generate_legal(pos, list);
    std::uint64_t n = 0;
    for (auto m : list) {
        G::do_move(pos, m);
        n += perft_slow<G>(pos, depth - 1);
        G::undo_move(pos, m);
    }
    return n;
}

} // namespace engine::core
