#include "gate_html.h"

#include "gate_report.h"
#include "svg_chart.h"
#include "writers.h"

#include <cstdio>

namespace harness::report {

namespace {

using Json = nlohmann::ordered_json;

const char* const BaseColor      = "#1f77b4";
const char* const CandidateColor = "#d62728";

const char* const Style = R"(body{font-family:sans-serif;margin:1.5em;max-width:70em;color:#222}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:.25em .5em;
text-align:left;vertical-align:top}.pass{color:#1a7f37;font-weight:bold}.fail,.error{color:#cf222e;
font-weight:bold}.skipped{color:#777}.banner{font-size:1.6em;padding:.4em .6em;border-radius:.3em}
.banner.pass{background:#dafbe1}.banner.fail{background:#ffebe9}pre{background:#f6f8fa;padding:.5em;
overflow-x:auto}.covered{background:#dafbe1}.uncovered{background:#ffebe9}svg.chart{display:block;
margin:.5em 0}code{font-size:.95em})";

std::string esc(const std::string& s) { return xml_escape(s); }

std::string text_of(const Json& j) {
    if (j.is_string()) return j.get<std::string>();
    if (j.is_null()) return "-";
    if (j.is_number_float()) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.3f", j.get<double>());
        return buf;
    }
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

double num(const Json& j, const char* key, double fallback = 0) {
    return j.contains(key) && j[key].is_number() ? j[key].get<double>() : fallback;
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
std::string elo_chart(const Json& numbers, const Json& g) {
    Chart elo;
    elo.title      = "Elo and nElo with 95% intervals (" + g.value("game", std::string()) + ")";
    elo.x_label    = "Elo (top: logistic Elo, bottom: nElo; grey: elo0 and elo1)";
    elo.height     = 200;
    elo.y_ticks    = false;
    const double e = num(g, "elo"), ee = num(g, "elo_error95");
    const double n = num(g, "nelo"), ne = num(g, "nelo_error95");
    elo.series = { { "Elo interval", { { e - ee, 2 }, { e + ee, 2 } }, BaseColor },
        { "Elo", { { e, 1.8 }, { e, 2.2 } }, BaseColor },
        { "nElo interval", { { n - ne, 1 }, { n + ne, 1 } }, CandidateColor },
        { "nElo", { { n, 0.8 }, { n, 1.2 } }, CandidateColor },
        { "elo0", { { num(numbers, "elo0"), 0.5 }, { num(numbers, "elo0"), 2.5 } }, "#888" },
        { "elo1", { { num(numbers, "elo1"), 0.5 }, { num(numbers, "elo1"), 2.5 } }, "#444" } };
    return svg_chart(elo);
}

// The strength test's estimate: Elo with its 95% interval against the loss it must catch (-D),
// the loss its games could still catch (-power) and, when it passed, the loss it rules out.
std::string strength_chart(const Json& g) {
    Chart c;
    c.title        = "Strength: Elo with its 95% interval (" + g.value("game", std::string()) + ")";
    c.x_label      = "Elo, candidate - base (red: -D, the loss it must catch; orange: the loss "
                     "its games could catch; green: the loss it rules out)";
    c.height       = 180;
    c.y_ticks      = false;
    const double e = num(g, "elo"), ee = num(g, "elo_error95");
    const double d = num(g, "detect_elo"), power = num(g, "power_elo", d);
    c.series = { { "Elo interval", { { e - ee, 1 }, { e + ee, 1 } }, BaseColor },
        { "Elo", { { e, 0.7 }, { e, 1.3 } }, BaseColor },
        { "-D", { { -d, 0.3 }, { -d, 1.7 } }, "#cf222e" } };
    if (power > d + 0.5)
        c.series.push_back({ "power", { { -power, 0.3 }, { -power, 1.7 } }, "#d4a72c" });
    if (g.contains("loss_upper_bound") && g["loss_upper_bound"].is_number()
        && g.value("verdict", std::string()) == "pass") {
        const double b = g["loss_upper_bound"].get<double>();
        c.series.push_back({ "ruled out below", { { -b, 0.3 }, { -b, 1.7 } }, "#1a7f37" });
    }
    return svg_chart(c);
}

// The clock audit's time used / time allotted per move, candidate beside base.
std::string time_use_histogram(const Json& g) {
    Histogram h;
    h.title   = "Time used / time allotted per move (" + g.value("game", std::string()) + ")";
    h.x_label = "share of the time allotted (over 1: saved by timemargin)";
    for (int b = 0; b < 10; ++b) h.labels.push_back("<" + std::to_string(b + 1) + "0%");
    h.labels.push_back(">100%");
    for (const auto* side : { "base", "candidate" }) {
        HistogramSeries s { side, {}, std::string(side) == "base" ? BaseColor : CandidateColor };
        for (const auto& c : g["audit"][side].value("usage_tenths", Json::array()))
            s.counts.push_back(c.get<double>());
        h.series.push_back(std::move(s));
    }
    return svg_histogram(h);
}

std::string sprt_section(const Json& numbers) {
    std::string out;
    for (const auto& g : numbers.value("games", Json::array())) {
        Chart llr;
        llr.title   = "SPRT log-likelihood ratio (" + g.value("game", std::string()) + ")";
        llr.x_label = "games";
        llr.y_label = "LLR";
        ChartSeries trace { "LLR", { { 0, 0 } }, CandidateColor };
        for (const auto& p : g.value("llr_trace", Json::array()))
            trace.points.emplace_back(p[0].get<double>(), p[1].get<double>());
        llr.series.push_back(trace);
        llr.lines = { { "lower bound (H0: rejected)", num(g, "lower"), "#cf222e" },
            { "upper bound (H1: accepted)", num(g, "upper"), "#1a7f37" } };
        out += svg_chart(llr);

        out += g.contains("detect_elo") ? strength_chart(g) : elo_chart(numbers, g);
        if (g.contains("audit")) out += time_use_histogram(g);
        Json shown = g;
        shown.erase("llr_trace");
        out += scalar_table(shown);
    }
    return out;
}

std::string suites_section(const Json& numbers) {
    std::string out;
    for (const auto& g : numbers.value("games", Json::array())) {
        out += "<p>" + esc(g.value("game", std::string())) + ": "
            + esc(g.value("decision", std::string())) + "</p>\n";
        for (const auto& s : g.value("suites", Json::array())) {
            Chart c;
            c.title   = "Solve times: " + s.value("suite", std::string());
            c.x_label = "time (ms)";
            c.y_label = "positions solved";
            for (const auto* side : { "base", "candidate" }) {
                ChartSeries series { side, { { 0, 0 } },
                    std::string(side) == "base" ? BaseColor : CandidateColor };
                int         k = 0;
                for (const auto& t : s.value(std::string(side) + "_solve_ms", Json::array()))
                    series.points.emplace_back(t.get<double>(), ++k);
                c.series.push_back(series);
            }
            out += svg_chart(c);
            out += "<p>newly failed: " + esc(text_of(s["newly_failed"]))
                + "; newly solved: " + esc(text_of(s["newly_solved"])) + "</p>\n";
        }
    }
    return out;
}

std::string treesize_section(const Json& numbers) {
    std::string out;
    for (const auto& g : numbers.value("games", Json::array())) {
        Chart c;
        c.title   = "Tree size per depth (" + g.value("game", std::string()) + ")";
        c.x_label = "depth";
        c.y_label = "nodes (log)";
        c.log_y   = true;
        c.whole_x = true;
        ChartSeries base { "base", {}, BaseColor }, cand { "candidate", {}, CandidateColor };
        std::string rows;
        for (const auto& d : g.value("depths", Json::array())) {
            if (num(d, "positions") == 0) continue;
            base.points.emplace_back(num(d, "depth"), num(d, "base_nodes"));
            cand.points.emplace_back(num(d, "depth"), num(d, "candidate_nodes"));
            rows += "<tr><td>" + text_of(d["depth"]) + "</td><td>" + text_of(d["base_nodes"])
                + "</td><td>" + text_of(d["candidate_nodes"]) + "</td><td>" + text_of(d["ratio"])
                + "</td></tr>";
        }
        c.series = { base, cand };
        out += svg_chart(c);
        out += "<table><tr><th>depth</th><th>base nodes</th><th>candidate "
               "nodes</th><th>ratio</th></tr>"
            + rows + "</table>\n";
    }
    return out;
}

std::string coverage_section(const Json& numbers) {
    std::string out;
    const auto  files = numbers.value("files", Json::array());
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
            const double changed = num(f, "changed"), covered = num(f, "covered");
            const double w = changed > 0 ? 300.0 * covered / changed : 0;
            svg += "<rect x=\"300\" y=\"" + std::to_string(y)
                + "\" width=\"300\" height=\"16\" "
                  "fill=\"#ffebe9\" stroke=\"#888\"/><rect class=\"covered-bar\" x=\"300\" y=\""
                + std::to_string(y) + "\" width=\"" + std::to_string(int(w))
                + "\" height=\"16\" fill=\"#2da44e\"/><text x=\"0\" y=\"" + std::to_string(y + 12)
                + "\" font-size=\"11\">" + esc(f.value("file", std::string())) + " "
                + text_of(f["covered"]) + "/" + text_of(f["changed"]) + "</text>\n";
            y += row;
        }
        out += svg + "</svg>\n";
    }
    const auto lines = numbers.value("lines", Json::array());
    if (!lines.empty()) {
        out += "<pre class=\"changed-lines\">";
        for (const auto& l : lines) {
            const bool covered = l.value("covered", false);
            out += "<span class=\"" + std::string(covered ? "covered" : "uncovered") + "\">"
                + esc(l.value("file", std::string())) + ":" + text_of(l["line"]) + "  "
                + (covered ? "covered    " : "NOT COVERED") + "  "
                + esc(l.value("code", std::string())) + "</span>\n";
        }
        out += "</pre>\n";
    }
    return out;
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
    const char* v       = verdict == gate::Verdict::Pass ? "pass" : "fail";
    const auto  cand    = report.engines.size() > 0 ? report.engines[0] : EngineInfo {};
    const auto  base    = report.engines.size() > 1 ? report.engines[1] : EngineInfo {};
    out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        << "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
           "style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\">\n"
        << "<title>Arbiter gate: " << esc(cand.name) << " vs " << esc(base.name) << "</title>\n"
        << "<style>" << Style << "</style>\n</head>\n<body>\n";
    out << "<h1>Arbiter gate</h1>\n<p class=\"banner " << v << "\" id=\"verdict\">"
        << (verdict == gate::Verdict::Pass ? "PASS" : "FAIL") << "</p>\n";
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
        if (s.name == "sprt") out << sprt_section(s.numbers);
        if (s.name == "suites") out << suites_section(s.numbers);
        if (s.name == "treesize") out << treesize_section(s.numbers);
        if (s.name == "coverage") out << coverage_section(s.numbers);
        if (!s.numbers.empty())
            out << "<details><summary>numbers</summary><pre>"
                << esc(s.numbers.dump(2, ' ', false, nlohmann::json::error_handler_t::replace))
                << "</pre></details>\n";
    }
    out << "<h2 id=\"history\">Earlier gates of " << esc(cand.name) << "</h2>\n"
        << history_section(gate.history);
    out << "<p><small>Arbiter " << esc(report.provenance.arbiter_version)
        << "; report.json, junit.xml and summary.md are beside this page.</small></p>\n"
        << "</body>\n</html>\n";
}

} // namespace harness::report
