#pragma once
// SearchParams: the search's tunable margins and reductions, in integers so that a tuner can set
// them as UCI/UCCI spin options (engine/tunables.h names them). The defaults are Sable's search:
// with them every tree is the one the constants gave. A Searcher copies them once per
// set_params() (the LMR table is rebuilt there), so the search itself reads plain ints.

namespace engine::search {

struct SearchParams {
    int rfp_margin      = 90; // reverse futility: static score minus this per ply of depth
    int futility_margin = 120; // futility: static score plus 100 plus this per ply of depth
    int delta_margin    = 200; // quiescence delta pruning: a capture's value plus this
    int lmr_base        = 75; // LMR: reduction = base/100 + ln(depth) ln(moves) / (divisor/100)
    int lmr_divisor     = 175; // (hundredths; at least 1)
    int null_move_base  = 3; // null move: reduction = base + depth / 6

    bool operator==(const SearchParams&) const = default;
};

} // namespace engine::search
