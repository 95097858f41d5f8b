#include "bitboard.h"

#include "magics.h"

#include <mutex>

namespace engine::chess {

namespace tables {
Bitboard PawnAttacks[2][64];
Bitboard KnightAttacks[64];
Bitboard KingAttacks[64];
Bitboard Between[64][64];
Bitboard Line[64][64];
Magic    RookMagics[64];
Magic    BishopMagics[64];
} // namespace tables

namespace {

Bitboard RookTable[0x19000];
Bitboard BishopTable[0x1480];

Bitboard step(Square s, int df, int dr) {
    int f = file_of(s) + df, r = rank_of(s) + dr;
    return (f >= 0 && f < 8 && r >= 0 && r < 8) ? square_bb(make_square(f, r)) : 0;
}

// Fill the slider's attack table for every square from the checked-in magic multipliers.
void init_magics(
    PieceType pt, const Bitboard (&numbers)[SquareCount], Bitboard* table, Magic* out) {
    Bitboard* next = table;
    for (Square s = 0; s < SquareCount; ++s) {
        Magic& m  = out[s];
        m.mask    = slider_mask(pt, s);
        m.magic   = numbers[s];
        m.shift   = unsigned(64 - popcount(m.mask));
        m.attacks = next;
        // every subset of the mask (Carry-Rippler)
        Bitboard b = 0;
        do {
            m.attacks[m.index(b)] = sliding_attacks_slow(pt, s, b);
            ++next;
            b = (b - m.mask) & m.mask;
        } while (b);
    }
}

void init_all() {
    using namespace tables;
    for (Square s = 0; s < 64; ++s) {
        PawnAttacks[0][s] = step(s, -1, 1) | step(s, 1, 1);
        PawnAttacks[1][s] = step(s, -1, -1) | step(s, 1, -1);
        KnightAttacks[s]  = step(s, 1, 2) | step(s, 2, 1) | step(s, 2, -1) | step(s, 1, -2)
            | step(s, -1, -2) | step(s, -2, -1) | step(s, -2, 1) | step(s, -1, 2);
        KingAttacks[s] = step(s, 1, 0) | step(s, 1, 1) | step(s, 0, 1) | step(s, -1, 1)
            | step(s, -1, 0) | step(s, -1, -1) | step(s, 0, -1) | step(s, 1, -1);
    }
    init_magics(Rook, magics::Rook, RookTable, RookMagics);
    init_magics(Bishop, magics::Bishop, BishopTable, BishopMagics);
    for (Square a = 0; a < 64; ++a)
        for (Square b = 0; b < 64; ++b) {
            Between[a][b] = Line[a][b] = 0;
            if (a == b) continue;
            for (PieceType pt : { Bishop, Rook })
                if (sliding_attacks_slow(pt, a, 0) & square_bb(b)) {
                    Line[a][b] = (sliding_attacks_slow(pt, a, 0) & sliding_attacks_slow(pt, b, 0))
                        | square_bb(a) | square_bb(b);
                    Between[a][b] = sliding_attacks_slow(pt, a, square_bb(b))
                        & sliding_attacks_slow(pt, b, square_bb(a));
                }
        }
}

} // namespace

Bitboard sliding_attacks_slow(PieceType pt, Square s, Bitboard occ) {
    static constexpr int RookDirs[4][2]   = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
    static constexpr int BishopDirs[4][2] = { { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 } };
    Bitboard             out              = 0;
    for (int d = 0; d < 4; ++d) {
        int df = pt == Rook ? RookDirs[d][0] : BishopDirs[d][0];
        int dr = pt == Rook ? RookDirs[d][1] : BishopDirs[d][1];
        for (int f = file_of(s) + df, r = rank_of(s) + dr; f >= 0 && f < 8 && r >= 0 && r < 8;
             f += df, r += dr) {
            out |= square_bb(make_square(f, r));
            if (occ & square_bb(make_square(f, r))) break;
        }
    }
    return out;
}

Bitboard slider_mask(PieceType pt, Square s) {
    const Bitboard edges = ((rank_bb(0) | rank_bb(7)) & ~rank_bb(rank_of(s)))
        | ((file_bb(0) | file_bb(7)) & ~file_bb(file_of(s)));
    return sliding_attacks_slow(pt, s, 0) & ~edges;
}

Bitboard attacks_of(PieceType pt, Square s, Bitboard occ) {
    switch (pt) {
    case Knight:
        return knight_attacks(s);
    case Bishop:
        return bishop_attacks(s, occ);
    case Rook:
        return rook_attacks(s, occ);
    case Queen:
        return queen_attacks(s, occ);
    case King:
        return king_attacks(s);
    default:
        return 0;
    }
}

void init_bitboards() {
    static std::once_flag once;
    std::call_once(once, init_all);
}

} // namespace engine::chess
