// Static exchange evaluation: see see.h. The swap list holds, for each capture in the sequence,
// the balance so far for the side that made it; it is then folded back from the end, each side
// choosing between the balance before its capture and the result of capturing.

#include "engine/games/see.h"

#include "engine/chess/bitboard.h"
#include "engine/chess/eval.h"

#include <algorithm>

namespace engine::games {

namespace {

constexpr int KingSeeValue = 20000;

int see_value(chess::PieceType pt) {
    return pt == chess::King ? KingSeeValue : chess::PieceValue[pt];
}

} // namespace

int see(const chess::Position& pos, chess::Move m) noexcept {
    using namespace chess;
    if (m.kind() == MoveKind::Castling) return 0;

    const Square from = m.from(), to = m.to();
    Color        side = pos.side_to_move();
    Bitboard     occ  = pos.pieces() ^ square_bb(from);

    int gain[40];
    int d = 0;
    // The first capture: the victim, plus the promotion gain; the piece then on `to` is the
    // moved piece (or the promoted one).
    gain[0]       = PieceValue[type_of(pos.captured_piece(m))];
    int on_square = see_value(type_of(pos.moved_piece(m)));
    if (m.kind() == MoveKind::Promotion) {
        gain[0] += PieceValue[m.promotion()] - PieceValue[Pawn];
        on_square = PieceValue[m.promotion()];
    }
    if (m.kind() == MoveKind::EnPassant) occ ^= square_bb(to + (side == White ? -8 : 8));
    occ |= square_bb(to);

    const Bitboard diagonal  = pos.pieces(Bishop, Queen);
    const Bitboard straight  = pos.pieces(Rook, Queen);
    Bitboard       attackers = pos.attackers_to(to, occ) & occ & ~square_bb(to);

    for (;;) {
        side                = ~side;
        const Bitboard mine = attackers & pos.pieces(side);
        if (!mine) break;
        // The least valuable attacker of `side`.
        PieceType pt = Pawn;
        while (!(mine & pos.pieces(pt))) pt = PieceType(pt + 1);
        // A king may not capture into a defended square.
        if (pt == King && (attackers & pos.pieces(~side))) break;
        ++d;
        gain[d]   = on_square - gain[d - 1];
        on_square = see_value(pt);
        if (d == 39) break;
        occ ^= square_bb(lsb(mine & pos.pieces(pt)));
        // Sliders behind the piece that just captured now see the square.
        if (pt == Pawn || pt == Bishop || pt == Queen)
            attackers |= bishop_attacks(to, occ) & diagonal;
        if (pt == Rook || pt == Queen) attackers |= rook_attacks(to, occ) & straight;
        attackers &= occ & ~square_bb(to);
    }
    // Fold back: each capturer may decline (keep -gain of the previous capture's balance).
    while (d > 0) {
        gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
        --d;
    }
    return gain[0];
}

} // namespace engine::games
