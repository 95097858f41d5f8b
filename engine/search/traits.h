#pragma once
// SearchTraits<G>: what the search needs from a game beyond core::Game. Specialisations for
// chess::Chess and xiangqi::Xiangqi are in chess_traits.h and xiangqi_traits.h. Contract:
//   static Score evaluate(const Position&) noexcept;           side to move's view
//   static bool  is_noisy(const Position&, Move) noexcept;     capture (or promotion in chess)
//   static int   victim_value(const Position&, Move) noexcept; gain of a noisy move (MVV)
//   static int   attacker_value(const Position&, Move) noexcept; value of the mover (LVA)
//   static bool  losing_noisy(const Position&, Move) noexcept; noisy move that loses material
//                   by exchange (ordered after the killers, skipped in quiescence)
//   static std::optional<Score> rule_score(const Position&, int ply) noexcept;
//                   the game ends by a rule before any move is tried (repetition, move limit,
//                   insufficient material): the score for the side to move
//   static Score no_moves_score(const Position&, int ply) noexcept; no legal move
//   static bool  null_move_safe(const Position&) noexcept;     zugzwang guard
//   static void  do_null(Position&) noexcept;  side to move passes (not in check)
//   static void  undo_null(Position&) noexcept; takes the pass back

namespace engine::search {

template <class G> struct SearchTraits;

} // namespace engine::search

#include "engine/search/chess_traits.h"
#include "engine/search/xiangqi_traits.h"
