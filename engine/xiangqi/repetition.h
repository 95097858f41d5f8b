#pragma once
// The repetition judge: the verdict on a repeated position under a rule set (chase.h), from
// the cycle facts of repetition_info (status.h). Independent of any search; a referee prints
// describe().

#include "engine/xiangqi/status.h"

#include <string>

namespace engine::xiangqi {

enum class RepetitionVerdict { None, Draw, RedLoses, BlackLoses };

enum class RepetitionReason {
    None, // the position has not occurred before (since the last capture)
    Idle, // draw: neither side checked or chased on every move of the cycle
    PerpetualCheck, // the loser checked with every move, the other side did not
    MutualCheck, // draw: both sides checked with every move
    PerpetualChase, // the loser chased the same piece with every move (neither checked
                    // perpetually; Chinese: checks may alternate with the chase)
    MutualChase, // draw: both sides chased perpetually
};

struct RepetitionJudgement {
    RepetitionVerdict verdict     = RepetitionVerdict::None;
    RepetitionReason  reason      = RepetitionReason::None;
    RepetitionRules   rules       = RepetitionRules::Asian;
    int               occurrences = 1; // of the current position since the last capture
    int               cycle_start = -1; // ply (index into Position::history()) of the
                          // previous occurrence, where the judged cycle began
    int cycle_length = 0; // plies in the cycle
    // PerpetualChase: the chased piece and its square now (the lowest square when the loser
    // chased several pieces on every move); Empty / NoSquare otherwise.
    Piece  chased_piece  = Empty;
    Square chased_square = NoSquare;

    [[nodiscard]] bool is_draw() const { return verdict == RepetitionVerdict::Draw; }
    // "red loses: perpetual chase of the black chariot on c7 (asian rules, cycle from ply 4,
    // 3 occurrences)", "draw: mutual perpetual check (...)", "no repetition".
    [[nodiscard]] std::string describe() const;
};

// Judge the cycle since the previous occurrence of the current position (any number of
// occurrences >= 2; how many a referee waits for is its choice, StatusOptions says 3).
// Asian: one-sided perpetual check loses; both checking is a draw; otherwise one-sided
// perpetual chase of the same piece loses, both chasing is a draw. Check ranks above chase (a
// perpetual checker loses against a perpetual chaser). Simple: perpetual check only. Chinese:
// also a cycle of checks alternating with chases of the same piece is a perpetual chase.
RepetitionJudgement judge_repetition(
    const Position& pos, RepetitionRules rules = RepetitionRules::Asian);

std::string_view to_string(RepetitionVerdict v);
std::string_view to_string(RepetitionReason r);

} // namespace engine::xiangqi
