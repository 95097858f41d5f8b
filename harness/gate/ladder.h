#pragma once
// The rating ladder of gated builds: the gauntlet that adds a build to it (step 9, `arbiter gate
// --ladder`) and what the ladder looks like once rated. A gauntlet is a short match of game
// pairs (the strength step's openings and time control unless configured) between the build and
// each of a few fixed references: other engines at fixed levels, and the gate's base build, an
// earlier build named by its revision like the candidate, so that the builds of a ladder also
// meet each other. The history database keeps every gauntlet's games (harness/history/ladder.h)
// and rates all of them together, so that builds rated months apart stay comparable.

#include "gate.h"
#include "ladder_data.h"

#include "harness/game/registry.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace harness::gate {

// A reference of the gauntlet: an engine spec and its own time-control tokens (empty: the
// gauntlet's).
struct LadderReference {
    session::EngineSpec      spec;
    std::vector<std::string> tc;
};

// A gauntlet as a plain function's input: the build against each reference in turn.
struct Gauntlet {
    GateEngine                   build;
    std::string                  revision;
    std::vector<LadderReference> references;
    game::Game                   variant = game::chess();
    std::vector<std::string>     openings; // start FENs (empty: the start position)
    std::string                  tc    = "tc=0.5+0.01"; // everyone's unless their own
    int                          pairs = 8, concurrency = 2;
    match::AdjudicationConfig    adjudication = StrengthAdjudication; // the strength test's
    std::string                  replay_dir; // fault replays (empty: none)
    std::function<bool()>        stop; // polled between games
};

// The gauntlet's matches and its entry, or the first error that stopped it (an engine that
// would not start, a bad time control). Faults are game results.
struct GauntletRun {
    LadderData  data;
    std::string error;
    bool        not_started = false; // an engine could not be started
};
[[nodiscard]] GauntletRun play_gauntlet(const Gauntlet& g);

// A reference's spec from its tokens ("cmd=/usr/games/stockfish", "option.Skill Level=0",
// "name=sf0", "depth=4"); the error quotes the bad token.
[[nodiscard]] engine::core::Expected<LadderReference, std::string> parse_reference(
    const std::vector<std::string>& tokens, game::Game variant);

} // namespace harness::gate
