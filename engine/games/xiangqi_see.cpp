// Static exchange evaluation for xiangqi: see xiangqi_see.h. The exchange is played out on a
// copy of the mailbox; before every capture the least valuable attacker of the side to capture
// is looked up afresh, which is what cannon screens and horse legs need. The swap list and its
// fold are those of the chess SEE (see.cpp).

#include "engine/games/xiangqi_see.h"

#include "engine/xiangqi/eval.h"

#include <algorithm>
#include <array>

namespace engine::games {

namespace {

using namespace xiangqi;

constexpr int GeneralSeeValue = 20000;

int see_value(Piece p) {
    return type_of(p) == PieceType::General ? GeneralSeeValue : PieceValue[int(type_of(p))];
}

bool in_palace(Square s, Color c) {
    const int f = file_of(s), r = rank_of(s);
    return f >= 3 && f <= 5 && (c == Red ? r <= 2 : r >= 7);
}
bool own_half(Square s, Color c) { return c == Red ? rank_of(s) <= 4 : rank_of(s) >= 5; }

using Board = std::array<Piece, 256>;

// The square of the least valuable piece of colour c that attacks `to` on `board`, or NoSquare.
Square least_valuable_attacker(const Board& board, Square to, Color c) {
    const auto is = [&](Square s, PieceType t) { return board[s] == make_piece(c, t); };
    // Soldier (100): from behind, or from beside once across the river.
    if (is(Square(to - forward(c)), PieceType::Soldier)) return Square(to - forward(c));
    if (!own_half(to, c))
        for (int d : { Left, Right })
            if (is(Square(to + d), PieceType::Soldier)) return Square(to + d);
    // Advisor and elephant (120): inside the own palace / half only.
    if (in_palace(to, c))
        for (int d : { Up + Left, Up + Right, Down + Left, Down + Right })
            if (is(Square(to + d), PieceType::Advisor)) return Square(to + d);
    if (own_half(to, c))
        for (int d : { Up + Left, Up + Right, Down + Left, Down + Right })
            if (board[to + d] == Empty && is(Square(to + 2 * d), PieceType::Elephant))
                return Square(to + 2 * d);
    // Horse (400): its leg is the diagonal neighbour of `to` next to it.
    for (int v : { Up, Down })
        for (int h : { Left, Right }) {
            const Square leg = Square(to + v + h);
            if (board[leg] != Empty) continue;
            if (is(Square(leg + v), PieceType::Horse)) return Square(leg + v);
            if (is(Square(leg + h), PieceType::Horse)) return Square(leg + h);
        }
    // Cannon (450) over exactly one screen, then chariot (900): the lines out of `to`.
    Square chariot = NoSquare;
    for (int d : { Up, Down, Left, Right }) {
        Square s = Square(to + d);
        while (board[s] == Empty) s = Square(s + d);
        if (board[s] == Offboard) continue;
        if (is(s, PieceType::Chariot) && chariot == NoSquare) chariot = s;
        s = Square(s + d);
        while (board[s] == Empty) s = Square(s + d);
        if (is(s, PieceType::Cannon)) return s;
    }
    if (chariot != NoSquare) return chariot;
    // General: one step inside its palace.
    if (in_palace(to, c))
        for (int d : { Up, Down, Left, Right })
            if (is(Square(to + d), PieceType::General)) return Square(to + d);
    return NoSquare;
}

} // namespace

int see(const Position& pos, Move m) noexcept {
    Board board;
    for (int s = 0; s < 256; ++s) board[std::size_t(s)] = pos.piece_on(Square(s));
    const Square to   = m.to();
    Color        side = pos.side_to_move();

    int gain[34];
    int d           = 0;
    gain[0]         = board[to] == Empty ? 0 : see_value(board[to]);
    int on_square   = see_value(board[m.from()]);
    board[to]       = board[m.from()];
    board[m.from()] = Empty;
    for (;;) {
        side              = ~side;
        const Square from = least_valuable_attacker(board, to, side);
        if (from == NoSquare) break;
        // A general may not capture into a point the other side still attacks.
        if (type_of(board[from]) == PieceType::General) {
            const Piece taken   = board[to];
            board[to]           = board[from];
            board[from]         = Empty;
            const bool defended = least_valuable_attacker(board, to, ~side) != NoSquare;
            board[from]         = board[to];
            board[to]           = taken;
            if (defended) break;
        }
        ++d;
        gain[d]     = on_square - gain[d - 1];
        on_square   = see_value(board[from]);
        board[to]   = board[from];
        board[from] = Empty;
        if (d == 33) break;
    }
    while (d > 0) {
        gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
        --d;
    }
    return gain[0];
}

} // namespace engine::games
