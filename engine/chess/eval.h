#pragma once
// Chess static evaluation: material, tapered (middlegame/endgame) piece-square tables, a light
// mobility term, bishop pair, pawn structure (doubled, isolated, passed pawns) and king safety
// (pawn shield, enemy pieces attacking the king zone; middlegame only). Scores are centipawns from
// the side to move's point of view and are colour-symmetric: a colour-flipped position evaluates to
// the same number.

#include "engine/chess/position.h"

namespace engine::chess {

// Piece values used by move ordering and exchange evaluation (centipawns; the evaluation has its
// own middlegame/endgame values, EvalParams). King is 0.
inline constexpr int PieceValue[PieceTypeCount] = { 0, 100, 320, 330, 500, 950, 0 };

// No evaluation goes beyond +-EvalLimit, far below any mate score (engine/search/score.h).
inline constexpr int EvalLimit = 16000;

// The evaluation's tunable weights (UCI spin options: engine/tunables.h). The defaults are the
// built-in evaluation, to the centipawn.
struct EvalParams {
    // Middlegame material per piece type (centipawns); each endgame value keeps its built-in
    // distance from it (pawn +12, knight -56, bishop -68, rook +35, queen -89).
    int value[PieceTypeCount] = { 0, 82, 337, 365, 477, 1025, 0 };
    int mobility              = 100; // percent of the built-in mobility weights
    int king_safety           = 100; // percent of the built-in king safety (shield and attack)

    bool operator==(const EvalParams&) const = default;
};

inline constexpr EvalParams DefaultEvalParams {};

// Static evaluation from the side to move's point of view (centipawns).
[[nodiscard]] core::Score evaluate(
    const Position& pos, const EvalParams& params = DefaultEvalParams) noexcept;

// Same, from White's point of view (tests and diagnostics).
[[nodiscard]] core::Score evaluate_white(
    const Position& pos, const EvalParams& params = DefaultEvalParams) noexcept;

} // namespace engine::chess
