#pragma once
// Step 9 of the gate: `arbiter symmetry`'s checks (harness/symmetry/) on both engines, on the
// same random positions of each game both play, each searched to the same depth, judged as a
// change: the candidate fails on a kind of finding (a check, and for the evaluation and the
// transforms' mates the transform) that the base does not show, or on a transform whose bias
// grew, tested position by position (the candidate's oriented difference minus the base's: zero
// mean for a change that leaves the evaluation's symmetry alone, however it reorders the search).
// Kinds the base shows too are listed, not gating, as step 1 lists a defect the base shares.
// The step's false-alarm rate `alpha` is split evenly over the transforms of every game
// (Bonferroni), and each change states the smallest growth it detects with probability 0.8.

#include "step_data.h"

#include <string>
#include <vector>

namespace harness::gate {

// The power each transform's growth is stated at.
inline constexpr double SymmetryPower = 0.8;

// "eval colour-flip", "symmetry mirror" (a mate for the wrong side), "determinism",
// "transposition", "hash": what a finding is counted under.
[[nodiscard]] std::string finding_kind(const symmetry::Finding& f);

// Pure. Each kind's findings in both runs, in the order first met (the base's first).
[[nodiscard]] std::vector<FindingKind> finding_kinds(
    const symmetry::SymmetryRun& base, const symmetry::SymmetryRun& candidate);

// Pure. The paired change of one transform's bias over the positions both engines compared,
// tested against zero at `alpha`; it grew when the test rejects and the candidate's mean is
// further from zero than the base's.
[[nodiscard]] BiasChange bias_change(const symmetry::TransformResult& base,
    const symmetry::TransformResult& candidate, double alpha);

} // namespace harness::gate
