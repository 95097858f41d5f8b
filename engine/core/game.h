#pragma once
// The Game concept: what a rules module (chess::Chess, xiangqi::Xiangqi) exports so that search,
// perft, referee and generators can be written once as templates over G.
//
// Positions are self-contained values (they own their undo history), so copying one is safe.
//
// Requirements beyond the signatures, relied on by the search (engine/search) and checked here
// where the compiler can:
// - Two players: side_to_move() is Color::First or Color::Second (tables are indexed by it).
// - Move encoding: Move::raw() is a MoveCode (MoveCodeBits bits). Transposition-table entries
//   store it and the history table has one slot per code and player. Move::none() has code 0,
//   and no legal move does; moves compare equal exactly when their codes do.
// - Move count: no position that parse_fen() accepts has more than MaxMoves legal moves, and a
//   MoveList holds at least MaxMoves (the search sizes its per-node arrays by MaxMoves).
// - do_move() takes a legal move of the position; undo_move() the move just made. Both keep
//   is_ok() true (checked by ENGINE_ASSERT in the rules modules' debug builds).

#include "result.h"
#include "types.h"

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace engine::core {

template <class G>
concept Game = requires(typename G::Position& pos, const typename G::Position& cpos,
    typename G::Move move, typename G::MoveList& list, std::string_view text, int depth) {
    { G::Name } -> std::convertible_to<std::string_view>;
    { G::StartFen } -> std::convertible_to<std::string_view>;
    { G::MaxMoves } -> std::convertible_to<std::size_t>;
    { G::MoveList::Capacity } -> std::convertible_to<std::size_t>;
    { G::Move::none() } -> std::same_as<typename G::Move>;
    { move.raw() } -> std::same_as<MoveCode>;
    { list.size() } -> std::same_as<std::size_t>;
    { list[std::size_t(0)] } -> std::same_as<typename G::Move&>;
    { G::parse_fen(text) } -> std::same_as<Result<typename G::Position>>;
    { G::to_fen(cpos) } -> std::same_as<std::string>;
    { G::is_ok(cpos) } -> std::same_as<bool>;
    { G::generate_legal(cpos, list) };
    { G::do_move(pos, move) };
    { G::undo_move(pos, move) };
    { G::key(cpos) } -> std::same_as<Key>;
    { G::side_to_move(cpos) } -> std::same_as<Color>;
    { G::in_check(cpos) } -> std::same_as<bool>;
    { G::status(cpos) } -> std::same_as<GameStatus>;
    { G::parse_move(cpos, text) } -> std::same_as<Result<typename G::Move>>;
    { G::to_text(cpos, move) } -> std::same_as<std::string>;
    { G::perft(pos, depth) } -> std::same_as<std::uint64_t>;
}
&&std::equality_comparable<typename G::Move> && (G::MoveList::Capacity >= G::MaxMoves)
    && (G::Move::none().raw() == 0);

} // namespace engine::core
