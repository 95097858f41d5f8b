// Properties of the gomoku rules: a five is found in every direction and at every place on
// every board size (edges included), never before its last stone; overlines win under freestyle
// only; the text form round-trips; do/undo restores the position.

#include "engine/gomoku/game.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <vector>

using namespace engine::gomoku;

namespace {

// Points where White's filler stones go: even x and even y, off `line`. No two are adjacent in
// any direction, so White never makes a line.
std::vector<int> filler_points(int size, const std::vector<int>& line) {
    std::vector<int> out;
    for (int y = 0; y < size; y += 2)
        for (int x = 0; x < size; x += 2)
            if (std::find(line.begin(), line.end(), point_of(x, y)) == line.end())
                out.push_back(point_of(x, y));
    return out;
}

// The points of a line of `length` from (x, y) in direction d, or empty when it leaves the
// board.
std::vector<int> line_points(int size, int x, int y, int d, int length) {
    std::vector<int> out;
    for (int k = 0; k < length; ++k) {
        const int px = x + k * Directions[d][0], py = y + k * Directions[d][1];
        if (px < 0 || py < 0 || px >= size || py >= size) return {};
        out.push_back(point_of(px, py));
    }
    return out;
}

// Black plays `order` (White answers on filler points); true when Black wins exactly with its
// last stone. `won_early` is set if the game ended before.
bool black_wins_last(int size, Rule rule, const std::vector<int>& order, bool& won_early) {
    Position   p(size, rule);
    const auto filler = filler_points(size, order);
    won_early         = false;
    for (std::size_t i = 0; i < order.size(); ++i) {
        p.do_move(Move::at(order[i]));
        if (i + 1 < order.size()) {
            if (status(p).is_over()) {
                won_early = true;
                return false;
            }
            p.do_move(Move::at(filler[i]));
            if (status(p).is_over()) {
                won_early = true;
                return false;
            }
        }
    }
    return status(p).winner() == Black;
}

TEST(GomokuRulesExhaustive, EveryFiveOnEveryBoardWins) {
    for (int size : { 5, 6, 15, 20 })
        for (Rule rule : { Rule::Freestyle, Rule::Standard })
            for (int d = 0; d < 4; ++d)
                for (int y = 0; y < size; ++y)
                    for (int x = 0; x < size; ++x) {
                        const auto line = line_points(size, x, y, d, 5);
                        if (line.empty()) continue;
                        bool early = false;
                        ASSERT_TRUE(black_wins_last(size, rule, line, early))
                            << "size " << size << " dir " << d << " from " << x << "," << y;
                    }
}

RC_GTEST_PROP(GomokuRulesProp, FiveFoundInAnyDirectionAndOrder, ()) {
    const int  size = *rc::gen::inRange(MinSize, MaxSize + 1);
    const int  d    = *rc::gen::inRange(0, 4);
    const Rule rule = *rc::gen::element(Rule::Freestyle, Rule::Standard);
    const int  x    = *rc::gen::inRange(0, size);
    const int  y    = *rc::gen::inRange(0, size);
    auto       line = line_points(size, x, y, d, 5);
    RC_PRE(!line.empty());
    const auto       perm = *rc::gen::unique<std::vector<int>>(5, rc::gen::inRange(0, 5));
    std::vector<int> shuffled;
    for (int i : perm) shuffled.push_back(line[std::size_t(i)]);
    bool early = false;
    RC_ASSERT(black_wins_last(size, rule, shuffled, early));
    RC_ASSERT(!early);
}

RC_GTEST_PROP(GomokuRulesProp, OverlineWinsUnderFreestyleOnly, ()) {
    const int size   = *rc::gen::inRange(10, MaxSize + 1);
    const int d      = *rc::gen::inRange(0, 4);
    const int length = *rc::gen::inRange(6, 10);
    const int x      = *rc::gen::inRange(0, size);
    const int y      = *rc::gen::inRange(0, size);
    auto      line   = line_points(size, x, y, d, length);
    RC_PRE(!line.empty());
    // The gap splits the line into two parts of at most four stones: no five before it.
    const int        gap = *rc::gen::inRange(length - 5, 5);
    std::vector<int> order;
    for (int i = 0; i < length; ++i)
        if (i != gap) order.push_back(line[std::size_t(i)]);
    order.push_back(line[std::size_t(gap)]);
    bool early = false;
    RC_ASSERT(black_wins_last(size, Rule::Freestyle, order, early));
    RC_ASSERT(!black_wins_last(size, Rule::Standard, order, early));
    RC_ASSERT(!early);
}

RC_GTEST_PROP(GomokuRulesProp, TextRoundTripsAndUndoRestores, ()) {
    const int         size  = *rc::gen::inRange(MinSize, MaxSize + 1);
    const Rule        rule  = *rc::gen::element(Rule::Freestyle, Rule::Standard);
    const int         plies = *rc::gen::inRange(0, size * size);
    Position          p(size, rule);
    std::vector<Move> played;
    for (int i = 0; i < plies && !status(p).is_over(); ++i) {
        MoveList list;
        generate_legal(p, list);
        RC_ASSERT(!list.empty());
        const Move m = list[std::size_t(*rc::gen::inRange<int>(0, int(list.size())))];
        p.do_move(m);
        played.push_back(m);
        auto back = Position::from_text(p.text());
        RC_ASSERT(back.has_value());
        RC_ASSERT(back->text() == p.text());
        RC_ASSERT(back->key() == p.key());
        RC_ASSERT(back->winner() == p.winner());
    }
    while (!played.empty()) {
        p.undo_move(played.back());
        played.pop_back();
        RC_ASSERT(p.is_ok());
    }
    RC_ASSERT(p.text() == Position(size, rule).text());
}

} // namespace
