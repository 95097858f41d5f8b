#pragma once
// Game status: mate and stalemate (both lose for the side to move), repetition, and the
// no-capture move limit with the AXF check allowance; plus the per-ply facts (key, check,
// chased pieces) and the cycle facts that judge_repetition (repetition.h) rules on.

#include "engine/core/types.h"
#include "engine/xiangqi/board/position.h"
#include "engine/xiangqi/chase.h"

#include <vector>

namespace engine::xiangqi {

struct StatusOptions {
    int move_limit = 120; // counted plies without a capture that end the game in a draw (AXF
                          // and Pikafish 120; ElephantEye/XBoard/FSF-UCI 100); 0 = no limit
    int check_allowance = 10; // per side: its checks beyond this many since the last capture,
                              // and the replies to them, are not counted (AXF); < 0 = count all
    int             repetition_count = 3; // occurrences of the same position that end the game
    RepetitionRules rules            = RepetitionRules::Asian;
};

// What the side that just moved did at one ply.
struct PlyFacts {
    core::Key           key        = 0; // key after the move
    Move                move       = Move::none();
    Color               mover      = Red;
    bool                gave_check = false;
    Piece               captured   = Empty;
    std::vector<Square> attacked; // enemy pieces (not the general) the mover attacks
                                  // after the move, i.e. could capture legally
    std::vector<Square> chased; // enemy pieces the move chases (chase.h, under the rules)
};

// Facts for the last plies of the game (at most `plies`, never past the FEN position), oldest
// first. Computed by walking a copy of the position back; not for hot paths.
std::vector<PlyFacts> ply_facts(
    const Position& pos, int plies, RepetitionRules rules = RepetitionRules::Asian);

struct RepetitionInfo {
    int  occurrences        = 1; // times the current position occurred since the last capture
    int  cycle_length       = 0; // plies since its previous occurrence (0: none)
    int  cycle_start        = -1; // ply (index into Position::history()) of that occurrence
    bool perpetual_check[2] = { false, false }; // side gave check with every move of the cycle
    // Pieces of the opponent that side chased with every one of its moves in the cycle,
    // followed through their moves (squares in the current position). A checking move counts
    // with the pieces it chases besides the check.
    std::vector<Square> chased[2];
    // The same over the side's non-checking moves only, when it checked with some but not all
    // of them (check alternating with chase; forbidden under Chinese rules only).
    std::vector<Square> chased_between_checks[2];
};

// Facts about the last cycle (the plies since the previous occurrence of the current position);
// the verdict is judge_repetition's (repetition.h).
RepetitionInfo repetition_info(const Position& pos, RepetitionRules rules = RepetitionRules::Asian);

// Plies since the last capture that count towards the move limit: a side's checks beyond
// `check_allowance`, and the replies to them, are left out (plies before the FEN position,
// known only by its clock, all count).
int counted_quiet_plies(const Position& pos, int check_allowance);

// Mate/stalemate (side to move loses), then repetition (occurrences >= repetition_count,
// judged by judge_repetition under options.rules: a one-sided perpetual check or chase loses --
// Outcome::PerpetualCheck / PerpetualChase -- anything else is a drawn Outcome::Repetition),
// then the move limit on counted_quiet_plies (Outcome::NoCaptureLimit, a draw).
core::GameStatus status(const Position& pos, const StatusOptions& options = {});

} // namespace engine::xiangqi
