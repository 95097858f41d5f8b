// Renju fouls by pattern windows on a padded copy of the board. A four is a window of five
// cells through the point with four black stones and one empty cell, no black stone just
// beyond it (the five would be an overline); a three is a window of four cells through the
// point with three black stones and one empty cell whose filling leaves a straight four (both
// ends empty, no black stone just beyond them), provided that filling is itself legal: the
// recursion of the RIF definition, bounded by FoulDepthMax.

#include "engine/gomoku/renju.h"

#include "engine/core/invariants.h"
#include "engine/gomoku/lines.h"

#include <algorithm>
#include <array>
#include <optional>

namespace engine::gomoku {

namespace {

// Own = a black stone; Block = a white stone or a point off the board.
enum class Cell : std::uint8_t { Empty, Own, Block };

constexpr int Pad      = 5; // the farthest cell read on a line from a point on the board
constexpr int Width    = MaxSize + 2 * Pad;
constexpr int Steps[4] = { 1, Width, Width + 1, 1 - Width }; // Directions[] as index steps

// The board with a border of Block cells, so that no line read leaves the array.
class FoulBoard {
public:
    explicit FoulBoard(const Position& pos) noexcept {
        cells_.fill(Cell::Block);
        for (int y = 0; y < pos.size(); ++y)
            for (int x = 0; x < pos.size(); ++x)
                set(index(point_of(x, y)), cell_of(pos.stone(x, y)));
    }
    static constexpr int index(int point) noexcept {
        return (y_of(point) + Pad) * Width + x_of(point) + Pad;
    }
    static constexpr int point(int i) noexcept {
        return point_of(i % Width - Pad, i / Width - Pad);
    }
    Cell operator[](int i) const noexcept { return cells_[std::size_t(i)]; }
    void set(int i, Cell c) noexcept { cells_[std::size_t(i)] = c; }

private:
    static constexpr Cell cell_of(Stone s) noexcept {
        return s == Stone::Empty ? Cell::Empty : s == Stone::X ? Cell::Own : Cell::Block;
    }
    std::array<Cell, Width * Width> cells_;
};

enum class Verdict : std::uint8_t { Legal, Five, DoubleThree, DoubleFour, Overline };

using Stones = std::vector<int>; // board indices, collected for a report

int run_length(const FoulBoard& b, int i, int step) noexcept {
    int n = 1;
    for (int j = i + step; b[j] == Cell::Own; j += step) ++n;
    for (int j = i - step; b[j] == Cell::Own; j -= step) ++n;
    return n;
}

// The one empty cell of a window of `length` cells from s whose other cells are all black;
// -1 for any other window.
int window_gap(const FoulBoard& b, int s, int step, int length) noexcept {
    int gap = -1;
    for (int k = 0; k < length; ++k) {
        const int  j = s + k * step;
        const Cell c = b[j];
        if (c == Cell::Block || (c == Cell::Empty && gap >= 0)) return -1;
        if (c == Cell::Empty) gap = j;
    }
    return gap;
}

void add_window(Stones* stones, int s, int step, int length, int gap) {
    if (!stones) return;
    for (int k = 0; k < length; ++k)
        if (s + k * step != gap) stones->push_back(s + k * step);
}

// The fours through the black stone on i along `step`: each five-window with one gap and no
// black stone beyond it is a way to make five. Two ways share their four when the four is
// straight (.XXXX.), so they count once; X.XXX.X counts twice.
int count_fours(const FoulBoard& b, int i, int step, Stones* stones) noexcept {
    int starts[5], gaps[5], n = 0;
    for (int k = 4; k >= 0; --k) {
        const int s   = i - k * step;
        const int gap = window_gap(b, s, step, 5);
        if (gap < 0 || b[s - step] == Cell::Own || b[s + 5 * step] == Cell::Own) continue;
        starts[n] = s;
        gaps[n++] = gap;
        add_window(stones, s, step, 5, gap);
    }
    int fours = n;
    for (int k = 0; k + 1 < n; ++k)
        if (gaps[k] == starts[k] && gaps[k + 1] == starts[k + 1] + 4 * step) --fours;
    return fours;
}

// The points that would turn a black row of three through i along `step` into a straight
// four: four-windows holding i with one gap, empty at both ends and no black stone beyond
// those. Fills gaps[] and starts[]; returns how many (at most four).
int three_points(const FoulBoard& b, int i, int step, int gaps[4], int starts[4]) noexcept {
    int n = 0;
    for (int k = 3; k >= 0; --k) {
        const int s   = i - k * step;
        const int gap = window_gap(b, s, step, 4);
        if (gap < 0 || b[s - step] != Cell::Empty || b[s + 4 * step] != Cell::Empty) continue;
        if (b[s - 2 * step] == Cell::Own || b[s + 5 * step] == Cell::Own) continue;
        starts[n] = s;
        gaps[n++] = gap;
    }
    return n;
}

Verdict classify(FoulBoard& b, int i, int depth, Stones* stones) noexcept;

// A black stone on q (empty) completes a three: q is legal and makes no five. Past
// FoulDepthMax only the five is looked for.
bool completes_three(FoulBoard& b, int q, int depth) noexcept {
    b.set(q, Cell::Own);
    Verdict v = Verdict::Legal;
    if (depth < FoulDepthMax)
        v = classify(b, q, depth + 1, nullptr);
    else
        for (int d = 0; d < 4 && v == Verdict::Legal; ++d)
            if (run_length(b, q, Steps[d]) == 5) v = Verdict::Five;
    b.set(q, Cell::Empty);
    return v == Verdict::Legal;
}

// The real threes through the black stone on i, at most one a line. Without `stones` it stops
// at two; with them it counts every line and collects each three's stones.
int count_threes(FoulBoard& b, int i, int depth, Stones* stones) noexcept {
    int gaps[4][4], starts[4][4], n[4], lines = 0;
    for (int d = 0; d < 4; ++d)
        lines += (n[d] = three_points(b, i, Steps[d], gaps[d], starts[d])) > 0;
    if (lines < 2) return 0;
    int threes = 0;
    for (int d = 0; d < 4 && (stones || threes < 2); ++d)
        for (int k = 0; k < n[d]; ++k)
            if (completes_three(b, gaps[d][k], depth)) {
                ++threes;
                add_window(stones, starts[d][k], Steps[d], 4, gaps[d][k]);
                break;
            }
    return threes;
}

// The verdict on the black stone on i. Step 1. An exact five wins whatever else the stone makes.
// Step 2. Two fours. Step 3. Two real threes. Step 4. An overline.
Verdict classify(FoulBoard& b, int i, int depth, Stones* stones) noexcept {
    bool overline = false;
    for (int d = 0; d < 4; ++d) {
        const int r = run_length(b, i, Steps[d]);
        if (r == 5) return Verdict::Five;
        overline = overline || r >= 6;
    }
    int fours = 0;
    for (int d = 0; d < 4; ++d) fours += count_fours(b, i, Steps[d], stones);
    if (fours >= 2) return Verdict::DoubleFour;
    if (stones) stones->clear();
    if (count_threes(b, i, depth, stones) >= 2) return Verdict::DoubleThree;
    if (stones) stones->clear();
    return overline ? Verdict::Overline : Verdict::Legal;
}

void add_overlines(const FoulBoard& b, int i, Stones& stones) {
    for (int step : Steps) {
        if (run_length(b, i, step) < 6) continue;
        int j = i;
        while (b[j - step] == Cell::Own) j -= step;
        for (; b[j] == Cell::Own; j += step) stones.push_back(j);
    }
}

constexpr Foul foul_of(Verdict v) noexcept {
    switch (v) {
    case Verdict::DoubleThree:
        return Foul::DoubleThree;
    case Verdict::DoubleFour:
        return Foul::DoubleFour;
    case Verdict::Overline:
        return Foul::Overline;
    default:
        return Foul::None;
    }
}

// Black may have a foul on `point` only with four black stones within four points along its
// lines: two threes need two each, two fours three each (four on one line), an overline four
// of its five.
bool foul_possible(const Position& pos, int point) noexcept {
    const int x = x_of(point), y = y_of(point);
    int       black = 0;
    for (const auto& dir : Directions)
        for (int k = -4; k <= 4; ++k) {
            const int qx = x + k * dir[0], qy = y + k * dir[1];
            black += k != 0 && pos.on_board(qx, qy) && pos.stone(qx, qy) == Stone::X;
        }
    return black >= 4;
}

bool is_foul(FoulBoard& b, int i) noexcept {
    b.set(i, Cell::Own);
    const bool foul = foul_of(classify(b, i, 0, nullptr)) != Foul::None;
    b.set(i, Cell::Empty);
    return foul;
}

} // namespace

FoulReport renju_foul(const Position& pos, int point) {
    ENGINE_ASSERT(pos.on_board(x_of(point), y_of(point)) && pos.empty(point));
    FoulBoard b(pos);
    const int i = FoulBoard::index(point);
    b.set(i, Cell::Own);
    Stones     stones;
    FoulReport report { foul_of(classify(b, i, 0, &stones)), {} };
    if (report.foul == Foul::Overline) add_overlines(b, i, stones);
    if (report.foul == Foul::None) return report;
    for (int j : stones) report.pattern.push_back(FoulBoard::point(j));
    report.pattern.push_back(point);
    std::sort(report.pattern.begin(), report.pattern.end());
    report.pattern.erase(
        std::unique(report.pattern.begin(), report.pattern.end()), report.pattern.end());
    return report;
}

bool is_renju_foul(const Position& pos, int point) noexcept {
    ENGINE_ASSERT(pos.on_board(x_of(point), y_of(point)) && pos.empty(point));
    if (!foul_possible(pos, point)) return false;
    FoulBoard b(pos);
    return is_foul(b, FoulBoard::index(point));
}

void renju_fouls(const Position& pos, MoveList& out) noexcept {
    out.clear();
    FoulBoard b(pos);
    for (int y = 0; y < pos.size(); ++y)
        for (int x = 0; x < pos.size(); ++x) {
            const int i = FoulBoard::index(point_of(x, y));
            if (b[i] == Cell::Empty && foul_possible(pos, point_of(x, y)) && is_foul(b, i))
                out.push_back(Move::at(point_of(x, y)));
        }
}

void remove_renju_fouls(const Position& pos, MoveList& moves) noexcept {
    std::optional<FoulBoard> b; // built at the first point worth judging
    const Move*              all   = moves.begin();
    const std::size_t        count = moves.size();
    moves.clear(); // rewritten in place: the kept moves never overtake the ones read
    for (std::size_t k = 0; k < count; ++k) {
        const Move m = all[k];
        ENGINE_ASSERT(pos.empty(m.point()));
        if (foul_possible(pos, m.point())) {
            if (!b) b.emplace(pos);
            if (is_foul(*b, FoulBoard::index(m.point()))) continue;
        }
        moves.push_back(m);
    }
}

bool renju_win(const Position& pos, int point, Color c) noexcept {
    const Stone s = stone_of(c);
    for (int d = 0; d < 4; ++d) {
        const int r = run_length(pos, point, d, s);
        if (r == 5 || (c == White && r > 5)) return true;
    }
    return false;
}

std::string_view to_string(Foul f) noexcept {
    switch (f) {
    case Foul::None:
        return "none";
    case Foul::DoubleThree:
        return "double-three";
    case Foul::DoubleFour:
        return "double-four";
    case Foul::Overline:
        return "overline";
    }
    return "?";
}

} // namespace engine::gomoku
