#pragma once
// Game status: mate and stalemate (both lose for the side to move), repetition, and the
// no-capture move limit; plus the per-ply facts (key, check, attacked pieces) a referee needs
// to apply perpetual-check and perpetual-chase rules.

#include "engine/core/types.h"
#include "engine/xiangqi/board/position.h"

#include <vector>

namespace engine::xiangqi {

struct StatusOptions {
    int move_limit = 120; // plies without a capture that end the game (Pikafish 120,
                          // ElephantEye/XBoard/FSF-UCI 100); 0 = no limit
    int repetition_count = 3; // occurrences of the same position that end the game
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
};

// Facts for the last plies of the game (at most `plies`, never past the FEN position), oldest
// first. Computed by walking a copy of the position back; not for hot paths.
std::vector<PlyFacts> ply_facts(const Position& pos, int plies);

enum class RepetitionVerdict { None, Draw, RedLoses, BlackLoses };

struct RepetitionInfo {
    int  occurrences        = 1; // times the current position occurred since the last capture
    int  cycle_length       = 0; // plies since its previous occurrence (0: none)
    bool perpetual_check[2] = { false, false }; // side gave check with every move of the cycle
    // Pieces of the opponent that side attacked after every one of its moves in the cycle,
    // followed through their moves (squares in the current position).
    std::vector<Square> chased[2];
    // Simple verdict: one-sided perpetual check loses, else one-sided perpetual chase loses,
    // else a draw (None when there is no repetition). A referee may apply finer AXF rules.
    RepetitionVerdict verdict = RepetitionVerdict::None;
};

RepetitionInfo repetition_info(const Position& pos);

// Mate/stalemate (side to move loses), then repetition (occurrences >= repetition_count,
// judged by RepetitionInfo::verdict: a one-sided perpetual check or chase loses --
// Outcome::PerpetualCheck / PerpetualChase -- anything else is a drawn Outcome::Repetition),
// then the move limit (Outcome::FiftyMoves, a draw).
core::GameStatus status(const Position& pos, const StatusOptions& options = {});

} // namespace engine::xiangqi
