#include "mate_prover.h"

#include "harness/game/visit.h"
#include "harness/prover/gomoku_prover.h"

#include "engine/gomoku/game.h"

#include <climits>
#include <unordered_map>

namespace harness::prover {

namespace {

using engine::core::Outcome;
using engine::core::ParseError;
using engine::core::Result;

// AND/OR search for "the attacker mates in <= n". OR nodes: attacker to move, n moves left.
// AND nodes: defender to move after an attacker move, r attacker moves left after it.
template <engine::core::Game G, bool StalemateWins> class MateSearch {
public:
    using Position = typename G::Position;
    using Move     = typename G::Move;
    using MoveList = typename G::MoveList;

    explicit MateSearch(std::uint64_t budget)
        : budget_(budget) { }

    [[nodiscard]] std::uint64_t nodes() const { return nodes_; }
    [[nodiscard]] bool          aborted() const { return aborted_; }
    void                        extend_budget(std::uint64_t extra) {
                               if (budget_) budget_ = nodes_ + extra;
        aborted_ = false;
    }

    // Does the side to move mate in at most n (>= 1) moves?
    bool attack(Position& pos, int n) {
        // Step 1. Transposition cache: proofs hold for longer budgets, disproofs for shorter.
        auto& e = tt_[0][G::key(pos)];
        if (e.proved <= n) return true;
        if (e.disproved >= n) return false;

        // Step 2. Moves; at the last move in chess only checks can mate (make + in_check), and
        // for n > 1 checks are tried first.
        MoveList list;
        G::generate_legal(pos, list);
        Move        ordered[MoveList::capacity()];
        std::size_t count = 0, checks = 0;
        for (Move m : list) {
            if (!play(pos, m)) return false;
            const bool check = G::in_check(pos);
            if (n == 1 && check && defend(pos, 0)) {
                G::undo_move(pos, m);
                tt_[0][G::key(pos)].proved = 1;
                return true;
            }
            if (n == 1 && !check && StalemateWins && defend(pos, 0)) {
                G::undo_move(pos, m);
                tt_[0][G::key(pos)].proved = 1;
                return true;
            }
            G::undo_move(pos, m);
            if (n == 1) continue;
            if (check) {
                ordered[count++]  = ordered[checks];
                ordered[checks++] = m;
            } else {
                ordered[count++] = m;
            }
        }
        if (aborted_) return false;

        // Step 3. Some move must force mate in n - 1 more moves against every defence.
        for (std::size_t k = 0; k < count; ++k) {
            if (!play(pos, ordered[k])) return false;
            const bool won = defend(pos, n - 1);
            G::undo_move(pos, ordered[k]);
            if (aborted_) return false;
            if (won) {
                tt_[0][G::key(pos)].proved = n;
                return true;
            }
        }
        auto& d     = tt_[0][G::key(pos)];
        d.disproved = std::max(d.disproved, n);
        return false;
    }

    // Defender to move: is it lost with r attacker moves left?
    bool defend(Position& pos, int r) {
        MoveList list;
        G::generate_legal(pos, list);
        if (list.empty()) {
            const auto st = G::status(pos);
            return st.kind == Outcome::Checkmate
                || (StalemateWins && st.kind == Outcome::Stalemate);
        }
        if (r == 0) return false;
        auto& e = tt_[1][G::key(pos)];
        if (e.proved <= r) return true;
        if (e.disproved >= r) return false;

        // the reply that refuted a sibling is tried first
        Move&      killer     = killers_[std::min(r, MaxDepth - 1)];
        const bool has_killer = list.contains(killer);
        if (has_killer && escapes(pos, killer, r)) return refuted(pos, r);
        for (Move m : list) {
            if (has_killer && m == killer) continue;
            if (escapes(pos, m, r)) {
                if (!aborted_) killer = m;
                return refuted(pos, r);
            }
        }
        if (aborted_) return false;
        auto& p  = tt_[1][G::key(pos)];
        p.proved = std::min(p.proved, r);
        return true;
    }

    // Step 4. Lines, from the cached search.
    // The mating line: attacker moves that win in the fewest moves, defences that last longest.
    void proof_line(Position pos, int n, std::vector<std::string>& out) {
        while (n >= 1 && !aborted_) {
            MoveList list;
            G::generate_legal(pos, list);
            bool found = false;
            for (Move m : list) {
                G::do_move(pos, m);
                if (defend(pos, n - 1)) {
                    G::undo_move(pos, m);
                    out.push_back(G::to_text(pos, m));
                    G::do_move(pos, m);
                    found = true;
                    break;
                }
                G::undo_move(pos, m);
            }
            if (!found) return;
            MoveList replies;
            G::generate_legal(pos, replies);
            if (replies.empty() || n == 1) return;
            Move best   = replies[0];
            int  best_j = 0;
            for (Move d : replies) {
                G::do_move(pos, d);
                int j = 1;
                while (j < n - 1 && !attack(pos, j)) ++j;
                G::undo_move(pos, d);
                if (j > best_j) best = d, best_j = j;
            }
            out.push_back(G::to_text(pos, best));
            G::do_move(pos, best);
            n = best_j;
        }
    }

    // Side to move mated in <= r: the defence that lasts longest, then the shortest mate.
    void mated_line(Position pos, int r, std::vector<std::string>& out) {
        MoveList replies;
        G::generate_legal(pos, replies);
        if (replies.empty()) return;
        Move best   = replies[0];
        int  best_j = 0;
        for (Move d : replies) {
            G::do_move(pos, d);
            int j = 1;
            while (j < r && !attack(pos, j)) ++j;
            G::undo_move(pos, d);
            if (j > best_j) best = d, best_j = j;
        }
        out.push_back(G::to_text(pos, best));
        G::do_move(pos, best);
        proof_line(pos, best_j, out);
    }

    // Side to move not mated in r: a move that escapes (preferred first), then an escape line.
    void mated_escape(
        Position pos, int r, const std::vector<Move>& preferred, std::vector<std::string>& out) {
        MoveList replies;
        G::generate_legal(pos, replies);
        if (replies.empty()) return;
        std::vector<Move> order;
        if (!preferred.empty() && replies.contains(preferred[0])) order.push_back(preferred[0]);
        for (Move d : replies) order.push_back(d);
        for (Move d : order) {
            G::do_move(pos, d);
            const bool lost = attack(pos, r);
            G::undo_move(pos, d);
            if (lost) continue;
            out.push_back(G::to_text(pos, d));
            G::do_move(pos, d);
            std::vector<Move> rest;
            if (!preferred.empty() && d == preferred[0])
                rest.assign(preferred.begin() + 1, preferred.end());
            escape_line(pos, r, rest, out);
            return;
        }
    }

    // An escape line against "mate in n": the attacker's try (preferred where legal, else a
    // checking move, else the first), then a defence after which no mate in the rest remains.
    void escape_line(
        Position pos, int n, const std::vector<Move>& preferred, std::vector<std::string>& out) {
        std::size_t ply       = 0;
        bool        following = true;
        while (n >= 1 && !aborted_) {
            MoveList list;
            G::generate_legal(pos, list);
            if (list.empty()) return;
            Move a = list[0];
            if (following && ply < preferred.size() && list.contains(preferred[ply])) {
                a = preferred[ply];
            } else {
                following = false;
                for (Move m : list) {
                    G::do_move(pos, m);
                    const bool check = G::in_check(pos);
                    G::undo_move(pos, m);
                    if (check) {
                        a = m;
                        break;
                    }
                }
            }
            out.push_back(G::to_text(pos, a));
            G::do_move(pos, a);
            ++ply;
            MoveList replies;
            G::generate_legal(pos, replies);
            if (replies.empty() || n == 1) return;
            Move escape = replies[0];
            if (following && ply < preferred.size() && replies.contains(preferred[ply])) {
                G::do_move(pos, preferred[ply]);
                const bool lost = attack(pos, n - 1);
                G::undo_move(pos, preferred[ply]);
                if (!lost)
                    escape = preferred[ply];
                else
                    following = false;
            } else {
                following = false;
            }
            if (!following) {
                for (Move d : replies) {
                    G::do_move(pos, d);
                    const bool lost = attack(pos, n - 1);
                    G::undo_move(pos, d);
                    if (!lost) {
                        escape = d;
                        break;
                    }
                }
            }
            out.push_back(G::to_text(pos, escape));
            G::do_move(pos, escape);
            ++ply;
            --n;
        }
    }

private:
    static constexpr int MaxDepth = 64;

    struct Entry {
        int proved    = INT_MAX; // shortest length proved
        int disproved = 0; // longest length disproved
    };

    bool play(Position& pos, Move m) {
        if (budget_ && nodes_ >= budget_) {
            aborted_ = true;
            return false;
        }
        ++nodes_;
        G::do_move(pos, m);
        return true;
    }

    bool refuted(const Position& pos, int r) {
        if (!aborted_) {
            auto& d     = tt_[1][G::key(pos)];
            d.disproved = std::max(d.disproved, r);
        }
        return false;
    }

    bool escapes(Position& pos, Move m, int r) {
        if (!play(pos, m)) return false;
        const bool lost = attack(pos, r);
        G::undo_move(pos, m);
        return aborted_ || !lost;
    }

    std::uint64_t                                budget_;
    std::uint64_t                                nodes_   = 0;
    bool                                         aborted_ = false;
    std::unordered_map<engine::core::Key, Entry> tt_[2];
    Move                                         killers_[MaxDepth] {};
};

template <engine::core::Game G, bool StalemateWins, class ParseFen, class ParseMove>
Result<ProofResult> prove(ParseFen parse_fen, ParseMove parse_move, const std::string& fen,
    int moves, std::uint64_t budget, const std::vector<std::string>& preferred_text) {
    auto parsed = parse_fen(fen);
    if (!parsed) return parsed.error();
    if (moves == 0) return ParseError(0, "expected a mate length other than 0");
    auto& pos = *parsed;

    std::vector<typename G::Move> preferred;
    {
        auto walk = pos;
        for (const auto& text : preferred_text) {
            auto m = parse_move(walk, text);
            if (!m) return m.error();
            preferred.push_back(*m);
            G::do_move(walk, *m);
        }
    }

    MateSearch<G, StalemateWins> search(budget);
    ProofResult                  out;
    if (moves < 0) {
        // Step 1. "Mated in |moves|": every move of the side to move allows a mate.
        typename G::MoveList list;
        G::generate_legal(pos, list);
        if (list.empty()) {
            const auto st = G::status(pos);
            const bool lost
                = st.kind == Outcome::Checkmate || (StalemateWins && st.kind == Outcome::Stalemate);
            out.verdict = lost ? ProofVerdict::Proved : ProofVerdict::Disproved;
            return out;
        }
        for (int k = 1; k <= -moves; ++k) {
            if (search.defend(pos, k)) {
                out.verdict = ProofVerdict::Proved;
                out.mate_in = -k;
                search.extend_budget(budget);
                search.mated_line(pos, k, out.line);
                out.nodes = search.nodes();
                return out;
            }
            if (search.aborted()) {
                out.nodes = search.nodes();
                return out;
            }
        }
        out.verdict = ProofVerdict::Disproved;
        search.extend_budget(budget);
        search.mated_escape(pos, -moves, preferred, out.line);
        out.nodes = search.nodes();
        return out;
    }
    // Step 2. Iterative deepening: the first length that proves is the exact shortest mate.
    for (int k = 1; k <= moves; ++k) {
        if (search.attack(pos, k)) {
            out.verdict = ProofVerdict::Proved;
            out.mate_in = k;
            search.extend_budget(budget);
            search.proof_line(pos, k, out.line);
            break;
        }
        if (search.aborted()) {
            out.verdict = ProofVerdict::Unknown;
            out.nodes   = search.nodes();
            return out;
        }
    }
    if (out.verdict != ProofVerdict::Proved) {
        out.verdict = ProofVerdict::Disproved;
        search.extend_budget(budget);
        search.escape_line(pos, moves, preferred, out.line);
    }
    out.nodes = search.nodes();
    return out;
}

template <engine::core::Game G, bool StalemateWins, class ParseFen, class ParseMove>
Result<PvCheck> verify(ParseFen parse_fen, ParseMove parse_move, const std::string& fen,
    const std::vector<std::string>& pv, int n) {
    auto parsed = parse_fen(fen);
    if (!parsed) return parsed.error();
    auto&   pos = *parsed;
    PvCheck out;
    for (std::size_t i = 0; i < pv.size(); ++i) {
        auto m = parse_move(pos, pv[i]);
        if (!m) {
            out.verdict = PvVerdict::Illegal;
            out.ply     = int(i);
            out.detail  = "ply " + std::to_string(i + 1) + ": " + m.error().message;
            return out;
        }
        G::do_move(pos, *m);
    }
    const int  plies  = int(pv.size());
    const auto status = G::status(pos);
    const bool won
        = status.kind == Outcome::Checkmate || (StalemateWins && status.kind == Outcome::Stalemate);
    out.ply = plies;
    if (!won || plies % 2 == 0) {
        out.verdict = PvVerdict::NotMate;
        out.detail  = "after " + std::to_string(plies) + " plies the position is "
            + engine::core::to_string(status.kind) + " for the side to move";
    } else if (plies != 2 * n - 1) {
        out.verdict = PvVerdict::WrongLength;
        out.detail  = "mate in " + std::to_string((plies + 1) / 2) + ", not " + std::to_string(n);
    } else {
        out.verdict = PvVerdict::Mate;
        out.detail  = "mate in " + std::to_string(n);
    }
    return out;
}

// The typed proof/verification for the game's rules (detail::GameRules<G>, via game::visit).
template <class TypedRules> auto typed(const TypedRules& rules) {
    using G      = typename TypedRules::GameType;
    using Traits = game::detail::GameTraits<G>;
    struct Typed {
        const TypedRules&   rules;
        Result<ProofResult> prove(const std::string& fen, int moves, std::uint64_t budget,
            const std::vector<std::string>& preferred) const {
            return prover::prove<G, Traits::stalemate_loses>(
                [this](const std::string& f) { return rules.parse(f); }, &Traits::parse_any, fen,
                moves, budget, preferred);
        }
        Result<PvCheck> verify(
            const std::string& fen, const std::vector<std::string>& pv, int n) const {
            return prover::verify<G, Traits::stalemate_loses>(
                [this](const std::string& f) { return rules.parse(f); }, &Traits::parse_any, fen,
                pv, n);
        }
    };
    return Typed { rules };
}

} // namespace

const char* to_string(ProofVerdict v) {
    switch (v) {
    case ProofVerdict::Proved:
        return "proved";
    case ProofVerdict::Disproved:
        return "disproved";
    case ProofVerdict::Unknown:
        return "unknown";
    }
    return "?";
}

const char* to_string(PvVerdict v) {
    switch (v) {
    case PvVerdict::Mate:
        return "mate";
    case PvVerdict::Illegal:
        return "illegal";
    case PvVerdict::NotMate:
        return "not_mate";
    case PvVerdict::WrongLength:
        return "wrong_length";
    }
    return "?";
}

namespace {

// Gomoku: a "mate" is a five, proved by the threat-aware gomoku prover.
Result<ProofResult> prove_five(const std::string& fen, int moves, std::uint64_t budget) {
    auto pos = engine::gomoku::Position::from_text(fen);
    if (!pos) return pos.error();
    ProofResult out;
    if (moves <= 0) return out; // "is mated in N" is not asked of gomoku: unknown
    GomokuProofOptions options;
    options.budget   = budget;
    const auto proof = prove_gomoku_win(*pos, moves, options);
    out.nodes        = proof.nodes;
    // A disproof is exact up to 2 moves (see gomoku_prover.h); beyond, only proofs are.
    out.verdict = proof.verdict == GomokuVerdict::Proved          ? ProofVerdict::Proved
        : proof.verdict == GomokuVerdict::Disproved && moves <= 2 ? ProofVerdict::Disproved
                                                                  : ProofVerdict::Unknown;
    out.mate_in = proof.win_in;
    for (auto m : proof.line) out.line.push_back(engine::gomoku::to_string(m));
    return out;
}

} // namespace

Result<ProofResult> prove_mate(game::Game variant, const std::string& fen, int moves,
    std::uint64_t budget, const std::vector<std::string>& preferred) {
    return game::visit(variant, [&](const auto& rules) {
        using G = typename std::decay_t<decltype(rules)>::GameType;
        if constexpr (std::is_same_v<G, engine::gomoku::Gomoku>)
            return prove_five(fen, moves, budget);
        else
            return typed(rules).prove(fen, moves, budget, preferred);
    });
}

Result<PvCheck> verify_pv_mate(
    game::Game variant, const std::string& fen, const std::vector<std::string>& pv, int n) {
    return game::visit(variant, [&](const auto& rules) { return typed(rules).verify(fen, pv, n); });
}

} // namespace harness::prover
