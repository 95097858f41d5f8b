// The gomoku prover agrees with exhaustive search (every move of both sides) on small boards,
// under freestyle, standard and renju (black's fouls are not legal moves in either search).

#include "harness/prover/gomoku_prover.h"

#include "engine/gomoku/game.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace gm = engine::gomoku;
using namespace harness::prover;

namespace {

// The side to move makes five within n moves whatever the other side plays, trying the first
// moves `first(pos, n, out)` gives at each of its turns and every legal defence.
template <class First> bool wins_against_every_defence(gm::Position& pos, int n, First first) {
    gm::MoveList moves;
    first(pos, n, moves);
    for (auto m : moves) {
        pos.do_move(m);
        bool win = pos.winner().has_value();
        if (!win && n > 1 && !pos.is_full()) {
            gm::MoveList replies;
            gm::generate_legal(pos, replies);
            win = true;
            for (auto r : replies) {
                pos.do_move(r);
                const bool lost = !pos.winner() && wins_against_every_defence(pos, n - 1, first);
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

// Exhaustive search: every move of both sides.
bool exhaustive_win(gm::Position& pos, int n) {
    return wins_against_every_defence(
        pos, n, [](const gm::Position& p, int, gm::MoveList& out) { gm::generate_legal(p, out); });
}

// The prover's winning move at each attacker turn, every defence tried.
bool verified_win(gm::Position& pos, int n) {
    return wins_against_every_defence(pos, n, [](const gm::Position& p, int k, gm::MoveList& out) {
        out.clear();
        const auto proof = prove_gomoku_win(p, k);
        if (proof.verdict == GomokuVerdict::Proved && !proof.line.empty())
            out.push_back(proof.line[0]);
    });
}

// Black's legal moves next to a black stone.
gm::MoveList next_to_black(const gm::Position& pos, const gm::MoveList& legal) {
    gm::MoveList near;
    for (auto m : legal)
        for (int d = 0; d < 9; ++d) {
            const int x = m.x() + (d % 3) - 1, y = m.y() + (d / 3) - 1;
            if (d != 4 && pos.on_board(x, y) && pos.stone(x, y) == gm::Stone::X) {
                near.push_back(m);
                break;
            }
        }
    return near;
}

// A random ongoing position: `stones` random moves on a size x size board; with `cluster`,
// black plays next to its own stones when it can (positions with black threats).
gm::Position random_position(int size, gm::Rule rule, int stones, bool cluster = false) {
    gm::Position pos(size, rule);
    for (int i = 0; i < stones; ++i) {
        gm::MoveList list;
        gm::generate_legal(pos, list);
        if (list.empty()) break;
        const bool near = cluster && pos.side_to_move() == gm::Black;
        const auto from
            = near && !next_to_black(pos, list).empty() ? next_to_black(pos, list) : list;
        const auto m = from[std::size_t(*rc::gen::inRange<int>(0, int(from.size())))];
        pos.do_move(m);
        if (pos.winner()) {
            pos.undo_move(m);
            break;
        }
    }
    return pos;
}

RC_GTEST_PROP(GomokuProverProp, AgreesWithExhaustiveSearchUpToTwo, ()) {
    const auto rule = *rc::gen::element(gm::Rule::Freestyle, gm::Rule::Standard, gm::Rule::Renju);
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
    const auto rule = *rc::gen::element(gm::Rule::Freestyle, gm::Rule::Standard, gm::Rule::Renju);
    auto       pos  = random_position(5, rule, *rc::gen::inRange(11, 16));
    RC_PRE(!pos.is_full());
    GomokuProofOptions every;
    every.every_attacker_move = true;
    const bool truth          = exhaustive_win(pos, 3);
    RC_ASSERT((prove_gomoku_win(pos, 3, every).verdict == GomokuVerdict::Proved) == truth);
    // The pruned prover never claims a win that is not there.
    if (prove_gomoku_win(pos, 3).verdict == GomokuVerdict::Proved) RC_ASSERT(truth);
}

// The threat-space search (threats with 4+ moves left, pruned defences) claims only real wins:
// each proof is replayed against every defence.
RC_GTEST_PROP(GomokuProverProp, ThreatSpaceProofsAreWins, ()) {
    const auto rule = *rc::gen::element(gm::Rule::Freestyle, gm::Rule::Renju);
    // The first of up to 30 positions with a proved win in 3 or more (the threat-space part),
    // else the last one.
    gm::Position pos;
    GomokuProof  proof;
    for (int tries = 0; tries < 30 && proof.win_in < 3; ++tries) {
        pos   = random_position(7, rule, 2 * *rc::gen::inRange(5, 12), true); // black to move
        proof = prove_gomoku_win(pos, 5);
    }
    RC_TAG(proof.win_in);
    if (proof.verdict == GomokuVerdict::Proved) RC_ASSERT(verified_win(pos, proof.win_in));
}

} // namespace
