#include "harness/prover/gomoku_prover.h"

#include "engine/gomoku/lines.h"
#include "engine/gomoku/movegen.h"

#include <algorithm>
#include <array>

namespace harness::prover {

namespace {

namespace gm = engine::gomoku;
using gm::Move;
using gm::MoveList;
using gm::Position;

// Moves made for `c` there would leave it a five-point (it makes a four or a five).
bool makes_four(Position& pos, Move m) {
    const auto c = pos.side_to_move();
    pos.do_move(m);
    MoveList fives;
    if (!pos.winner()) gm::five_points_through(pos, m.point(), c, fives);
    const bool four = pos.winner() || !fives.empty();
    pos.undo_move(m);
    return four;
}

class Prover {
public:
    explicit Prover(const GomokuProofOptions& o)
        : opt_(o) { }

    // The attacker (to move) wins within n moves.
    bool attack(Position& pos, int n, int ply) {
        if (!count()) return false;
        const auto us = pos.side_to_move();
        MoveList   fives;
        gm::five_points(pos, us, fives);
        if (!fives.empty()) return win_with(fives[0], ply);
        if (n == 1 || pos.winner() || pos.is_full()) return false;
        MoveList theirs;
        gm::five_points(pos, ~us, theirs);
        if (theirs.size() >= 2) return false;
        MoveList candidates;
        if (theirs.size() == 1)
            candidates.push_back(theirs[0]);
        else
            attacker_moves(pos, n, candidates);
        for (Move m : candidates) {
            pos.do_move(m);
            const bool won = defend(pos, n - 1, ply + 1);
            pos.undo_move(m);
            if (out_of_budget_) return false;
            if (won) {
                set_line(ply, m);
                return true;
            }
        }
        return false;
    }

    // The defender (to move) loses within n more attacker moves whatever it plays.
    bool defend(Position& pos, int n, int ply) {
        if (!count()) return false;
        if (pos.winner()) return true; // the attacker's move made five
        if (n <= 0 || pos.is_full()) return false;
        const auto us = pos.side_to_move();
        MoveList   own;
        gm::five_points(pos, us, own);
        if (!own.empty()) return false;
        MoveList threats;
        gm::five_points(pos, ~us, threats);
        if (threats.size() >= 2) {
            set_line(ply, threats[0]);
            return true;
        }
        MoveList replies;
        if (threats.size() == 1)
            replies.push_back(threats[0]);
        else if (n <= 1)
            return false;
        else
            gm::generate_legal(pos, replies);
        for (Move r : replies) {
            pos.do_move(r);
            const bool lost = attack(pos, n, ply + 1);
            pos.undo_move(r);
            if (!lost) return false;
        }
        set_line(ply, replies[replies.size() - 1]); // the line follows the last defence
        return true;
    }

    void attacker_moves(Position& pos, int n, MoveList& out) {
        out.clear();
        MoveList all;
        gm::generate_legal(pos, all);
        if (opt_.every_attacker_move) {
            out = all;
            return;
        }
        const auto own = gm::stone_of(pos.side_to_move());
        MoveList   quiet;
        for (Move m : all) {
            if (makes_four(pos, m)) {
                out.push_back(m);
                continue;
            }
            if (n > 3 || n == 2) continue; // a win in 2 needs a four; 4+: fours only
            bool near = false;
            for (int dy = -2; dy <= 2 && !near; ++dy)
                for (int dx = -2; dx <= 2 && !near; ++dx)
                    near = pos.on_board(m.x() + dx, m.y() + dy)
                        && pos.stone(m.x() + dx, m.y() + dy) == own;
            if (near) quiet.push_back(m);
        }
        for (Move m : quiet) out.push_back(m);
    }

    bool              out_of_budget() const { return out_of_budget_; }
    std::uint64_t     nodes() const { return nodes_; }
    std::vector<Move> line(int plies) const {
        return { line_.begin(), line_.begin() + std::min<std::ptrdiff_t>(plies, 16) };
    }

private:
    bool count() {
        ++nodes_;
        if (opt_.budget && nodes_ > opt_.budget) out_of_budget_ = true;
        return !out_of_budget_;
    }
    bool win_with(Move m, int ply) {
        set_line(ply, m);
        return true;
    }
    void set_line(int ply, Move m) {
        if (ply < 16) line_[std::size_t(ply)] = m;
    }

    GomokuProofOptions   opt_;
    std::uint64_t        nodes_         = 0;
    bool                 out_of_budget_ = false;
    std::array<Move, 16> line_ {};
};

} // namespace

GomokuProof prove_gomoku_win(const Position& root, int n, const GomokuProofOptions& options) {
    GomokuProof out;
    Position    pos = root;
    for (int k = 1; k <= n; ++k) {
        Prover     p(options);
        const bool won = p.attack(pos, k, 0);
        out.nodes += p.nodes();
        if (p.out_of_budget()) {
            out.verdict = GomokuVerdict::Unknown;
            return out;
        }
        if (won) {
            out.verdict = GomokuVerdict::Proved;
            out.win_in  = k;
            out.line    = p.line(2 * k - 1);
            return out;
        }
    }
    out.verdict = GomokuVerdict::Disproved;
    return out;
}

std::vector<Move> gomoku_winning_moves(
    const Position& root, int n, const GomokuProofOptions& options, int& unknown) {
    std::vector<Move> out;
    unknown      = 0;
    Position pos = root;
    MoveList all;
    gm::generate_legal(pos, all);
    for (Move m : all) {
        Prover p(options);
        pos.do_move(m);
        const bool won = p.defend(pos, n - 1, 1);
        pos.undo_move(m);
        if (p.out_of_budget())
            ++unknown;
        else if (won)
            out.push_back(m);
    }
    return out;
}

} // namespace harness::prover
