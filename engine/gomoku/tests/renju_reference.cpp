// The reference foul checker works on its own grid with plain coordinates and std::set
// patterns; it shares nothing with renju.cpp but the public types and FoulDepthMax.

#include "renju_reference.h"

#include "engine/core/invariants.h"
#include "engine/gomoku/lines.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <string>

namespace engine::gomoku::test_support {

namespace {

using PointSet = std::set<int>;

enum class Judgement { Legal, Five, DoubleThree, DoubleFour, Overline };

struct Grid {
    explicit Grid(const Position& pos)
        : n(pos.size()) {
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                cells.push_back(pos.stone(x, y) == Stone::X ? 'x'
                        : pos.stone(x, y) == Stone::O       ? 'o'
                                                            : '.');
    }
    [[nodiscard]] char at(int x, int y) const {
        return x >= 0 && y >= 0 && x < n && y < n ? cells[std::size_t(y * n + x)] : '#';
    }
    void put(int x, int y, char c) { cells[std::size_t(y * n + x)] = c; }

    int               n;
    std::vector<char> cells;
};

struct Cell {
    int x, y;
};

// Every point of the board's line through (x, y) along d, from one edge to the other.
std::vector<Cell> whole_line(const Grid& g, int x, int y, int d) {
    const int dx = Directions[d][0], dy = Directions[d][1];
    while (g.at(x - dx, y - dy) != '#') x -= dx, y -= dy;
    std::vector<Cell> out;
    for (; g.at(x, y) != '#'; x += dx, y += dy) out.push_back({ x, y });
    return out;
}

// The unbroken black row through the black stone on (x, y) along d.
PointSet unbroken_row(const Grid& g, int x, int y, int d) {
    PointSet row;
    for (const Cell& c : whole_line(g, x, y, d)) {
        if (g.at(c.x, c.y) != 'x') {
            if (row.count(point_of(x, y))) return row;
            row.clear();
        } else {
            row.insert(point_of(c.x, c.y));
        }
    }
    return row;
}

// The fours through the black stone on (x, y) along d, each with the points that complete it:
// a stone on q whose unbroken row is exactly five and holds (x, y) makes five of that row less q.
std::map<PointSet, PointSet> fours_through(Grid& g, int x, int y, int d) {
    std::map<PointSet, PointSet> fours;
    for (const Cell& q : whole_line(g, x, y, d)) {
        if (g.at(q.x, q.y) != '.') continue;
        g.put(q.x, q.y, 'x');
        PointSet row = unbroken_row(g, q.x, q.y, d);
        if (row.size() == 5 && row.count(point_of(x, y))) {
            row.erase(point_of(q.x, q.y));
            fours[row].insert(point_of(q.x, q.y));
        }
        g.put(q.x, q.y, '.');
    }
    return fours;
}

bool is_unbroken(const PointSet& stones, int d) {
    const int step = Directions[d][0] + Directions[d][1] * Stride;
    return std::abs(*stones.rbegin() - *stones.begin()) == std::abs(step) * int(stones.size() - 1);
}

Judgement judge(Grid& g, int x, int y, int depth, PointSet* pattern);

// A black stone on the empty (x, y) makes neither a five nor a foul (past FoulDepthMax: no five).
bool legal_non_five(Grid& g, int x, int y, int depth) {
    if (depth < FoulDepthMax) return judge(g, x, y, depth + 1, nullptr) == Judgement::Legal;
    g.put(x, y, 'x');
    bool five = false;
    for (int d = 0; d < 4; ++d) five = five || unbroken_row(g, x, y, d).size() == 5;
    g.put(x, y, '.');
    return !five;
}

// The threes through the black stone on (x, y) along d.
std::set<PointSet> threes_through(Grid& g, int x, int y, int d, int depth) {
    std::set<PointSet> threes;
    for (const Cell& q : whole_line(g, x, y, d)) {
        if (g.at(q.x, q.y) != '.') continue;
        std::vector<PointSet> made;
        g.put(q.x, q.y, 'x');
        for (const auto& [four, ways] : fours_through(g, x, y, d))
            if (four.count(point_of(q.x, q.y)) && ways.size() == 2 && is_unbroken(four, d)) {
                PointSet three = four;
                three.erase(point_of(q.x, q.y));
                made.push_back(three);
            }
        g.put(q.x, q.y, '.');
        if (!made.empty() && legal_non_five(g, q.x, q.y, depth))
            threes.insert(made.begin(), made.end());
    }
    return threes;
}

Judgement judge_placed(Grid& g, int x, int y, int depth, PointSet* pattern) {
    std::vector<PointSet> rows, fours, threes;
    for (int d = 0; d < 4; ++d) rows.push_back(unbroken_row(g, x, y, d));
    for (const auto& row : rows)
        if (row.size() == 5) return Judgement::Five;
    for (int d = 0; d < 4; ++d)
        for (const auto& four : fours_through(g, x, y, d)) fours.push_back(four.first);
    auto report = [&](const std::vector<PointSet>& sets, Judgement j) {
        if (pattern)
            for (const auto& s : sets) pattern->insert(s.begin(), s.end());
        return j;
    };
    if (fours.size() >= 2) return report(fours, Judgement::DoubleFour);
    for (int d = 0; d < 4; ++d)
        for (const auto& three : threes_through(g, x, y, d, depth)) threes.push_back(three);
    if (threes.size() >= 2) return report(threes, Judgement::DoubleThree);
    std::vector<PointSet> overlines;
    for (const auto& row : rows)
        if (row.size() >= 6) overlines.push_back(row);
    return overlines.empty() ? Judgement::Legal : report(overlines, Judgement::Overline);
}

Judgement judge(Grid& g, int x, int y, int depth, PointSet* pattern) {
    g.put(x, y, 'x');
    const Judgement j = judge_placed(g, x, y, depth, pattern);
    g.put(x, y, '.');
    return j;
}

} // namespace

FoulReport reference_foul(const Position& pos, int point) {
    Grid       g(pos);
    PointSet   pattern;
    FoulReport r;
    switch (judge(g, x_of(point), y_of(point), 0, &pattern)) {
    case Judgement::DoubleThree:
        r.foul = Foul::DoubleThree;
        break;
    case Judgement::DoubleFour:
        r.foul = Foul::DoubleFour;
        break;
    case Judgement::Overline:
        r.foul = Foul::Overline;
        break;
    default:
        return r;
    }
    pattern.insert(point);
    r.pattern.assign(pattern.begin(), pattern.end());
    return r;
}

namespace {

// White's "away" move: the last empty point of the board outside the window that makes no
// white five, or -1.
int away_point(const Position& p, int x0, int y0, int w) {
    for (int y = p.size() - 1; y >= 0; --y)
        for (int x = p.size() - 1; x >= 0; --x) {
            const bool inside = x >= x0 && y >= y0 && x < x0 + w && y < y0 + w;
            const int  pt     = point_of(x, y);
            if (!inside && p.empty(pt) && !makes_five(p, pt, White)) return pt;
        }
    return -1;
}

} // namespace

Position random_position(int size, int x0, int y0, int w, const std::vector<int>& order) {
    Position p(size, Rule::Standard);
    for (int i : order) {
        int pt = point_of(x0 + i % (w * w) % w, y0 + i % (w * w) / w);
        if (p.side_to_move() == White && i >= w * w) {
            const int away = away_point(p, x0, y0, w);
            if (away >= 0) pt = away;
        }
        if (!p.empty(pt) || makes_five(p, pt, p.side_to_move())) continue;
        p.do_move(Move::at(pt));
    }
    return p;
}

namespace {

// The text form of a grid of 'x', 'o' and '.' (rows top first).
std::string grid_text(const std::vector<std::string>& grid, char side) {
    std::string text;
    for (const auto& row : grid) {
        if (!text.empty()) text += '/';
        int run = 0;
        for (char c : row) {
            if (c == '.') {
                ++run;
                continue;
            }
            if (run) text += std::to_string(run);
            run = 0;
            text += c;
        }
        if (run) text += std::to_string(run);
    }
    return text + ' ' + side + " standard";
}

} // namespace

Position diagram(const std::vector<std::string_view>& rows, int& star, int size, int x0, int y0) {
    std::vector<std::string> grid(std::size_t(size), std::string(std::size_t(size), '.'));
    int                      balance = 0;
    star                             = -1;
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            const char ch = rows[r][c];
            const int  x = x0 + int(c), y = y0 + int(r);
            if (ch == '*') star = point_of(x, y);
            if (ch != 'x' && ch != 'o') continue;
            grid[std::size_t(y)][std::size_t(x)] = ch;
            balance += ch == 'x' ? 1 : -1;
        }
    // fillers: alternate points of the last row, white on even x, black on odd x
    std::string& last = grid.back();
    for (int x = 0; balance != 0 && x < size; ++x)
        if ((balance > 0) == (x % 2 == 0) && last[std::size_t(x)] == '.') {
            last[std::size_t(x)] = balance > 0 ? 'o' : 'x';
            balance += balance > 0 ? -1 : 1;
        }
    ENGINE_ASSERT(balance == 0);
    auto p = Position::from_text(grid_text(grid, 'b'));
    ENGINE_ASSERT(p.has_value());
    return p ? *p : Position(size);
}

} // namespace engine::gomoku::test_support
