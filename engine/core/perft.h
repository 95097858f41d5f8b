#pragma once
// Perft helpers shared by every game: divide (per-root-move counts) over G::perft, which does
// the bulk-counted recursion, and forms of both that a stop flag interrupts.

#include "game.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace engine::core {

template <Game G> struct DivideEntry {
    typename G::Move move;
    std::uint64_t    nodes;
};

// G::perft that gives up when `stop` is raised: the flag is polled above subtrees of at most
// StoppablePerftGrain plies (each counted by G::perft, a few milliseconds at most). nullopt when
// stopped. pos is restored on return.
inline constexpr int StoppablePerftGrain = 3;
template <Game G>
std::optional<std::uint64_t> perft(
    typename G::Position& pos, int depth, const std::atomic<bool>& stop) {
    if (stop.load(std::memory_order_relaxed)) return std::nullopt;
    if (depth <= StoppablePerftGrain) return G::perft(pos, depth);
    typename G::MoveList list;
    G::generate_legal(pos, list);
    std::uint64_t n = 0;
    for (auto m : list) {
        G::do_move(pos, m);
        const auto sub = perft<G>(pos, depth - 1, stop);
        G::undo_move(pos, m);
        if (!sub) return std::nullopt;
        n += *sub;
    }
    return n;
}

// divide() that gives up when `stop` is raised (see perft above): nullopt when stopped.
template <Game G>
std::optional<std::vector<DivideEntry<G>>> divide(
    typename G::Position& pos, int depth, const std::atomic<bool>& stop) {
    std::vector<DivideEntry<G>> out;
    typename G::MoveList        list;
    G::generate_legal(pos, list);
    for (auto m : list) {
        std::uint64_t n = 1;
        if (depth > 1) {
            G::do_move(pos, m);
            const auto sub = perft<G>(pos, depth - 1, stop);
            G::undo_move(pos, m);
            if (!sub) return std::nullopt;
            n = *sub;
        }
        out.push_back({ m, n });
    }
    return out;
}

// Count of leaf nodes below each legal move at `depth` (>= 1). pos is restored on return.
template <Game G> std::vector<DivideEntry<G>> divide(typename G::Position& pos, int depth) {
    const std::atomic<bool> never { false };
    return *divide<G>(pos, depth, never);
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
