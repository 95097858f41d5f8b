#pragma once
// The per-game files of arbiter match (two engines or a tournament), each game appended as it
// ends: --pgnout's PGN (dated with the run's start), --epdout's final positions, and in
// --psqout's folder one .psq record a gomoku game (report/match_psq.h); with
// -crc32 pgn=true, the PGN file's CRC-32 said after each game as fastchess says it.

#include "harness/frame/output_files.h"
#include "harness/match/match_runner.h"
#include "harness/report/match_pgn.h"

#include <cstdint>
#include <fstream>
#include <optional>
#include <string>

namespace harness::cli {

// The PGN Date tag ("2026.12.01") of an ISO 8601 time ("2026-12-01T05:00:00Z").
[[nodiscard]] std::string pgn_date(const std::string& iso);

class GameFiles {
public:
    // Opens files.pgn and files.epd_out when named (appending); a SetupError when one cannot
    // be written. pgn_crc: the CRC-32 of the whole PGN file (what it held before, then each game)
    // is said on stderr after each game, "File F has CRC32: 0x1c291ca3".
    explicit GameFiles(const frame::ReportFiles& files, bool pgn_crc = false);
    // A game appended to each open file; one that cannot be written is said on stderr (the
    // match and its reports go on).
    void write(const match::GameEntry& g, const report::PgnContext& c);

private:
    void write_psq(const match::GameEntry& g, const report::PgnContext& c);

    std::ofstream                pgn_, epd_;
    std::string                  pgn_path_, psq_dir_;
    std::optional<std::uint32_t> pgn_crc_; // set with pgn_crc
};

} // namespace harness::cli
