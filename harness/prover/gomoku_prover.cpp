#include "harness/prover/gomoku_prover.h"

#include "harness/prover/gomoku_defences.h"
#include "harness/prover/gomoku_threats.h"

#include "engine/gomoku/lines.h"
#include "engine/gomoku/movegen.h"

#include <algorithm>
#include <array>
#include <unordered_set>

namespace harness::prover {

namespace {

namespace gm = engine::gomoku;
using gm::Move;
using gm::MoveList;
using gm::Position;

// A stone of the side to move stands within two points of `m` (in the 5x5 square around it).
bool near_own_stone(const Position& pos, Move m) {
    const auto own = gm::stone_of(pos.side_to_move());
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx)
            if (pos.on_board(m.x() + dx, m.y() + dy) && pos.stone(m.x() + dx, m.y() + dy) == own)
                return true;
    return false;
}

class Prover {
public:
    explicit Prover(const GomokuProofOptions& o)
        : opt_(o) { }

    // The attacker (to move) wins within n moves.
    bool attack(Position& pos, int n, int ply) {
        if (!count()) return false;
        MoveList fives;
        gm::five_points(pos, pos.side_to_move(), fives);
        if (!fives.empty()) return win_with(fives[0], ply);
        if (n == 1 || pos.winner() || pos.is_full()) return false;
        const auto key = pos.key() ^ (std::uint64_t(n) * 0x9E3779B97F4A7C15ull);
        if (disproved_.contains(key)) return false;
        MoveList candidates;
        if (!attacker_candidates(pos, n, candidates)) return false;
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
        disproved_.insert(key);
        return false;
    }

    // The defender (to move) loses within n more attacker moves whatever it plays.
    bool defend(Position& pos, int n, int ply) {
        if (!count()) return false;
        if (pos.winner()) return true; // the attacker's move made five
        if (n <= 0 || pos.is_full()) return false;
        MoveList own, threats, replies;
        gm::five_points(pos, pos.side_to_move(), own);
        if (!own.empty()) return false;
        gm::five_points(pos, ~pos.side_to_move(), threats);
        if (threats.size() >= 2 || (threats.size() == 1 && !is_legal_point(pos, threats[0]))) {
            set_line(ply + 1, threats[0]); // cannot be stopped: five next move
            return true;
        }
        if (threats.size() == 1)
            replies.push_back(threats[0]);
        else if (n <= 1)
            return false;
        else
            gomoku_defences(pos, replies); // n >= 2: the others lose to a win-in-two
        for (Move r : replies) {
            pos.do_move(r);
            const bool lost = attack(pos, n, ply + 1);
            pos.undo_move(r);
            if (!lost) return false;
        }
        if (!replies.empty()) set_line(ply, replies[replies.size() - 1]); // the last defence
        return true;
    }

    // The attacker's moves to try with n moves left (n >= 2): the block of the defender's one
    // five-point (false when it has two, or the block is a renju foul), else attacker_moves.
    bool attacker_candidates(Position& pos, int n, MoveList& out) {
        out.clear();
        MoveList theirs;
        gm::five_points(pos, ~pos.side_to_move(), theirs);
        if (theirs.size() >= 2) return false;
        if (theirs.size() == 1) {
            if (is_legal_point(pos, theirs[0])) out.push_back(theirs[0]);
            return !out.empty();
        }
        attacker_moves(pos, n, out);
        return true;
    }

    // Every legal move (every_attacker_move); else with 4+ moves left the threats (fours and
    // threes), with 3 the fours and every point within two of an own stone, with 2 the fours.
    void attacker_moves(Position& pos, int n, MoveList& out) {
        out.clear();
        if (n >= 4 && !opt_.every_attacker_move) {
            threat_moves(pos, out);
            return;
        }
        MoveList all;
        gm::generate_legal(pos, all);
        if (opt_.every_attacker_move) {
            out = all;
            return;
        }
        MoveList quiet;
        for (Move m : all) {
            if (makes_four(pos, m))
                out.push_back(m);
            else if (n == 3 && near_own_stone(pos, m))
                quiet.push_back(m);
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
    // Attacker nodes (key, n) already disproved in this search: transpositions of threat orders.
    std::unordered_set<std::uint64_t> disproved_;
};

} // namespace

GomokuProof prove_gomoku_win(const Position& root, int n, const GomokuProofOptions& options) {
    GomokuProof out;
    if (root.rule() == gm::Rule::Caro) {
        out.verdict = GomokuVerdict::Unknown;
        return out;
    }
    Position pos = root;
    for (int k = 1; k <= n; ++k) {
        GomokuProofOptions left = options; // the budget spans every k
        if (options.budget) left.budget = options.budget - std::min(out.nodes, options.budget);
        Prover     p(left);
        const bool won = (!options.budget || left.budget) && p.attack(pos, k, 0);
        out.nodes += p.nodes();
        if (p.out_of_budget() || (options.budget && !left.budget)) {
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
    MoveList first;
    Prover   moves(options);
    if (root.rule() == gm::Rule::Caro)
        ++unknown;
    else if (n <= 3)
        gm::generate_legal(pos, first); // every first move: exact up to 3
    else if (!moves.attacker_candidates(pos, n, first))
        first.clear();
    for (Move m : first) {
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
