#include "pgn_out.h"

#include <algorithm>
#include <cstdio>

namespace harness::cli {

std::string pgn_date(const std::string& iso) {
    std::string d = iso.substr(0, 10);
    std::replace(d.begin(), d.end(), '-', '.');
    return d;
}

void write_pgn_game(std::ofstream& pgn, const match::GameEntry& g, const report::PgnContext& c) {
    if (auto text = report::match_game_pgn(g, c))
        pgn << *text << std::flush;
    else
        std::fprintf(stderr, "arbiter match: round %d not written to the PGN file: %s\n",
            g.round + 1, text.error().message.c_str());
}

} // namespace harness::cli
