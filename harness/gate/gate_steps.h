#pragma once
// The gate's steps (gate.h lists them), each a plain function over the runner libraries: the
// inputs and what the earlier steps learned (the games both engines play) in, a StepRecord out.

#include "gate.h"
#include "step_table.h"
#include "unchanged_games.h"

#include "harness/game/registry.h"
#include "harness/stats/strength_test.h"

#include <chrono>
#include <optional>
#include <vector>

namespace harness::gate {

struct GateContext {
    std::vector<game::Game>    games; // the games both engines play (step 1), chess by default
    EngineIdentity             base_id, candidate_id; // their handshakes (step 1)
    Deadline                   deadline; // the gate's time bound (the strength test ends at it)
    std::vector<UnchangedGame> unchanged; // games step 6 leaves out (set before it runs)
};

// A step result with its number, name, title and gating from the config, not yet run.
[[nodiscard]] StepRecord new_step(StepId id, const GateConfig& config);

[[nodiscard]] StepRecord check_step(const GateInputs& in, GateContext& context);
[[nodiscard]] StepRecord perft_step(const GateInputs& in, const GateContext& context);
[[nodiscard]] StepRecord bench_step(const GateInputs& in);
[[nodiscard]] StepRecord treesize_step(const GateInputs& in, const GateContext& context);
[[nodiscard]] StepRecord suites_step(const GateInputs& in, const GateContext& context);
[[nodiscard]] StepRecord sprt_step(const GateInputs& in, const GateContext& context);
[[nodiscard]] StepRecord symmetry_step(
    const GateInputs& in, const GateContext& context); // symmetry_step.cpp
[[nodiscard]] StepRecord ladder_step(
    const GateInputs& in, const GateContext& context); // ladder.cpp

// The games an engine plays from its handshake: its spec's game, and with UCI Chess960 when it
// has the UCI_Chess960 option and the values of a UCI_Variant combo option that Arbiter knows
// (chess, xiangqi); UCCI engines play xiangqi.
[[nodiscard]] std::vector<game::Game> games_played(
    const session::EngineSpec& spec, const std::vector<std::string>& option_lines);

// The strength test of one of `games` games: the config's D and miss rate, its false-alarm rate
// split evenly over the games, its cap (max_games / 2 pairs, or sized for D).
[[nodiscard]] stats::StrengthTestConfig strength_config(const SprtStepConfig& c, std::size_t games);

// The strength test's D when step 6 plays `played` of the `playable` games (the others left out
// as unchanged): D sqrt(played / playable), so that the expected games, which grow as 1 / D^2,
// stay what they were; D itself when all are played.
[[nodiscard]] double played_detect_elo(
    const SprtStepConfig& c, std::size_t played, std::size_t playable);

// Game number `g`'s share of what is `left` of step 6's time (its budget, or the gate's time
// bound when that comes first; nullopt: neither, and 0 is returned): the games from `g` on split
// `left` by their `shares`, so that time a game did not use passes on.
[[nodiscard]] std::chrono::milliseconds game_budget(const SprtStepConfig& c,
    const std::vector<game::Game>& games, std::size_t g,
    std::optional<std::chrono::milliseconds> left);

// The spec set up for `game` (variant; UCI_Variant is set by the adapter); a UCI engine plays
// gomoku in the Gomocup protocol (Sable's one binary speaks both, told apart by the first line).
[[nodiscard]] session::EngineSpec for_game(session::EngineSpec spec, const game::Game& game);

// Whether a UCI chess engine's command also answers the Gomocup protocol's START with OK within
// `timeout` (then it plays gomoku too).
[[nodiscard]] bool answers_gomocup(
    const session::EngineSpec& spec, std::chrono::milliseconds timeout);

} // namespace harness::gate
