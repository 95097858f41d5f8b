#pragma once
// The per-game files of arbiter match (two engines or a tournament), each game appended as it
// ends: --pgnout's PGN (dated with the run's start) and --epdout's final positions.

#include "harness/frame/output_files.h"
#include "harness/match/match_runner.h"
#include "harness/report/match_pgn.h"

#include <fstream>
#include <string>

namespace harness::cli {

// The PGN Date tag ("2026.12.01") of an ISO 8601 time ("2026-12-01T05:00:00Z").
[[nodiscard]] std::string pgn_date(const std::string& iso);

class GameFiles {
public:
    // Opens files.pgn and files.epd_out when named (appending); a SetupError when one cannot
    // be written.
    explicit GameFiles(const frame::ReportFiles& files);
    // A game appended to each open file; one that cannot be written is said on stderr (the
    // match and its reports go on).
    void write(const match::GameEntry& g, const report::PgnContext& c);

private:
    std::ofstream pgn_, epd_;
};

} // namespace harness::cli
