#include "ladder_report.h"

#include "fixed.h"
#include "html_page.h"
#include "sanitize.h"
#include "svg_chart.h"
#include "writers.h"

#include <cstdio>

namespace harness::report {

namespace {

std::string interval(const gate::LadderRow& r) {
    return "[" + fixed(r.low, 1) + ", " + fixed(r.high, 1) + "]";
}

std::string opponents(const gate::LadderRow& r) {
    std::string out;
    for (const auto& o : r.opponents) out += (out.empty() ? "" : ", ") + o;
    return out;
}

// "(anchor)" or "(this gate)" after a player's name.
std::string mark(const gate::LadderStanding& l, const gate::LadderRow& r) {
    if (r.name == l.anchor) return " (anchor)";
    if (r.name == l.candidate) return " (this gate)";
    return "";
}

std::string score(const gate::LadderRow& r) {
    return r.games ? fixed(100 * r.points / double(r.games), 1) + "%" : "-";
}

} // namespace

void write_ladder_text(std::ostream& out, const gate::LadderStanding& l) {
    out << "ladder: " << l.builds.size() << " builds, " << l.references.size() << " references, "
        << l.games << " games in " << l.entries << " gauntlets; anchor " << one_line_text(l.anchor)
        << " at 0\n";
    if (!l.error.empty()) {
        out << "no ratings: " << one_line_text(l.error) << "\n";
        return;
    }
    char line[512];
    std::snprintf(line, sizeof line, "%3s  %-28s  %8s  %-18s  %6s  %6s  %-20s  %s\n", "#", "build",
        "elo", "95% interval", "games", "score", "added", "opponents");
    out << line;
    int k = 0;
    for (const auto* list : { &l.builds, &l.references }) {
        if (list == &l.references && !l.references.empty()) out << "references:\n";
        for (const auto& r : *list) {
            std::snprintf(line, sizeof line, "%3s  %-28s  %8s  %-18s  %6zu  %6s  %-20s  %s\n",
                r.is_build ? std::to_string(++k).c_str() : "-",
                one_line_text(r.name + mark(l, r)).c_str(), fixed(r.elo, 1).c_str(),
                interval(r).c_str(), r.games, score(r).c_str(), one_line_text(r.added_at).c_str(),
                one_line_text(opponents(r)).c_str());
            out << line;
        }
    }
}

void write_ladder_markdown(std::ostream& out, const gate::LadderStanding& l) {
    out << "## Rating ladder\n\n"
        << l.builds.size() << " builds, " << l.references.size() << " references, " << l.games
        << " games in " << l.entries << " gauntlets; " << markdown_cell(l.anchor)
        << " held at 0 Elo.\n\n";
    if (!l.error.empty()) {
        out << "No ratings: " << markdown_cell(l.error) << "\n";
        return;
    }
    out << "| # | player | Elo | 95% interval | games | score | added | opponents |\n"
           "|---|---|---:|---|---:|---:|---|---|\n";
    int k = 0;
    for (const auto* list : { &l.builds, &l.references })
        for (const auto& r : *list)
            out << "| " << (r.is_build ? std::to_string(++k) : "ref") << " | "
                << markdown_cell(r.name + mark(l, r)) << " | " << fixed(r.elo, 1) << " | "
                << interval(r) << " | " << r.games << " | " << score(r) << " | "
                << markdown_cell(r.added_at) << " | " << markdown_cell(opponents(r)) << " |\n";
}

std::string ladder_html_section(const gate::LadderStanding& l) {
    auto esc = [](const std::string& s) { return xml_escape(s); };
    if (!l.error.empty()) return "<p>No ladder ratings: " + esc(l.error) + "</p>\n";
    Chart c;
    c.title   = "Rating of each build (Elo, " + l.anchor + " at 0)";
    c.x_label = "build (in the order they joined)";
    c.y_label = "Elo";
    c.whole_x = true;
    ChartSeries low { "95% low", {}, "#9ecae1" }, high { "95% high", {}, "#9ecae1" },
        rating { "rating", {}, "#d62728" };
    for (std::size_t i = 0; i < l.builds.size(); ++i) {
        const double x = double(i + 1);
        low.points.emplace_back(x, l.builds[i].low);
        high.points.emplace_back(x, l.builds[i].high);
        rating.points.emplace_back(x, l.builds[i].elo);
    }
    c.series = { low, high, rating };
    for (const auto& r : l.references) c.lines.push_back({ r.name, r.elo, "#2ca02c" });
    std::string out = svg_chart(c)
        + "<table id=\"ladder-table\"><tr><th>#</th><th>player</th>"
          "<th>Elo</th><th>95% interval</th><th>games</th><th>score</th>"
          "<th>added</th><th>opponents</th></tr>\n";
    int k = 0;
    for (const auto* list : { &l.builds, &l.references })
        for (const auto& r : *list)
            out += "<tr><td>" + (r.is_build ? std::to_string(++k) : std::string("ref"))
                + "</td><td>" + esc(r.name + mark(l, r)) + "</td><td>" + fixed(r.elo, 1)
                + "</td><td>" + interval(r) + "</td><td>" + std::to_string(r.games) + "</td><td>"
                + score(r) + "</td><td>" + esc(r.added_at) + "</td><td>" + esc(opponents(r))
                + "</td></tr>\n";
    return out + "</table>\n";
}

void write_ladder_html(std::ostream& out, const gate::LadderStanding& l) {
    write_html_head(out, "Arbiter rating ladder");
    out << "<h1>Rating ladder</h1>\n<p>" << l.builds.size() << " builds, " << l.references.size()
        << " references, " << l.games << " games in " << l.entries << " gauntlets; "
        << xml_escape(l.anchor) << " held at 0 Elo.</p>\n"
        << ladder_html_section(l);
    write_html_tail(out);
}

} // namespace harness::report
