#include "game_out.h"

#include "args.h"

#include "harness/report/crc32.h"
#include "harness/report/match_epd.h"
#include "harness/report/match_psq.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>

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

// The CRC-32 of what a file holds (0: none or empty), as fastchess seeds it when appending.
std::uint32_t file_crc(const std::string& path) {
    std::ifstream     in(path, std::ios::binary);
    const std::string text { std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>() };
    return report::crc32_update(0, text);
}

} // namespace

GameFiles::GameFiles(const frame::ReportFiles& files, bool pgn_crc)
    : pgn_path_(files.pgn)
    , psq_dir_(files.psq) {
    std::error_code ec;
    if (!psq_dir_.empty() && !std::filesystem::is_directory(psq_dir_)
        && !std::filesystem::create_directories(psq_dir_, ec))
        throw SetupError("--psqout: cannot make the folder " + psq_dir_
            + (ec ? ": " + ec.message() : std::string()));
    if (pgn_crc && !files.pgn.empty()) pgn_crc_ = file_crc(files.pgn);
    open_appending(pgn_, files.pgn);
    open_appending(epd_, files.epd_out);
}

void GameFiles::write(const match::GameEntry& g, const report::PgnContext& c) {
    if (pgn_.is_open()) {
        if (auto text = report::match_game_pgn(g, c)) {
            pgn_ << *text << std::flush;
            if (pgn_crc_ && pgn_) {
                pgn_crc_ = report::crc32_update(*pgn_crc_, *text);
                std::fprintf(stderr, "File %s has CRC32: 0x%x\n", pgn_path_.c_str(), *pgn_crc_);
            }
        } else
            std::fprintf(stderr, "arbiter match: round %d not written to the PGN file: %s\n",
                g.round + 1, text.error().message.c_str());
        said_if_unwritten(pgn_, g, "PGN");
    }
    if (epd_.is_open()) {
        epd_ << report::match_game_epd(g, c.variant, c.referee) << std::flush;
        said_if_unwritten(epd_, g, "EPD");
    }
    if (!psq_dir_.empty()) write_psq(g, c);
}

void GameFiles::write_psq(const match::GameEntry& g, const report::PgnContext& c) {
    const auto    path = std::filesystem::path(psq_dir_) / report::psq_file_name(g, c);
    const auto    text = report::match_game_psq(g, c);
    std::ofstream out;
    if (text) out.open(path, std::ios::trunc);
    if (text) out << *text << std::flush;
    if (!text || !out)
        std::fprintf(stderr, "arbiter match: round %d not written to %s: %s\n", g.round + 1,
            path.string().c_str(), text ? "cannot write it" : text.error().message.c_str());
}

} // namespace harness::cli
