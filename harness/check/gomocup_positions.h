#pragma once
// The positions of the Gomocup checklist's rule steps (renju and caro): moves from the empty
// 15x15 board, black first, in the canonical text ("h8": column letter, row from the top, as
// Gomocup's pos strings), and what the side to move must (`wanted`: one of them) and must not
// (`avoid`) answer. Each expectation follows from the rules alone; tests/gomocup_positions_test.cpp
// proves it with Arbiter's rules library, and gomocup_positions.cpp names the rule texts.

#include <string>
#include <vector>

namespace harness::check {

struct RulePosition {
    std::string              name; // the checklist step's name
    std::string              rule; // the position text's rule word; empty: the checked game's
    int                      code; // the INFO rule sent (with `rule`): 1, 4, 8 or 9
    std::vector<std::string> moves;
    std::vector<std::string> wanted; // empty: any legal move not in `avoid`
    std::vector<std::string> avoid;
    std::string              why; // the failure detail's explanation
};

// Every rule: black completes a four (GomocupJudge's first check), under the checked game's
// own rule. Exactly five (rule 1): white's natural five point would make an overline.
[[nodiscard]] const std::vector<RulePosition>& gomoku_positions();
// Renju: black's natural winning point is a double-three (a foul); black wins only with
// exactly five.
[[nodiscard]] const std::vector<RulePosition>& renju_positions();
// Caro: a five blocked at both ends does not win, so the real five is taken and the
// opponent's real four blocked.
[[nodiscard]] const std::vector<RulePosition>& caro_positions();

} // namespace harness::check
