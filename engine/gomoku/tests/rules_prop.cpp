// Properties of the rule variants on random positions (test_support::random_position: stones
// dense in a window, black denser): under renju black's legal moves are exactly the empty
// points that the definition-based checker does not call fouls, and perft under every rule
// equals the reference count (rule_reference.h).

#include "renju_reference.h"
#include "rule_reference.h"

#include "engine/gomoku/game.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

using namespace engine::gomoku;
using namespace engine::gomoku::test_support;

namespace {

// A random renju-like position on a board of `size` (window of 5 to 9, anywhere on the board)
// under `rule`, with no winner; nullopt when the rule reads a winner or a line into it.
std::optional<Position> random_rule_position(int size, Rule rule) {
    const int  w      = *rc::gen::inRange(MinSize, std::min(size, 9) + 1);
    const int  x0     = *rc::gen::inRange(0, size - w + 1);
    const int  y0     = *rc::gen::inRange(0, size - w + 1);
    const int  visits = *rc::gen::inRange(w * w / 3, w * w + 1);
    const auto order  = *rc::gen::container<std::vector<int>>(
        std::size_t(visits), rc::gen::inRange(0, 2 * w * w));
    auto p = with_rule(random_position(size, x0, y0, w, order), rule);
    if (!p || p->winner()) return std::nullopt;
    return p;
}

RC_GTEST_PROP(GomokuRulesProp, RenjuLegalMovesAreTheNonFouls, ()) {
    const int size = *rc::gen::inRange(7, 16);
    auto      p    = random_rule_position(size, Rule::Renju);
    RC_PRE(p.has_value());
    if (p->side_to_move() == White) { // let black move: white passes on a far empty point
        MoveList all;
        generate_legal(*p, all);
        RC_PRE(!all.empty());
        p->do_move(all[all.size() - 1]);
        RC_PRE(!p->winner());
    }
    MoveList legal;
    generate_legal(*p, legal);
    RC_ASSERT(std::is_sorted(
        legal.begin(), legal.end(), [](Move a, Move b) { return a.point() < b.point(); }));
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const int point = point_of(x, y);
            if (!p->empty(point)) continue;
            const bool foul = reference_foul(*p, point).foul != Foul::None;
            RC_ASSERT(legal.contains(Move::at(point)) == !foul);
        }
}

RC_GTEST_PROP(GomokuRulesProp, PerftMatchesTheReferenceCount, ()) {
    const Rule rule = *rc::gen::element(Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro);
    auto       p    = random_rule_position(7, rule);
    RC_PRE(p.has_value());
    RC_ASSERT(perft(*p, 2) == reference_perft(*p, 2));
}

} // namespace
