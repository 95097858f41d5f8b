#include "suite_game.h"

#include "args.h"

#include "harness/game/positions.h"

#include <fstream>
#include <iostream>
#include <sstream>

namespace harness::cli {

std::optional<SuiteGame> suite_game(const std::string& path) {
    auto first = game::first_position(path);
    if (!first) return std::nullopt; // the suite's own reader says why
    for (const auto& g : game::all_games()) {
        if (!g->normalize(first->fen) && !g->normalize(first->fen + " 0 1")) continue;
        const auto wider = g->wider_game(first->fen); // a renju position read as gomoku
        auto       found = wider ? game::find_game(*wider) : engine::core::Result<game::Game>(g);
        return SuiteGame { found ? *found : g, first->line };
    }
    return std::nullopt; // the first position belongs to no game we know
}

game::Game game_for_suites(const std::string& command, const std::vector<std::string>& paths,
    game::Game asked, bool given) {
    if (paths.empty()) return asked;
    auto found = suite_game(paths.front());
    if (!found || found->game.name() == asked.name()) return asked;
    // A chess suite asked as chess960 (or the reverse) is for the chess960 check to settle.
    auto chess_family = [](const game::Game& g) { return g.name().rfind("chess", 0) == 0; };
    if (chess_family(found->game) && chess_family(asked)) return asked;
    const std::string& name = found->game.name();
    if (given)
        throw UsageError(paths.front() + ":" + std::to_string(found->line) + ": this looks like a "
            + name + " FEN: use --variant " + name);
    std::cerr << "arbiter " << command << ": " << paths.front() << " holds " << name
              << " positions: the run uses --variant " << name << "\n";
    return found->game;
}

bool spec_sets_variant(const std::vector<std::string>& tokens) {
    for (const auto& t : tokens)
        if (t.rfind("variant=", 0) == 0) return true;
    return false;
}

} // namespace harness::cli
