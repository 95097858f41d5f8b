#include "movegen.h"

namespace engine::chess {

namespace {

// The generator writes into a Sink: a MoveList, or a counter for bulk counting.
struct ListSink {
    MoveList& list;
    void      targets(Square from, Bitboard to) {
             while (to) list.push_back(Move(from, pop_lsb(to)));
    }
    void pawns(Bitboard to, int delta) {
        while (to) {
            Square s = pop_lsb(to);
            list.push_back(Move(s - delta, s));
        }
    }
    void promotions(Bitboard to, int delta) {
        while (to) {
            Square s = pop_lsb(to);
            for (PieceType pt : { Queen, Rook, Bishop, Knight })
                list.push_back(Move(s - delta, s, MoveKind::Promotion, pt));
        }
    }
    void one(Move m) { list.push_back(m); }
};

struct CountSink {
    std::uint64_t n = 0;
    void          targets(Square, Bitboard to) { n += popcount(to); }
    void          pawns(Bitboard to, int) { n += popcount(to); }
    void          promotions(Bitboard to, int) { n += 4 * popcount(to); }
    void          one(Move) { ++n; }
};

template <Color Us, class Sink> void generate(const Position& pos, Sink& sink) {
    constexpr Color Them  = ~Us;
    constexpr int   Up    = Us == White ? 8 : -8;
    constexpr int   UpL   = Us == White ? 7 : -9;
    constexpr int   UpR   = Us == White ? 9 : -7;
    const Bitboard  Rank3 = rank_bb(relative_rank(Us, 2));
    const Bitboard  Rank7 = rank_bb(relative_rank(Us, 6));

    const Bitboard occ = pos.pieces(), own = pos.pieces(Us), enemy = pos.pieces(Them);
    const Square   ksq      = pos.king_square(Us);
    const Bitboard checkers = pos.checkers();

    // Step 1. King moves: the destination must not be attacked once the king has left ksq.
    {
        Bitboard to          = king_attacks(ksq) & ~own;
        Bitboard occ_no_king = occ ^ square_bb(ksq);
        while (to) {
            Square s = pop_lsb(to);
            if (!(pos.attackers_to(s, occ_no_king) & enemy)) sink.one(Move(ksq, s));
        }
    }
    if (more_than_one(checkers)) return; // double check: only the king moves

    // Step 2. Check mask (capture the checker or block it) and pinned pieces.
    const Bitboard check_mask = checkers ? between_bb(ksq, lsb(checkers)) | checkers : ~Bitboard(0);
    Bitboard       pinned     = 0;
    Bitboard       snipers    = ((rook_attacks(ksq, 0) & pos.pieces(Them, Rook, Queen))
        | (bishop_attacks(ksq, 0) & pos.pieces(Them, Bishop, Queen)));
    while (snipers) {
        Bitboard b = between_bb(ksq, pop_lsb(snipers)) & occ;
        if (b && !more_than_one(b)) pinned |= b & own;
    }
    const Bitboard targets = ~own & check_mask;

    // Step 3. Knights and sliders that are not pinned.
    for (Bitboard b = pos.pieces(Us, Knight) & ~pinned; b;) {
        Square s = pop_lsb(b);
        sink.targets(s, knight_attacks(s) & targets);
    }
    for (Bitboard b = pos.pieces(Us, Bishop, Queen) & ~pinned; b;) {
        Square s = pop_lsb(b);
        sink.targets(s, bishop_attacks(s, occ) & targets);
    }
    for (Bitboard b = pos.pieces(Us, Rook, Queen) & ~pinned; b;) {
        Square s = pop_lsb(b);
        sink.targets(s, rook_attacks(s, occ) & targets);
    }

    // Step 4. Pinned sliders move along the pin line (never when in check).
    if (!checkers) {
        for (Bitboard b = pinned & pos.pieces(Us, Bishop, Queen); b;) {
            Square s = pop_lsb(b);
            sink.targets(s, bishop_attacks(s, occ) & targets & line_bb(ksq, s));
        }
        for (Bitboard b = pinned & pos.pieces(Us, Rook, Queen); b;) {
            Square s = pop_lsb(b);
            sink.targets(s, rook_attacks(s, occ) & targets & line_bb(ksq, s));
        }
    }

    // Step 5. Pawns: set-wise for free pawns, one by one for pinned ones.
    {
        const Bitboard empty = ~occ;
        Bitboard       free  = pos.pieces(Us, Pawn) & ~pinned;
        Bitboard       b     = free & ~Rank7;
        Bitboard       one   = shift<Up>(b) & empty;
        Bitboard       two   = shift<Up>(one & Rank3) & empty;
        sink.pawns(one & check_mask, Up);
        sink.pawns(two & check_mask, 2 * Up);
        sink.pawns(shift<UpL>(b) & enemy & check_mask, UpL);
        sink.pawns(shift<UpR>(b) & enemy & check_mask, UpR);
        Bitboard p = free & Rank7;
        if (p) {
            sink.promotions(shift<Up>(p) & empty & check_mask, Up);
            sink.promotions(shift<UpL>(p) & enemy & check_mask, UpL);
            sink.promotions(shift<UpR>(p) & enemy & check_mask, UpR);
        }
        if (!checkers) {
            for (Bitboard pp = pinned & pos.pieces(Us, Pawn); pp;) {
                Square   s    = pop_lsb(pp);
                Bitboard line = line_bb(ksq, s);
                Bitboard bb   = square_bb(s);
                Bitboard to   = (shift<UpL>(bb) | shift<UpR>(bb)) & enemy;
                Bitboard push = shift<Up>(bb) & empty;
                to |= push;
                if (bb & rank_bb(relative_rank(Us, 1))) to |= shift<Up>(push) & empty;
                to &= line;
                if (bb & Rank7) {
                    while (to) {
                        Square t = pop_lsb(to);
                        for (PieceType pt : { Queen, Rook, Bishop, Knight })
                            sink.one(Move(s, t, MoveKind::Promotion, pt));
                    }
                } else {
                    sink.targets(s, to);
                }
            }
        }
    }

    // Step 6. En passant: tested by occupancy (it can uncover a check along the rank).
    if (Square ep = pos.ep_square(); ep != NoSquare) {
        Square cap = ep - Up;
        for (Bitboard b = pawn_attacks(Them, ep) & pos.pieces(Us, Pawn); b;) {
            Square   from = pop_lsb(b);
            Bitboard o    = (occ ^ square_bb(from) ^ square_bb(cap)) | square_bb(ep);
            if (!(pos.attackers_to(ksq, o) & enemy & ~square_bb(cap)))
                sink.one(Move(from, ep, MoveKind::EnPassant));
        }
    }

    // Step 7. Castling: not in check, path empty, king never crosses an attacked square. The
    // castling rook is lifted first (Chess960: it may shield the king's path).
    if (!checkers && pos.castling_rights()) {
        constexpr CastlingRight Rights[2] = { Us == White ? WhiteKingSide : BlackKingSide,
            Us == White ? WhiteQueenSide : BlackQueenSide };
        for (CastlingRight cr : Rights) {
            if (!(pos.castling_rights() & cr) || (pos.castling_path(cr) & occ)) continue;
            Square   rsq   = pos.castling_rook_square(cr);
            Square   kto   = relative_square(Us, rsq > ksq ? make_square(6, 0) : make_square(2, 0));
            Bitboard kpath = between_bb(ksq, kto) | square_bb(kto);
            Bitboard o     = occ ^ square_bb(rsq);
            bool     safe  = true;
            while (kpath && safe) safe = !(pos.attackers_to(pop_lsb(kpath), o) & enemy);
            if (safe) sink.one(Move(ksq, rsq, MoveKind::Castling));
        }
    }
}

} // namespace

void generate_legal(const Position& pos, MoveList& list) noexcept {
    ListSink sink { list };
    if (pos.side_to_move() == White)
        generate<White>(pos, sink);
    else
        generate<Black>(pos, sink);
}

std::uint64_t count_legal(const Position& pos) noexcept {
    CountSink sink;
    if (pos.side_to_move() == White)
        generate<White>(pos, sink);
    else
        generate<Black>(pos, sink);
    return sink.n;
}

std::uint64_t perft(Position& pos, int depth) noexcept {
    if (depth <= 0) return 1;
    if (depth == 1) return count_legal(pos);
    MoveList list;
    generate_legal(pos, list);
    std::uint64_t n = 0;
    for (Move m : list) {
        pos.do_move(m);
        n += depth == 2 ? count_legal(pos) : perft(pos, depth - 1);
        pos.undo_move(m);
    }
    return n;
}

} // namespace engine::chess
