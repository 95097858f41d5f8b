#pragma once
// A played game as JSON and back: the `results` entries of a match report and the lines of the
// match, tournament and tune journals (what a resumed run reads its games from).

#include "harness/match/match_runner.h"

#include "engine/core/expected.h"

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace harness::match {

// One game; names[i] is engine i's name (the report's engines, in command-line order).
[[nodiscard]] nlohmann::ordered_json game_to_json(
    const GameEntry& g, const std::array<std::string, 2>& names);
// The game back, or nothing when `j` is not one (a missing field, a bad value).
[[nodiscard]] std::optional<GameEntry> game_from_json(const nlohmann::json& j);

// The games of a match journal's records (those after its run line, the first on line 2 of
// `path`); a record that is not a game is an error, "PATH:LINE: not a game".
[[nodiscard]] engine::core::Expected<std::vector<GameEntry>, std::string> games_from_journal(
    const std::vector<nlohmann::json>& records, const std::string& path);

} // namespace harness::match
