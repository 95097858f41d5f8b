#pragma once
// Searcher<G>: iterative deepening PVS alpha-beta over any core::Game with SearchTraits<G>.
// search() is blocking and never prints: each completed iteration is reported through the
// callback, and the result is returned. Another thread may raise the stop flag at any time; the
// search then returns the best move of the last completed iteration. Deterministic: the same
// position searched with the same node or depth limit after new_game() visits the same nodes.
// Pondering: while pondering() is set the clock limits are ignored and iterations continue;
// ponderhit() (any thread) clears it and restarts the clock from that moment.
// The searcher knows no game: G's SearchTraits are bound where the engine is assembled
// (engine/games/searchers.h). Per-node arrays are sized by G::MaxMoves and the history table by
// core::MoveCodeCount, as the Game concept promises. Its margins (SearchParams) and the game's
// evaluation weights (SearchTraits<G>::EvalParams, when the game has them) are copied in by the
// setters: the search reads members, never a table of names.

#include "engine/core/game.h"
#include "engine/core/invariants.h"
#include "engine/search/features.h"
#include "engine/search/limits.h"
#include "engine/search/move_order.h"
#include "engine/search/params.h"
#include "engine/search/score.h"
#include "engine/search/search_info.h"
#include "engine/search/traits.h"
#include "engine/search/tt.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <optional>
#include <type_traits>
#include <vector>

namespace engine::search {

template <Searchable G> class Searcher {
public:
    using Position     = typename G::Position;
    using Move         = typename G::Move;
    using MoveList     = typename G::MoveList;
    using Traits       = SearchTraits<G>;
    using Info         = SearchInfo<Move>;
    using Result       = SearchResult<Move>;
    using InfoCallback = std::function<void(const Info&)>;
    using EvalParams   = EvalParamsOf<Traits>;

    static_assert(MoveList::Capacity >= G::MaxMoves);
    static_assert(std::is_same_v<decltype(TTEntry::move), core::MoveCode>);

    // A searcher with a transposition table of about `hash_mb` MB.
    explicit Searcher(std::size_t hash_mb = 16)
        : tt_(hash_mb)
        , history_(core::PlayerCount * core::MoveCodeCount, 0) {
        set_params(params_);
    }

    // The margins and reductions of the next searches (the LMR table is rebuilt here). Idle only.
    void set_params(const SearchParams& p) noexcept {
        params_              = p;
        const double base    = p.lmr_base / 100.0;
        const double divisor = std::max(p.lmr_divisor, 1) / 100.0;
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m)
                lmr_[d][m] = int(base + std::log(double(d)) * std::log(double(m)) / divisor);
    }
    // The evaluation weights of the next searches (games with SearchTraits<G>::EvalParams).
    // Idle only.
    void set_eval_params(const EvalParams& p) noexcept { eval_params_ = p; }
    // The static evaluation of `pos` for the side to move, as the search sees it (an engine's
    // `eval` command). Idle only.
    [[nodiscard]] Score static_eval(const Position& pos) const noexcept { return evaluate(pos); }

    // Resize (and clear) the transposition table.
    void set_hash_mb(std::size_t mb) { tt_.resize(mb); }
    // Forget everything learnt (TT, history, killers): required for reproducible node counts.
    void new_game() noexcept {
        tt_.clear();
        std::fill(history_.begin(), history_.end(), 0);
    }

    // Pondering mode for the next (or the running) search; ponderhit() ends it. Thread-safe.
    void set_pondering(bool on) noexcept { pondering_.store(on); }
    void ponderhit() noexcept {
        clock_origin_ns_.store(now_ns());
        pondering_.store(false);
    }
    [[nodiscard]] bool pondering() const noexcept { return pondering_.load(); }

    // Which techniques the next searches use (see features.h); all on by default.
    void set_features(Features f) noexcept { features_ = f; }

    // Lines reported per iteration (UCI MultiPV), at least 1.
    void set_multipv(int n) noexcept { multipv_ = std::max(n, 1); }

    // Root moves excluded from the next searches (UCCI banmoves); empty: none.
    void set_banned(std::vector<Move> banned) { banned_ = std::move(banned); }
    // Root moves the next searches are restricted to (UCI go searchmoves); nullopt: every move
    // (an empty list leaves no move to play).
    void set_search_moves(std::optional<std::vector<Move>> only) { only_ = std::move(only); }

    // Search `root` within `limits` (blocking). `stop` is polled every 1024 nodes; `on_info`
    // (may be empty) receives every completed iteration. The root must be is_ok().
    Result search(const Position& root, const Limits& limits, const std::atomic<bool>& stop,
        const InfoCallback& on_info = {}) {
        ENGINE_ASSERT(G::is_ok(root));
        start_ = std::chrono::steady_clock::now();
        clock_origin_ns_.store(now_ns());
        limits_  = limits;
        stop_    = &stop;
        stopped_ = false;
        nodes_   = 0;
        tt_.new_search();
        for (auto& k : killers_) k[0] = k[1] = Move::none();
        for (int& h : history_) h /= 2;

        Position pos = root;
        Result   result;
        root_moves_.clear();
        MoveList list;
        G::generate_legal(pos, list);
        for (Move m : list)
            if (std::find(banned_.begin(), banned_.end(), m) == banned_.end()
                && (!only_ || std::find(only_->begin(), only_->end(), m) != only_->end()))
                root_moves_.push_back(m);
        if (root_moves_.empty()) {
            result.info.score_cp = list.size() ? Score(0) : Traits::no_moves_score(pos, 0);
            result.info.mate     = mate_moves(result.info.score_cp);
            return result;
        }
        order_root(pos);
        result.best = root_moves_.front();

        const int max_depth = limits_.infinite
            ? MaxPly - 1
            : std::clamp(limits_.depth.value_or(MaxPly - 1), 1, MaxPly - 1);
        Score     previous  = 0;
        for (int depth = 1; depth <= max_depth; ++depth) {
            // Iteration step 1. Aspiration window around the previous score from depth 5 on;
            // widen the failing side (fail-soft bound + growing delta) until the score fits.
            root_depth_ = depth;
            seldepth_   = 0;
            Score delta = 20;
            Score alpha = -Infinite, beta = Infinite;
            if (features_.pruning && depth >= 5 && !is_mate_score(previous)) {
                alpha = std::max(previous - delta, -Infinite);
                beta  = std::min(previous + delta, Infinite);
            }
            Score score = 0;
            for (;;) {
                score = search_node(pos, alpha, beta, depth, 0, true);
                if (stopped_) break;
                if ((score <= alpha || score >= beta) && on_info && elapsed_ms() >= 1000)
                    report_bound(
                        score, score <= alpha ? ScoreBound::Upper : ScoreBound::Lower, on_info);
                if (score <= alpha) {
                    beta  = (alpha + beta) / 2;
                    alpha = std::max(score - delta, -Infinite);
                } else if (score >= beta) {
                    beta = std::min(score + delta, Infinite);
                } else
                    break;
                delta += delta;
            }
            if (stopped_) break;

            // Iteration step 2. Record the completed iteration, re-order the root (best first)
            // and report.
            std::vector<Move> pv(pv_[0], pv_[0] + pv_len_[0]);
            if (pv.empty()) pv.push_back(root_moves_.front());
            auto it = std::find(root_moves_.begin(), root_moves_.end(), pv.front());
            if (it != root_moves_.end()) std::rotate(root_moves_.begin(), it, it + 1);
            previous      = score;
            result.best   = pv.front();
            result.ponder = pv.size() > 1 ? pv[1] : Move::none();
            Info& info    = result.info;
            info.depth    = depth;
            info.seldepth = std::max(seldepth_, depth);
            info.score_cp = score;
            info.mate     = mate_moves(score);
            info.nodes    = nodes_;
            info.time_ms  = elapsed_ms();
            info.hashfull = tt_.hashfull();
            info.pv       = std::move(pv);
            if (on_info) on_info(info);

            // Iteration step 3. MultiPV: each further line is the best of the root moves not
            // yet shown, searched with the full window; it moves up behind the lines before it.
            for (std::size_t k = 1; k < std::size_t(multipv_) && k < root_moves_.size(); ++k) {
                pv_index_     = k;
                const Score s = search_node(pos, -Infinite, Infinite, depth, 0, true);
                pv_index_     = 0;
                if (stopped_) break;
                Info line     = info;
                line.multipv  = int(k) + 1;
                line.score_cp = s;
                line.mate     = mate_moves(s);
                line.pv.assign(pv_[0], pv_[0] + pv_len_[0]);
                if (line.pv.empty()) line.pv.push_back(root_moves_[k]);
                auto at = std::find(root_moves_.begin() + long(k), root_moves_.end(), line.pv[0]);
                if (at != root_moves_.end()) std::rotate(root_moves_.begin() + long(k), at, at + 1);
                line.nodes   = nodes_;
                line.time_ms = elapsed_ms();
                if (on_info) on_info(line);
            }
            if (stopped_) break;

            // Iteration step 4. Stop early: mate limit reached, a mate proven with depth to
            // spare, or the soft time limit passed.
            if (limits_.infinite || pondering_.load(std::memory_order_relaxed)) continue;
            if (is_mate_score(score) && depth > 2 * (Mate - std::abs(score)) + 4) break;
            if (limits_.mate && info.mate > 0 && info.mate <= *limits_.mate) break;
            if (limits_.optimum_ms && clock_ms() >= *limits_.optimum_ms) break;
        }
        result.info.nodes   = nodes_;
        result.info.time_ms = elapsed_ms();
        return result;
    }

    [[nodiscard]] std::uint64_t             nodes() const noexcept { return nodes_; }
    [[nodiscard]] const TranspositionTable& tt() const noexcept { return tt_; }

private:
    static constexpr int NullVerifyDepth = 12; // null-move cutoffs this deep are verified

    static std::int64_t now_ns() noexcept {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(
            std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }
    // Milliseconds on the clock: since the search started, or since ponderhit.
    std::int64_t clock_ms() const noexcept {
        return (now_ns() - clock_origin_ns_.load(std::memory_order_relaxed)) / 1'000'000;
    }

    // An aspiration failure worth telling the user about (long searches only).
    void report_bound(Score score, ScoreBound bound, const InfoCallback& on_info) {
        Info info;
        info.depth    = root_depth_;
        info.seldepth = std::max(seldepth_, root_depth_);
        info.score_cp = score;
        info.mate     = mate_moves(score);
        info.bound    = bound;
        info.nodes    = nodes_;
        info.time_ms  = elapsed_ms();
        info.hashfull = tt_.hashfull();
        if (pv_len_[0] > 0) info.pv.assign(pv_[0], pv_[0] + pv_len_[0]);
        on_info(info);
    }

    std::int64_t elapsed_ms() const noexcept {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - start_)
            .count();
    }

    // The static evaluation with the weights set by set_eval_params().
    Score evaluate(const Position& pos) const noexcept {
        if constexpr (std::is_same_v<EvalParams, NoEvalParams>)
            return Traits::evaluate(pos);
        else
            return Traits::evaluate(pos, eval_params_);
    }

    // Node budget exact on every node; the stop flag and the clock every 1024 nodes.
    bool should_stop() noexcept {
        if (stopped_) return true;
        if (!limits_.infinite && limits_.nodes && nodes_ >= *limits_.nodes) return stopped_ = true;
        if ((nodes_ & 1023) == 0) {
            if (stop_->load(std::memory_order_relaxed)) return stopped_ = true;
            if (!limits_.infinite && limits_.movetime_ms
                && !pondering_.load(std::memory_order_relaxed)
                && clock_ms() >= *limits_.movetime_ms)
                return stopped_ = true;
        }
        return false;
    }

    // Initial root order: noisy moves by MVV-LVA, then the game's estimate of quiet moves
    // (when it has one), then generation order (stable). Without ordering: generation order.
    void order_root(const Position& pos) {
        if (!features_.ordering) return;
        const auto key = [&](Move m) {
            return Traits::is_noisy(pos, m)
                ? mvv_lva(Traits::victim_value(pos, m), Traits::attacker_value(pos, m))
                : quiet_estimate(pos, m);
        };
        std::stable_sort(root_moves_.begin(), root_moves_.end(),
            [&](Move a, Move b) { return key(a) > key(b); });
    }

    // The game's estimate of a quiet move for ordering (SearchTraits::quiet_order, optional;
    // it stays below the killers), else 0.
    static int quiet_estimate(const Position& pos, Move m) noexcept {
        if constexpr (requires {
                          { Traits::quiet_order(pos, m) } -> std::same_as<int>;
                      })
            return Traits::quiet_order(pos, m);
        else
            return 0;
    }

    int& history(const Position& pos, Move m) noexcept {
        const auto player = std::size_t(core::index(G::side_to_move(pos)));
        ENGINE_ASSERT(player < core::PlayerCount);
        return history_[player * core::MoveCodeCount + m.raw()];
    }
    void update_history(const Position& pos, Move m, int bonus) noexcept {
        int& h = history(pos, m);
        h += bonus - h * std::abs(bonus) / HistoryLimit;
    }

    void update_pv(int ply, Move m) noexcept {
        pv_[ply][ply] = m;
        for (int i = ply + 1; i < pv_len_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
        pv_len_[ply] = std::max(pv_len_[ply + 1], ply + 1);
    }

    // Fill scores[] for moves (see move_order.h).
    void score_moves(const Position& pos, const MoveList& moves, int* scores,
        core::MoveCode tt_move, int ply) noexcept {
        if (!features_.ordering) {
            for (std::size_t i = 0; i < moves.size(); ++i) scores[i] = int(moves.size() - i);
            return;
        }
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            if (tt_move && m.raw() == tt_move)
                scores[i] = TTMoveScore;
            else if (Traits::is_noisy(pos, m))
                scores[i] = Traits::losing_noisy(pos, m)
                    ? losing_mvv_lva(Traits::victim_value(pos, m), Traits::attacker_value(pos, m))
                    : mvv_lva(Traits::victim_value(pos, m), Traits::attacker_value(pos, m));
            else if (m == killers_[ply][0])
                scores[i] = KillerScore;
            else if (m == killers_[ply][1])
                scores[i] = KillerScore - 1;
            else
                scores[i] = history(pos, m) + quiet_estimate(pos, m);
        }
    }

    Score search_node(
        Position& pos, Score alpha, Score beta, int depth, int ply, bool allow_null) noexcept {
        const bool pv_node = beta - alpha > 1;
        const bool root    = ply == 0;

        // Step 1. Horizon: hand over to the quiescence search.
        if (depth <= 0) return qsearch(pos, alpha, beta, ply, 0);

        // Step 2. Initialise the node: empty PV, count it, check the limits.
        pv_len_[ply] = ply;
        if (should_stop()) return 0;
        ++nodes_;
        seldepth_ = std::max(seldepth_, ply);
        if (ply >= MaxPly - 1) return evaluate(pos);

        // Step 3. Draw detection and rule-decided repetitions (never at the root).
        if (!root)
            if (auto s = Traits::rule_score(pos, ply)) return *s;

        // Step 4. Mate distance pruning: no line from here can beat a mate already found
        // nearer the root.
        if (!root) {
            alpha = std::max(alpha, mated_in(ply));
            beta  = std::min(beta, mate_in(ply + 1));
            if (alpha >= beta) return alpha;
        }

        // Step 5. Transposition table: cut off at non-PV nodes with a deep enough bound.
        const core::Key key = G::key(pos);
        TTHit           hit;
        const bool      tt_hit   = features_.hash && tt_.probe(key, hit);
        const Score     tt_score = tt_hit ? score_from_tt(hit.score, ply) : 0;
        if (!pv_node && tt_hit && hit.depth >= depth
            && (hit.bound == Bound::Exact || (hit.bound == Bound::Lower && tt_score >= beta)
                || (hit.bound == Bound::Upper && tt_score <= alpha)))
            return tt_score;

        // Step 6. Generate the legal moves: none means mate (or stalemate).
        MoveList moves;
        if (root)
            for (std::size_t i = pv_index_; i < root_moves_.size(); ++i)
                moves.push_back(root_moves_[i]);
        else
            G::generate_legal(pos, moves);
        if (moves.empty()) return Traits::no_moves_score(pos, ply);
        ENGINE_ASSERT(moves.size() <= G::MaxMoves);
        const bool in_check = G::in_check(pos);

        // Step 7. Static evaluation (the TT keeps it), none when in check.
        const Score eval = in_check ? -Infinite : tt_hit ? hit.eval : evaluate(pos);

        // Step 8. Reverse futility pruning: at the last plies a static score far above beta is
        // trusted (not in check, not at PV nodes, not near mate scores). Only three plies from
        // the horizon: deeper, a side far ahead in material would overlook mates in a few.
        if (features_.pruning && !pv_node && !in_check && depth <= 3 && std::abs(beta) < MateBound
            && eval - params_.rfp_margin * depth >= beta)
            return eval;

        // Step 9. Null move pruning: let the opponent move twice; if a reduced search still
        // fails high the node is cut. Not at PV nodes, not in check, not twice in a row, only
        // when the side to move has pieces that make zugzwang unlikely. Deep cutoffs are
        // verified by a reduced search without null move.
        if (features_.pruning && !pv_node && !in_check && allow_null && depth >= 2 && eval >= beta
            && std::abs(beta) < MateBound && Traits::null_move_safe(pos)) {
            const int R = params_.null_move_base + depth / 6;
            Traits::do_null(pos);
            Score s = -search_node(pos, -beta, -beta + 1, depth - 1 - R, ply + 1, false);
            Traits::undo_null(pos);
            if (stopped_) return 0;
            if (s >= beta) {
                if (s >= MateBound) s = beta; // do not trust mates found after a pass
                if (depth < NullVerifyDepth) return s;
                const Score v = search_node(pos, beta - 1, beta, depth - R, ply, false);
                if (stopped_) return 0;
                if (v >= beta) return s;
            }
        }

        // Step 10. Order the moves: TT move, MVV-LVA captures that do not lose material by
        // exchange, killers, losing captures, history; the root keeps the order of the previous
        // iteration.
        int scores[G::MaxMoves];
        if (root)
            for (std::size_t i = 0; i < moves.size(); ++i) scores[i] = int(moves.size() - i);
        else
            score_moves(pos, moves, scores, tt_hit ? hit.move : 0, ply);

        // Step 11. The move loop.
        Score       best      = -Infinite;
        Move        best_move = Move::none();
        int         searched  = 0;
        Move        quiets[64];
        int         quiet_count = 0;
        const Score alpha_orig  = alpha;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            pick_next(moves, scores, i);
            const Move m      = moves[i];
            const bool noisy  = Traits::is_noisy(pos, m);
            const bool killer = m == killers_[ply][0] || m == killers_[ply][1];

            G::do_move(pos, m);
            const bool gives_check = G::in_check(pos);

            // Step 12. Futility pruning: at the frontier a quiet move that does not check cannot
            // lift a hopeless static score to alpha (once a move has been searched).
            if (features_.pruning && !pv_node && !in_check && !noisy && !gives_check && searched > 0
                && depth <= 3 && best > -MateBound && std::abs(alpha) < MateBound
                && eval + 100 + params_.futility_margin * depth <= alpha) {
                G::undo_move(pos, m);
                continue;
            }

            // Step 13. Late move pruning: near the leaves, once enough moves have been searched,
            // the remaining quiet moves that do not check (killers aside) are skipped; the depth
            // saved goes to the forcing lines that decide mating attacks.
            if (features_.pruning && !pv_node && !in_check && !noisy && !gives_check && !killer
                && depth <= 6 && searched >= 2 + depth * depth / 2 && best > -MateBound) {
                G::undo_move(pos, m);
                continue;
            }

            // Step 14. Check extension for checks that do not lose material by exchange (bounded
            // so that the tree stays finite).
            int extension = 0;
            if (gives_check && ply < 2 * root_depth_) {
                G::undo_move(pos, m);
                extension = Traits::losing_noisy(pos, m) ? 0 : 1;
                G::do_move(pos, m);
            }
            const int new_depth = depth - 1 + extension;

            // Step 15. Principal variation search with late move reductions: the first move
            // gets the full window; later ones a null window, reduced when quiet and late,
            // re-searched at full depth, then with the full window, when they beat alpha.
            Score s;
            if (searched == 0 || !features_.pvs)
                s = -search_node(pos, -beta, -alpha, new_depth, ply + 1, true);
            else {
                int r = 0;
                if (features_.pruning && depth >= 3 && searched >= 3 && !noisy && !in_check
                    && !gives_check) {
                    r = lmr_[std::min(depth, 63)][std::min(searched, 63)];
                    if (pv_node) --r;
                    if (killer) --r;
                    r = std::clamp(r, 0, new_depth - 1);
                }
                s = -search_node(pos, -alpha - 1, -alpha, new_depth - r, ply + 1, true);
                if (s > alpha && r > 0)
                    s = -search_node(pos, -alpha - 1, -alpha, new_depth, ply + 1, true);
                if (s > alpha && s < beta)
                    s = -search_node(pos, -beta, -alpha, new_depth, ply + 1, true);
            }
            G::undo_move(pos, m);
            if (stopped_) return 0;
            ++searched;

            // Step 16. New best move: update alpha and the PV; a beta cutoff ends the loop.
            if (s > best) {
                best = s;
                if (s > alpha) {
                    best_move = m;
                    update_pv(ply, m);
                    if (s >= beta) break;
                    alpha = s;
                }
            }
            if (!noisy && quiet_count < 64) quiets[quiet_count++] = m;
        }

        // Step 17. A quiet move that caused a cutoff becomes a killer and gains history; the
        // quiet moves tried before it lose history.
        if (best >= beta && best_move != Move::none() && !Traits::is_noisy(pos, best_move)) {
            if (killers_[ply][0] != best_move) {
                killers_[ply][1] = killers_[ply][0];
                killers_[ply][0] = best_move;
            }
            const int bonus = std::min(depth * depth, 400);
            update_history(pos, best_move, bonus);
            for (int i = 0; i < quiet_count; ++i)
                if (quiets[i] != best_move) update_history(pos, quiets[i], -bonus);
        }

        // Step 18. Store the result in the transposition table (not for a MultiPV line: it
        // searched only part of the root moves).
        const Bound bound = best >= beta ? Bound::Lower
            : best > alpha_orig          ? Bound::Exact
                                         : Bound::Upper;
        if (features_.hash && (!root || pv_index_ == 0))
            tt_.store(key, best_move == Move::none() ? core::MoveCode(0) : best_move.raw(),
                score_to_tt(best, ply), eval, depth, bound);
        return best;
    }

    // Quiescence: stand pat, then noisy moves (all evasions when in check).
    Score qsearch(Position& pos, Score alpha, Score beta, int ply, int qply) noexcept {
        const bool pv_node = beta - alpha > 1;

        // Q step 1. Initialise the node.
        pv_len_[ply] = ply;
        if (should_stop()) return 0;
        ++nodes_;
        seldepth_ = std::max(seldepth_, ply);
        if (ply >= MaxPly - 1) return evaluate(pos);
        if (auto s = Traits::rule_score(pos, ply)) return *s;

        // Q step 2. Transposition table cutoff at non-PV nodes.
        const core::Key key = G::key(pos);
        TTHit           hit;
        const bool      tt_hit   = features_.hash && tt_.probe(key, hit);
        const Score     tt_score = tt_hit ? score_from_tt(hit.score, ply) : 0;
        if (!pv_node && tt_hit
            && (hit.bound == Bound::Exact || (hit.bound == Bound::Lower && tt_score >= beta)
                || (hit.bound == Bound::Upper && tt_score <= alpha)))
            return tt_score;

        // Q step 3. Moves; none means mate (or stalemate). Where no quiet move will be searched
        // (not in check, past the first ply) a game with a capture generator gives only its
        // captures, and an empty list is no verdict: stalemate is left to the main search.
        MoveList   moves;
        const bool in_check      = G::in_check(pos);
        bool       captures_only = false;
        if constexpr (requires { G::generate_captures(pos, moves); }) {
            captures_only = !in_check && (qply != 0 || std::abs(alpha) >= MateBound);
            if (captures_only) G::generate_captures(pos, moves);
        }
        if (!captures_only) {
            G::generate_legal(pos, moves);
            if (moves.empty()) return Traits::no_moves_score(pos, ply);
        }

        // Q step 4. Stand pat: the side to move may decline every capture (not in check).
        Score best = -Infinite;
        Score eval = -Infinite;
        if (!in_check) {
            eval = tt_hit ? hit.eval : evaluate(pos);
            best = eval;
            if (best >= beta) return best;
            alpha = std::max(alpha, best);
        }

        ENGINE_ASSERT(moves.size() <= G::MaxMoves);
        int scores[G::MaxMoves];
        score_moves(pos, moves, scores, tt_hit ? hit.move : 0, ply);
        Move        best_move  = Move::none();
        const Score alpha_orig = alpha;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            pick_next(moves, scores, i);
            const Move m     = moves[i];
            const bool noisy = Traits::is_noisy(pos, m);
            if (!in_check && !noisy) {
                // Q step 5. Checks at the first quiescence ply: a quiet move is searched when
                // it gives check (so mates just past the horizon are seen), never deeper.
                if (qply != 0 || std::abs(alpha) >= MateBound) continue;
                G::do_move(pos, m);
                if (!G::in_check(pos)) {
                    G::undo_move(pos, m);
                    continue;
                }
            } else {
                // Q step 6. Delta pruning: a capture that cannot lift the score near alpha even
                // with a margin is skipped (never in check, never near mate scores).
                if (!in_check && std::abs(alpha) < MateBound
                    && eval + Traits::victim_value(pos, m) + params_.delta_margin <= alpha)
                    continue;
                // Q step 7. A capture that loses material by exchange is skipped (not in
                // check).
                if (!in_check && Traits::losing_noisy(pos, m)) continue;
                G::do_move(pos, m);
            }
            const Score s = -qsearch(pos, -beta, -alpha, ply + 1, qply + 1);
            G::undo_move(pos, m);
            if (stopped_) return 0;

            if (s > best) {
                best = s;
                if (s > alpha) {
                    best_move = m;
                    update_pv(ply, m);
                    if (s >= beta) break;
                    alpha = s;
                }
            }
        }

        // Q step 8. Store (depth 0) and return.
        const Bound bound = best >= beta ? Bound::Lower
            : best > alpha_orig          ? Bound::Exact
                                         : Bound::Upper;
        if (features_.hash)
            tt_.store(key, best_move == Move::none() ? core::MoveCode(0) : best_move.raw(),
                score_to_tt(best, ply), eval, 0, bound);
        return best;
    }

    TranspositionTable                    tt_;
    std::vector<int>                      history_; // [colour][raw move]
    Move                                  killers_[MaxPly + 1][2] {};
    Move                                  pv_[MaxPly + 1][MaxPly + 1] {};
    int                                   pv_len_[MaxPly + 2] {};
    int                                   lmr_[64][64] {};
    SearchParams                          params_;
    EvalParams                            eval_params_ {};
    std::vector<Move>                     root_moves_;
    Limits                                limits_;
    const std::atomic<bool>*              stop_       = nullptr;
    bool                                  stopped_    = false;
    std::uint64_t                         nodes_      = 0;
    int                                   seldepth_   = 0;
    int                                   root_depth_ = 1;
    std::chrono::steady_clock::time_point start_;
    std::atomic<bool>                     pondering_ { false };
    std::atomic<std::int64_t>             clock_origin_ns_ { 0 };
    std::vector<Move>                     banned_;
    std::optional<std::vector<Move>>      only_; // searchmoves; nullopt: every root move
    int                                   multipv_ = 1;
    Features                              features_;
    std::size_t                           pv_index_ = 0; // first root move of the current line
};

} // namespace engine::search
