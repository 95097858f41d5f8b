#pragma once
// The solve criterion of a suite position, as PolyGlot's epd-test defines it: follow the
// engine's current best move over its info lines (the PV's first move, then the final bestmove);
// the position is solved when that move is a solution and stays one until the end of the search.
// `found` is the depth/time/nodes of the info line at which it became a solution for good.
//
// Also the checks of a mate claim (wrong sign, PV not mate, false mate...). Pure functions: no
// I/O, no clock; the mate prover's node budget bounds the work.

#include "harness/prover/mate_prover.h"

#include "harness/game/registry.h"
#include "harness/protocol/final_line.h"
#include "harness/protocol/types.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::suite {

// What counts as a solution: `bm` moves (the engine plays one), `am` moves (it plays none);
// with neither, `dm N` (a mate score 1..N whose PV is verified as a mate of that length; a line
// without a mate score, as UCCI's, when its PV is verified as a mate in at most N), or `dm -N`
// (the side to move is mated: a score of exactly mate -N).
struct Solutions {
    std::vector<std::string> bm, am; // canonical move text
    std::optional<int>       mate; // dm N
};

// Search statistics at a point of the search; a field is nullopt when the engine never sent it.
struct Found {
    std::optional<std::uint64_t> time_ms, nodes;
    std::optional<int>           depth;
};

struct SolveResult {
    bool                 solved = false;
    std::optional<Found> found; // set iff solved
    std::string          move; // the engine's final move (bestmove, else the last PV move)
};

// "Is this PV a mate in exactly n moves for the side to move?" (verify_pv_mate bound to the
// position); needed for dm-only positions.
using MateLineCheck = std::function<bool(const std::vector<std::string>& pv, int n)>;

[[nodiscard]] bool is_solution(const Solutions& solutions, const std::string& move);

// Apply the criterion. Info lines without a PV, and multipv lines other than the first, do not
// change the best move; statistics carry over from earlier lines when a line omits them.
[[nodiscard]] SolveResult solve(const Solutions& solutions,
    const std::vector<protocol::SearchInfo>& infos, const std::string& bestmove,
    const MateLineCheck& mate_check = {});

using protocol::FinalLine;

// One finding about the engine's output. Kinds: false_mate, pv_illegal, pv_not_mate,
// wrong_mate_length, wrong_sign, bestmove_not_pv.
struct Problem {
    std::string kind;
    std::string detail;

    [[nodiscard]] bool operator==(const Problem&) const = default;
};

// The findings about an engine's mate claim in one suite position (the converter's proof of a
// record's `dm` claim is DmClaimProof, convert.h).
struct MateClaimCheck {
    std::vector<Problem> problems;
    bool                 shorter_mate = false; // dm N and the engine proved a mate in < N
};

struct ClaimOptions {
    bool          prove  = false; // run the mate prover on the claimed mate
    std::uint64_t budget = 2000000; // prover nodes
};

// Check the final line's mate claim (and bestmove vs PV) in `fen`. `dm` is the record's mate
// distance, if any.
[[nodiscard]] MateClaimCheck check_claims(game::Game variant, const std::string& fen,
    const FinalLine& line, const std::string& bestmove, std::optional<int> dm,
    const ClaimOptions& options);

} // namespace harness::suite
