#pragma once
// The Game concept: what a rules module (chess::Chess, xiangqi::Xiangqi) exports so that search,
// perft, referee and generators can be written once as templates over G.
//
// Positions are self-contained values (they own their undo history), so copying one is safe.

#include "result.h"
#include "types.h"

#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>

namespace engine::core {

template <class G>
concept Game = requires(typename G::Position& pos, const typename G::Position& cpos,
    typename G::Move move, typename G::MoveList& list, std::string_view text, int depth) {
    { G::Name } -> std::convertible_to<std::string_view>;
    { G::StartFen } -> std::convertible_to<std::string_view>;
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
};

} // namespace engine::core
