#include "engine/gomoku/caro.h"

namespace engine::gomoku {

namespace {

// Walks from (x, y) along (dx, dy) over c's stones; returns how many, and whether the point
// after them is an opponent stone (or `block`).
int run_from(const Position& pos, int x, int y, int dx, int dy, Stone own, int block,
    bool& blocked) noexcept {
    int n = 0;
    for (x += dx, y += dy; pos.on_board(x, y) && pos.stone(x, y) == own; x += dx, y += dy) ++n;
    blocked = pos.on_board(x, y) && (pos.stone(x, y) != Stone::Empty || point_of(x, y) == block);
    return n;
}

} // namespace

bool caro_line_win(
    const Position& pos, int point, int d, Color c, CaroRule rule, int block) noexcept {
    const Stone own = stone_of(c);
    const int   x = x_of(point), y = y_of(point), dx = Directions[d][0], dy = Directions[d][1];
    bool        blocked_ahead = false, blocked_behind = false;
    const int   length = 1 + run_from(pos, x, y, dx, dy, own, block, blocked_ahead)
        + run_from(pos, x, y, -dx, -dy, own, block, blocked_behind);
    const bool long_enough = rule == CaroRule::Caro5 ? length == 5 : length >= 5;
    return long_enough && !(blocked_ahead && blocked_behind);
}

bool caro_win(const Position& pos, int point, Color c, CaroRule rule) noexcept {
    for (int d = 0; d < 4; ++d)
        if (caro_line_win(pos, point, d, c, rule)) return true;
    return false;
}

} // namespace engine::gomoku
