#include "gate_report.h"

#include "sanitize.h"

#include "harness/gate/step_data_json.h"
#include "harness/gate/symmetry_step.h"
#include "harness/input/json_text.h"

#include "engine/core/text.h"

#include <algorithm>
#include <cstdio>

namespace harness::report {

namespace {

using engine::core::fixed;

using gate::Verdict;

const gate::StepRecord* find_step(const GateResults& g, const std::string& name) {
    for (const auto& s : g.steps)
        if (s.name == name) return &s;
    return nullptr;
}

// The figures of step `name` when it measured them as a T (else null).
template <typename T> const T* step_data(const GateResults& g, const std::string& name) {
    const auto* s = find_step(g, name);
    return s ? std::get_if<T>(&s->data) : nullptr;
}

} // namespace

std::string verdict_label(Verdict v) {
    switch (v) {
    case Verdict::Pass:
        return "PASS";
    case Verdict::Fail:
        return "FAIL";
    case Verdict::Skipped:
        return "skipped";
    case Verdict::Error:
        return "ERROR";
    case Verdict::Incomplete:
        return "INCOMPLETE";
    }
    return "ERROR";
}

nlohmann::ordered_json step_to_json(const gate::StepRecord& s) {
    return { { "step", s.number }, { "name", s.name }, { "title", s.title },
        { "verdict", gate::to_string(s.verdict) }, { "gating", s.gating }, { "reason", s.reason },
        { "elapsed_ms", s.elapsed_ms }, { "crash", s.crashes }, { "timeout", s.timeouts },
        { "numbers", gate::to_json(s.data) } };
}

namespace {

// The ladder after this gate: the candidate's rating first (history metrics ladder.elo, ...),
// then the whole ladder.
nlohmann::ordered_json ladder_summary_json(const gate::LadderStanding& l) {
    nlohmann::ordered_json j { { "build", l.candidate } };
    for (const auto& r : l.builds)
        if (r.name == l.candidate && l.error.empty())
            j.update({ { "elo", r.elo }, { "low", r.low }, { "high", r.high } });
    j.update(gate::to_json(l));
    return j;
}

} // namespace

nlohmann::ordered_json gate_summary_json(const GateResults& gate, std::int64_t elapsed_ms) {
    nlohmann::ordered_json j;
    int                    counts[5] = {}, crashes = 0, timeouts = 0;
    for (const auto& s : gate.steps) {
        ++counts[int(s.verdict)];
        crashes += s.crashes;
        timeouts += s.timeouts;
    }
    j["total"]      = gate.steps.size();
    j["pass"]       = counts[int(Verdict::Pass)];
    j["fail"]       = counts[int(Verdict::Fail)];
    j["skipped"]    = counts[int(Verdict::Skipped)];
    j["error"]      = counts[int(Verdict::Error)];
    j["incomplete"] = counts[int(Verdict::Incomplete)];
    j["crash"]      = crashes;
    j["timeout"]    = timeouts;
    j["elapsed_ms"] = elapsed_ms;
    j["verdict"]    = gate::to_string(gate::overall_verdict(gate.steps));
    j["exit_code"]  = gate::exit_code(gate);
    for (const auto* s : gate::left_out(gate.steps))
        j["left_out"].push_back(
            { { "step", s->number }, { "name", s->name }, { "why", s->reason } });
    // Headline numbers (history metrics).
    const auto* bench = step_data<gate::BenchData>(gate, "bench");
    if (bench && find_step(gate, "bench")->verdict != Verdict::Skipped) {
        if (bench->candidate.signature) j["bench_signature"] = *bench->candidate.signature;
        if (bench->compared) {
            j["bench_changed"] = bench->changed;
            if (bench->nps_ratio) j["nps_ratio"] = *bench->nps_ratio;
        }
    }
    if (const auto* t = step_data<gate::TreeSizeData>(gate, "treesize");
        t && !t->games.empty() && t->games.front().ratio)
        j["treesize_ratio"] = *t->games.front().ratio;
    if (const auto* s = step_data<gate::SuitesData>(gate, "suites"); s && !s->games.empty()) {
        int solved = 0, base = 0;
        for (const auto& g : s->games) {
            solved += g.pooled.comparison.new_solved;
            base += g.pooled.comparison.old_solved;
        }
        j["solved"]      = solved;
        j["base_solved"] = base;
    }
    if (const auto* m = step_data<gate::SprtData>(gate, "sprt"); m && !m->games.empty()) {
        j["elo"]         = m->games.front().summary.elo.elo;
        j["elo_error95"] = m->games.front().summary.elo.elo_error95;
        j["llr"]         = m->games.front().llr;
    }
    if (const auto* c = step_data<gate::CoverageData>(gate, "coverage"))
        j["changed_lines_covered_percent"] = c->coverage.percent();
    if (gate.ladder) j["ladder"] = ladder_summary_json(*gate.ladder);
    return j;
}

std::vector<TestCase> gate_test_cases(const Report&, const GateResults& gate) {
    std::vector<TestCase> cases;
    for (const auto& s : gate.steps) {
        TestCase c;
        c.classname = "gate";
        c.name      = std::to_string(s.number) + " " + s.name;
        c.seconds   = double(s.elapsed_ms) / 1000.0;
        c.message   = s.reason;
        c.body      = input::json_text(gate::to_json(s.data), 2);
        if (s.verdict == Verdict::Fail)
            c.kind = s.gating ? TestCase::Kind::Failure : TestCase::Kind::Pass;
        else if (s.verdict == Verdict::Error)
            c.kind = s.gating ? TestCase::Kind::Error : TestCase::Kind::Pass;
        else
            c.kind = s.verdict == Verdict::Skipped || s.verdict == Verdict::Incomplete
                ? TestCase::Kind::Skipped
                : TestCase::Kind::Pass;
        if (!s.gating && (s.verdict == Verdict::Fail || s.verdict == Verdict::Error))
            c.name += " (report only: " + std::string(gate::to_string(s.verdict)) + ")";
        cases.push_back(std::move(c));
    }
    return cases;
}

// The candidate's symmetry findings of the kinds its base does not show (five per game).
void write_new_symmetry_findings(std::ostream& out, const GateResults& gate) {
    const auto* d = step_data<gate::SymmetryData>(gate, "symmetry");
    if (!d) return;
    for (const auto& g : d->games) {
        int n = 0;
        for (const auto& f : g.candidate.findings) {
            const auto kind = gate::finding_kind(f);
            const auto k    = std::find_if(
                   g.kinds.begin(), g.kinds.end(), [&](const auto& x) { return x.kind == kind; });
            if (k == g.kinds.end() || k->base > 0 || ++n > 5) continue;
            if (n == 1) out << "\n**" << markdown_cell(g.game) << " symmetry, new findings**\n\n";
            out << "- " << markdown_cell(kind) << ": " << markdown_code(f.fen) << " / "
                << markdown_code(f.other) << ": " << markdown_cell(f.why)
                << (f.shrunk.empty() ? "" : " (shrunk: " + markdown_code(f.shrunk) + ")") << "\n";
        }
    }
}

void write_gate_markdown(std::ostream& out, const Report& report, const GateResults& gate) {
    const auto verdict = gate::overall_verdict(gate.steps);
    const auto cand    = report.engines.size() > 0 ? report.engines[0].name : "?";
    const auto base    = report.engines.size() > 1 ? report.engines[1].name : "?";
    out << "## Arbiter gate: " << (verdict == Verdict::Fail ? "FAIL" : verdict_label(verdict))
        << "\n\n";
    for (const auto* s : gate::left_out(gate.steps))
        out << "**Left out:** step " << s->number << " " << markdown_cell(s->name) << ": "
            << markdown_cell(s->reason) << "\n\n";
    out << "Candidate **" << markdown_cell(cand) << "** against base **" << markdown_cell(base)
        << "**, profile " << markdown_code(report.config.value("profile", std::string("?"))) << ", "
        << fixed(double(report.provenance.elapsed_ms) / 1000.0, 0) << " s.\n\n"
        << "| step | verdict | gates | reason |\n|---|---|---|---|\n";
    for (const auto& s : gate.steps)
        out << "| " << s.number << " " << markdown_cell(s.name) << " | " << verdict_label(s.verdict)
            << " | " << (s.gating ? "yes" : "report only") << " | " << markdown_cell(s.reason)
            << " |\n";
    const auto* perft = step_data<gate::PerftData>(gate, "perft");
    if (perft && find_step(gate, "perft")->verdict == Verdict::Fail) {
        out << "\n**perft failures**\n\n";
        for (const auto& g : perft->games)
            for (const auto& f : g.failures)
                out << "- " << markdown_code(f.result.job.fen) << ": " << markdown_cell(f.text)
                    << "\n";
    }
    if (const auto* s = step_data<gate::SuitesData>(gate, "suites"))
        for (const auto& g : s->games) {
            const auto& c = g.pooled.comparison;
            if (c.newly_failed.empty() && c.newly_solved.empty()) continue;
            out << "\n**" << markdown_cell(g.pooled.name) << " suites**: newly failed";
            for (const auto& id : c.newly_failed) out << " " << markdown_code(id);
            out << "; newly solved";
            for (const auto& id : c.newly_solved) out << " " << markdown_code(id);
            out << "\n";
        }
    write_new_symmetry_findings(out, gate);
    if (const auto* c = step_data<gate::CoverageData>(gate, "coverage"))
        if (!c->coverage.missed.empty()) {
            out << "\n**changed lines no test ran**\n\n";
            int n = 0;
            for (const auto& [l, covered] : c->coverage.code_lines_in_order()) {
                if (covered) continue;
                if (++n > 20) break;
                out << "- " << markdown_code(l.file + ":" + std::to_string(l.line)) << " "
                    << markdown_cell(l.text) << "\n";
            }
        }
}

void write_gate_text(std::ostream& out, const Report& report, const GateResults& gate) {
    const auto verdict = gate::overall_verdict(gate.steps);
    out << "arbiter gate: " << (report.engines.size() > 0 ? report.engines[0].name : "?")
        << " (candidate) vs " << (report.engines.size() > 1 ? report.engines[1].name : "?")
        << " (base), profile " << report.config.value("profile", std::string("?")) << "\n";
    for (const auto* s : gate::left_out(gate.steps))
        out << "left out: step " << s->number << " " << s->name << ": " << s->reason << "\n";
    for (const auto& s : gate.steps) {
        char head[96];
        std::snprintf(head, sizeof head, " %d %-13s %-8s%s", s.number, s.name.c_str(),
            verdict_label(s.verdict).c_str(), s.gating ? "" : " (report only)");
        out << head << "  " << s.reason << "\n";
    }
    out << "gate: "
        << (gate.interrupted_exit             ? std::string("INTERRUPTED")
                   : verdict == Verdict::Fail ? std::string("FAIL")
                                              : verdict_label(verdict))
        << " (exit " << gate::exit_code(gate) << ", "
        << fixed(double(report.provenance.elapsed_ms) / 1000.0, 1) << " s)"
        << (gate::judged_nothing(gate.steps) && !gate.interrupted_exit
                   ? ": no gating step ran, so the gate judged nothing"
                   : "")
        << "\n";
}

} // namespace harness::report
