// Chess evaluation: see eval.h. Tables are written from White's point of view with a1 = index 0
// (rank 1 first), and read through relative_square() for Black, which makes the evaluation
// colour-symmetric by construction.

#include "engine/chess/eval.h"

#include "engine/chess/bitboard.h"

#include <algorithm>

namespace engine::chess {

namespace {

// Endgame material, and its distance from the middlegame value (EvalParams::value).
constexpr int EgValue[PieceTypeCount] = { 0, 94, 281, 297, 512, 936, 0 };
constexpr int eg_offset(int pt) { return EgValue[pt] - DefaultEvalParams.value[pt]; }
constexpr int EgOffset[PieceTypeCount]
    = { eg_offset(0), eg_offset(1), eg_offset(2), eg_offset(3), eg_offset(4), eg_offset(5), 0 };

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
Terms side_terms(const Position& pos, Color c, int& phase, const EvalParams& p) {
    Terms          t;
    int            mobility_sum = 0;
    const Bitboard own          = pos.pieces(c);
    const Bitboard occ          = pos.pieces();
    Bitboard       them         = pos.pieces(~c, Pawn);
    Bitboard       enemy_pawn_attacks
        = c == White ? shift<-7>(them) | shift<-9>(them) : shift<7>(them) | shift<9>(them);
    const Bitboard safe = ~own & ~enemy_pawn_attacks;

    for (int pt = Pawn; pt <= King; ++pt) {
        Bitboard b = pos.pieces(c, PieceType(pt));
        while (b) {
            Square s  = pop_lsb(b);
            Square rs = relative_square(c, s);
            t.mg += p.value[pt] + pst_mg(PieceType(pt), rs);
            t.eg += p.value[pt] + EgOffset[pt] + pst_eg(PieceType(pt), rs);
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
            mobility_sum += w * mobility;
        }
    }
    t.mg += mobility_sum * p.mobility / 100;
    t.eg += mobility_sum * p.mobility / 100;
    // Bishop pair.
    if (more_than_one(pos.pieces(c, Bishop))) {
        t.mg += 25;
        t.eg += 45;
    }
    return t;
}

// Squares strictly in front of rank r from c's point of view (all files).
Bitboard ranks_ahead(Color c, int r) {
    if (c == White) return r >= 7 ? 0 : ~Bitboard(0) << (8 * (r + 1));
    return r <= 0 ? 0 : (Bitboard(1) << (8 * r)) - 1;
}

// Files f-1 and f+1 (those that exist).
Bitboard adjacent_files(int f) {
    return (f > 0 ? file_bb(f - 1) : 0) | (f < 7 ? file_bb(f + 1) : 0);
}

// Pawn structure penalties and bonuses.
constexpr int DoubledMg = 10, DoubledEg = 20;
constexpr int IsolatedMg = 10, IsolatedEg = 15;
constexpr int PassedMg[8] = { 0, 5, 8, 14, 24, 40, 60, 0 };
constexpr int PassedEg[8] = { 0, 10, 14, 24, 42, 70, 110, 0 };

// Doubled, isolated and passed pawns of colour c (from c's point of view).
void pawn_structure(const Position& pos, Color c, Terms& t) {
    const Bitboard ours   = pos.pieces(c, Pawn);
    const Bitboard theirs = pos.pieces(~c, Pawn);
    for (int f = 0; f < 8; ++f) {
        const int n = popcount(ours & file_bb(f));
        if (n > 1) {
            t.mg -= DoubledMg * (n - 1);
            t.eg -= DoubledEg * (n - 1);
        }
    }
    Bitboard b = ours;
    while (b) {
        const Square s  = pop_lsb(b);
        const int    f  = file_of(s);
        const int    rr = rank_of(relative_square(c, s));
        if (!(ours & adjacent_files(f))) {
            t.mg -= IsolatedMg;
            t.eg -= IsolatedEg;
        }
        const Bitboard front_span = ranks_ahead(c, rank_of(s)) & (file_bb(f) | adjacent_files(f));
        // Passed: no enemy pawn ahead on its own or an adjacent file, and not the rear pawn
        // of a doubled pair (only the front one counts).
        if (!(theirs & front_span) && !(ours & ranks_ahead(c, rank_of(s)) & file_bb(f))) {
            t.mg += PassedMg[rr];
            t.eg += PassedEg[rr];
        }
    }
}

// King safety of colour c (middlegame only; c's point of view): pawn shield in front of a king on
// its first two ranks, and the enemy pieces attacking the squares around the king.
constexpr int ShieldNear = 12, ShieldFar = 6, ShieldMissing = 14;
constexpr int AttackWeight[PieceTypeCount] = { 0, 0, 2, 2, 3, 5, 0 };

int king_safety(const Position& pos, Color c) {
    int          mg = 0;
    const Square ks = pos.king_square(c);
    const int    rr = rank_of(relative_square(c, ks));
    const int    kf = file_of(ks);
    // Shield: only for a king that has left the centre files (castled or about to).
    if (rr <= 1 && (kf <= 2 || kf >= 5)) {
        const Bitboard ours = pos.pieces(c, Pawn);
        for (int f = std::max(kf - 1, 0); f <= std::min(kf + 1, 7); ++f) {
            const int near_rank = c == White ? rr + 1 : 7 - (rr + 1);
            const int far_rank  = c == White ? rr + 2 : 7 - (rr + 2);
            if (ours & square_bb(make_square(f, near_rank)))
                mg += ShieldNear;
            else if (ours & square_bb(make_square(f, far_rank)))
                mg += ShieldFar;
            else
                mg -= ShieldMissing;
        }
    }
    // Attack on the king zone: counted only while the enemy has a queen.
    if (!pos.pieces(~c, Queen)) return mg;
    const Bitboard zone      = king_attacks(ks) | square_bb(ks);
    const Bitboard occ       = pos.pieces();
    int            units     = 0;
    int            attackers = 0;
    for (int pt = Knight; pt <= Queen; ++pt) {
        Bitboard b = pos.pieces(~c, PieceType(pt));
        while (b) {
            const Square   s   = pop_lsb(b);
            const Bitboard hit = attacks_of(PieceType(pt), s, occ) & zone;
            if (hit) {
                ++attackers;
                units += AttackWeight[pt] * popcount(hit);
            }
        }
    }
    if (attackers >= 2) mg -= std::min(units * units / 8, 400);
    return mg;
}

} // namespace

core::Score evaluate_white(const Position& pos, const EvalParams& params) noexcept {
    int   phase = 0;
    Terms w     = side_terms(pos, White, phase, params);
    Terms b     = side_terms(pos, Black, phase, params);
    pawn_structure(pos, White, w);
    pawn_structure(pos, Black, b);
    w.mg += king_safety(pos, White) * params.king_safety / 100;
    b.mg += king_safety(pos, Black) * params.king_safety / 100;
    int mg = w.mg - b.mg;
    int eg = w.eg - b.eg;
    if (phase > FullPhase) phase = FullPhase;
    // Extra material (a leniently read FEN: up to 62 queens) must not reach the mate scores.
    return std::clamp((mg * phase + eg * (FullPhase - phase)) / FullPhase, -EvalLimit, EvalLimit);
}

core::Score evaluate(const Position& pos, const EvalParams& params) noexcept {
    core::Score s = evaluate_white(pos, params);
    return pos.side_to_move() == White ? s : -s;
}

} // namespace engine::chess
