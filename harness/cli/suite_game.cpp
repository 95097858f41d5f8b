#include "suite_game.h"

#include "args.h"

#include "harness/input/text_file.h"

#include <fstream>
#include <iostream>
#include <sstream>

namespace harness::cli {

std::optional<SuiteGame> suite_game(const std::string& path) {
    auto text = input::read_text_file(path, input::PositionLimits);
    if (!text) return std::nullopt; // the suite's own reader says why
    std::istringstream in(*text);
    int                line_no = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_no;
        std::istringstream       words(line.substr(0, line.find(';')));
        std::vector<std::string> w;
        for (std::string s; words >> s;) w.push_back(s);
        if (w.empty() || w[0][0] == '#' || w[0] == "id" || w[0] == "perft") continue;
        if (w[0] == "epd" || w[0] == "fen") w.erase(w.begin());
        if (w.size() > 4) w.resize(4); // EPD operations follow the four position fields
        std::string fen;
        for (const auto& s : w) fen += (fen.empty() ? "" : " ") + s;
        for (const auto& g : game::all_games())
            if (g->normalize(fen) || g->normalize(fen + " 0 1")) return SuiteGame { g, line_no };
        return std::nullopt; // the first position belongs to no game we know
    }
    return std::nullopt;
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
