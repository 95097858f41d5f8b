#pragma once
// Move ordering scores (higher first): TT move, then noisy moves that do not lose material by
// MVV-LVA, then the two killers, then losing noisy moves by MVV-LVA, then quiet moves by
// history. pick_next() is a selection step over a scored list.

#include <cstddef>
#include <utility>

namespace engine::search {

inline constexpr int TTMoveScore  = 1 << 30;
inline constexpr int NoisyScore   = 1 << 28;
inline constexpr int KillerScore  = 1 << 27;
inline constexpr int LosingScore  = 1 << 26; // losing noisy moves: below killers
inline constexpr int HistoryLimit = 1 << 14; // |history| stays below this

// MVV-LVA: most valuable victim first, then least valuable attacker.
constexpr int mvv_lva(int victim_value, int attacker_value) noexcept {
    return NoisyScore + victim_value * 16 - attacker_value / 16;
}
// The same order among the losing noisy moves, below the killers and above every quiet move.
constexpr int losing_mvv_lva(int victim_value, int attacker_value) noexcept {
    return LosingScore + victim_value * 16 - attacker_value / 16;
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
