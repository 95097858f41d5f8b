#pragma once
// Move ordering scores (higher first): TT move, then noisy moves by MVV-LVA, then the two
// killers, then quiet moves by history. pick_next() is a selection step over a scored list.

#include <cstddef>
#include <utility>

namespace engine::search {

inline constexpr int TTMoveScore  = 1 << 30;
inline constexpr int NoisyScore   = 1 << 28;
inline constexpr int KillerScore  = 1 << 27;
inline constexpr int HistoryLimit = 1 << 14; // |history| stays below this

// MVV-LVA: most valuable victim first, then least valuable attacker.
constexpr int mvv_lva(int victim_value, int attacker_value) noexcept {
    return NoisyScore + victim_value * 16 - attacker_value / 16;
}

// Move the best-scored of moves[i..n) to position i (scores move along).
template <class List> void pick_next(List& moves, int* scores, std::size_t i) noexcept {
    std::size_t best = i;
    for (std::size_t j = i + 1; j < moves.size(); ++j)
        if (scores[j] > scores[best]) best = j;
    if (best != i) {
        std::swap(moves[i], moves[best]);
        std::swap(scores[i], scores[best]);
    }
}

} // namespace engine::search
