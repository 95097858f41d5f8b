#pragma once
// What makes a revision bad, judged on its engine against the good revision's: one run per
// revision for the deterministic criteria, a sequential match for `strength`. The gate's steps
// do the work where the gate has one (perft, bench, treesize, strength: base = the good
// revision, candidate = the revision judged), so a bisection and a gate agree on what a
// regression is; `position` and `crash` judge the revision alone.
//   perft     the perft suites must pass (the gate's perft step)
//   bench     the bench signature equals the good revision's (or `bench_expect`)
//   position  every listed position is solved at the limits (one unsolved: bad)
//   crash     the command lines (a fuzz reproducer, a match fault's replay) fire no fuzz oracle:
//             no crash, no hang, no unasked exit, no illegal or missing bestmove
//   treesize  nodes at the deepest depth over the good revision's at most `max_node_ratio`
//   strength  the gate's strength test: bad when at least detect_elo Elo weaker, its two error
//             rates set by the bisection's budget (search.h decision_rate)

#include "harness/bisect/probe_data.h"
#include "harness/bisect/search.h"
#include "harness/game/registry.h"
#include "harness/gate/gate.h"
#include "harness/gate/gate_config.h"
#include "harness/protocol/types.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::bisect {

enum class Criterion { Perft, Bench, Position, Crash, TreeSize, Strength };

[[nodiscard]] const char*              to_string(Criterion c);
[[nodiscard]] std::optional<Criterion> parse_criterion(const std::string& text);
// Whether a criterion's verdict is a statistical one (error rates) rather than one run's.
[[nodiscard]] bool is_noisy(Criterion c);

struct CriterionConfig {
    Criterion  kind    = Criterion::Perft;
    game::Game variant = game::chess();
    // The gate's configuration the gate-step criteria run with (its quick profile, with the
    // criterion's options over it): perft suites and node cap, bench words, tree-size positions
    // and depth, the strength test's D, time control and concurrency.
    gate::GateConfig             gate = *gate::profile("quick");
    std::optional<std::uint64_t> bench_expect; // bench: the signature a good revision has
    bool bench_expect_from_message = false; // bench: the good commit's "Bench: N" line
    std::vector<std::string> positions; // position: EPD files
    protocol::Limits         limits; // position: movetime or depth per position
    std::vector<std::string> replay; // crash: the lines, one protocol line each
    std::string              replay_source; // crash: where they came from (a file, or "--command")
    int                      answer_ms = 5000; // crash: how long an answer may take
};

// One revision judged.
struct Probe {
    Mark        mark = Mark::Skip; // good, bad, or skip (could not judge)
    std::string reason; // one line: why
    ProbeData   data; // the evidence
    bool        not_started = false; // the engine could not be started
    int         crashes = 0, timeouts = 0;
};

struct ProbeContext {
    double                                  rate = 0.05; // strength: this decision's error rates
    std::function<bool()>                   stop; // interrupted
    std::function<void(const std::string&)> on_progress; // a long criterion's progress line
    std::string                             replay_dir; // strength: fault replays of its games
};

// What is wrong with the criterion's own inputs before anything is built: each position file's
// errors (file:line:col) and a position list without a position. Empty: usable.
[[nodiscard]] std::vector<std::string> input_errors(const CriterionConfig& config);

// Judge `revision` (the good revision's engine is `good`).
[[nodiscard]] Probe probe(const CriterionConfig& config, const gate::GateEngine& good,
    const gate::GateEngine& revision, const ProbeContext& context);

} // namespace harness::bisect
