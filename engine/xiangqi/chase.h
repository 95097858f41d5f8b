#pragma once
// Chases: which enemy pieces a move threatens to win, by the definitions of the repetition rule
// sets (AXF "Asian" rules, their simple subset, and the Chinese-rule additions we implement).
// Brute force over legal moves (copies positions); meant for referees, not for search.

#include "engine/xiangqi/board/position.h"

#include <string_view>
#include <vector>

namespace engine::xiangqi {

enum class RepetitionRules {
    Asian, // AXF/WXF: perpetual check loses, perpetual chase of an unprotected piece loses
    Simple, // perpetual check loses, any other repetition is a draw
    Chinese, // Asian plus the Chinese-rule differences listed in README.md
};

std::string_view to_string(RepetitionRules rules);
// "asian" / "axf" / "wxf", "simple", "chinese" / "cxa"; false for anything else.
bool parse_rules(std::string_view text, RepetitionRules& out);

// Could colour `c` capture the piece on `target` with the piece on `attacker` in `pos` (the
// capture being legal as if `c` were to move), and would that capture count as a chase? True
// when the target is not a general and not an uncrossed soldier, the attacker is not a general
// or soldier (they may chase freely), and either
// - the target is a chariot and the attacker a horse or cannon (protected or not), or
// - (Chinese) the attacker is an advisor or elephant and the target a chariot, horse or cannon,
// - or the target is unprotected: after the capture its side has no legal recapture on that
//   point (so pins, the flying general and cannon screens are judged by real legality),
// except that an attack on a piece of the same kind that can legally take the attacker back at
// once is an offered exchange, not a chase.
bool is_chase(const Position& pos, Color c, Move capture, RepetitionRules rules);

// Enemy pieces chased by the move just made: `after` is the position after `move`, which was
// made in `before`. A piece is chased when some capture of it counts as a chase after the move
// and is new: the attacker could not make that capture before the move (a direct or
// discovered attack, a cannon's new screen, an attacker unpinned), or it could but the target
// was protected and its protector is now pinned (it still reaches the point but may not
// legally take back). A protector merely blocked by the move does not make a chase (FSF
// cases 1193, 1195). Empty for RepetitionRules::Simple. Squares sorted.
std::vector<Square> chased_by_move(
    const Position& before, Move move, const Position& after, RepetitionRules rules);

} // namespace engine::xiangqi
