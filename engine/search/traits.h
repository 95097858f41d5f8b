#pragma once
// SearchTraits<G>: what the search needs from a game beyond core::Game. engine/search knows no
// game: each game's specialisation is bound where the engine is assembled (engine/games/).
// Contract (checked by the Searchable concept):
//   static Score evaluate(const Position&) noexcept;           side to move's view
//   static bool  is_noisy(const Position&, Move) noexcept;     capture (or promotion in chess)
//   static int   victim_value(const Position&, Move) noexcept; gain of a noisy move (MVV)
//   static int   attacker_value(const Position&, Move) noexcept; value of the mover (LVA)
//   static bool  losing_noisy(const Position&, Move) noexcept; move that loses material by
//                   exchange (a noisy one is ordered after the killers and skipped in
//                   quiescence; a checking one is not extended); called for quiet moves too
//   static std::optional<Score> rule_score(const Position&, int ply) noexcept;
//                   the game ends by a rule before any move is tried (repetition, move limit,
//                   insufficient material): the score for the side to move
//   static Score no_moves_score(const Position&, int ply) noexcept; no legal move
//   static bool  null_move_safe(const Position&) noexcept;     zugzwang guard
//   static void  do_null(Position&) noexcept;  side to move passes (not in check)
//   static void  undo_null(Position&) noexcept; takes the pass back
// Optional:
//   using EvalParams = <plain struct>;  the evaluation's tunable weights (defaults: built in)
//   static Score evaluate(const Position&, const EvalParams&) noexcept;  the evaluation with
//                   them; the searcher then calls it with its Searcher::set_eval_params()
//   static int   quiet_order(const Position&, Move) noexcept; the game's estimate of a quiet
//                   move, added to its history score when ordering (keep it below 1 << 26)

#include "engine/core/game.h"
#include "engine/search/score.h"

#include <concepts>
#include <optional>

namespace engine::search {

template <class G> struct SearchTraits;

// A game without tunable evaluation weights.
struct NoEvalParams { };

// SearchTraits<G>::EvalParams, or NoEvalParams.
template <class Traits> struct EvalParamsFor { using type = NoEvalParams; };
template <class Traits>
requires requires { typename Traits::EvalParams; }
struct EvalParamsFor<Traits> {
    using type = typename Traits::EvalParams;
};
template <class Traits> using EvalParamsOf = typename EvalParamsFor<Traits>::type;

// A game the search can play: a core::Game with a complete SearchTraits<G> in scope.
template <class G>
concept Searchable = core::Game<G> && requires(
    const typename G::Position& cpos, typename G::Position& pos, typename G::Move m, int ply) {
    { SearchTraits<G>::evaluate(cpos) } -> std::same_as<Score>;
    { SearchTraits<G>::is_noisy(cpos, m) } -> std::same_as<bool>;
    { SearchTraits<G>::victim_value(cpos, m) } -> std::same_as<int>;
    { SearchTraits<G>::attacker_value(cpos, m) } -> std::same_as<int>;
    { SearchTraits<G>::losing_noisy(cpos, m) } -> std::same_as<bool>;
    { SearchTraits<G>::rule_score(cpos, ply) } -> std::same_as<std::optional<Score>>;
    { SearchTraits<G>::no_moves_score(cpos, ply) } -> std::same_as<Score>;
    { SearchTraits<G>::null_move_safe(cpos) } -> std::same_as<bool>;
    { SearchTraits<G>::do_null(pos) };
    { SearchTraits<G>::undo_null(pos) };
};

} // namespace engine::search
