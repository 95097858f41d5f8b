// The gomoku prover agrees with exhaustive search (every move of both sides) on small boards.

#include "harness/prover/gomoku_prover.h"

#include "engine/gomoku/game.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace gm = engine::gomoku;
using namespace harness::prover;

namespace {

// The side to move makes five within n moves whatever the other side plays.
bool exhaustive_win(gm::Position& pos, int n) {
    gm::MoveList moves;
    gm::generate_legal(pos, moves);
    for (auto m : moves) {
        pos.do_move(m);
        bool win = pos.winner().has_value();
        if (!win && n > 1 && !pos.is_full()) {
            gm::MoveList replies;
            gm::generate_legal(pos, replies);
            win = true;
            for (auto r : replies) {
                pos.do_move(r);
                const bool lost = !pos.winner() && exhaustive_win(pos, n - 1);
                pos.undo_move(r);
                if (!lost) {
                    win = false;
                    break;
                }
            }
        }
        pos.undo_move(m);
        if (win) return true;
    }
    return false;
}

// A random ongoing position: `stones` random moves on a size x size board.
gm::Position random_position(int size, gm::Rule rule, int stones) {
    gm::Position pos(size, rule);
    for (int i = 0; i < stones; ++i) {
        gm::MoveList list;
        gm::generate_legal(pos, list);
        const auto m = list[std::size_t(*rc::gen::inRange<int>(0, int(list.size())))];
        pos.do_move(m);
        if (pos.winner()) {
            pos.undo_move(m);
            break;
        }
    }
    return pos;
}

RC_GTEST_PROP(GomokuProverProp, AgreesWithExhaustiveSearchUpToTwo, ()) {
    const auto rule = *rc::gen::element(gm::Rule::Freestyle, gm::Rule::Standard);
    const int  size = *rc::gen::inRange(5, 8);
    auto       pos  = random_position(size, rule, *rc::gen::inRange(4, size * size / 2));
    RC_PRE(!pos.is_full());
    GomokuProofOptions every;
    every.every_attacker_move = true;
    for (int n = 1; n <= 2; ++n) {
        const bool truth = exhaustive_win(pos, n);
        RC_ASSERT((prove_gomoku_win(pos, n, every).verdict == GomokuVerdict::Proved) == truth);
        // The default (pruned) prover is sound, and complete up to 2.
        RC_ASSERT((prove_gomoku_win(pos, n).verdict == GomokuVerdict::Proved) == truth);
    }
}

RC_GTEST_PROP(GomokuProverProp, AgreesWithExhaustiveSearchAtThree, ()) {
    const auto rule = *rc::gen::element(gm::Rule::Freestyle, gm::Rule::Standard);
    auto       pos  = random_position(5, rule, *rc::gen::inRange(11, 16));
    RC_PRE(!pos.is_full());
    GomokuProofOptions every;
    every.every_attacker_move = true;
    const bool truth          = exhaustive_win(pos, 3);
    RC_ASSERT((prove_gomoku_win(pos, 3, every).verdict == GomokuVerdict::Proved) == truth);
    // The pruned prover never claims a win that is not there.
    if (prove_gomoku_win(pos, 3).verdict == GomokuVerdict::Proved) RC_ASSERT(truth);
}

} // namespace
