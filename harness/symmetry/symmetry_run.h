#pragma once
// Metamorphic checks of an engine: properties a correct engine has whatever its strength, each
// a fixed search (depth= or nodes=) of a position in a new game.
//   symmetry       each position and its transforms (harness/game/symmetry.h) searched: a
//                  transform changes nothing for the side to move, so the score differences
//                  come only from move order and their mean is zero; a one-sided term (a bonus
//                  for White, for the a-file, for one diagonal) moves the mean. Per transform
//                  the paired t test (stats/zero_mean.h) at `alpha`, with the smallest bias it
//                  detects at `power`. Differences are oriented: under the colour flip, the
//                  score with the first player to move minus the score with the second. A mate
//                  claimed for one side in a position and for the other in its transform is a
//                  finding by itself.
//   eval           where the engine has an `eval` command (harness/protocol/eval_line.h), each
//                  position's static evaluation against each transform's, exactly: for the side
//                  to move they are equal, or the evaluation has a one-sided term.
//   determinism    the same search twice: the same best move, score and nodes (Threads 1).
//   transposition  a position given as its FEN and as the previous FEN with the move that
//                  reached it (a move after which nothing earlier can repeat: the half-move
//                  clock is 0): the same best move and score.
//   hash           the positions (of the first `repeats`) where a mate was claimed, searched
//                  again with the engine's hash table at `other_hash_mb` (its Hash or hashsize
//                  option; not checked without one): a mate for the other side is a finding.
// Engine faults are counted and their pairs left out; nothing aborts the run.

#include "harness/session/engine_session.h"
#include "harness/stats/zero_mean.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::symmetry {

struct SymmetryConfig {
    session::EngineSpec      engine;
    std::vector<std::string> fens; // canonical FENs of the engine's game
    protocol::Limits         limits; // depth or nodes: the same search for every position
    int                      repeats = 20; // positions searched for determinism and transposition
    int                      cap_cp  = 1000; // differences clamped to +-cap; mates count as cap
    double                   alpha   = 0.01; // the false-alarm rate of each transform's test
    double                   power   = 0.8; // the rate the stated detectable bias is found at
    int                      other_hash_mb = 1; // the hash size mate claims are checked at
    protocol::Timeouts       timeouts {};
    // The time the run may take (0: none): no position starts after it.
    std::chrono::milliseconds budget { 0 };
    // The run stops after this many faults (0: never): an engine that hangs or crashes on every
    // search is not searched to the end at a timeout a search.
    int max_faults = 3;
};

// One fixed search's answer.
struct SearchAnswer {
    std::string        bestmove;
    std::optional<int> cp, mate;
    std::uint64_t      nodes = 0;
    std::string        fault; // empty: the engine answered
};

enum class Check { Symmetry, Eval, Determinism, Transposition, Hash };
[[nodiscard]] const char* to_string(Check c);

// A property broken, with both searches: the position, the other one (the transform's position,
// the same position again, or the previous FEN with its move) and what the engine said.
struct Finding {
    Check        check = Check::Symmetry;
    std::string  transform; // symmetry: the transform's name; transposition: the move played
    std::string  fen, other;
    SearchAnswer first, second;
    std::string  why;
    // eval findings: the position with the fewest pieces that still shows it (shrink.h), and
    // its transform; empty when no piece could go.
    std::string shrunk, shrunk_other;
};

struct TransformResult {
    std::string         name;
    int                 pairs      = 0; // positions searched with their transform, both answered
    int                 same_score = 0; // pairs with equal scores
    int                 same_move  = 0; // pairs whose best moves map onto each other
    int                 skipped    = 0; // positions the transform does not apply to
    int                 evaluated  = 0; // positions whose static evaluations were compared
    int                 same_eval  = 0; // ... and found equal
    stats::ZeroMeanTest bias; // over the oriented differences, cp
    // Each position's oriented difference, in the order of the config's fens (nullopt: not
    // compared), up to where the run ended: what a paired comparison of two engines reads.
    std::vector<std::optional<double>> differences;
};

struct SymmetryRun {
    protocol::EngineId           engine_id;
    bool                         started     = true; // false: the engine could not be started
    bool                         out_of_time = false; // the budget ended the run
    bool                         gave_up     = false; // max_faults faults ended the run
    int                          positions   = 0; // positions searched
    int                          faults      = 0; // searches the engine did not answer
    int                          crashes = 0, timeouts = 0; // among the faults
    std::vector<std::string>     fault_texts; // the first ten
    int                          repeated = 0, transposed = 0; // positions so checked
    int                          hash_checked = 0; // mate claims searched at the other hash size
    std::string                  hash_note; // why no mate claim was checked, when none was
    std::string                  eval_note; // why no static evaluation was compared, if none
    std::vector<TransformResult> transforms;
    std::vector<Finding>         findings;
    std::int64_t                 wall_ms = 0;
};

[[nodiscard]] SymmetryRun run_symmetry(const SymmetryConfig& config);

// Every check done and held: started, not cut by the budget, no fault, no finding, no bias.
[[nodiscard]] bool passed(const SymmetryRun& run);

} // namespace harness::symmetry
