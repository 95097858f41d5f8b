#include "rate_report.h"

#include "fixed.h"
#include "html_page.h"
#include "svg_chart.h"
#include "writers.h"

#include <cstdio>
#include <sstream>

namespace harness::report {

namespace {

using Json = nlohmann::ordered_json;

std::string pentanomial_text(const stats::Pentanomial& p) {
    std::string s;
    for (auto c : p.counts) s += (s.empty() ? "" : " ") + std::to_string(c);
    return s;
}

// Each pairing's W/D/L and the pentanomial of its game pairs.
void write_crosstable(std::ostream& out, const rate::RatingTable& t, TextEscape text) {
    out << "| pairing | W | D | L | pairs 0 / 0.5 / 1 / 1.5 / 2 |\n|---|---|---|---|---|\n";
    for (const auto& p : t.crosstable)
        out << "| " << text(t.names[p.a]) << " - " << text(t.names[p.b]) << " | " << p.wins << " | "
            << p.draws << " | " << p.losses << " | "
            << (p.pairs.pairs() ? pentanomial_text(p.pairs) : std::string("-")) << " |\n";
}

} // namespace

Json rate_results_json(const RateResults& r) {
    const auto& t   = r.table;
    auto        out = Json::array();
    for (std::size_t k = 0; k < t.order.size(); ++k) {
        const auto  i = t.order[k];
        const auto& p = t.fit.players[i];
        Json j = { { "rank", k + 1 }, { "name", t.names[i] }, { "elo", p.elo }, { "se", p.se },
            { "low", p.low }, { "high", p.high }, { "games", p.games }, { "points", p.points },
            { "draws", p.draws } };
        j["superiority_over_next"]
            = k < t.superiority_over_next.size() ? Json(t.superiority_over_next[k]) : Json(nullptr);
        out.push_back(j);
    }
    return out;
}

Json rate_summary_json(const RateResults& r, std::int64_t elapsed_ms) {
    const auto& t     = r.table;
    auto        cross = Json::array();
    for (const auto& p : t.crosstable)
        cross.push_back({ { "a", t.names[p.a] }, { "b", t.names[p.b] }, { "wins", p.wins },
            { "draws", p.draws }, { "losses", p.losses }, { "pentanomial", p.pairs.counts } });
    return { { "players", t.names.size() }, { "games", r.games }, { "unfinished", r.unfinished },
        { "first_move_elo", t.fit.first_move_elo }, { "first_move_se", t.fit.first_move_se },
        { "draw_nu", t.fit.draw_nu }, { "log_likelihood", t.fit.log_likelihood },
        { "intervals", t.intervals }, { "crosstable", cross }, { "total", r.games }, { "crash", 0 },
        { "timeout", 0 }, { "error", t.fit.error.empty() ? 0 : 1 }, { "elapsed_ms", elapsed_ms } };
}

std::vector<TestCase> rate_test_cases(const RateResults& r) {
    TestCase c;
    c.classname = "rate";
    c.name      = "ratings of " + std::to_string(r.table.names.size()) + " players";
    c.message   = r.table.fit.error;
    c.kind      = r.table.fit.error.empty() ? TestCase::Kind::Pass : TestCase::Kind::Error;
    return { c };
}

void write_rate_markdown(std::ostream& out, const RateResults& r, TextEscape text) {
    const auto& t = r.table;
    out << "## arbiter rate: " << t.names.size() << " players, " << r.games << " games";
    if (r.unfinished) out << " (" << r.unfinished << " unfinished left out)";
    out << "\n\n";
    if (!t.fit.error.empty()) {
        out << "No ratings: " << text(t.fit.error) << "\n\n";
        write_crosstable(out, t, text);
        return;
    }
    out << "| rank | player | Elo | 95% | games | score | draws | LOS next |\n"
           "|---|---|---|---|---|---|---|---|\n";
    for (std::size_t k = 0; k < t.order.size(); ++k) {
        const auto  i = t.order[k];
        const auto& p = t.fit.players[i];
        out << "| " << k + 1 << " | " << text(t.names[i]) << " | " << fixed(p.elo, 1) << " | "
            << fixed(p.low, 1) << " .. " << fixed(p.high, 1) << " | " << p.games << " | "
            << fixed(100 * p.points / double(std::max<std::size_t>(p.games, 1)), 1) << "% | "
            << p.draws << " | "
            << (k < t.superiority_over_next.size()
                       ? fixed(100 * t.superiority_over_next[k], 1) + "%"
                       : std::string("-"))
            << " |\n";
    }
    out << "\nFirst mover's advantage " << fixed(t.fit.first_move_elo, 1) << " +- "
        << fixed(1.96 * t.fit.first_move_se, 1) << " Elo; draw parameter nu "
        << fixed(t.fit.draw_nu, 3)
        << " (Bradley-Terry with Davidson draws); 95% intervals: " << text(t.intervals) << ".\n\n";
    write_crosstable(out, t, text);
}

void write_rate_html_body(std::ostream& out, const RateResults& r) {
    const auto& t = r.table;
    Chart       chart;
    chart.title   = "Elo with its 95% interval, best first";
    chart.x_label = "rank";
    chart.y_label = "Elo";
    chart.whole_x = true;
    ChartSeries estimates { "estimate", {}, "#1f77b4" };
    for (std::size_t k = 0; k < t.order.size(); ++k) {
        const auto& p = t.fit.players[t.order[k]];
        estimates.points.emplace_back(double(k + 1), p.elo);
        chart.series.push_back({ t.names[t.order[k]],
            { { double(k + 1), p.low }, { double(k + 1), p.high } }, "#d62728" });
    }
    chart.series.insert(chart.series.begin(), estimates);
    if (t.fit.error.empty()) out << svg_chart(chart) << "\n";
    std::ostringstream table;
    write_rate_markdown(table, r, one_line_text);
    out << "<pre>" << xml_escape(table.str()) << "</pre>\n";
}

void write_rate_html(std::ostream& out, const Report& report, const RateResults& r) {
    write_html_head(out, "Arbiter rate: " + std::to_string(r.table.names.size()) + " players");
    out << "<h1>Arbiter rate</h1>\n<p><code>" << xml_escape(report.provenance.command_line)
        << "</code></p>\n";
    write_rate_html_body(out, r);
    write_html_tail(out);
}

} // namespace harness::report
