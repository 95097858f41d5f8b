#pragma once
// Bitboards and attack tables: leaper tables, magic-indexed slider attacks, lines between squares.
// Tables are filled once by init_bitboards() (thread-safe, idempotent; Position calls it) from
// the checked-in magic multipliers of magics.h: no search at start-up.

#include "types.h"

#include <bit>
#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace engine::chess {

void init_bitboards();

constexpr Bitboard FileABB = 0x0101010101010101ull;
constexpr Bitboard Rank1BB = 0xFFull;

constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
constexpr Bitboard file_bb(int f) { return FileABB << f; }
constexpr Bitboard rank_bb(int r) { return Rank1BB << (8 * r); }

inline int    popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return std::countr_zero(b); }
inline Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool more_than_one(Bitboard b) { return b & (b - 1); }

// Shift every square one step; squares falling off the board vanish.
template <int Delta> constexpr Bitboard shift(Bitboard b) {
    if constexpr (Delta == 8)
        return b << 8;
    else if constexpr (Delta == -8)
        return b >> 8;
    else if constexpr (Delta == 9)
        return (b & ~file_bb(7)) << 9;
    else if constexpr (Delta == 7)
        return (b & ~FileABB) << 7;
    else if constexpr (Delta == -7)
        return (b & ~file_bb(7)) >> 7;
    else if constexpr (Delta == -9)
        return (b & ~FileABB) >> 9;
    else
        static_assert(Delta == 8, "unsupported shift");
}

struct Magic {
    Bitboard  mask;
    Bitboard  magic;
    Bitboard* attacks;
    unsigned  shift;
    // With BMI2 the index is pext(occ, mask) and no magic number is needed.
    unsigned index(Bitboard occ) const {
#if defined(__BMI2__)
        return unsigned(_pext_u64(occ, mask));
#else
        return unsigned(((occ & mask) * magic) >> shift);
#endif
    }
};

namespace tables {
extern Bitboard PawnAttacks[2][64];
extern Bitboard KnightAttacks[64];
extern Bitboard KingAttacks[64];
extern Bitboard Between[64][64]; // squares strictly between two aligned squares, else 0
extern Bitboard Line[64][64]; // the whole line through two aligned squares, else 0
extern Magic    RookMagics[64];
extern Magic    BishopMagics[64];
} // namespace tables

inline Bitboard pawn_attacks(Color c, Square s) { return tables::PawnAttacks[int(c)][s]; }
inline Bitboard knight_attacks(Square s) { return tables::KnightAttacks[s]; }
inline Bitboard king_attacks(Square s) { return tables::KingAttacks[s]; }
inline Bitboard rook_attacks(Square s, Bitboard occ) {
    const Magic& m = tables::RookMagics[s];
    return m.attacks[m.index(occ)];
}
inline Bitboard bishop_attacks(Square s, Bitboard occ) {
    const Magic& m = tables::BishopMagics[s];
    return m.attacks[m.index(occ)];
}
inline Bitboard queen_attacks(Square s, Bitboard occ) {
    return rook_attacks(s, occ) | bishop_attacks(s, occ);
}
inline Bitboard between_bb(Square a, Square b) { return tables::Between[a][b]; }
inline Bitboard line_bb(Square a, Square b) { return tables::Line[a][b]; }
inline bool     aligned(Square a, Square b, Square c) { return line_bb(a, b) & square_bb(c); }

// Attacks of a piece type from s (pawns need the colour: use pawn_attacks).
Bitboard attacks_of(PieceType pt, Square s, Bitboard occ);

// Slow ray-walking slider attacks (reference for tests and for building the magic tables).
Bitboard sliding_attacks_slow(PieceType pt, Square s, Bitboard occ);
// The squares whose occupancy changes a rook's or bishop's attacks from s (board edges left out).
Bitboard slider_mask(PieceType pt, Square s);

} // namespace engine::chess
