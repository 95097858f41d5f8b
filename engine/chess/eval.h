#pragma once
// Chess static evaluation: material, tapered (middlegame/endgame) piece-square tables, a light
// mobility term, bishop pair, pawn structure (doubled, isolated, passed pawns) and king safety
// (pawn shield, enemy pieces attacking the king zone; middlegame only). Scores are centipawns from
// the side to move's point of view and are colour-symmetric: a colour-flipped position evaluates to
// the same number.

#include "engine/chess/position.h"

namespace engine::chess {

// Piece values used by evaluation and move ordering (centipawns, middlegame/endgame blend
// happens inside evaluate()). King is 0.
inline constexpr int PieceValue[PieceTypeCount] = { 0, 100, 320, 330, 500, 950, 0 };

// No evaluation goes beyond +-EvalLimit, far below any mate score (engine/search/score.h).
inline constexpr int EvalLimit = 16000;

// Static evaluation from the side to move's point of view (centipawns).
[[nodiscard]] core::Score evaluate(const Position& pos) noexcept;

// Same, from White's point of view (tests and diagnostics).
[[nodiscard]] core::Score evaluate_white(const Position& pos) noexcept;

} // namespace engine::chess
