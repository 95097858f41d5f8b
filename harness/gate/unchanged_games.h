#pragma once
// Games whose play a change cannot have changed, so that step 6 spends its time on the others:
// every game when base and candidate are the same executable byte for byte, run the same way;
// a game whose own sources (game_sources) an in-tree change did not touch, when it touched only
// other games'; every game when an in-tree change touches no line of the engine's sources and the
// bench (when it measured one) found the same speed within the noise (a build setting may have
// changed); else a game whose tree-size searches (step 4) visited exactly the same nodes at every
// depth on every position, with a bench speed ratio (step 3) within the noise. Each with the
// evidence, quoted in the step's reason. A game without such evidence (no tree-size positions, no
// bench) is played.

#include "gate.h"

#include <optional>
#include <string>
#include <vector>

namespace harness::gate {

struct UnchangedGame {
    std::string game;
    std::string why; // "node counts per depth equal (depth 1-7, 6 positions), bench ..."
};

// `changed_source_lines`: for an in-tree engine, the lines the change touched under its sources
// (nullopt: not known). `steps`: the steps run so far. `same_engine`: same_executable's evidence
// (nullopt: none); when there is some, every game is unchanged whatever the bench's speed said
// (a speed difference between identical programs is the machine's noise).
// `changed_files`: the files of those lines; with config.game_sources, a game none of whose
// sources changed, when every changed file is some game's, is left out ("the change touches only
// other games' sources: engine/xiangqi/eval.cpp").
[[nodiscard]] std::vector<UnchangedGame> unchanged_games(const SprtStepConfig& config,
    const std::vector<StepRecord>& steps, std::optional<std::size_t> changed_source_lines,
    const std::optional<std::string>&              same_engine   = std::nullopt,
    const std::optional<std::vector<std::string>>& changed_files = std::nullopt);

// Step 8's games: those of `games` whose own sources an in-tree change touched (game_sources, as
// above: only the sources count here, not equal node counts, for a memory error need not change
// a search), and the others named with the evidence ("chess, gomoku not run: the change touches
// only other games' sources: engine/xiangqi/eval.cpp"); all of them when none would be left.
struct TouchedGames {
    std::vector<std::string> games;
    std::string              left_out; // empty: none left out
};
[[nodiscard]] TouchedGames touched_games(const SprtStepConfig& config,
    const std::vector<std::string>&                            games,
    const std::optional<std::vector<std::string>>&             changed_files);

// The evidence that base and candidate are the same program run the same way: their executables
// (regular files) byte for byte the same, with the same arguments, directory, protocol, options
// and time-control tokens ("the two engines are one executable byte for byte (1073488 bytes) ...");
// nullopt otherwise (also when a file cannot be read). Two builds of revisions whose change touched
// nothing the compiler sees are, with ccache's base directory set.
[[nodiscard]] std::optional<std::string> same_executable(
    const GateEngine& base, const GateEngine& candidate);

} // namespace harness::gate
