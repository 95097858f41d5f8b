#pragma once
// Verified-mate adjudication: when an engine's score for the move it played claims a mate
// ("score mate N", from the mover's side), Arbiter's own mate prover (harness/suite) checks the
// claim on the position after the move. A proved claim ends the game for the mating side; an
// unproved one (disproved, or the node budget ran out) changes nothing. Off unless configured.
// The prover does not see repetitions of earlier positions, so a claim is only checked while
// the no-capture count leaves room for the whole mate (halfmove clock + 2N <= 100 plies).

#include "harness/game/record.h"

#include "engine/core/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::match {

struct MateRule {
    int           max_moves = 5; // claims of mates in more moves are not checked
    std::uint64_t nodes     = 200000; // the prover's budget per claim
};

struct MateVerdict {
    engine::core::Color winner;
    std::string         detail; // "mate in 3 proved (claimed: mate 3; 1532 prover nodes)"
};

// The verdict on `mover`'s claim `mate` (moves; < 0: the mover is mated) after its move was
// played on `after`, or nullopt when the claim is not proved or not checked. `pv` is the
// engine's principal variation from before the move (it steers the prover).
[[nodiscard]] std::optional<MateVerdict> verify_mate_claim(const game::GameRecord& after,
    engine::core::Color mover, int mate, const MateRule& rule,
    const std::vector<std::string>& pv = {});

} // namespace harness::match
