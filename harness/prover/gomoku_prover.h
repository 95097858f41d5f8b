#pragma once
// The gomoku win prover: "the side to move makes five within N of its moves against every
// defence" -- an AND/OR search over engine/gomoku's rules (never Sable's search), under the
// position's rule: freestyle, standard or renju (black's fouls are never played; a white five
// whose only block is a black foul cannot be stopped). Caro is not proved (Unknown).
// - attacker node: a five-point wins at once; facing two defender five-points (or one it may
//   not block) it loses; facing one it must block there; otherwise it tries, with 4+ moves
//   left, its threats (fours and threes, gomoku_threats.h: threat-space search); with 3, its
//   fours and every point within two of its stones; with 2, its fours (or, with
//   `every_attacker_move`, every legal move: complete, for small boards).
// - defender node: its own five-point refutes; two attacker five-points, or one it may not
//   block, prove; one must be blocked there; otherwise the defences of gomoku_defences.h: every
//   defence left out is checked to lose to a win-in-two.
// So a proof is a real win against every defence; a disproof is exact only with
// `every_attacker_move` ("no win found among the attacker's moves" otherwise).

#include "engine/gomoku/position.h"

#include <cstdint>
#include <vector>

namespace harness::prover {

struct GomokuProofOptions {
    bool          every_attacker_move = false; // complete attacker moves (small boards)
    std::uint64_t budget              = 0; // nodes (moves made) in all; 0 = unlimited
};

enum class GomokuVerdict { Proved, Disproved, Unknown };

struct GomokuProof {
    GomokuVerdict                     verdict = GomokuVerdict::Disproved;
    int                               win_in  = 0; // Proved: the shortest N found
    std::vector<engine::gomoku::Move> line; // Proved: a winning line (one defence each ply)
    std::uint64_t                     nodes = 0;
};

// Win within `n` attacker moves (1..n tried in turn, so win_in is the shortest).
[[nodiscard]] GomokuProof prove_gomoku_win(
    const engine::gomoku::Position& pos, int n, const GomokuProofOptions& options = {});

// The moves of the side to move that win within `n` moves: among every legal move for n <= 3,
// among the attacker's moves of prove_gomoku_win (threats, or the forced block) for n >= 4; the
// later moves as in prove_gomoku_win. Unknown results are left out and counted in `unknown`
// (caro: one).
[[nodiscard]] std::vector<engine::gomoku::Move> gomoku_winning_moves(
    const engine::gomoku::Position& pos, int n, const GomokuProofOptions& options, int& unknown);

} // namespace harness::prover
