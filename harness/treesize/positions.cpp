#include "positions.h"

#include "harness/game/positions.h"

#include <set>

namespace harness::treesize {

game::PositionList load_positions(const std::string& path, const game::Game& game, int first) {
    auto               all = game::load_positions(path, game, game::PositionFormat::PerftSuite);
    game::PositionList out;
    out.errors = std::move(all.errors);
    std::set<std::string> seen;
    for (const auto& fen : all.fens)
        if (seen.insert(fen).second && int(out.fens.size()) < first) out.fens.push_back(fen);
    return out;
}

} // namespace harness::treesize
