#include "match_html.h"

#include "match_report.h"
#include "svg_chart.h"
#include "writers.h"

#include "engine/core/text.h"

#include <cstdio>

namespace harness::report {

namespace {

using engine::core::fixed;

const char* const Style     = "body{font-family:sans-serif;margin:1.5em;max-width:70em;color:#222}"
                              "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:"
                              "2px 8px;text-align:left}.warn{color:#9a6700}";
const char* const Colors[2] = { "#1f77b4", "#d62728" };

std::string esc(const std::string& s) { return xml_escape(s); }

std::string time_use(const MatchResults& m, const std::array<std::string, 2>& names) {
    Histogram h;
    h.title   = "Time used / time allotted per move";
    h.x_label = "share of the time allotted (over 100%: saved by timemargin)";
    for (int b = 0; b < 10; ++b) h.labels.push_back("<" + std::to_string(b + 1) + "0%");
    h.labels.push_back(">100%");
    for (std::size_t i = 0; i < 2; ++i) {
        HistogramSeries s { names[i], {}, Colors[i] };
        for (int n : m.summary.audits[i].clock.usage) s.counts.push_back(n);
        h.series.push_back(std::move(s));
    }
    return svg_histogram(h);
}

void engine_section(std::ostream& out, const MatchResults& m, std::size_t i,
    const std::array<std::string, 2>& names) {
    const auto& a = m.summary.audits[i];
    out << "<h2>" << esc(names[i]) << "</h2>\n<p>Faults: " << esc(faults_line(m.summary.faults[i]))
        << "</p>\n<p>Clock: " << esc(clock_line(a.clock))
        << "</p>\n<p>Output checks: " << esc(output_line(a.output)) << "</p>\n";
    for (const auto& w : match::audit_warnings(a))
        out << "<p class=\"warn\">Warning: " << esc(w) << "</p>\n";
    if (a.output.examples.empty()) return;
    out << "<table><tr><th>game</th><th>ply</th><th>check</th><th>detail</th></tr>\n";
    for (const auto& e : a.output.examples)
        out << "<tr><td>" << e.game << "</td><td>" << e.finding.ply + 1 << "</td><td>"
            << output_checks::to_string(e.finding.check) << "</td><td>" << esc(e.finding.detail)
            << "</td></tr>\n";
    out << "</table>\n";
}

void faulted_games(std::ostream& out, const MatchResults& m,
    const std::array<std::string, 2>& names, int games_per_round) {
    bool any = false;
    for (const auto& g : m.games) {
        if (!g.played.faulty) continue;
        if (!any) out << "<h2>Faulted games</h2>\n<ul>\n";
        any = true;
        out << "<li>game " << match::game_number(g, games_per_round) << " ("
            << esc(names[std::size_t(g.white)]) << " vs " << esc(names[std::size_t(1 - g.white)])
            << "): " << match::to_string(g.played.reason) << ": " << esc(g.played.detail);
        if (g.played.replay && !g.played.replay->path.empty())
            out << "; replay: <code>" << esc(g.played.replay->path) << "</code>";
        if (g.played.replay && !g.played.replay->nodes_path.empty())
            out << "; node-count replay: <code>" << esc(g.played.replay->nodes_path) << "</code>";
        else if (g.played.replay && !g.played.replay->nodes_note.empty())
            out << "; " << esc(g.played.replay->nodes_note);
        out << "</li>\n";
    }
    if (any) out << "</ul>\n";
}

} // namespace

void write_match_html(std::ostream& out, const Report& report, const MatchResults& m) {
    const auto  names = match_engine_names(report);
    const auto& s     = m.summary;
    const auto  title = "arbiter match: " + names[0] + " vs " + names[1] + " (" + report.game + ")";
    out << "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>" << esc(title)
        << "</title><style>" << Style << "</style></head><body>\n<h1>" << esc(title) << "</h1>\n";
    out << "<table><tr><th>games</th><th>W</th><th>D</th><th>L</th><th>Elo</th><th>nElo</th>"
           "<th>LOS</th></tr>\n<tr><td>"
        << s.games.games() << "</td><td>" << s.games.wins << "</td><td>" << s.games.draws
        << "</td><td>" << s.games.losses << "</td><td>" << fixed(s.elo.elo, 1) << " ± "
        << fixed(s.elo.elo_error95, 1) << "</td><td>" << fixed(s.elo.nelo, 1) << " ± "
        << fixed(s.elo.nelo_error95, 1) << "</td><td>" << fixed(100 * s.elo.los, 1)
        << " %</td></tr></table>\n";
    out << time_use(m, names);
    for (std::size_t i = 0; i < 2; ++i) engine_section(out, m, i, names);
    faulted_games(out, m, names, games_per_round(report));
    out << "</body></html>\n";
}

} // namespace harness::report
