#pragma once
// visit(game, f): call f with the game's typed rules (detail::GameRules<G>) so that templates over
// engine::core::Game -- the mate prover, EPD move resolution -- run on any registered game
// without switching on it. f must return the same type for every game.

#include "harness/game/game_rules.h"

#include <utility>

namespace harness::game {

template <class F> decltype(auto) visit(Game game, F&& f) {
    using detail::GameRules;
    if (auto* chess = dynamic_cast<const GameRules<engine::chess::Chess>*>(&game.rules()))
        return std::forward<F>(f)(*chess);
    if (auto* gomoku = dynamic_cast<const GameRules<engine::gomoku::Gomoku>*>(&game.rules()))
        return std::forward<F>(f)(*gomoku);
    return std::forward<F>(f)(
        dynamic_cast<const GameRules<engine::xiangqi::Xiangqi>&>(game.rules()));
}

} // namespace harness::game
