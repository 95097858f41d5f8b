#pragma once
// run_gate: one regression verdict for a change to an engine, base against candidate, as a
// plain function (config in, results out; no printing, no argv). The steps, each a call into
// the runner libraries:
//   1 check     the compliance checklist on both engines (and which games they play)
//   2 perft     the shipped perft suites of each game the engine plays (node cap per profile)
//   3 bench     the engines' own bench: signature changed or not, deterministic, nps ratio
//   4 treesize  nodes per depth on fixed positions, base vs candidate, with the ratio
//   5 suites    tactics and mates per game on both engines, the paired comparison
//   6 sprt      an SPRT match candidate vs base (accepted, rejected or inconclusive at the cap)
//   7 coverage  coverage of the changed lines (in-tree engines: given as `build`)
//   8 instrumented  sanitizer reports of an instrumented candidate (in-tree engines)
//   9 ladder    a gauntlet of the candidate against fixed references, for the rating ladder
//               (only when the config turns it on; it never gates)
// A step that cannot apply is `skipped` with the reason; engine faults are counted results.

#include "gate_config.h"
#include "gate_result.h"
#include "time_bound.h"

#include "harness/session/engine_session.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::gate {

// The two engines. `tc` tokens given in an engine's spec (depth=, nodes=, st=, tc=) override
// the SPRT step's time control for that engine.
struct GateEngine {
    session::EngineSpec      spec;
    std::vector<std::string> tc; // "depth=3", "tc=10+0.1", ...; empty: the config's
    std::string              revision; // the commit an in-tree engine was built from
};

// Steps 7 and 8 for an in-tree engine (intree_steps.h), run by the gate after step 6 with the
// games both engines play and the gate's deadline; an empty function skips its step with `why`.
struct BuildSteps {
    using Run = std::function<StepRecord(const std::vector<std::string>& games, const Deadline&)>;
    Run         coverage, instrumented;
    std::string why; // reason for skipped steps
};

struct GateInputs {
    GateEngine base, candidate;
    GateConfig config;
    BuildSteps build;
    // Called as each step starts and ends (progress on the terminal); may be empty.
    std::function<void(const StepRecord&, bool finished)> on_step;
    // A progress line of a long step (the SPRT's score and LLR every 10 games up to 100, then
    // every 50); may be empty.
    std::function<void(const StepRecord&, const std::string& line)> on_progress;
    // Polled between steps and between games: true (SIGINT, SIGTERM) ends the gate. The step
    // that was running becomes an error ("interrupted"), the steps after it are not run; may be
    // empty.
    std::function<bool()> stop;
    // Where the strength test writes a replay file of each engine fault of its games (a folder
    // per game; empty: none), as `arbiter match -replay-dir` does.
    std::string replay_dir;
    // The end of the gate's time bound, when the caller started it earlier (the builds of an
    // in-tree engine count); empty: time_bound_s from the start of run_gate.
    Deadline deadline;
    // In-tree engines: the lines the change touched under the engine's sources (none: step 6
    // plays no game, see unchanged_games.h); nullopt when not known.
    std::optional<std::size_t> changed_source_lines;
    // In-tree engines: the files those lines are in (nullopt: not known).
    std::optional<std::vector<std::string>> changed_source_files;
};

[[nodiscard]] GateResults run_gate(const GateInputs& inputs);

} // namespace harness::gate
