#include "engine/gomoku/status.h"

namespace engine::gomoku {

core::GameStatus status(const Position& pos) {
    if (auto w = pos.winner()) return core::GameStatus::win(core::Outcome::FiveInRow, *w);
    if (pos.is_full()) return core::GameStatus::draw(core::Outcome::BoardFull);
    return {};
}

} // namespace engine::gomoku
