#include "engine/gomoku/lines.h"

#include "engine/gomoku/caro.h"

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

bool wins_along(const Position& pos, int point, int d, Color c) noexcept {
    switch (pos.rule()) {
    case Rule::Freestyle:
        return run_length(pos, point, d, stone_of(c)) >= 5;
    case Rule::Standard:
        return run_length(pos, point, d, stone_of(c)) == 5;
    case Rule::Renju: {
        const int r = run_length(pos, point, d, stone_of(c));
        return r == 5 || (c == White && r > 5);
    }
    case Rule::Caro:
        return caro_line_win(pos, point, d, c, CaroRule::Caro5);
    }
    return false;
}

bool makes_five(const Position& pos, int point, Color c) noexcept {
    // Freestyle and standard (the hot path of every move made): run lengths only.
    if (const Rule rule = pos.rule(); rule == Rule::Freestyle || rule == Rule::Standard) {
        for (int d = 0; d < 4; ++d) {
            const int r = run_length(pos, point, d, stone_of(c));
            if (rule == Rule::Freestyle ? r >= 5 : r == 5) return true;
        }
        return false;
    }
    for (int d = 0; d < 4; ++d)
        if (wins_along(pos, point, d, c)) return true;
    return false;
}

bool makes_five_if_blocked(const Position& pos, int point, Color c, int block) noexcept {
    if (point == block) return false;
    if (pos.rule() != Rule::Caro) return makes_five(pos, point, c);
    for (int d = 0; d < 4; ++d)
        if (caro_line_win(pos, point, d, c, CaroRule::Caro5, block)) return true;
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
    const int x = x_of(point), y = y_of(point);
    for (int d = 0; d < 4; ++d) {
        const int dx = Directions[d][0], dy = Directions[d][1];
        for (int k = -4; k <= 4; ++k) {
            const int qx = x + k * dx, qy = y + k * dy;
            if (k == 0 || !pos.on_board(qx, qy)) continue;
            const int q = point_of(qx, qy);
            if (pos.stone(q) != Stone::Empty || !wins_along(pos, q, d, c)) continue;
            if (!out.contains(Move::at(q))) out.push_back(Move::at(q));
        }
    }
}

} // namespace engine::gomoku
