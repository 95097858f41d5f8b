#pragma once
// The rating ladder kept in the history database: every gauntlet's games (History::
// add_ladder_entry, gate/ladder.h plays them) rated together by joint maximum likelihood
// (harness/rate: Bradley-Terry with Davidson's draws and a first-mover advantage, intervals
// clustered by game pair), so that a build rated today and one rated a year ago are on one
// scale. A build that won or lost every game has no finite maximum-likelihood rating; as
// BayesElo does, each pairing that met gets a prior of two virtual draws (one with each colour),
// which keeps such a build on the scale and changes a well-measured rating by little.

#include "harness/gate/ladder_data.h"
#include "harness/rate/rate.h"

#include <string>
#include <vector>

namespace harness::history {

// The ladder over `entries` (oldest first): the builds in the order they joined, the references
// in the order the ladder met them. `anchor` (a player's name) is held at 0; empty: the first
// reference the ladder met, else its first build. An unknown anchor, or a fit that fails, is the
// standing's error.
[[nodiscard]] gate::LadderStanding rate_ladder(
    const std::vector<gate::LadderEntry>& entries, const std::string& anchor = "");

// The ladder's games as the ratings take them, each entry's game pairs its own.
[[nodiscard]] std::vector<match::RatedGame> ladder_games(
    const std::vector<gate::LadderEntry>& entries);

} // namespace harness::history
