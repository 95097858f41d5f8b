#include "shrink.h"

#include "harness/game/board_text.h"
#include "harness/game/rules.h"

#include "engine/core/text.h"

namespace harness::symmetry {

std::vector<std::string> one_piece_fewer(const game::Game& g, const std::string& fen) {
    auto fields = engine::core::words(fen);
    if (fields.empty()) return {};
    const auto               rows = game::board_rows(fields[0]);
    std::vector<std::string> out;
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t f = 0; f < rows[r].size(); ++f) {
            const char piece = rows[r][f];
            if (piece == '.' || piece == 'k' || piece == 'K') continue;
            auto fewer    = rows;
            fewer[r][f]   = '.';
            fields[0]     = game::board_field(fewer);
            const auto ok = g.rules().normalize(engine::core::unwords(fields));
            if (ok) out.push_back(*ok);
        }
    return out;
}

std::string shrink_position(const game::Game& g, const std::string& fen,
    const std::function<bool(const std::string&)>& shows, int budget) {
    std::string best = fen;
    for (bool smaller = true; smaller && budget > 0;) {
        smaller = false;
        for (const auto& candidate : one_piece_fewer(g, best)) {
            if (budget-- <= 0) break;
            if (shows(candidate)) {
                best    = candidate;
                smaller = true;
                break;
            }
        }
    }
    return best;
}

} // namespace harness::symmetry
