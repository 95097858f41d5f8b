#include "gate_html.h"

#include "gate_report.h"
#include "html_page.h"
#include "ladder_report.h"
#include "svg_chart.h"
#include "writers.h"

#include "harness/gate/step_data_json.h"
#include "harness/input/json_text.h"

#include "engine/core/text.h"

#include <cstdio>

namespace harness::report {

namespace {

using Json = nlohmann::ordered_json;
using engine::core::fixed;

const char* const BaseColor      = "#1f77b4";
const char* const CandidateColor = "#d62728";

std::string esc(const std::string& s) { return xml_escape(s); }

std::string text_of(const Json& j) {
    if (j.is_string()) return j.get<std::string>();
    if (j.is_null()) return "-";
    if (j.is_number_float()) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3f", j.get<double>());
        return buf;
    }
    return input::json_text(j);
}

// A small table of a JSON object's scalar fields.
std::string scalar_table(const Json& j) {
    std::string out = "<table>";
    for (const auto& [k, v] : j.items())
        if (!v.is_array() && !v.is_object())
            out += "<tr><th>" + esc(k) + "</th><td>" + esc(text_of(v)) + "</td></tr>";
    return out + "</table>\n";
}

// The classic SPRT's estimate: Elo and nElo with their 95% intervals, elo0 and elo1.
std::string elo_chart(const gate::SprtData& d, const gate::SprtGame& g) {
    Chart elo;
    elo.title      = "Elo and nElo with 95% intervals (" + g.game + ")";
    elo.x_label    = "Elo (top: logistic Elo, bottom: nElo; grey: elo0 and elo1)";
    elo.height     = 200;
    elo.y_ticks    = false;
    const auto&  x = g.summary.elo;
    const double e = x.elo, ee = x.elo_error95, n = x.nelo, ne = x.nelo_error95;
    elo.series = { { "Elo interval", { { e - ee, 2 }, { e + ee, 2 } }, BaseColor },
        { "Elo", { { e, 1.8 }, { e, 2.2 } }, BaseColor },
        { "nElo interval", { { n - ne, 1 }, { n + ne, 1 } }, CandidateColor },
        { "nElo", { { n, 0.8 }, { n, 1.2 } }, CandidateColor },
        { "elo0", { { d.sprt.elo0, 0.5 }, { d.sprt.elo0, 2.5 } }, "#888" },
        { "elo1", { { d.sprt.elo1, 0.5 }, { d.sprt.elo1, 2.5 } }, "#444" } };
    return svg_chart(elo);
}

// The strength test's estimate: Elo with its 95% interval against the loss it must catch (-D),
// the loss its games could still catch (-power) and, when it passed, the loss it rules out.
std::string strength_chart(const gate::SprtGame& g, const gate::StrengthFigures& t) {
    Chart c;
    c.title        = "Strength: Elo with its 95% interval (" + g.game + ")";
    c.x_label      = "Elo, candidate - base (red: -D, the loss it must catch; orange: the loss "
                     "its games could catch; green: the loss it rules out)";
    c.height       = 180;
    c.y_ticks      = false;
    const double e = g.summary.elo.elo, ee = g.summary.elo.elo_error95;
    const double d = t.detect_elo, power = t.power_elo;
    c.series = { { "Elo interval", { { e - ee, 1 }, { e + ee, 1 } }, BaseColor },
        { "Elo", { { e, 0.7 }, { e, 1.3 } }, BaseColor },
        { "-D", { { -d, 0.3 }, { -d, 1.7 } }, "#cf222e" } };
    if (power > d + 0.5)
        c.series.push_back({ "power", { { -power, 0.3 }, { -power, 1.7 } }, "#d4a72c" });
    if (t.loss_upper_bound && g.verdict == "pass") {
        const double b = *t.loss_upper_bound;
        c.series.push_back({ "ruled out below", { { -b, 0.3 }, { -b, 1.7 } }, "#1a7f37" });
    }
    return svg_chart(c);
}

// The clock audit's time used / time allotted per move, candidate beside base.
std::string time_use_histogram(const gate::SprtGame& g) {
    Histogram h;
    h.title   = "Time used / time allotted per move (" + g.game + ")";
    h.x_label = "share of the time allotted (over 1: saved by timemargin)";
    for (int b = 0; b < 10; ++b) h.labels.push_back("<" + std::to_string(b + 1) + "0%");
    h.labels.push_back(">100%");
    for (const int side : { 1, 0 }) { // base, candidate
        HistogramSeries s { side == 1 ? "base" : "candidate", {},
            side == 1 ? BaseColor : CandidateColor };
        for (const int c : g.summary.audits[std::size_t(side)].clock.usage)
            s.counts.push_back(double(c));
        h.series.push_back(std::move(s));
    }
    return svg_histogram(h);
}

std::string sprt_section(const gate::SprtData& d) {
    std::string out;
    for (const auto& g : d.games) {
        Chart llr;
        llr.title   = "SPRT log-likelihood ratio (" + g.game + ")";
        llr.x_label = "games";
        llr.y_label = "LLR";
        ChartSeries trace { "LLR", { { 0, 0 } }, CandidateColor };
        for (const auto& [n, v] : g.llr_trace) trace.points.emplace_back(double(n), v);
        llr.series.push_back(trace);
        llr.lines = { { "lower bound (H0: rejected)", g.lower, "#cf222e" },
            { "upper bound (H1: accepted)", g.upper, "#1a7f37" } };
        out += svg_chart(llr);

        out += g.strength ? strength_chart(g, *g.strength) : elo_chart(d, g);
        out += time_use_histogram(g);
        Json shown = gate::to_json(g);
        shown.erase("llr_trace");
        out += scalar_table(shown);
    }
    return out;
}

// Solve times of each side, one point per solved position.
ChartSeries solve_curve(const char* side, const std::vector<std::uint64_t>& times) {
    ChartSeries series { side, { { 0, 0 } },
        std::string(side) == "base" ? BaseColor : CandidateColor };
    int         k = 0;
    for (const auto t : times) series.points.emplace_back(double(t), ++k);
    return series;
}

std::string suites_section(const gate::SuitesData& d) {
    std::string out;
    for (const auto& g : d.games) {
        out += "<p>" + esc(g.pooled.name) + ": " + esc(g.decision) + "</p>\n";
        for (const auto& s : g.suites) {
            Chart c;
            c.title   = "Solve times: " + s.name;
            c.x_label = "time (ms)";
            c.y_label = "positions solved";
            c.series  = { solve_curve("base", s.base_solve_ms),
                 solve_curve("candidate", s.candidate_solve_ms) };
            out += svg_chart(c);
            out += "<p>newly failed: " + esc(text_of(Json(s.comparison.newly_failed)))
                + "; newly solved: " + esc(text_of(Json(s.comparison.newly_solved))) + "</p>\n";
        }
    }
    return out;
}

std::string optional_text(const std::optional<double>& v) {
    return v ? text_of(Json(*v)) : text_of(Json());
}

std::string treesize_section(const gate::TreeSizeData& d) {
    std::string out;
    for (const auto& g : d.games) {
        Chart c;
        c.title   = "Tree size per depth (" + g.game + ")";
        c.x_label = "depth";
        c.y_label = "nodes (log)";
        c.log_y   = true;
        c.whole_x = true;
        ChartSeries base { "base", {}, BaseColor }, cand { "candidate", {}, CandidateColor };
        std::string rows;
        for (const auto& x : g.depths) {
            if (x.base.positions == 0) continue;
            base.points.emplace_back(x.base.depth, double(x.base.nodes));
            cand.points.emplace_back(x.base.depth, double(x.candidate.nodes));
            rows += "<tr><td>" + std::to_string(x.base.depth) + "</td><td>"
                + std::to_string(x.base.nodes) + "</td><td>" + std::to_string(x.candidate.nodes)
                + "</td><td>" + optional_text(x.ratio) + "</td></tr>";
        }
        c.series = { base, cand };
        out += svg_chart(c);
        out += "<table><tr><th>depth</th><th>base nodes</th><th>candidate "
               "nodes</th><th>ratio</th></tr>"
            + rows + "</table>\n";
    }
    return out;
}

// Per game, each transform's bias for both engines and its change; each finding kind's counts.
std::string symmetry_section(const gate::SymmetryData& d) {
    std::string out;
    for (const auto& g : d.games) {
        if (!g.skipped.empty()) continue;
        out += "<table><tr><th>" + esc(g.game)
            + " transform</th><th>base mean (cp)</th><th>candidate mean (cp)</th><th>change "
              "t</th><th>detects (cp)</th><th>grew</th></tr>";
        for (const auto& b : g.changes)
            out += "<tr><td>" + esc(b.transform) + "</td><td>" + fixed(b.base_mean, 1) + "</td><td>"
                + fixed(b.candidate_mean, 1) + "</td><td>" + text_of(Json(b.change.t)) + "</td><td>"
                + fixed(b.change.detectable, 1) + "</td><td>" + (b.grew ? "yes" : "no")
                + "</td></tr>";
        out += "</table>\n";
        if (g.kinds.empty()) continue;
        out += "<table><tr><th>" + esc(g.game)
            + " finding</th><th>base</th><th>candidate</th></tr>";
        for (const auto& k : g.kinds)
            out += "<tr><td>" + esc(k.kind) + "</td><td>" + std::to_string(k.base) + "</td><td>"
                + std::to_string(k.candidate) + "</td></tr>";
        out += "</table>\n";
    }
    return out;
}

std::string coverage_section(const gate::CoverageData& d) {
    std::string out;
    const auto& files = d.coverage.files;
    if (!files.empty()) {
        // One bar per file: changed lines, the covered part filled.
        const int   row = 22, width = 640;
        std::string svg
            = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart coverage\" width=\""
            + std::to_string(width) + "\" height=\"" + std::to_string(row * int(files.size()) + 30)
            + "\" role=\"img\"><title>Changed lines covered per file</title>"
              "<text x=\"0\" y=\"16\" font-size=\"14\" font-weight=\"bold\">Changed lines covered "
              "per file</text>\n";
        int y = 26;
        for (const auto& f : files) {
            const int    changed = f.executed + f.missed, covered = f.executed;
            const double w = changed > 0 ? 300.0 * covered / changed : 0;
            svg += "<rect x=\"300\" y=\"" + std::to_string(y)
                + "\" width=\"300\" height=\"16\" "
                  "fill=\"#ffebe9\" stroke=\"#888\"/><rect class=\"covered-bar\" x=\"300\" y=\""
                + std::to_string(y) + "\" width=\"" + std::to_string(int(w))
                + "\" height=\"16\" fill=\"#2da44e\"/><text x=\"0\" y=\"" + std::to_string(y + 12)
                + "\" font-size=\"11\">" + esc(f.file) + " " + std::to_string(covered) + "/"
                + std::to_string(changed) + "</text>\n";
            y += row;
        }
        out += svg + "</svg>\n";
    }
    const auto lines = d.coverage.code_lines_in_order();
    if (!lines.empty()) {
        out += "<pre class=\"changed-lines\">";
        for (const auto& [l, covered] : lines)
            out += "<span class=\"" + std::string(covered ? "covered" : "uncovered") + "\">"
                + esc(l.file) + ":" + std::to_string(l.line) + "  "
                + (covered ? "covered    " : "NOT COVERED") + "  " + esc(l.text) + "</span>\n";
        out += "</pre>\n";
    }
    return out;
}

// The gauntlet's matches: one row per reference.
std::string ladder_games_section(const gate::LadderData& d) {
    std::string out = "<table><tr><th>opponent</th><th>tc</th><th>games</th><th>W</th><th>D</th>"
                      "<th>L</th><th>pentanomial</th><th>Elo</th></tr>";
    for (const auto& o : d.opponents) {
        const auto& s = o.summary;
        std::string penta;
        for (auto n : s.pairs.counts) penta += (penta.empty() ? "" : " ") + std::to_string(n);
        out += "<tr><td>" + esc(o.name) + "</td><td>" + esc(o.tc) + "</td><td>"
            + std::to_string(o.games) + "</td><td>" + std::to_string(s.games.wins) + "</td><td>"
            + std::to_string(s.games.draws) + "</td><td>" + std::to_string(s.games.losses)
            + "</td><td>" + penta + "</td><td>" + text_of(Json(s.elo.elo)) + " +- "
            + text_of(Json(s.elo.elo_error95)) + "</td></tr>";
    }
    return out + "</table>\n";
}

// The charts and tables of a step's figures (none for the steps without).
std::string step_section(const gate::StepData& data) {
    auto none = [](const auto&) { return std::string(); };
    return std::visit(Overloaded { [](const gate::SprtData& d) { return sprt_section(d); },
                          [](const gate::SuitesData& d) { return suites_section(d); },
                          [](const gate::TreeSizeData& d) { return treesize_section(d); },
                          [](const gate::CoverageData& d) { return coverage_section(d); },
                          [&](const std::monostate& d) { return none(d); },
                          [&](const gate::CheckData& d) { return none(d); },
                          [&](const gate::PerftData& d) { return none(d); },
                          [&](const gate::BenchData& d) { return none(d); },
                          [&](const gate::BuildFailure& d) { return none(d); },
                          [&](const gate::InstrumentedData& d) { return none(d); },
                          [](const gate::SymmetryData& d) { return symmetry_section(d); },
                          [](const gate::LadderData& d) { return ladder_games_section(d); } },
        data);
}

std::string history_section(const Json& history) {
    if (history.empty()) return "<p>No earlier gate of this engine in the history database.</p>\n";
    std::string out = "<table><tr><th>started</th><th>verdict</th><th>Elo</th><th>bench</th>"
                      "<th>solved</th><th>elapsed (s)</th></tr>";
    for (const auto& r : history)
        out += "<tr><td>" + esc(text_of(r.value("started_at", Json()))) + "</td><td>"
            + esc(text_of(r.value("verdict", Json()))) + "</td><td>"
            + esc(text_of(r.value("elo", Json()))) + "</td><td>"
            + esc(text_of(r.value("bench_signature", Json()))) + "</td><td>"
            + esc(text_of(r.value("solved", Json()))) + "</td><td>"
            + esc(text_of(r.value("elapsed_s", Json()))) + "</td></tr>";
    return out + "</table>\n";
}

} // namespace

void write_gate_html(std::ostream& out, const Report& report, const GateResults& gate) {
    const auto  verdict = gate::overall_verdict(gate.steps);
    const char* v       = verdict == gate::Verdict::Fail ? "fail" : gate::to_string(verdict);
    const auto  cand    = report.engines.size() > 0 ? report.engines[0] : EngineInfo {};
    const auto  base    = report.engines.size() > 1 ? report.engines[1] : EngineInfo {};
    write_html_head(out, "Arbiter gate: " + cand.name + " vs " + base.name);
    out << "<h1>Arbiter gate</h1>\n<p class=\"banner " << v << "\" id=\"verdict\">"
        << (verdict == gate::Verdict::Fail ? "FAIL" : verdict_label(verdict)) << "</p>\n";
    for (const auto* s : gate::left_out(gate.steps))
        out << "<p class=\"incomplete\">Left out: step " << s->number << " " << esc(s->name) << ": "
            << esc(s->reason) << "</p>\n";
    out << "<table><tr><th>candidate</th><td>" << esc(cand.name) << " (" << esc(cand.id_name)
        << ") <code>" << esc(cand.cmd) << "</code></td></tr><tr><th>base</th><td>" << esc(base.name)
        << " (" << esc(base.id_name) << ") <code>" << esc(base.cmd) << "</code></td></tr>"
        << "<tr><th>profile</th><td>" << esc(report.config.value("profile", std::string()))
        << "</td></tr><tr><th>command</th><td><code>" << esc(report.provenance.command_line)
        << "</code></td></tr><tr><th>when</th><td>" << esc(report.provenance.started_at) << ", "
        << report.provenance.elapsed_ms / 1000 << " s on " << esc(report.provenance.host)
        << "</td></tr></table>\n";
    out << "<h2>Steps</h2>\n<table id=\"steps\"><tr><th>step</th><th>verdict</th><th>gates</th>"
           "<th>reason</th></tr>\n";
    for (const auto& s : gate.steps)
        out << "<tr><td><a href=\"#step-" << s.name << "\">" << s.number << " " << esc(s.name)
            << "</a></td><td class=\"" << gate::to_string(s.verdict) << "\">"
            << verdict_label(s.verdict) << "</td><td>" << (s.gating ? "yes" : "report only")
            << "</td><td>" << esc(s.reason) << "</td></tr>\n";
    out << "</table>\n";
    for (const auto& s : gate.steps) {
        out << "<h2 id=\"step-" << s.name << "\">" << s.number << " " << esc(s.title)
            << ": <span class=\"" << gate::to_string(s.verdict) << "\">" << verdict_label(s.verdict)
            << "</span></h2>\n<p>" << esc(s.reason) << "</p>\n";
        out << step_section(s.data);
        if (const auto numbers = gate::to_json(s.data); !numbers.empty())
            out << "<details><summary>numbers</summary><pre>" << esc(input::json_text(numbers, 2))
                << "</pre></details>\n";
    }
    out << "<h2 id=\"history\">Earlier gates of " << esc(cand.name) << "</h2>\n"
        << history_section(gate.history);
    if (gate.ladder)
        out << "<h2 id=\"ladder\">Rating ladder</h2>\n" << ladder_html_section(*gate.ladder);
    out << "<p><small>Arbiter " << esc(report.provenance.arbiter_version)
        << "; report.json, junit.xml and summary.md are beside this page.</small></p>\n";
    write_html_tail(out);
}

} // namespace harness::report
