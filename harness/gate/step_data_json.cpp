#include "step_data_json.h"

#include "symmetry_step.h"

#include "harness/stats/sprt.h"

#include <cmath>

namespace harness::gate {

namespace {

using Json = nlohmann::ordered_json;

template <typename T> Json optional_json(const std::optional<T>& v) {
    return v ? Json(*v) : Json(nullptr);
}

// JSON has no infinity: an infinite statistic (every difference the same) is null.
Json finite_or_null(double x) { return std::isfinite(x) ? Json(x) : Json(nullptr); }

Json to_json(const CheckSide& side) {
    if (!side.started) return { { "started", false } };
    int  passed = 0, skipped = 0;
    auto steps = Json::array();
    for (const auto& s : side.steps) {
        passed += s.passed && !s.skipped;
        skipped += s.skipped;
        steps.push_back({ { "number", s.number }, { "name", s.name },
            { "result",
                s.skipped      ? "skipped"
                    : s.passed ? "ok"
                               : "failed" },
            { "detail", s.detail } });
    }
    Json j { { "passed", passed }, { "skipped", skipped }, { "steps", steps } };
    if (!side.hint.empty()) j["hint"] = side.hint;
    return j;
}

Json to_json(const CheckData& d) {
    Json j = Json::object();
    if (d.base) j["base"] = to_json(*d.base);
    if (d.candidate) j["candidate"] = to_json(*d.candidate);
    if (d.judged) {
        j["games"]           = d.games;
        j["shared_failures"] = d.shared_failures;
    }
    return j;
}

Json to_json(const PerftFailure& f) {
    const auto& r = f.result;
    Json        j { { "id", r.job.id }, { "fen", r.job.fen }, { "depth", r.job.depth },
        { "status", perft::to_string(r.status) }, { "text", f.text } };
    if (r.divergence)
        j["divergence"] = { { "path", r.divergence->path }, { "fen", r.divergence->fen },
            { "missing", r.divergence->missing }, { "extra", r.divergence->extra },
            { "illegal", r.divergence->illegal } };
    return j;
}

Json to_json(const PerftData& d) {
    auto games = Json::array();
    for (const auto& g : d.games) {
        auto failures = Json::array();
        for (const auto& f : g.failures) failures.push_back(to_json(f));
        games.push_back({ { "game", g.game }, { "suites", g.suites }, { "max_nodes", g.max_nodes },
            { "total", g.total }, { "ok", g.ok }, { "mismatch", g.mismatch },
            { "failures", failures } });
    }
    return { { "games", games } };
}

Json to_json(const bench::BenchRun& o) {
    auto runs = Json::array();
    for (const auto& r : o.runs)
        runs.push_back({ { "nodes", optional_json(r.figures.nodes) }, { "wall_ms", r.wall_ms },
            { "fault", r.fault } });
    return { { "signature", optional_json(o.signature) }, { "deterministic", o.deterministic },
        { "nps", optional_json(o.median_nps()) }, { "runs", runs } };
}

Json to_json(const BenchData& d) {
    Json j { { "base", to_json(d.base) }, { "candidate", to_json(d.candidate) } };
    if (d.slow_factor) j["slow_factor"] = *d.slow_factor;
    if (d.compared) {
        j["changed"]   = d.changed;
        j["nps_ratio"] = optional_json(d.nps_ratio);
    }
    return j;
}

Json to_json(const TreeSizeData& d) {
    if (d.slow_factor) return { { "slow_factor", *d.slow_factor } };
    auto games = Json::array();
    for (const auto& g : d.games) {
        auto depths = Json::array();
        for (const auto& x : g.depths)
            depths.push_back({ { "depth", x.base.depth }, { "positions", x.base.positions },
                { "base_nodes", x.base.nodes }, { "candidate_nodes", x.candidate.nodes },
                { "base_ms", x.base.time_ms }, { "candidate_ms", x.candidate.time_ms },
                { "base_ebf", optional_json(x.base.ebf) },
                { "candidate_ebf", optional_json(x.candidate.ebf) },
                { "ratio", optional_json(x.ratio) } });
        games.push_back({ { "game", g.game }, { "positions", g.positions }, { "depths", depths },
            { "ratio", optional_json(g.ratio) }, { "ratio_depth", g.ratio_depth } });
    }
    return { { "games", games } };
}

// The counts every suites entry has, pooled or per suite, after its name.
void add_counts(Json& j, const SuiteFigures& f) {
    const auto& c = f.comparison;
    j.update(Json { { "pool", f.pool }, { "could_lose", f.could_lose },
        { "could_gain", f.could_gain }, { "positions", f.positions },
        { "base_solved", c.old_solved }, { "candidate_solved", c.new_solved },
        { "newly_failed", c.newly_failed }, { "newly_solved", c.newly_solved } });
}

Json to_json(const SuitesData& d) {
    auto games = Json::array();
    for (const auto& g : d.games) {
        auto suites = Json::array();
        for (const auto& s : g.suites) {
            Json j { { "suite", s.name } };
            add_counts(j, s);
            j["base_median_ms"]      = optional_json(s.comparison.old_median_ms);
            j["candidate_median_ms"] = optional_json(s.comparison.new_median_ms);
            j["base_solve_ms"]       = s.base_solve_ms;
            j["candidate_solve_ms"]  = s.candidate_solve_ms;
            suites.push_back(j);
        }
        Json j { { "game", g.pooled.name }, { "movetime_ms", g.movetime_ms } };
        add_counts(j, g.pooled);
        j["regression"] = g.regression;
        j["decision"]   = g.decision;
        j["suites"]     = suites;
        games.push_back(j);
    }
    return { { "criterion", d.criterion }, { "alpha", d.alpha }, { "tolerance", d.tolerance },
        { "games", games } };
}

// One engine's clock audit and output findings.
Json to_json(const match::EngineAudit& a) {
    const auto& c = a.clock;
    return { { "moves", c.moves }, { "usage_tenths", c.usage }, { "overruns", c.overruns },
        { "latency_p99_us", c.latency_us.p99 }, { "stop_us", optional_json(c.stop_us) },
        { "isready_us", optional_json(c.isready_us) }, { "overhead_p99_us", c.overhead_us.p99 },
        { "output_findings", a.output.total() } };
}

Json to_json(const SprtData& d) {
    Json j { { "elo0", d.sprt.elo0 }, { "elo1", d.sprt.elo1 }, { "alpha", d.sprt.alpha },
        { "beta", d.sprt.beta }, { "model", stats::to_string(d.sprt.model) } };
    if (d.detect_elo) {
        j["detect_elo"]       = *d.detect_elo;
        j["miss_rate"]        = d.miss_rate.value_or(0);
        j["false_alarm_rate"] = d.false_alarm_rate.value_or(0);
    }
    auto games = Json::array();
    for (const auto& g : d.games) games.push_back(gate::to_json(g));
    j["games"] = games;
    return j;
}

Json to_json(const intree::BuildResult& b) {
    return { { "ok", b.ok }, { "commit", b.commit }, { "seconds", b.seconds },
        { "reused", b.reused }, { "log", b.log.string() } };
}

Json to_json(const BuildFailure& f) {
    return { { "build", to_json(f.build) }, { "log_tail", f.build.log_tail } };
}

Json to_json(const CoverageData& d) {
    Json j            = gate::to_json(d.coverage);
    j["prefixes"]     = d.prefixes;
    j["failed_tests"] = d.failed_tests;
    j["builds"]
        = { { "base", to_json(d.base_build) }, { "candidate", to_json(d.candidate_build) } };
    return j;
}

Json to_json(const InstrumentedData& d) {
    auto reports = Json::array();
    for (const auto& r : d.reports)
        reports.push_back({ { "kind", r.kind }, { "summary", r.summary }, { "excerpt", r.excerpt },
            { "file", r.file.string() } });
    return { { "build", to_json(d.build) }, { "perft_jobs", d.perft_jobs },
        { "suite_positions", d.suite_positions }, { "games", d.games }, { "benches", d.benches },
        { "engine_crashes", d.engine_crashes }, { "reports", reports }, { "log_dir", d.log_dir },
        { "tsan", d.tsan } };
}

Json to_json(const LadderData& d) {
    auto opponents = Json::array();
    for (const auto& o : d.opponents) {
        const auto& s = o.summary;
        opponents.push_back({ { "name", o.name }, { "tc", o.tc }, { "games", o.games },
            { "wins", s.games.wins }, { "draws", s.games.draws }, { "losses", s.games.losses },
            { "pentanomial", s.pairs.counts }, { "elo", s.elo.elo },
            { "elo_error95", s.elo.elo_error95 } });
    }
    return { { "build", d.build }, { "revision", d.entry.revision }, { "tc", d.tc },
        { "games", d.entry.games.size() }, { "opponents", opponents } };
}

} // namespace

Json to_json(const LadderRow& r) {
    return { { "name", r.name }, { "revision", r.revision }, { "added_at", r.added_at },
        { "build", r.is_build }, { "elo", r.elo }, { "low", r.low }, { "high", r.high },
        { "games", r.games }, { "points", r.points }, { "opponents", r.opponents } };
}

Json to_json(const LadderStanding& s) {
    auto rows = [](const std::vector<LadderRow>& list) {
        auto out = Json::array();
        for (const auto& r : list) out.push_back(to_json(r));
        return out;
    };
    Json j { { "anchor", s.anchor }, { "entries", s.entries }, { "games", s.games },
        { "builds", rows(s.builds) }, { "references", rows(s.references) } };
    if (!s.candidate.empty()) j["candidate"] = s.candidate;
    if (!s.error.empty()) j["error"] = s.error;
    return j;
}

Json to_json(const SprtGame& g) {
    const auto& s      = g.summary;
    auto        faults = Json::array();
    for (const auto& f : s.faults)
        faults.push_back({ { "time_forfeits", f.time_forfeits }, { "stalls", f.stalls },
            { "crashes", f.crashes }, { "illegal_moves", f.illegal_moves },
            { "protocol_errors", f.protocol_errors } });
    Json j { { "game", g.game }, { "tc", g.tc }, { "base_tc", g.base_tc }, { "games", g.games },
        { "max_games", g.max_games }, { "wins", s.games.wins }, { "draws", s.games.draws },
        { "losses", s.games.losses }, { "pentanomial", s.pairs.counts }, { "elo", s.elo.elo },
        { "elo_error95", s.elo.elo_error95 }, { "nelo", s.elo.nelo },
        { "nelo_error95", s.elo.nelo_error95 }, { "los", s.elo.los } };
    if (const auto& t = g.strength)
        j.update(Json { { "detect_elo", t->detect_elo }, { "power_elo", t->power_elo },
            { "miss_rate", t->miss_rate }, { "false_alarm_rate", t->false_alarm_rate } });
    j.update(Json { { "llr", g.llr }, { "lower", g.lower }, { "upper", g.upper } });
    if (const auto& t = g.strength)
        j.update(Json { { "at_cap", t->at_cap }, { "out_of_time", t->out_of_time },
            { "score", t->score }, { "cut", t->cut },
            { "loss_upper_bound", optional_json(t->loss_upper_bound) },
            { "expected_games_equal", t->expected_games_equal },
            { "expected_games_at_d", t->expected_games_at_d } });
    auto trace = Json::array();
    for (const auto& [n, llr] : g.llr_trace) trace.push_back({ n, llr });
    j["verdict"]   = g.verdict;
    j["llr_trace"] = trace;
    j["faults"]    = faults;
    j["audit"]     = { { "candidate", to_json(s.audits[0]) }, { "base", to_json(s.audits[1]) } };
    if (!g.replays.empty()) j["replays"] = g.replays; // only when a fault had one
    return j;
}

Json to_json(const intree::ChangeCoverage& c) {
    Json j;
    j["changed"]         = c.changed();
    j["code_lines"]      = c.code_lines();
    j["executed"]        = c.executed.size();
    j["missed"]          = c.missed.size();
    j["not_code"]        = c.not_code.size();
    j["unmeasured"]      = c.unmeasured.size();
    j["covered_percent"] = c.percent();
    auto files           = Json::array();
    for (const auto& f : c.files)
        files.push_back({ { "file", f.file }, { "changed", f.executed + f.missed },
            { "covered", f.executed }, { "before_percent", f.before }, { "after_percent", f.after },
            { "new_file", f.new_file } });
    j["files"] = files;
    // Every changed code line in file order, covered or not.
    auto all = Json::array(), uncovered = Json::array();
    for (const auto& [l, covered] : c.code_lines_in_order()) {
        Json e { { "file", l.file }, { "line", l.line }, { "code", l.text },
            { "covered", covered } };
        all.push_back(e);
        if (!covered) uncovered.push_back(e);
    }
    j["lines"]     = all;
    j["uncovered"] = uncovered;
    return j;
}

// One engine's symmetry run in a game: counts, and its findings (the first ten).
Json to_json(const symmetry::SymmetryRun& r) {
    auto findings = Json::array();
    for (const auto& f : r.findings) {
        if (findings.size() == 10) break;
        findings.push_back({ { "check", symmetry::to_string(f.check) },
            { "transform", f.transform }, { "fen", f.fen }, { "other", f.other }, { "why", f.why },
            { "shrunk", f.shrunk }, { "shrunk_other", f.shrunk_other } });
    }
    return { { "positions", r.positions }, { "faults", r.faults }, { "out_of_time", r.out_of_time },
        { "findings_total", r.findings.size() }, { "findings", findings },
        { "eval_note", r.eval_note }, { "wall_ms", r.wall_ms } };
}

Json to_json(const SymmetryGame& g) {
    if (!g.skipped.empty()) return { { "game", g.game }, { "skipped", g.skipped } };
    auto kinds = Json::array(), changes = Json::array();
    for (const auto& k : g.kinds)
        kinds.push_back({ { "kind", k.kind }, { "base", k.base }, { "candidate", k.candidate } });
    for (const auto& b : g.changes)
        changes.push_back({ { "transform", b.transform }, { "pairs", b.change.n },
            { "base_mean", b.base_mean }, { "candidate_mean", b.candidate_mean },
            { "change_mean", b.change.mean }, { "change_t", finite_or_null(b.change.t) },
            { "detectable", finite_or_null(b.change.detectable) }, { "grew", b.grew } });
    return { { "game", g.game }, { "base", to_json(g.base) }, { "candidate", to_json(g.candidate) },
        { "kinds", kinds }, { "changes", changes } };
}

Json to_json(const SymmetryData& d) {
    auto games = Json::array();
    for (const auto& g : d.games) games.push_back(to_json(g));
    return { { "positions", d.positions }, { "depth", d.depth }, { "alpha", d.alpha },
        { "test_alpha", d.test_alpha }, { "power", SymmetryPower }, { "games", games } };
}

Json to_json(const StepData& data) {
    return std::visit(
        [](const auto& d) -> Json {
            if constexpr (std::is_same_v<std::decay_t<decltype(d)>, std::monostate>)
                return Json::object();
            else
                return to_json(d);
        },
        data);
}

} // namespace harness::gate
