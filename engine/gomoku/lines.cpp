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

void five_points(const Position& pos, Color c, MoveList& out) noexcept {
    out.clear();
    const Stone s                = stone_of(c);
    const int   n                = pos.size();
    bool        seen[PointCount] = {};
    // A five-point is the one empty cell of a five-cell window whose other four are c's.
    for (int d = 0; d < 4; ++d) {
        const int dx = Directions[d][0], dy = Directions[d][1];
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                const int ex = x + 4 * dx, ey = y + 4 * dy;
                if (!pos.on_board(ex, ey)) continue;
                int own = 0, empty_point = -1, empties = 0;
                for (int k = 0; k < 5; ++k) {
                    const int   p = point_of(x + k * dx, y + k * dy);
                    const Stone t = pos.stone(p);
                    if (t == s)
                        ++own;
                    else if (t == Stone::Empty) {
                        ++empties;
                        empty_point = p;
                    }
                }
                if (own == 4 && empties == 1 && !seen[empty_point]
                    && makes_five(pos, empty_point, c))
                    seen[empty_point] = true;
            }
    }
    for (int p = 0; p < PointCount; ++p)
        if (seen[p]) out.push_back(Move::at(p));
}

void five_points_through(const Position& pos, int point, Color c, MoveList& out) noexcept {
    const Stone s = stone_of(c);
    const int   x = x_of(point), y = y_of(point);
    for (int d = 0; d < 4; ++d) {
        const int dx = Directions[d][0], dy = Directions[d][1];
        for (int k = -4; k <= 4; ++k) {
            const int qx = x + k * dx, qy = y + k * dy;
            if (k == 0 || !pos.on_board(qx, qy)) continue;
            const int q = point_of(qx, qy);
            if (pos.stone(q) != Stone::Empty
                || !is_win_length(pos.rule(), run_length(pos, q, d, s)))
                continue;
            if (!out.contains(Move::at(q))) out.push_back(Move::at(q));
        }
    }
}

} // namespace engine::gomoku
