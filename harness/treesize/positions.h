#pragma once
// The positions a tree-size run searches: each FEN of a FEN-per-line or perft suite file once
// (read by the game layer, harness/game/positions.h), in file order, the first `first` of them;
// bad records as ParseErrors (file:line:col).

#include "harness/game/positions.h"

#include "engine/core/parse_error.h"

#include <string>
#include <vector>

namespace harness::treesize {

[[nodiscard]] game::PositionList load_positions(
    const std::string& path, const game::Game& game, int first);

} // namespace harness::treesize
