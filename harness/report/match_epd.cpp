#include "match_epd.h"

#include "harness/game/record.h"

#include <sstream>
#include <vector>

namespace harness::report {

std::string match_game_epd(
    const match::GameEntry& g, const game::Game& variant, const game::RefereeOptions& referee) {
    auto start = game::GameRecord::start(variant, g.opening, referee);
    if (!start) return {};
    game::GameRecord record = std::move(*start);
    for (const auto& m : g.played.moves)
        if (!record.play(m.move)) break;
    std::istringstream       fen(record.fen());
    std::vector<std::string> fields;
    for (std::string f; fen >> f;) fields.push_back(f);
    std::string counters;
    if (fields.size() == 6) { // the halfmove clock and move number
        counters = " hmvc " + fields[4] + "; fmvn " + fields[5] + ";";
        fields.resize(4);
    }
    std::string line;
    for (const auto& f : fields) line += (line.empty() ? "" : " ") + f;
    return line + counters + "\n";
}

} // namespace harness::report
