#pragma once
// Random legal walks, for property tests and differential perft: a position is described by a
// start FEN and a recipe of move indices (each taken modulo the number of legal moves), so
// RapidCheck shrinks recipes into shorter games and every shrunk case stays legal.

#include "engine/core/game.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace engine::testing {

template <core::Game G> struct Walk {
    std::string                   start_fen;
    std::vector<typename G::Move> moves;
    typename G::Position          position; // after the moves
};

// Play picks[i] % legal_count from start until the recipe ends or the game has no moves.
template <core::Game G>
Walk<G> play_walk(std::string_view start_fen, const std::vector<std::uint16_t>& picks) {
    auto    start = G::parse_fen(start_fen);
    Walk<G> w { std::string(start_fen), {}, start.value() };
    for (std::uint16_t k : picks) {
        typename G::MoveList list;
        G::generate_legal(w.position, list);
        if (list.empty()) break;
        auto m = list[k % list.size()];
        G::do_move(w.position, m);
        w.moves.push_back(m);
    }
    return w;
}

template <core::Game G> std::string describe(const Walk<G>& w) {
    std::string out = "start: " + w.start_fen + "\nmoves:";
    auto        pos = G::parse_fen(w.start_fen).value();
    for (auto m : w.moves) {
        out += " " + G::to_text(pos, m);
        G::do_move(pos, m);
    }
    return out + "\nfen: " + G::to_fen(w.position);
}

// Deterministic picks from a seed (for non-RapidCheck loops such as differential perft).
std::vector<std::uint16_t> seeded_picks(std::uint64_t seed, int length);

} // namespace engine::testing
