#include "harness/bisect/criterion.h"

#include "harness/bench/bench_runner.h"
#include "harness/enginefuzz/fuzz_run.h"
#include "harness/enginefuzz/runner.h"
#include "harness/gate/gate_steps.h"
#include "harness/suite/suite_run.h"

namespace harness::bisect {

namespace {

constexpr std::array<std::pair<Criterion, const char*>, 6> Names { {
    { Criterion::Perft, "perft" },
    { Criterion::Bench, "bench" },
    { Criterion::Position, "position" },
    { Criterion::Crash, "crash" },
    { Criterion::TreeSize, "treesize" },
    { Criterion::Strength, "strength" },
} };

// A gate step's verdict as the bisection's mark: pass good, fail bad, anything else (skipped,
// an error) could not judge the revision.
Probe from_step(const gate::StepRecord& step) {
    Probe p;
    p.reason      = step.reason;
    p.data        = step.data;
    p.not_started = step.not_started;
    p.crashes     = step.crashes;
    p.timeouts    = step.timeouts;
    switch (step.verdict) {
    case gate::Verdict::Pass:
        p.mark = Mark::Good;
        break;
    case gate::Verdict::Fail:
        p.mark = Mark::Bad;
        break;
    default:
        p.mark = Mark::Skip;
    }
    return p;
}

gate::GateInputs step_inputs(const CriterionConfig& c, const gate::GateEngine& good,
    const gate::GateEngine& revision, const ProbeContext& context) {
    gate::GateInputs in;
    in.base       = good;
    in.candidate  = revision;
    in.config     = c.gate;
    in.stop       = context.stop;
    in.replay_dir = context.replay_dir;
    if (context.on_progress)
        in.on_progress = [&context](const gate::StepRecord&, const std::string& line) {
            context.on_progress(line);
        };
    auto& s                        = in.config.sprt;
    s.games                        = { c.variant.name() };
    s.miss_rate                    = context.rate;
    s.false_alarm_rate             = context.rate;
    s.time_budget_s                = 0;
    in.config.bench.fail_on_change = true;
    in.config.time_bound_s         = 0;
    return in;
}

// bench against a known good signature (--expect, or the good revision's, measured once): only
// the revision's bench runs.
Probe expected_bench_probe(
    const CriterionConfig& c, const gate::GateEngine& revision, std::uint64_t expect) {
    bench::BenchConfig bc;
    bc.mode            = c.gate.bench.mode;
    bc.bench_args      = c.gate.bench.words;
    bc.signature_regex = c.gate.bench.regex;
    bc.runs            = c.gate.bench.runs;
    bc.timeout         = std::chrono::seconds(c.gate.bench.timeout_s);
    bc.engine          = revision.spec;
    const auto run     = bench::run_bench(bc);
    Probe      p;
    p.data = ExpectedBenchData { run, expect };
    if (!run.signature || !run.deterministic) {
        p.mark        = Mark::Skip;
        p.not_started = !run.runs.empty() && !run.runs.front().started;
        p.reason      = "no bench signature"
            + (run.runs.empty() || run.runs.front().fault.empty()
                    ? std::string(": the runs disagree")
                    : ": " + run.runs.front().fault);
        return p;
    }
    p.mark   = *run.signature == expect ? Mark::Good : Mark::Bad;
    p.reason = "signature " + std::to_string(*run.signature)
        + (*run.signature == expect ? " as expected" : ", expected " + std::to_string(expect));
    return p;
}

Probe gate_probe(const CriterionConfig& c, const gate::GateEngine& good,
    const gate::GateEngine& revision, const ProbeContext& context) {
    const auto        in = step_inputs(c, good, revision, context);
    gate::GateContext gc;
    gc.games = { c.variant };
    switch (c.kind) {
    case Criterion::Perft:
        return from_step(gate::perft_step(in, gc));
    case Criterion::TreeSize:
        return from_step(gate::treesize_step(in, gc));
    case Criterion::Strength:
        return from_step(gate::sprt_step(in, gc));
    default:
        break;
    }
    if (c.bench_expect) return expected_bench_probe(c, revision, *c.bench_expect);
    return from_step(gate::bench_step(in));
}

Probe position_probe(const CriterionConfig& c, const gate::GateEngine& revision) {
    suite::SuiteConfig sc;
    sc.engine          = gate::for_game(revision.spec, c.variant);
    sc.options.variant = c.variant;
    sc.options.limits  = c.limits;
    for (const auto& file : c.positions) {
        auto load = suite::load_suite(file, c.variant);
        sc.positions.insert(sc.positions.end(), load.positions.begin(), load.positions.end());
    }
    Probe p;
    auto  run = suite::run_suite(sc);
    if (run.error) {
        p.not_started = run.error->kind == run::WorkerError::Kind::StartFailed;
        p.reason      = run.error->message;
        return p;
    }
    PositionData data;
    std::string  first_miss;
    for (const auto& r : run.results) {
        data.solved += r.status == suite::Status::Solved;
        p.crashes += r.status == suite::Status::Crash;
        p.timeouts += r.status == suite::Status::Timeout;
        data.rows.push_back({ r.id, r.fen, suite::to_string(r.status), r.bestmove, r.bm, r.am });
        if (r.status != suite::Status::Solved && first_miss.empty())
            first_miss = r.id + ": " + suite::to_string(r.status)
                + (r.bestmove.empty() ? "" : ", played " + r.bestmove)
                + (r.bm.empty() ? "" : ", bm " + r.bm.front());
    }
    p.mark   = first_miss.empty() && data.solved > 0 ? Mark::Good : Mark::Bad;
    p.reason = std::to_string(data.solved) + "/" + std::to_string(run.results.size()) + " solved"
        + (first_miss.empty() ? "" : "; " + first_miss);
    p.data = std::move(data);
    return p;
}

Probe crash_probe(const CriterionConfig& c, const gate::GateEngine& revision) {
    const auto            spec = gate::for_game(revision.spec, c.variant);
    enginefuzz::RunLimits limits;
    limits.answer = std::chrono::milliseconds(c.answer_ms);
    auto  run     = enginefuzz::run_lines(enginefuzz::process_spec_of(spec),
             enginefuzz::dialect_of(spec), enginefuzz::Category::Corpus, c.replay, limits);
    Probe p;
    if (!run.started) {
        p.not_started = true;
        p.reason      = run.start_error;
        return p;
    }
    CrashData data { c.replay, c.replay_source, std::nullopt };
    if (!run.verdict) {
        p.data   = std::move(data);
        p.mark   = Mark::Good;
        p.reason = "the " + std::to_string(c.replay.size()) + " lines fire no oracle";
        return p;
    }
    const auto& v = *run.verdict;
    p.mark        = Mark::Bad;
    p.crashes     = v.kind == "crash";
    p.timeouts    = v.kind == "hang";
    p.reason      = v.kind + ": " + v.detail;
    data.finding  = CrashFinding { v.kind, v.detail, v.transcript };
    p.data        = std::move(data);
    return p;
}

} // namespace

const char* to_string(Criterion c) {
    for (const auto& [k, name] : Names)
        if (k == c) return name;
    return "perft";
}

std::optional<Criterion> parse_criterion(const std::string& text) {
    for (const auto& [k, name] : Names)
        if (text == name) return k;
    return std::nullopt;
}

bool is_noisy(Criterion c) { return c == Criterion::Strength; }

std::vector<std::string> input_errors(const CriterionConfig& config) {
    std::vector<std::string> errors;
    if (config.kind != Criterion::Position) return errors;
    std::size_t positions = 0;
    for (const auto& file : config.positions) {
        auto load = suite::load_suite(file, config.variant);
        for (const auto& e : load.errors) errors.push_back(e.to_string());
        positions += load.positions.size();
    }
    if (positions == 0 && errors.empty()) errors.push_back("--positions: no position to solve");
    return errors;
}

Probe probe(const CriterionConfig& config, const gate::GateEngine& good,
    const gate::GateEngine& revision, const ProbeContext& context) {
    switch (config.kind) {
    case Criterion::Position:
        return position_probe(config, revision);
    case Criterion::Crash:
        return crash_probe(config, revision);
    default:
        return gate_probe(config, good, revision, context);
    }
}

} // namespace harness::bisect
