#pragma once
// The registry of games Arbiter knows: name (and aliases) -> Game. A new game is one entry in
// registry.cpp; callers find it by name and ask it everything else.

#include "harness/game/game.h"
#include "harness/game/rules.h"

#include "engine/core/result.h"

#include <string_view>
#include <vector>

namespace harness::game {

[[nodiscard]] Game chess();
[[nodiscard]] Game chess960();
[[nodiscard]] Game xiangqi();
[[nodiscard]] Game gomoku();
// Gomoku under the renju rules (black's fouls forbidden; black wins by exactly five) and under
// caro (a five blocked at both ends does not win): engine/gomoku/README.md states them.
[[nodiscard]] Game renju();
[[nodiscard]] Game caro();

// Every registered game, in registry order.
[[nodiscard]] const std::vector<Game>& all_games();

// A game by name or alias ("standard", "fischerandom", "frc"), or an error quoting the text and
// listing the known names.
[[nodiscard]] engine::core::Result<Game> find_game(std::string_view name);

} // namespace harness::game
