#pragma once
// RefereeOptions: the rules a GameRecord referees by where a game has more than one choice.
// Xiangqi: the repetition rule set (asian, simple, chinese), the no-capture move limit with
// the AXF check allowance, and how many occurrences of a position end the game -- the rules
// library's StatusOptions, defaults unchanged (asian, 120 plies, 10 checks, 3). Chess has no
// choices: checkmate, stalemate, threefold repetition, the fifty-move rule and insufficient
// material end the game without a claim (as cutechess and fastchess referee).

#include "engine/core/result.h"
#include "engine/xiangqi/status.h"

#include <string_view>

namespace harness::game {

using RepetitionRules = engine::xiangqi::RepetitionRules;

// Renju: what a foul of black's does. Lose (Gomocup, piskvork, GomocupJudge): the game is lost
// at once. Refuse: the move is refused and the engine asked again, on its own clock, at most
// RefusalsMax times before the foul loses after all.
enum class FoulPolicy { Lose, Refuse };
inline constexpr int RefusalsMax = 3;

struct RefereeOptions {
    engine::xiangqi::StatusOptions xiangqi {};
    FoulPolicy                     foul = FoulPolicy::Lose;
};

// "lose" or "refuse", or an error quoting the text.
[[nodiscard]] engine::core::Result<FoulPolicy> parse_foul_policy(std::string_view text);
[[nodiscard]] const char*                      to_string(FoulPolicy policy);

// "asian" (also "axf", "wxf"), "simple", "chinese" (also "cxa"), or an error quoting the text.
[[nodiscard]] engine::core::Result<RepetitionRules> parse_repetition_rules(std::string_view text);

} // namespace harness::game
