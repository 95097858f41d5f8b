#pragma once
// Mate prover: an exact AND/OR depth-first search over all defences, with iterative deepening
// on the mate length, over the game layer's typed rules (harness/game, any registered game). Chess:
// checkmate wins and stalemate is an escape; xiangqi: checkmate and stalemate of the defender both
// win. Repetition and move-count draws are not considered inside the bounded search.
//
// String level like harness/game/rules.h: FENs in, canonical moves out (chess UCI, xiangqi
// ICCS). Pure computation: no I/O, no clock; the budget is counted in nodes (moves made).

#include "harness/game/registry.h"

#include "engine/core/result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace harness::prover {

enum class ProofVerdict {
    Proved, // the side to move mates in `mate_in` <= N moves against every defence (N < 0:
            // is mated in -mate_in <= -N moves whatever it plays; 0 when already mated)
    Disproved, // no mate in <= N: `line` shows a defence that escapes
    Unknown, // the node budget ran out
};

[[nodiscard]] const char* to_string(ProofVerdict v);

struct ProofResult {
    ProofVerdict verdict = ProofVerdict::Unknown;
    // Proved: the exact shortest mate length (moves of the side to move).
    int mate_in = 0;
    // Proved: a mating line (longest defence). Disproved: the attacker's try (the preferred
    // line where given) answered by escaping defender moves, until the attacker runs out of
    // moves within N or the defender is stalemated (chess). Canonical move text.
    std::vector<std::string> line;
    std::uint64_t            nodes = 0; // moves made
};

// Prove "the side to move mates in at most `moves` moves" in `fen` (moves < 0, matetrack's
// `#-N`: "the side to move is mated in at most -moves moves"). `budget` caps the nodes
// (0: unlimited). `preferred` (canonical or SAN moves) steers the attacker moves of the escape
// line, e.g. an engine's PV. An invalid FEN or move yields a ParseError.
[[nodiscard]] engine::core::Result<ProofResult> prove_mate(game::Game variant,
    const std::string& fen, int moves, std::uint64_t budget = 0,
    const std::vector<std::string>& preferred = {});

enum class PvVerdict {
    Mate, // legal, and the last move mates (xiangqi: or stalemates) after exactly 2n-1 plies
    Illegal, // a move does not parse or is illegal (`ply` is its 0-based index)
    NotMate, // legal, but the final position is not a win for the mover
    WrongLength, // legal and mating, but after a different number of plies
};

[[nodiscard]] const char* to_string(PvVerdict v);

struct PvCheck {
    PvVerdict   verdict = PvVerdict::NotMate;
    int         ply     = 0; // Illegal: index of the bad move; otherwise plies played
    std::string detail; // human-readable reason
};

// Replay `pv` (SAN or UCI for chess, ICCS or WXF for xiangqi) from `fen` and check it is a mate
// in exactly n moves for the side to move. An invalid FEN yields a ParseError.
[[nodiscard]] engine::core::Result<PvCheck> verify_pv_mate(
    game::Game variant, const std::string& fen, const std::vector<std::string>& pv, int n);

} // namespace harness::prover
