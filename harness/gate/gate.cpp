#include "gate.h"

#include "gate_steps.h"
#include "unchanged_games.h"

#include <chrono>

namespace harness::gate {

const char* to_string(Verdict v) {
    switch (v) {
    case Verdict::Pass:
        return "pass";
    case Verdict::Fail:
        return "fail";
    case Verdict::Skipped:
        return "skipped";
    case Verdict::Error:
        return "error";
    case Verdict::Incomplete:
        return "incomplete";
    }
    return "error";
}

std::optional<Verdict> parse_verdict(const std::string& text) {
    for (auto v :
        { Verdict::Pass, Verdict::Fail, Verdict::Skipped, Verdict::Error, Verdict::Incomplete })
        if (text == to_string(v)) return v;
    return std::nullopt;
}

bool judged_nothing(const std::vector<StepRecord>& steps) {
    for (const auto& s : steps)
        if (s.gating && s.verdict != Verdict::Skipped) return false;
    return true;
}

Verdict overall_verdict(const std::vector<StepRecord>& steps) {
    for (const auto& s : steps)
        if (s.gating && (s.verdict == Verdict::Fail || s.verdict == Verdict::Error))
            return Verdict::Fail;
    if (!left_out(steps).empty()) return Verdict::Incomplete;
    return judged_nothing(steps) ? Verdict::Fail : Verdict::Pass; // nothing judged, nothing passed
}

std::vector<const StepRecord*> left_out(const std::vector<StepRecord>& steps) {
    std::vector<const StepRecord*> out;
    for (const auto& s : steps)
        if (s.gating && s.verdict == Verdict::Incomplete) out.push_back(&s);
    return out;
}

int exit_code(const std::vector<StepRecord>& steps) {
    for (const auto& s : steps)
        if (s.not_started && s.gating) return 3;
    const auto verdict = overall_verdict(steps);
    return verdict == Verdict::Pass ? 0 : verdict == Verdict::Incomplete ? IncompleteExit : 1;
}

int exit_code(const GateResults& gate) {
    if (gate.interrupted_exit) return gate.interrupted_exit;
    const int code = exit_code(gate.steps);
    return code == IncompleteExit && gate.allow_incomplete ? 0 : code;
}

namespace {

constexpr const char* Interrupted = "not run: the gate was interrupted";

std::string out_of_time(int seconds) {
    return "not run: the gate's time bound of " + std::to_string(seconds)
        + " s was reached before this step";
}

// A step cut short by an interrupt is an error, whatever it had measured.
void interrupt(StepRecord& r) {
    r.verdict = Verdict::Error;
    r.reason  = "interrupted" + (r.reason.empty() ? std::string() : ": " + r.reason);
}

StepRecord skipped(StepId id, const GateConfig& config, const std::string& why) {
    auto s    = new_step(id, config);
    s.verdict = Verdict::Skipped;
    s.reason  = why;
    return s;
}

std::chrono::milliseconds::rep ms_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - t0)
        .count();
}

// A build step (7, 8): run by the caller's function, or skipped with the reason.
StepRecord build_step(StepId id, const GateInputs& in, const BuildSteps::Run& run,
    const std::vector<std::string>& games, const Deadline& deadline) {
    if (!step_switch(id, in.config).enabled)
        return skipped(id, in.config, "turned off in the config");
    if (!run)
        return skipped(id, in.config,
            in.build.why.empty()
                ? "not an in-tree engine: give --repo DIR --base-rev R1 --candidate-rev R2"
                : in.build.why);
    const auto t0    = std::chrono::steady_clock::now();
    auto       s     = run(games, deadline);
    s.elapsed_ms     = ms_since(t0);
    const auto named = new_step(id, in.config);
    s.number         = named.number;
    s.name           = named.name;
    s.title          = named.title;
    s.gating         = named.gating;
    return s;
}

// Step 7 (`coverage`) or 8, after the others: interrupted, left out at the time bound, or run.
StepRecord build_step_after(const GateInputs& in, bool coverage,
    const std::vector<std::string>& games, const Deadline& deadline,
    const std::string& left_out = "") {
    const auto& c       = in.config;
    const auto  id      = coverage ? StepId::Coverage : StepId::Instrumented;
    const bool  on      = step_switch(id, c).enabled;
    const auto& run     = coverage ? in.build.coverage : in.build.instrumented;
    const bool  stopped = in.stop && in.stop();
    if (on && run && !stopped && in.on_step) in.on_step(new_step(id, c), false);
    StepRecord r;
    if (stopped && on)
        r = skipped(id, c, Interrupted);
    else if (on && run && over(deadline)) {
        r         = skipped(id, c, out_of_time(c.time_bound_s));
        r.verdict = Verdict::Incomplete;
    } else
        r = build_step(id, in, run, games, deadline);
    if (!left_out.empty() && r.verdict != Verdict::Skipped) r.reason += "; " + left_out;
    if (in.stop && in.stop() && r.verdict != Verdict::Skipped) interrupt(r);
    if (in.on_step) in.on_step(r, true);
    return r;
}

// Steps 9 and 10 (symmetry, the ladder), after the others: turned off, interrupted, not run
// when an engine could not be started, left out at the time bound (the gating symmetry step is
// then incomplete, the ladder, which never gates, skipped), or run.
StepRecord after_step(StepId id, const GateInputs& in, const GateContext& context,
    const std::string& not_started, const std::function<StepRecord()>& run) {
    const auto& c = in.config;
    if (!step_switch(id, c).enabled) return skipped(id, c, "turned off in the config");
    if (in.stop && in.stop()) return skipped(id, c, Interrupted);
    if (!not_started.empty()) return skipped(id, c, not_started);
    if (over(context.deadline)) {
        auto r = skipped(id, c, out_of_time(c.time_bound_s));
        if (r.gating) r.verdict = Verdict::Incomplete;
        return r;
    }
    if (in.on_step) in.on_step(new_step(id, c), false);
    const auto t0 = std::chrono::steady_clock::now();
    auto       r  = run();
    r.elapsed_ms  = ms_since(t0);
    if (in.stop && in.stop()) interrupt(r);
    return r;
}

} // namespace

GateResults run_gate(const GateInputs& in) {
    GateResults out;
    GateContext context;
    context.games      = { in.candidate.spec.variant };
    const auto&    c   = in.config;
    const Deadline end = in.deadline ? in.deadline : work_deadline_in(c.time_bound_s);
    // Steps 1-6 leave the reserve for steps 7-9 and the ladder when those run.
    const bool later = (c.coverage.on.enabled && in.build.coverage)
        || (c.instrumented.on.enabled && in.build.instrumented) || c.symmetry.on.enabled
        || c.ladder.on.enabled;
    context.deadline = end && later ? *end - std::chrono::seconds(c.reserve_s) : end;
    std::string not_started;
    using Run                            = std::function<StepRecord()>;
    const std::pair<StepId, Run> steps[] = {
        { StepId::Check, [&] { return check_step(in, context); } },
        { StepId::Perft, [&] { return perft_step(in, context); } },
        { StepId::Bench, [&] { return bench_step(in); } },
        { StepId::TreeSize, [&] { return treesize_step(in, context); } },
        { StepId::Suites, [&] { return suites_step(in, context); } },
        { StepId::Sprt,
            [&] {
                context.unchanged        = unchanged_games(c.sprt, out.steps, in.changed_source_lines,
                           same_executable(in.base, in.candidate), in.changed_source_files);
                return sprt_step(in, context);
            } },
    };
    const auto stopped = [&] { return in.stop && in.stop(); };
    for (const auto& [id, run] : steps) {
        StepRecord r;
        if (!step_switch(id, c).enabled)
            r = skipped(id, c, "turned off in the config");
        else if (stopped())
            r = skipped(id, c, Interrupted);
        else if (!not_started.empty())
            r = skipped(id, c, not_started);
        else if (over(context.deadline)) { // the gate cannot judge what it did not run
            r         = skipped(id, c, out_of_time(c.time_bound_s));
            r.verdict = Verdict::Incomplete;
        } else {
            if (in.on_step) in.on_step(new_step(id, c), false);
            const auto t0 = std::chrono::steady_clock::now();
            r             = run();
            r.elapsed_ms  = ms_since(t0);
            if (r.not_started)
                not_started = "not run: an engine could not be started (step "
                    + std::to_string(r.number) + ")";
            if (stopped()) interrupt(r);
        }
        if (in.on_step) in.on_step(r, true);
        out.steps.push_back(std::move(r));
    }
    out.base_id      = context.base_id;
    out.candidate_id = context.candidate_id;
    std::vector<std::string> games;
    for (const auto& g : context.games) games.push_back(g.name());
    context.deadline = end; // steps 7-9 and the ladder: the whole bound
    out.steps.push_back(build_step_after(in, true, games, context.deadline));
    // Step 8 runs the games whose sources the change touched (with game_sources); the others are
    // named with the evidence.
    const auto touched = touched_games(c.sprt, games, in.changed_source_files);
    out.steps.push_back(
        build_step_after(in, false, touched.games, context.deadline, touched.left_out));
    out.steps.push_back(after_step(
        StepId::Symmetry, in, context, not_started, [&] { return symmetry_step(in, context); }));
    if (in.on_step) in.on_step(out.steps.back(), true);
    if (c.ladder.on.enabled) {
        out.steps.push_back(after_step(
            StepId::Ladder, in, context, not_started, [&] { return ladder_step(in, context); }));
        if (in.on_step) in.on_step(out.steps.back(), true);
    }
    return out;
}

} // namespace harness::gate
