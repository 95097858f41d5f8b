#include "engine/gomoku/lines.h"

namespace engine::gomoku {

int run_length(const Position& pos, int point, int d, Stone s) noexcept {
    const int dx = Directions[d][0], dy = Directions[d][1];
    const int x = x_of(point), y = y_of(point);
    int       n = 1;
    for (int k = 1; pos.on_board(x + k * dx, y + k * dy) && pos.stone(x + k * dx, y + k * dy) == s;
         ++k)
        ++n;
    for (int k = 1; pos.on_board(x - k * dx, y - k * dy) && pos.stone(x - k * dx, y - k * dy) == s;
         ++k)
        ++n;
    return n;
}

bool makes_five(const Position& pos, int point, Color c) noexcept {
    const Stone s = stone_of(c);
    for (int d = 0; d < 4; ++d)
        if (is_win_length(pos.rule(), run_length(pos, point, d, s))) return true;
    return false;
}

} // namespace engine::gomoku
