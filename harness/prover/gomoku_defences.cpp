#include "harness/prover/gomoku_defences.h"

#include "harness/prover/gomoku_threats.h"

#include "engine/gomoku/movegen.h"

namespace harness::prover {

namespace gm = engine::gomoku;
using gm::Move;
using gm::MoveList;
using gm::Position;

namespace {

// After the defender's `d` (not a counter-four), some move of `wins` is still a win-in-two.
bool loses_anyway(Position& pos, Move d, const MoveList& wins) {
    pos.do_move(d);
    bool lost = false;
    for (Move m : wins)
        if (m != d && wins_in_two(pos, m)) {
            lost = true;
            break;
        }
    pos.undo_move(d);
    return lost;
}

} // namespace

void gomoku_defences(Position& pos, MoveList& out) {
    out.clear();
    MoveList all, wins, blocks;
    gm::generate_legal(pos, all);
    const Move last = pos.last_move();
    if (last != Move::none()) {
        pos.do_null();
        wins_in_two_near(pos, last.point(), wins);
        pos.undo_null();
    }
    if (wins.empty()) {
        out = all; // nothing is left out
        return;
    }
    for (Move d : all) {
        if (makes_four(pos, d))
            out.push_back(d);
        else if (!loses_anyway(pos, d, wins))
            blocks.push_back(d);
    }
    for (Move d : blocks) out.push_back(d);
}

} // namespace harness::prover
