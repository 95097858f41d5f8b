#include "engine/gomoku/caro.h"

namespace engine::gomoku {

namespace {

// Walks from (x, y) along (dx, dy) over c's stones; returns how many, and whether the point
// after them is an opponent stone.
int run_from(const Position& pos, int x, int y, int dx, int dy, Stone own, bool& blocked) noexcept {
    int n = 0;
    for (x += dx, y += dy; pos.on_board(x, y) && pos.stone(x, y) == own; x += dx, y += dy) ++n;
    blocked = pos.on_board(x, y) && pos.stone(x, y) != Stone::Empty;
    return n;
}

} // namespace

bool caro_win(const Position& pos, int point, Color c, CaroRule rule) noexcept {
    const Stone own = stone_of(c);
    const int   x = x_of(point), y = y_of(point);
    for (const auto& dir : Directions) {
        bool      blocked_ahead = false, blocked_behind = false;
        const int length = 1 + run_from(pos, x, y, dir[0], dir[1], own, blocked_ahead)
            + run_from(pos, x, y, -dir[0], -dir[1], own, blocked_behind);
        const bool long_enough = rule == CaroRule::Caro5 ? length == 5 : length >= 5;
        if (long_enough && !(blocked_ahead && blocked_behind)) return true;
    }
    return false;
}

} // namespace engine::gomoku
