#include "status.h"

#include "movegen.h"

#include <algorithm>

namespace engine::chess {

int repetition_count(const Position& pos) {
    int limit = std::min(pos.rule50(), pos.history_length());
    int n     = 0;
    for (int back = 4; back <= limit; back += 2)
        if (pos.key_at(back) == pos.key()) ++n;
    return n;
}

bool is_insufficient_material(const Position& pos) {
    if (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen)) return false;
    Bitboard minors = pos.pieces(Knight) | pos.pieces(Bishop);
    if (popcount(minors) <= 1) return true;
    if (pos.pieces(Knight)) return false;
    constexpr Bitboard Dark = 0xAA55AA55AA55AA55ull;
    Bitboard           b    = pos.pieces(Bishop);
    return !(b & Dark) || !(b & ~Dark);
}

core::GameStatus status(const Position& pos) {
    using core::Outcome;
    if (count_legal(pos) == 0)
        return pos.in_check() ? core::GameStatus::win(Outcome::Checkmate, ~pos.side_to_move())
                              : core::GameStatus::draw(Outcome::Stalemate);
    if (pos.rule50() >= 100) return core::GameStatus::draw(Outcome::FiftyMoves);
    if (repetition_count(pos) >= 2) return core::GameStatus::draw(Outcome::Repetition);
    if (is_insufficient_material(pos)) return core::GameStatus::draw(Outcome::InsufficientMaterial);
    return {};
}

} // namespace engine::chess
