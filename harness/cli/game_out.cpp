#include "game_out.h"

#include "args.h"

#include "harness/report/match_epd.h"

#include <algorithm>
#include <cstdio>

namespace harness::cli {

std::string pgn_date(const std::string& iso) {
    std::string d = iso.substr(0, 10);
    std::replace(d.begin(), d.end(), '-', '.');
    return d;
}

namespace {

void open_appending(std::ofstream& out, const std::string& path) {
    if (path.empty()) return;
    out.open(path, std::ios::app);
    if (!out) throw SetupError("cannot write " + path);
}

void said_if_unwritten(const std::ofstream& out, const match::GameEntry& g, const char* what) {
    if (!out)
        std::fprintf(
            stderr, "arbiter match: round %d not written to the %s file\n", g.round + 1, what);
}

} // namespace

GameFiles::GameFiles(const frame::ReportFiles& files) {
    open_appending(pgn_, files.pgn);
    open_appending(epd_, files.epd_out);
}

void GameFiles::write(const match::GameEntry& g, const report::PgnContext& c) {
    if (pgn_.is_open()) {
        if (auto text = report::match_game_pgn(g, c))
            pgn_ << *text << std::flush;
        else
            std::fprintf(stderr, "arbiter match: round %d not written to the PGN file: %s\n",
                g.round + 1, text.error().message.c_str());
        said_if_unwritten(pgn_, g, "PGN");
    }
    if (epd_.is_open()) {
        epd_ << report::match_game_epd(g, c.variant, c.referee) << std::flush;
        said_if_unwritten(epd_, g, "EPD");
    }
}

} // namespace harness::cli
