#pragma once
// Game status: checkmate, stalemate, fifty-move rule, threefold repetition (over the history the
// Position carries since its FEN), insufficient material.

#include "position.h"

namespace engine::chess {

// Outcome for the side to move. Mate and stalemate come first; then the fifty-move rule,
// threefold repetition and insufficient material (all draws).
core::GameStatus status(const Position& pos);

// How many times the current position occurred before (same key, same side, within the
// reversible plies since the last capture or pawn move).
int repetition_count(const Position& pos);

// Neither side can possibly mate: K v K, K+minor v K, and bishops all on one square colour.
bool is_insufficient_material(const Position& pos);

} // namespace engine::chess
