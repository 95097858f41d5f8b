#pragma once
// The gate's match of two engines in game pairs, built once for the strength test (step 6) and
// the ladder's gauntlet (step 9): each engine's spec for the game with its own time-control
// tokens (else `tc`), the openings in a seeded random order, two games per round (colours
// reversed), the profile's adjudication ([sprt] resign_moves, resign_score, draw_move_number,
// draw_moves, draw_score, max_moves).

#include "harness/match/match_runner.h"
#include "harness/session/engine_session.h"

#include <array>
#include <string>
#include <variant>
#include <vector>

namespace harness::gate {

struct PairMatchPlayer {
    const session::EngineSpec*      spec;
    const std::vector<std::string>* tc; // its own time-control tokens (empty: the match's)
};

// The match (its rounds, SPRT, stop and replays are the caller's), or an error's text on a bad
// time control.
[[nodiscard]] std::variant<match::MatchConfig, std::string> pair_match(const game::Game& variant,
    const std::array<PairMatchPlayer, 2>& players, const std::string& tc,
    const std::vector<std::string>& openings, int concurrency,
    const match::AdjudicationConfig& adjudication);

} // namespace harness::gate
