#pragma once
// Features: which of the search's techniques are on (all by default). Turning them off gives
// the classic variants a tree-size comparison measures (plain alpha-beta, sorted alpha-beta,
// PVS, PVS + hash table); play always uses the defaults.

namespace engine::search {

struct Features {
    bool ordering = true; // TT move, MVV-LVA, killers, history, the game's estimate; off:
                          // generation order
    bool pvs     = true; // null-window search of later moves (off: full window for every move)
    bool hash    = true; // transposition table probes and stores
    bool pruning = true; // aspiration windows, reverse futility, null move, futility, LMR
};

// Plain alpha-beta: nothing but the cutoffs.
inline constexpr Features PlainAlphaBeta { false, false, false, false };
// Alpha-beta with sorted moves.
inline constexpr Features SortedAlphaBeta { true, false, false, false };
// Principal variation search over sorted moves.
inline constexpr Features Pvs { true, true, false, false };
// PVS with the transposition table.
inline constexpr Features PvsHash { true, true, true, false };

} // namespace engine::search
