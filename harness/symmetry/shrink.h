#pragma once
// A finding's position made as simple as it can be while the finding still shows: pieces
// (stones) taken off one at a time, kings and generals never, each smaller position kept when
// the game accepts it and `shows` holds for it, until no piece can go or the budget of calls to
// `shows` is spent. What is left points at the term that makes the difference.

#include "harness/game/game.h"

#include <functional>
#include <string>
#include <vector>

namespace harness::symmetry {

// The legal positions with one piece fewer than `fen`, in board order (canonical FENs).
[[nodiscard]] std::vector<std::string> one_piece_fewer(const game::Game& g, const std::string& fen);

// The smallest position reached from `fen`; `fen` itself when no piece can go.
[[nodiscard]] std::string shrink_position(const game::Game& g, const std::string& fen,
    const std::function<bool(const std::string&)>& shows, int budget = 300);

} // namespace harness::symmetry
