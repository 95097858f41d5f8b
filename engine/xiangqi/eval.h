#pragma once
// Xiangqi static evaluation: material (a soldier is worth more once across the river), simple
// piece-square terms and chariot/horse mobility. Scores are centipawns from the side to move's
// point of view. Symmetric: mirroring the board left-right gives the same score, and swapping
// colours (rank flip + colour swap + side swap) gives the same score from the side to move.

#include "engine/xiangqi/board/position.h"

namespace engine::xiangqi {

// Base piece values (centipawns) of move ordering and exchange evaluation (the evaluation's own
// are EvalParams); a soldier across the river is worth SoldierCrossedValue.
inline constexpr int PieceValue[PieceTypeCount] = { 0, 0, 120, 120, 400, 900, 450, 100 };
inline constexpr int SoldierCrossedValue        = 200;

// Value of the piece standing on s (0 for empty squares and generals), river-aware.
[[nodiscard]] int piece_value_on(const Position& pos, Square s) noexcept;

// The evaluation's tunable weights (UCI and UCCI spin options: engine/tunables.h). The defaults
// are the built-in evaluation, to the centipawn.
struct EvalParams {
    int value[PieceTypeCount] = { 0, 0, 120, 120, 400, 900, 450, 100 }; // PieceValue's
    int soldier_crossed       = 200; // a soldier across the river
    int mobility              = 100; // percent of the built-in chariot and horse mobility

    bool operator==(const EvalParams&) const = default;
};

inline constexpr EvalParams DefaultEvalParams {};

// Static evaluation from the side to move's point of view (centipawns).
[[nodiscard]] core::Score evaluate(
    const Position& pos, const EvalParams& params = DefaultEvalParams) noexcept;

// Same, from Red's point of view (tests and diagnostics).
[[nodiscard]] core::Score evaluate_red(
    const Position& pos, const EvalParams& params = DefaultEvalParams) noexcept;

} // namespace engine::xiangqi
