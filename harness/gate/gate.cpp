#include "gate.h"

#include "gate_steps.h"

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
    }
    return "error";
}

std::optional<Verdict> parse_verdict(const std::string& text) {
    for (auto v : { Verdict::Pass, Verdict::Fail, Verdict::Skipped, Verdict::Error })
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
    return judged_nothing(steps) ? Verdict::Fail : Verdict::Pass; // nothing judged, nothing passed
}

int exit_code(const std::vector<StepRecord>& steps) {
    for (const auto& s : steps)
        if (s.not_started && s.gating) return 3;
    return overall_verdict(steps) == Verdict::Pass ? 0 : 1;
}

int exit_code(const GateResults& gate) {
    return gate.interrupted_exit ? gate.interrupted_exit : exit_code(gate.steps);
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

StepRecord skipped(int number, const std::string& name, const std::string& title,
    const StepSwitch& on, const std::string& why) {
    auto s    = new_step(number, name, title, on);
    s.verdict = Verdict::Skipped;
    s.reason  = why;
    return s;
}

// A build step (7, 8): run by the caller's function, or skipped with the reason.
StepRecord build_step(int number, const std::string& name, const std::string& title,
    const StepSwitch& on, const BuildSteps::Run& run, const std::vector<std::string>& games,
    const Deadline& deadline, const std::string& why) {
    if (!on.enabled) return skipped(number, name, title, on, "turned off in the config");
    if (!run)
        return skipped(number, name, title, on,
            why.empty() ? "not an in-tree engine: give --repo DIR --base-rev R1 --candidate-rev R2"
                        : why);
    const auto t0 = std::chrono::steady_clock::now();
    auto       s  = run(games, deadline);
    s.elapsed_ms  = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - t0)
                       .count();
    s.number = number;
    s.name   = name;
    s.title  = title;
    s.gating = on.gating;
    return s;
}

// Step 9, when turned on: the ladder's gauntlet, unless the gate was stopped or an engine could
// not start. The gate's time bound does not end it: its games are what the ladder adds (the
// gauntlet's length is its pairs and time control).
StepRecord ladder_after(
    const GateInputs& in, const GateContext& context, const std::string& not_started) {
    const auto& on    = in.config.ladder.on;
    const auto* title = "ladder gauntlet against the references";
    if (in.stop && in.stop()) return skipped(9, "ladder", title, on, Interrupted);
    if (!not_started.empty()) return skipped(9, "ladder", title, on, not_started);
    if (in.on_step) in.on_step(new_step(9, "ladder", title, on), false);
    const auto t0 = std::chrono::steady_clock::now();
    auto       r  = ladder_step(in, context);
    r.elapsed_ms  = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - t0)
                       .count();
    if (in.stop && in.stop()) interrupt(r);
    return r;
}

} // namespace

GateResults run_gate(const GateInputs& in) {
    GateResults out;
    GateContext context;
    context.games    = { in.candidate.spec.variant };
    context.deadline = deadline_in(in.config.time_bound_s);
    const auto& c    = in.config;
    std::string not_started;
    using Run = std::function<StepRecord()>;
    struct Step {
        int               number;
        const char *      name, *title;
        const StepSwitch* on;
        Run               run;
    };
    const Step steps[] = {
        { 1, "check", "check both engines", &c.check.on, [&] { return check_step(in, context); } },
        { 2, "perft", "perft on the shipped suites", &c.perft.on,
            [&] { return perft_step(in, context); } },
        { 3, "bench", "bench signature and speed", &c.bench.on, [&] { return bench_step(in); } },
        { 4, "treesize", "tree size per depth", &c.treesize.on,
            [&] { return treesize_step(in, context); } },
        { 5, "suites", "tactics and mates, paired", &c.suites.on,
            [&] { return suites_step(in, context); } },
        { 6, "sprt", "SPRT match candidate vs base", &c.sprt.on,
            [&] { return sprt_step(in, context); } },
    };
    const auto stopped = [&] { return in.stop && in.stop(); };
    for (const auto& st : steps) {
        StepRecord r;
        if (!st.on->enabled)
            r = skipped(st.number, st.name, st.title, *st.on, "turned off in the config");
        else if (stopped())
            r = skipped(st.number, st.name, st.title, *st.on, Interrupted);
        else if (!not_started.empty())
            r = skipped(st.number, st.name, st.title, *st.on, not_started);
        else if (over(context.deadline)) { // the gate cannot judge what it did not run
            r         = skipped(st.number, st.name, st.title, *st.on, out_of_time(c.time_bound_s));
            r.verdict = Verdict::Error;
        } else {
            auto announce = new_step(st.number, st.name, st.title, *st.on);
            if (in.on_step) in.on_step(announce, false);
            const auto t0 = std::chrono::steady_clock::now();
            r             = st.run();
            r.elapsed_ms  = std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::steady_clock::now() - t0)
                               .count();
            if (r.not_started)
                not_started = "not run: an engine could not be started (step "
                    + std::to_string(st.number) + ")";
            if (stopped()) interrupt(r);
        }
        if (in.on_step) in.on_step(r, true);
        out.steps.push_back(std::move(r));
    }
    out.base_id      = context.base_id;
    out.candidate_id = context.candidate_id;
    std::vector<std::string> games;
    for (const auto& g : context.games) games.push_back(g.name());
    for (const bool cov : { true, false }) {
        const auto& on    = cov ? c.coverage.on : c.instrumented.on;
        const auto* name  = cov ? "coverage" : "instrumented";
        const auto* title = cov ? "coverage of the change" : "instrumented run (sanitizers)";
        if (on.enabled && (cov ? in.build.coverage : in.build.instrumented) && in.on_step)
            in.on_step(new_step(cov ? 7 : 8, name, title, on), false);
        const auto& run = cov ? in.build.coverage : in.build.instrumented;
        auto        r = stopped() && on.enabled ? skipped(cov ? 7 : 8, name, title, on, Interrupted)
                   : on.enabled && run && over(context.deadline)
                   ? skipped(cov ? 7 : 8, name, title, on, out_of_time(c.time_bound_s))
                   : build_step(cov ? 7 : 8, name, title, on, run, games, context.deadline, in.build.why);
        if (stopped() && r.verdict != Verdict::Skipped) interrupt(r);
        if (in.on_step) in.on_step(r, true);
        out.steps.push_back(std::move(r));
    }
    if (c.ladder.on.enabled) {
        auto r = ladder_after(in, context, not_started);
        if (in.on_step) in.on_step(r, true);
        out.steps.push_back(std::move(r));
    }
    return out;
}

} // namespace harness::gate
