#include "engine/gomoku/status.h"

#include "engine/gomoku/movegen.h"

namespace engine::gomoku {

core::GameStatus status(const Position& pos) {
    if (auto w = pos.winner()) return core::GameStatus::win(core::Outcome::FiveInRow, *w);
    if (pos.is_full()) return core::GameStatus::draw(core::Outcome::BoardFull);
    if (pos.rule() == Rule::Renju && pos.side_to_move() == Black) {
        MoveList legal;
        generate_legal(pos, legal);
        if (legal.empty()) return core::GameStatus::win(core::Outcome::Stalemate, White);
    }
    return {};
}

} // namespace engine::gomoku
