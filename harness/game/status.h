#pragma once
// A game's status as the game layer reports it: the result (ongoing, first player wins, second
// player wins, draw) and the reason (checkmate, stalemate, repetition, fifty-move rule, xiangqi's
// no-capture limit, insufficient material, perpetual check, perpetual chase). The representation
// is the rules libraries' engine::core::GameStatus; this header names it for harness code.

#include "engine/core/types.h"

#include <string>

namespace harness::game {

using Status     = engine::core::GameStatus;
using GameResult = engine::core::GameResult;
using Reason     = engine::core::Outcome;

// "1-0 (checkmate)", "1/2-1/2 (repetition)", "*" while ongoing.
[[nodiscard]] std::string describe(const Status& status);

} // namespace harness::game
