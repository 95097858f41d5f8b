#pragma once
// Attack test on a general, over any board view `at(Square) -> Piece` (the real board, or the
// board as it would be after a move), so legality checks need not make the move.

#include "engine/xiangqi/types.h"

namespace engine::xiangqi::detail {

// Is the general standing on g attacked by colour `them`? Counts chariots, cannons (exactly one
// screen), horses (leg next to the horse empty), soldiers and the facing enemy general.
template <class At> inline bool general_attacked(At at, Square g, Color them) noexcept {
    const Piece chariot = make_piece(them, PieceType::Chariot);
    const Piece cannon  = make_piece(them, PieceType::Cannon);
    const Piece horse   = make_piece(them, PieceType::Horse);
    const Piece soldier = make_piece(them, PieceType::Soldier);
    const Piece general = make_piece(them, PieceType::General);

    // Soldiers: in front of g (from the soldier's point of view, behind) or beside it. A general
    // always stands on the soldier's far side of the river, so sideways steps are allowed.
    if (at(Square(g - forward(them))) == soldier || at(Square(g + Left)) == soldier
        || at(Square(g + Right)) == soldier)
        return true;

    // Horses: the leg of a horse attacking g is a diagonal neighbour of g.
    constexpr int Vert[2] = { Up, Down };
    constexpr int Horz[2] = { Left, Right };
    for (int v : Vert)
        for (int h : Horz) {
            Square leg = Square(g + v + h);
            if (at(leg) != Empty) continue;
            if (at(Square(leg + v)) == horse || at(Square(leg + h)) == horse) return true;
        }

    // Lines: chariot or facing general first, cannon second.
    constexpr int Dirs[4] = { Up, Down, Left, Right };
    for (int d : Dirs) {
        Square s = Square(g + d);
        Piece  p;
        while ((p = at(s)) == Empty) s = Square(s + d);
        if (p == Offboard) continue;
        if (p == chariot || (p == general && (d == Up || d == Down))) return true;
        s = Square(s + d);
        while ((p = at(s)) == Empty) s = Square(s + d);
        if (p == cannon) return true;
    }
    return false;
}

} // namespace engine::xiangqi::detail
