#include "engine/gomoku/eval.h"

#include "engine/gomoku/lines.h"
#include "engine/gomoku/renju.h"

#include <algorithm>

namespace engine::gomoku {

namespace {

// What a five-cell window holding only one colour's stones is worth, by its stone count.
constexpr int Weight[6] = { 0, 1, 10, 60, 400, 20000 };
// A move's estimate counts what it takes from the opponent at this share (percent).
constexpr int DefenceShare = 90;
// The side to move's windows count this much more (percent): it moves first.
constexpr int TempoShare = 125;
// A position decided by fours: the side to move plays five, or cannot stop two.
constexpr core::Score DecidedScore = 9000;

struct WindowCounts {
    int own = 0, opp = 0; // stones other than the considered point
};

// Calls f(counts) for every five-cell window through `point` (the point itself not counted).
template <class F> void for_windows_through(const Position& pos, int point, Stone own, F&& f) {
    const int x = x_of(point), y = y_of(point);
    for (int d = 0; d < 4; ++d) {
        const int dx = Directions[d][0], dy = Directions[d][1];
        for (int start = -4; start <= 0; ++start) {
            const int sx = x + start * dx, sy = y + start * dy;
            if (!pos.on_board(sx, sy) || !pos.on_board(sx + 4 * dx, sy + 4 * dy)) continue;
            WindowCounts w;
            for (int k = 0; k < 5; ++k) {
                if (k == -start) continue;
                const Stone s = pos.stone(sx + k * dx, sy + k * dy);
                if (s == own)
                    ++w.own;
                else if (s != Stone::Empty)
                    ++w.opp;
            }
            f(w);
        }
    }
}

// The side to move cannot stop `c`'s five-points (`count` of them, at most two listed): two
// cannot both be blocked, except under caro when a stone on one closes the other's end; one
// cannot be blocked by renju black when it is a foul.
bool unstoppable(const Position& pos, Color c, const int fives[2], int count) noexcept {
    if (count >= 2)
        return pos.rule() != Rule::Caro
            || (makes_five_if_blocked(pos, fives[0], c, fives[1])
                && makes_five_if_blocked(pos, fives[1], c, fives[0]));
    return count == 1 && pos.rule() == Rule::Renju && c == White && is_renju_foul(pos, fives[0]);
}

} // namespace

core::Score evaluate(const Position& pos) noexcept {
    const Color us = pos.side_to_move(), them = ~us;

    // Step 1. Every window of one colour only, by its fullness; a window one stone short of
    // five marks a five-point of its colour (checked against the rule).
    const Stone own = stone_of(us);
    int         score[2] { 0, 0 }; // [0] ours, [1] theirs
    int         their_five[2] = { -1, -1 }, their_fives = 0;
    bool        our_five = false;
    const int   n        = pos.size();
    for (int d = 0; d < 4; ++d) {
        const int dx = Directions[d][0], dy = Directions[d][1];
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                if (!pos.on_board(x + 4 * dx, y + 4 * dy)) continue;
                int a = 0, b = 0, gap = -1;
                for (int k = 0; k < 5; ++k) {
                    const int   p = point_of(x + k * dx, y + k * dy);
                    const Stone s = pos.stone(p);
                    if (s == own)
                        ++a;
                    else if (s != Stone::Empty)
                        ++b;
                    else
                        gap = p;
                }
                if (b == 0) {
                    score[0] += Weight[std::min(a, 4)];
                    if (a == 4 && !our_five) our_five = makes_five(pos, gap, us);
                } else if (a == 0) {
                    score[1] += Weight[std::min(b, 4)];
                    if (b == 4 && their_fives < 2 && gap != their_five[0]
                        && makes_five(pos, gap, them))
                        their_five[their_fives++] = gap;
                }
            }
    }

    // Step 2. Fours decide: ours wins now; theirs win when they cannot be stopped.
    if (our_five) return DecidedScore;
    if (unstoppable(pos, them, their_five, their_fives)) return -DecidedScore;
    const int v = score[0] * TempoShare / 100 - score[1];
    return std::clamp(v, -DecidedScore + 1, DecidedScore - 1);
}

int move_estimate(const Position& pos, Move m) noexcept {
    int attack = 0, defence = 0;
    for_windows_through(pos, m.point(), stone_of(pos.side_to_move()), [&](WindowCounts w) {
        if (w.opp == 0) attack += Weight[w.own + 1] - Weight[w.own];
        if (w.own == 0) defence += Weight[w.opp + 1] - Weight[w.opp];
    });
    return attack + defence * DefenceShare / 100;
}

bool makes_threat(const Position& pos, Move m) noexcept {
    bool threat = false;
    for_windows_through(pos, m.point(), stone_of(pos.side_to_move()),
        [&](WindowCounts w) { threat = threat || (w.opp == 0 && w.own >= 3); });
    return threat;
}

} // namespace engine::gomoku
