#include "mate_claim.h"

#include "harness/prover/mate_prover.h"

#include <cstdlib>
#include <sstream>

namespace harness::match {

using engine::core::Color;

namespace {

// The FEN's halfmove clock (its fifth field), 0 when absent.
int halfmove_clock(const std::string& fen) {
    std::istringstream in(fen);
    std::string        field;
    for (int i = 0; i < 5 && in >> field; ++i)
        if (i == 4) return std::atoi(field.c_str());
    return 0;
}
} // namespace

std::optional<MateVerdict> verify_mate_claim(const game::GameRecord& after, Color mover, int mate,
    const MateRule& rule, const std::vector<std::string>& pv) {
    if (mate == 0 || std::abs(mate) > rule.max_moves || after.status().is_over()) return {};
    // Step 1. After the mover's move the opponent is to move. "mate N" (N > 0): the opponent is
    // mated in at most N - 1 moves; "mate -N": the opponent mates in at most N moves.
    const Color winner = mate > 0 ? mover : ~mover;
    const int   moves  = mate > 0 ? -(mate - 1) : -mate;
    if (moves == 0) return {}; // a "mate 1" that did not mate: nothing to prove
    const std::string fen = after.fen();
    if (halfmove_clock(fen) + 2 * std::abs(mate) > 100) return {};

    // Step 2. The proof, steered by the PV after the move played.
    std::vector<std::string> line(pv.size() > 1 ? pv.begin() + 1 : pv.end(), pv.end());
    auto                     proof = prover::prove_mate(after.game(), fen, moves, rule.nodes, line);
    if (!proof || proof->verdict != prover::ProofVerdict::Proved) return {};
    const int length = std::abs(proof->mate_in) + (mate > 0 ? 1 : 0);
    return MateVerdict { winner,
        "mate in " + std::to_string(length) + " proved (claimed: mate " + std::to_string(mate)
            + "; " + std::to_string(proof->nodes) + " prover nodes)" };
}
} // namespace harness::match
