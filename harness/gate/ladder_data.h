#pragma once
// The rating ladder's values (ladder.h plays the gauntlet that makes them; the history database
// keeps and rates them, harness/history/ladder.h): a gauntlet's games and figures, and the
// ladder as rated, which the gate's results carry for the dossier.

#include "harness/match/match_runner.h"
#include "harness/match/rated_game.h"

#include <cstddef>
#include <string>
#include <vector>

namespace harness::gate {

// What one gauntlet adds to the ladder: the build and its games.
struct LadderEntry {
    std::string build; // its ladder name: the engine's name ("sable@1a2b3c4d")
    std::string revision; // the commit, when the gate built it; else empty
    std::string added_at; // UTC, "2026-12-05T07:00:00Z" (set when stored)
    // Its players by their ladder names; a game's pair is its game pair within the entry.
    std::vector<match::RatedGame> games;
};

// One opponent of a gauntlet: the build's W/D/L and pentanomial from the build's side.
struct LadderOpponent {
    std::string         name, tc; // the opponent's ladder name and its time control
    std::size_t         games = 0;
    match::MatchSummary summary; // engines[0] is the build
};

// Step 9's figures: the build, its matches and the entry they make.
struct LadderData {
    std::string                 build, tc; // the build's time control
    std::vector<LadderOpponent> opponents;
    LadderEntry                 entry;
};

// One player of a rated ladder.
struct LadderRow {
    std::string name;
    std::string revision, added_at; // builds: the first entry's; references: empty
    bool        is_build = false; // a build added by a gauntlet (else a reference only)
    double      elo = 0, low = 0, high = 0; // the rating and its 95% interval
    std::size_t games  = 0; // played (the prior's virtual draws not counted)
    double      points = 0;
    std::vector<std::string> opponents;
};

// The ladder rated: the builds in the order they joined, then the references.
struct LadderStanding {
    std::string            anchor; // the player held at 0
    std::vector<LadderRow> builds, references;
    std::string            candidate; // in a gate's results: the build it added
    std::size_t            entries = 0, games = 0;
    std::string            error; // why there are no ratings
};

} // namespace harness::gate
