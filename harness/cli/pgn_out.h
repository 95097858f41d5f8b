#pragma once
// The --pgnout file of arbiter match (two engines or a tournament): each game appended as it
// ends, dated with the run's start.

#include "harness/match/match_runner.h"
#include "harness/report/match_pgn.h"

#include <fstream>
#include <string>

namespace harness::cli {

// The PGN Date tag ("2026.12.01") of an ISO 8601 time ("2026-12-01T05:00:00Z").
[[nodiscard]] std::string pgn_date(const std::string& iso);

// A game appended to the --pgnout file; one that cannot be written is said on stderr (the
// match and its reports go on).
void write_pgn_game(std::ofstream& pgn, const match::GameEntry& g, const report::PgnContext& c);

} // namespace harness::cli
