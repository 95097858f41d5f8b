#include "magic_search.h"

#include "bitboard.h"
#include "engine/core/prng.h"

#include <vector>

namespace engine::chess {

namespace {

// Every subset of the slider's mask on s (Carry-Rippler), with its attacks.
struct Occupancies {
    std::vector<Bitboard> occupancy, attacks;
};

Occupancies enumerate(PieceType pt, Square s) {
    Occupancies    o;
    const Bitboard mask = slider_mask(pt, s);
    Bitboard       b    = 0;
    do {
        o.occupancy.push_back(b);
        o.attacks.push_back(sliding_attacks_slow(pt, s, b));
        b = (b - mask) & mask;
    } while (b);
    return o;
}

unsigned magic_index(Bitboard occ, Bitboard mask, Bitboard magic, unsigned shift) {
    return unsigned(((occ & mask) * magic) >> shift);
}

} // namespace

bool magic_is_valid(PieceType pt, Square s, Bitboard magic) {
    const Bitboard        mask  = slider_mask(pt, s);
    const unsigned        shift = unsigned(64 - popcount(mask));
    const Occupancies     o     = enumerate(pt, s);
    std::vector<Bitboard> slot(o.occupancy.size());
    std::vector<bool>     used(o.occupancy.size());
    for (std::size_t i = 0; i < o.occupancy.size(); ++i) {
        unsigned idx = magic_index(o.occupancy[i], mask, magic, shift);
        if (used[idx] && slot[idx] != o.attacks[i]) return false;
        used[idx] = true;
        slot[idx] = o.attacks[i];
    }
    return true;
}

std::array<Bitboard, SquareCount> search_magics(PieceType pt) {
    std::array<Bitboard, SquareCount> out {};
    core::Prng                        rng(0x5AB1E5EEDull + pt);
    for (Square s = 0; s < SquareCount; ++s) {
        const Bitboard        mask  = slider_mask(pt, s);
        const unsigned        shift = unsigned(64 - popcount(mask));
        const Occupancies     o     = enumerate(pt, s);
        std::vector<Bitboard> slot(o.occupancy.size());
        std::vector<int>      epoch(o.occupancy.size());
        // Try sparse candidates until one maps no two occupancies with different attacks to one
        // slot; `epoch` marks the slots filled by the current attempt.
        for (int attempt = 1;; ++attempt) {
            Bitboard magic;
            do magic = rng.sparse();
            while (popcount((magic * mask) >> 56) < 6);
            bool ok = true;
            for (std::size_t i = 0; ok && i < o.occupancy.size(); ++i) {
                unsigned idx = magic_index(o.occupancy[i], mask, magic, shift);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    slot[idx]  = o.attacks[i];
                } else {
                    ok = slot[idx] == o.attacks[i];
                }
            }
            if (ok) {
                out[s] = magic;
                break;
            }
        }
    }
    return out;
}

} // namespace engine::chess
