#include "harness/prover/gomoku_threats.h"

#include "engine/gomoku/lines.h"
#include "engine/gomoku/movegen.h"

namespace harness::prover {

namespace {

namespace gm = engine::gomoku;
using gm::Move;
using gm::MoveList;
using gm::Position;

// Calls fn(point) for each empty point on the four lines through `point` within four points of
// it, nearest first, until fn returns true; says whether one did.
template <class Fn> bool any_near(const Position& pos, int point, Fn fn) {
    const int x = gm::x_of(point), y = gm::y_of(point);
    for (int k = 1; k <= 4; ++k)
        for (int d = 0; d < 4; ++d)
            for (int sign : { -1, 1 }) {
                const int qx = x + sign * k * gm::Directions[d][0];
                const int qy = y + sign * k * gm::Directions[d][1];
                if (!pos.on_board(qx, qy)) continue;
                const int q = gm::point_of(qx, qy);
                if (pos.empty(q) && fn(q)) return true;
            }
    return false;
}

// Some line through `point` holds `count` or more of the side to move's stones within four
// points of it: a three made on `point` needs two, a four three.
bool has_on_a_line(const Position& pos, int point, int count) {
    const auto own = gm::stone_of(pos.side_to_move());
    const int  x = gm::x_of(point), y = gm::y_of(point);
    for (int d = 0; d < 4; ++d) {
        int n = 0;
        for (int k = -4; k <= 4; ++k) {
            const int qx = x + k * gm::Directions[d][0], qy = y + k * gm::Directions[d][1];
            if (k != 0 && pos.on_board(qx, qy) && pos.stone(qx, qy) == own) ++n;
        }
        if (n >= count) return true;
    }
    return false;
}

} // namespace

bool is_legal_point(const Position& pos, Move m) {
    if (!pos.empty(m.point())) return false;
    return pos.rule() != gm::Rule::Renju || pos.side_to_move() != gm::Black
        || !gm::is_renju_foul(pos, m.point());
}

bool makes_four(Position& pos, Move m) {
    if (!has_on_a_line(pos, m.point(), 3)) return false;
    const auto c = pos.side_to_move();
    pos.do_move(m);
    MoveList fives;
    if (!pos.winner()) gm::five_points_through(pos, m.point(), c, fives);
    const bool four = pos.winner() || !fives.empty();
    pos.undo_move(m);
    return four;
}

bool cannot_stop_five(const Position& pos) {
    MoveList own, theirs;
    gm::five_points(pos, pos.side_to_move(), own);
    if (!own.empty()) return false;
    gm::five_points(pos, ~pos.side_to_move(), theirs);
    return theirs.size() >= 2 || (theirs.size() == 1 && !is_legal_point(pos, theirs[0]));
}

// The opponent has no five-point before `m` (so none after it): only the mover's new
// five-points, those through `m`, decide.
bool wins_in_two(Position& pos, Move m) {
    if (!has_on_a_line(pos, m.point(), 3) || !is_legal_point(pos, m)) return false;
    const auto c = pos.side_to_move();
    pos.do_move(m);
    bool won = pos.winner().has_value();
    if (!won) {
        MoveList fives;
        gm::five_points_through(pos, m.point(), c, fives);
        won = fives.size() >= 2 || (fives.size() == 1 && !is_legal_point(pos, fives[0]));
    }
    pos.undo_move(m);
    return won;
}

void wins_in_two_near(Position& pos, int point, MoveList& out) {
    (void)any_near(pos, point, [&](int q) {
        if (!out.contains(Move::at(q)) && wins_in_two(pos, Move::at(q))) out.push_back(Move::at(q));
        return false;
    });
}

bool makes_three(Position& pos, Move m) {
    if (!has_on_a_line(pos, m.point(), 2)) return false;
    pos.do_move(m);
    bool three = false;
    if (!pos.winner()) {
        pos.do_null();
        three = any_near(pos, m.point(), [&](int q) { return wins_in_two(pos, Move::at(q)); });
        pos.undo_null();
    }
    pos.undo_move(m);
    return three;
}

void threat_moves(Position& pos, MoveList& out) {
    out.clear();
    MoveList all, threes;
    gm::generate_legal(pos, all);
    for (Move m : all) {
        if (makes_four(pos, m))
            out.push_back(m);
        else if (makes_three(pos, m))
            threes.push_back(m);
    }
    for (Move m : threes) out.push_back(m);
}

} // namespace harness::prover
