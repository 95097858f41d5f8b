#pragma once
// What a gate run found: one StepRecord per step (check, perft, bench, treesize, suites, sprt,
// coverage, instrumented), each with its verdict, whether it may fail the gate, the reason in
// one line and what it measured (StepData, typed per step: the figures the reports print and the
// dossier plots, e.g. the SPRT's LLR trace, solve times, nodes per depth, changed lines), then
// the overall verdict and the exit code.

#include "step_data.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::gate {

// Incomplete: a gating step that applies was left out (the time bound, a build that could not
// finish within its timeout): the gate cannot say pass, nor fail.
enum class Verdict { Pass, Fail, Skipped, Error, Incomplete };

// "pass", "fail", "skipped", "error", "incomplete"
[[nodiscard]] const char*            to_string(Verdict v);
[[nodiscard]] std::optional<Verdict> parse_verdict(const std::string& text);

struct StepRecord {
    int          number = 0;
    std::string  name; // "check", "perft", ...
    std::string  title; // "check both engines"
    Verdict      verdict = Verdict::Skipped;
    bool         gating  = true; // a fail or error fails the gate
    std::string  reason; // one line: why this verdict
    StepData     data; // std::monostate until the step measured something
    std::int64_t elapsed_ms  = 0;
    bool         not_started = false; // an engine or build could not start (exit 3)
    int          crashes = 0, timeouts = 0; // engine faults seen in the step
};

// What an engine called itself in its handshake (UCI id name / id author).
struct EngineIdentity {
    std::string name, author;
};

struct GateResults {
    std::vector<StepRecord> steps;
    EngineIdentity          base_id, candidate_id; // from step 1
    // Earlier gate runs of the same engine (from the history database), newest last: each
    // {"started_at", "verdict", "exit_code", "elapsed_ms"...} for the dossier.
    nlohmann::ordered_json history = nlohmann::ordered_json::array();
    int  interrupted_exit = 0; // the exit of a gate cut short by a signal (128 + it), else 0
    bool allow_incomplete = false; // --allow-incomplete: an incomplete gate exits 0
    // The ladder as rated after step 9 added the candidate (by the caller, from the history
    // database; absent: no ladder).
    std::optional<LadderStanding> ladder;
};

// The gate's verdict over its steps: fail when a gating step failed or erred; incomplete when a
// gating step that applies was left out; fail when no gating step passed (every one skipped: the
// gate judged nothing, and a pass would say it had); else pass.
[[nodiscard]] Verdict overall_verdict(const std::vector<StepRecord>& steps);
// Whether every gating step was skipped (the reason a gate without a failed step fails).
[[nodiscard]] bool judged_nothing(const std::vector<StepRecord>& steps);
// 0 pass; 1 a gating step failed, or none ran; 3 an engine or build could not start (in a
// gating step); 5 incomplete (IncompleteExit).
constexpr int     IncompleteExit = 5;
[[nodiscard]] int exit_code(const std::vector<StepRecord>& steps);
// The exit the gate gives: an interrupted gate's, else exit_code(steps), an incomplete gate 0
// when it allows that.
// The gating steps left out (verdict incomplete), in order.
[[nodiscard]] std::vector<const StepRecord*> left_out(const std::vector<StepRecord>& steps);
[[nodiscard]] int                            exit_code(const GateResults& gate);

} // namespace harness::gate
