#pragma once
// A tournament's journal: one record per finished game with the pairing it belongs to, and the
// games of an interrupted run (of the same tournament and shard) back to their pairings'
// matches, which then play only what is left.

#include "tournament.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace harness::tournament {

// The record of game `g` of pairing `pairing` (0-based; written from 1), its engines `names`.
[[nodiscard]] nlohmann::ordered_json journal_record(
    std::size_t pairing, const match::GameEntry& g, const std::array<std::string, 2>& names);

// Each record's game into its pairing's match (`previous`). A record that is not a game of one
// of c's pairings is an error, "PATH:LINE: not a tournament game" (the first record is on
// line 2 of `path`, after the run line).
[[nodiscard]] std::optional<std::string> resume_games(
    const std::vector<nlohmann::json>& records, const std::string& path, TournamentConfig& c);

} // namespace harness::tournament
