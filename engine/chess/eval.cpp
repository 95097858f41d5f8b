// Chess evaluation: see eval.h. Tables are written from White's point of view with a1 = index 0
// (rank 1 first), and read through relative_square() for Black, which makes the evaluation
// colour-symmetric by construction.

#include "engine/chess/eval.h"

#include "engine/chess/bitboard.h"

namespace engine::chess {

namespace {

// Middlegame and endgame material.
constexpr int MgValue[PieceTypeCount] = { 0, 82, 337, 365, 477, 1025, 0 };
constexpr int EgValue[PieceTypeCount] = { 0, 94, 281, 297, 512, 936, 0 };

// Game phase weight of each piece type (full phase = 24).
constexpr int PhaseWeight[PieceTypeCount] = { 0, 0, 1, 1, 2, 4, 0 };
constexpr int FullPhase                   = 24;

// A small centralisation table (rank 1 first), reused with different weights.
constexpr int Centre[64] = {
    0, 1, 2, 3, 3, 2, 1, 0, //
    1, 2, 3, 4, 4, 3, 2, 1, //
    2, 3, 4, 5, 5, 4, 3, 2, //
    3, 4, 5, 6, 6, 5, 4, 3, //
    3, 4, 5, 6, 6, 5, 4, 3, //
    2, 3, 4, 5, 5, 4, 3, 2, //
    1, 2, 3, 4, 4, 3, 2, 1, //
    0, 1, 2, 3, 3, 2, 1, 0, //
};

// Pawns: advance and hold the centre in the middlegame; advance in the endgame.
constexpr int PawnMg[64] = {
    0, 0, 0, 0, 0, 0, 0, 0, //
    0, 2, 2, -12, -12, 2, 2, 0, //
    2, 0, 4, 6, 6, 4, 0, 2, //
    0, 0, 8, 20, 20, 8, 0, 0, //
    4, 6, 10, 22, 22, 10, 6, 4, //
    10, 14, 18, 26, 26, 18, 14, 10, //
    40, 40, 40, 40, 40, 40, 40, 40, //
    0, 0, 0, 0, 0, 0, 0, 0, //
};
constexpr int PawnEgRank[8] = { 0, 0, 5, 15, 30, 55, 90, 0 };

// King: shelter in the corners in the middlegame, centralise in the endgame.
constexpr int KingMg[64] = {
    20, 30, 10, 0, 0, 10, 30, 20, //
    10, 10, -5, -10, -10, -5, 10, 10, //
    -10, -20, -20, -25, -25, -20, -20, -10, //
    -20, -30, -30, -40, -40, -30, -30, -20, //
    -30, -40, -40, -50, -50, -40, -40, -30, //
    -30, -40, -40, -50, -50, -40, -40, -30, //
    -30, -40, -40, -50, -50, -40, -40, -30, //
    -30, -40, -40, -50, -50, -40, -40, -30, //
};

struct Terms {
    int mg = 0;
    int eg = 0;
};

int pst_mg(PieceType pt, Square rs) {
    switch (pt) {
    case Pawn:
        return PawnMg[rs];
    case Knight:
        return 6 * Centre[rs] - 20;
    case Bishop:
        return 3 * Centre[rs] - 8;
    case Rook:
        return rank_of(rs) == 6 ? 15 : 0;
    case Queen:
        return Centre[rs] - 4;
    case King:
        return KingMg[rs];
    default:
        return 0;
    }
}

int pst_eg(PieceType pt, Square rs) {
    switch (pt) {
    case Pawn:
        return PawnEgRank[rank_of(rs)];
    case Knight:
        return 4 * Centre[rs] - 14;
    case Bishop:
        return 2 * Centre[rs] - 6;
    case Rook:
        return 0;
    case Queen:
        return 2 * Centre[rs] - 6;
    case King:
        return 8 * Centre[rs] - 24;
    default:
        return 0;
    }
}

// Material, PST and mobility of colour c (from c's point of view).
Terms side_terms(const Position& pos, Color c, int& phase) {
    Terms          t;
    const Bitboard own  = pos.pieces(c);
    const Bitboard occ  = pos.pieces();
    Bitboard       them = pos.pieces(~c, Pawn);
    Bitboard       enemy_pawn_attacks
        = c == White ? shift<-7>(them) | shift<-9>(them) : shift<7>(them) | shift<9>(them);
    const Bitboard safe = ~own & ~enemy_pawn_attacks;

    for (int pt = Pawn; pt <= King; ++pt) {
        Bitboard b = pos.pieces(c, PieceType(pt));
        while (b) {
            Square s  = pop_lsb(b);
            Square rs = relative_square(c, s);
            t.mg += MgValue[pt] + pst_mg(PieceType(pt), rs);
            t.eg += EgValue[pt] + pst_eg(PieceType(pt), rs);
            phase += PhaseWeight[pt];
            int mobility = -1;
            switch (pt) {
            case Knight:
                mobility = popcount(knight_attacks(s) & safe) - 4;
                break;
            case Bishop:
                mobility = popcount(bishop_attacks(s, occ) & safe) - 6;
                break;
            case Rook:
                mobility = popcount(rook_attacks(s, occ) & safe) - 7;
                break;
            case Queen:
                mobility = popcount(queen_attacks(s, occ) & safe) - 13;
                break;
            default:
                continue;
            }
            const int w = pt == Queen ? 1 : pt == Rook ? 2 : 4;
            t.mg += w * mobility;
            t.eg += w * mobility;
        }
    }
    // Bishop pair.
    if (more_than_one(pos.pieces(c, Bishop))) {
        t.mg += 25;
        t.eg += 45;
    }
    return t;
}

} // namespace

core::Score evaluate_white(const Position& pos) noexcept {
    int   phase = 0;
    Terms w     = side_terms(pos, White, phase);
    Terms b     = side_terms(pos, Black, phase);
    int   mg    = w.mg - b.mg;
    int   eg    = w.eg - b.eg;
    if (phase > FullPhase) phase = FullPhase;
    return (mg * phase + eg * (FullPhase - phase)) / FullPhase;
}

core::Score evaluate(const Position& pos) noexcept {
    core::Score s = evaluate_white(pos);
    return pos.side_to_move() == White ? s : -s;
}

} // namespace engine::chess
