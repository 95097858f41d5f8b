#pragma once
// The gomoku win prover: "the side to move makes five within N of its moves against every
// defence" -- an AND/OR search over engine/gomoku's rules (never Sable's search). Sound by
// construction, pruning only where the rules force it:
// - attacker node: a five-point wins at once; facing two defender five-points it loses;
//   facing one it must block there; otherwise it tries moves that make a four (at any depth)
//   and, with three or fewer moves left, every point within two of its stones (or, with
//   `every_attacker_move`, every empty point: complete, for small boards).
// - defender node: its own five-point refutes; two attacker five-points prove; one must be
//   blocked there; otherwise every empty point is a defence (none is pruned).
// So a proof is a real win; a disproof is exact only with `every_attacker_move`.

#include "engine/gomoku/position.h"

#include <cstdint>
#include <vector>

namespace harness::prover {

struct GomokuProofOptions {
    bool          every_attacker_move = false; // complete attacker moves (small boards)
    std::uint64_t budget              = 0; // nodes (moves made); 0 = unlimited
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

// The moves of the side to move that win within exactly-or-fewer `n` moves, among every empty
// point (the attacker's later moves as in prove_gomoku_win). Unknown results are left out and
// counted in `unknown`.
[[nodiscard]] std::vector<engine::gomoku::Move> gomoku_winning_moves(
    const engine::gomoku::Position& pos, int n, const GomokuProofOptions& options, int& unknown);

} // namespace harness::prover
