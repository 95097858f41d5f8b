#include "gate_report.h"

#include "sanitize.h"

#include <cstdio>

namespace harness::report {

namespace {

using gate::Verdict;

const gate::StepResult* find_step(const GateResults& g, const std::string& name) {
    for (const auto& s : g.steps)
        if (s.name == name) return &s;
    return nullptr;
}

// The first game's entry of a step's numbers["games"] (or null).
const nlohmann::ordered_json* first_game(const gate::StepResult* s) {
    if (!s || !s->numbers.contains("games") || !s->numbers["games"].is_array()
        || s->numbers["games"].empty())
        return nullptr;
    return &s->numbers["games"][0];
}

void copy_number(nlohmann::ordered_json& to, const char* name, const nlohmann::ordered_json* from,
    const char* key) {
    if (from && from->contains(key) && (*from)[key].is_number()) to[name] = (*from)[key];
}

std::string fixed(double v, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
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
    }
    return "ERROR";
}

nlohmann::ordered_json step_to_json(const gate::StepResult& s) {
    return { { "step", s.number }, { "name", s.name }, { "title", s.title },
        { "verdict", gate::to_string(s.verdict) }, { "gating", s.gating }, { "reason", s.reason },
        { "elapsed_ms", s.elapsed_ms }, { "crash", s.crashes }, { "timeout", s.timeouts },
        { "numbers", s.numbers } };
}

nlohmann::ordered_json gate_summary_json(const GateResults& gate, std::int64_t elapsed_ms) {
    nlohmann::ordered_json j;
    int                    counts[4] = {}, crashes = 0, timeouts = 0;
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
    j["crash"]      = crashes;
    j["timeout"]    = timeouts;
    j["elapsed_ms"] = elapsed_ms;
    j["verdict"]    = gate::to_string(gate::overall_verdict(gate.steps));
    j["exit_code"]  = gate::exit_code(gate);
    // Headline numbers (history metrics).
    if (const auto* b = find_step(gate, "bench"); b && b->verdict != Verdict::Skipped) {
        if (b->numbers.contains("candidate"))
            copy_number(j, "bench_signature", &b->numbers["candidate"], "signature");
        if (b->numbers.contains("changed")) j["bench_changed"] = b->numbers["changed"];
        copy_number(j, "nps_ratio", &b->numbers, "nps_ratio");
    }
    copy_number(j, "treesize_ratio", first_game(find_step(gate, "treesize")), "ratio");
    if (const auto* s = find_step(gate, "suites"); s && s->numbers.contains("games")) {
        int solved = 0, base = 0;
        for (const auto& g : s->numbers["games"]) {
            solved += g.value("candidate_solved", 0);
            base += g.value("base_solved", 0);
        }
        if (!s->numbers["games"].empty()) {
            j["solved"]      = solved;
            j["base_solved"] = base;
        }
    }
    const auto* m = first_game(find_step(gate, "sprt"));
    copy_number(j, "elo", m, "elo");
    copy_number(j, "elo_error95", m, "elo_error95");
    copy_number(j, "llr", m, "llr");
    if (const auto* c = find_step(gate, "coverage"))
        copy_number(j, "changed_lines_covered_percent", &c->numbers, "covered_percent");
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
        c.body      = s.numbers.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
        if (s.verdict == Verdict::Fail)
            c.kind = s.gating ? TestCase::Kind::Failure : TestCase::Kind::Pass;
        else if (s.verdict == Verdict::Error)
            c.kind = s.gating ? TestCase::Kind::Error : TestCase::Kind::Pass;
        else
            c.kind = s.verdict == Verdict::Skipped ? TestCase::Kind::Skipped : TestCase::Kind::Pass;
        if (!s.gating && (s.verdict == Verdict::Fail || s.verdict == Verdict::Error))
            c.name += " (report only: " + std::string(gate::to_string(s.verdict)) + ")";
        cases.push_back(std::move(c));
    }
    return cases;
}

void write_gate_markdown(std::ostream& out, const Report& report, const GateResults& gate) {
    const auto verdict = gate::overall_verdict(gate.steps);
    const auto cand    = report.engines.size() > 0 ? report.engines[0].name : "?";
    const auto base    = report.engines.size() > 1 ? report.engines[1].name : "?";
    out << "## Arbiter gate: " << (verdict == Verdict::Pass ? "PASS" : "FAIL") << "\n\n"
        << "Candidate **" << markdown_cell(cand) << "** against base **" << markdown_cell(base)
        << "**, profile " << markdown_code(report.config.value("profile", std::string("?"))) << ", "
        << fixed(double(report.provenance.elapsed_ms) / 1000.0, 0) << " s.\n\n"
        << "| step | verdict | gates | reason |\n|---|---|---|---|\n";
    for (const auto& s : gate.steps)
        out << "| " << s.number << " " << markdown_cell(s.name) << " | " << verdict_label(s.verdict)
            << " | " << (s.gating ? "yes" : "report only") << " | " << markdown_cell(s.reason)
            << " |\n";
    if (const auto* p = find_step(gate, "perft"); p && p->verdict == Verdict::Fail) {
        out << "\n**perft failures**\n\n";
        for (const auto& g : p->numbers.value("games", nlohmann::ordered_json::array()))
            for (const auto& f : g.value("failures", nlohmann::ordered_json::array()))
                out << "- " << markdown_code(f.value("fen", "")) << ": "
                    << markdown_cell(f.value("text", "")) << "\n";
    }
    if (const auto* s = find_step(gate, "suites"))
        for (const auto& g : s->numbers.value("games", nlohmann::ordered_json::array())) {
            if (g["newly_failed"].empty() && g["newly_solved"].empty()) continue;
            out << "\n**" << markdown_cell(g.value("game", "")) << " suites**: newly failed";
            for (const auto& id : g["newly_failed"])
                out << " " << markdown_code(id.get<std::string>());
            out << "; newly solved";
            for (const auto& id : g["newly_solved"])
                out << " " << markdown_code(id.get<std::string>());
            out << "\n";
        }
    if (const auto* c = find_step(gate, "coverage"))
        if (c->numbers.contains("uncovered") && !c->numbers["uncovered"].empty()) {
            out << "\n**changed lines no test ran**\n\n";
            int n = 0;
            for (const auto& l : c->numbers["uncovered"]) {
                if (++n > 20) break;
                out << "- "
                    << markdown_code(l.value("file", "") + ":" + std::to_string(l.value("line", 0)))
                    << " " << markdown_cell(l.value("code", "")) << "\n";
            }
        }
}

void write_gate_text(std::ostream& out, const Report& report, const GateResults& gate) {
    const auto verdict = gate::overall_verdict(gate.steps);
    out << "arbiter gate: " << (report.engines.size() > 0 ? report.engines[0].name : "?")
        << " (candidate) vs " << (report.engines.size() > 1 ? report.engines[1].name : "?")
        << " (base), profile " << report.config.value("profile", std::string("?")) << "\n";
    for (const auto& s : gate.steps) {
        char head[96];
        std::snprintf(head, sizeof head, " %d %-13s %-8s%s", s.number, s.name.c_str(),
            verdict_label(s.verdict).c_str(), s.gating ? "" : " (report only)");
        out << head << "  " << s.reason << "\n";
    }
    out << "gate: "
        << (gate.interrupted_exit             ? "INTERRUPTED"
                   : verdict == Verdict::Pass ? "PASS"
                                              : "FAIL")
        << " (exit " << gate::exit_code(gate) << ", "
        << fixed(double(report.provenance.elapsed_ms) / 1000.0, 1) << " s)"
        << (gate::judged_nothing(gate.steps) && !gate.interrupted_exit
                   ? ": no gating step ran, so the gate judged nothing"
                   : "")
        << "\n";
}

} // namespace harness::report
