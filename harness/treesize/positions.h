#pragma once
// The positions a tree-size run searches: each FEN of a FEN-per-line or perft suite file once,
// in file order, the first `first` of them; bad records as ParseErrors (file:line:col).

#include "harness/game/registry.h"

#include "engine/core/parse_error.h"

#include <string>
#include <vector>

namespace harness::treesize {

struct PositionsLoad {
    std::vector<std::string>              fens;
    std::vector<engine::core::ParseError> errors;
};

[[nodiscard]] PositionsLoad load_positions(
    const std::string& path, const game::Rules& rules, int first);

} // namespace harness::treesize
