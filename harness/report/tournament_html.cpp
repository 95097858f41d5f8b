#include "tournament_html.h"

#include "fixed.h"
#include "html_page.h"
#include "match_report.h"
#include "rate_report.h"
#include "tournament_report.h"
#include "writers.h"

namespace harness::report {

namespace {

// Row engine's points and games against the column engine, from every pairing's games.
struct Cell {
    double      points = 0;
    std::size_t games  = 0;
};

std::vector<std::vector<Cell>> score_grid(const TournamentResults& t) {
    std::vector<std::vector<Cell>> grid(t.names.size(), std::vector<Cell>(t.names.size()));
    for (std::size_t p = 0; p < t.matches.size() && p < t.pairings.size(); ++p) {
        const auto& g = t.matches[p].summary.games; // from a's side
        auto&       a = grid[t.pairings[p].a][t.pairings[p].b];
        auto&       b = grid[t.pairings[p].b][t.pairings[p].a];
        a.points += g.wins + 0.5 * g.draws;
        b.points += g.losses + 0.5 * g.draws;
        a.games += std::size_t(g.games());
        b.games += std::size_t(g.games());
    }
    return grid;
}

// The engines best first (by rating; in the order given when there are no ratings).
std::vector<std::size_t> rank_order(const TournamentResults& t) {
    if (t.table.order.size() == t.names.size()) return t.table.order;
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < t.names.size(); ++i) order.push_back(i);
    return order;
}

void write_grid(std::ostream& out, const TournamentResults& t) {
    const auto grid  = score_grid(t);
    const auto order = rank_order(t);
    out << "<h2>Crosstable</h2>\n<p>Each cell: the row engine's points / games against the "
           "column engine.</p>\n<table>\n<tr><th></th>";
    for (auto j : order) out << "<th>" << xml_escape(t.names[j]) << "</th>";
    out << "</tr>\n";
    for (auto i : order) {
        out << "<tr><th>" << xml_escape(t.names[i]) << "</th>";
        for (auto j : order) {
            const auto& c = grid[i][j];
            if (i == j || c.games == 0) {
                out << "<td></td>";
                continue;
            }
            const double share = c.points / double(c.games);
            out << "<td style=\"background:hsl(" << fixed(120 * share, 0) << ",60%,85%)\">"
                << fixed(c.points, 1) << " / " << c.games << "</td>";
        }
        out << "</tr>\n";
    }
    out << "</table>\n";
}

void write_pairings(std::ostream& out, const TournamentResults& t) {
    out << "<h2>Pairings</h2>\n<table>\n<tr><th>pairing</th><th>games</th><th>W</th><th>D</th>"
           "<th>L</th><th>Elo</th><th>pentanomial</th><th>faults</th>"
        << (t.sprt ? "<th>SPRT</th>" : "") << "</tr>\n";
    for (std::size_t p = 0; p < t.matches.size() && p < t.pairings.size(); ++p) {
        const auto& s = t.matches[p].summary;
        const auto& c = s.pairs.counts;
        out << "<tr><td>" << xml_escape(t.names[t.pairings[p].a]) << " - "
            << xml_escape(t.names[t.pairings[p].b]) << "</td><td>" << s.games.games() << "</td><td>"
            << s.games.wins << "</td><td>" << s.games.draws << "</td><td>" << s.games.losses
            << "</td><td>" << fixed(s.elo.elo, 1) << " &plusmn; " << fixed(s.elo.elo_error95, 1)
            << "</td><td>" << c[0] << ", " << c[1] << ", " << c[2] << ", " << c[3] << ", " << c[4]
            << "</td><td>" << xml_escape(faults_line(s.faults[0])) << " / "
            << xml_escape(faults_line(s.faults[1])) << "</td>";
        if (t.sprt) out << "<td>" << xml_escape(sprt_cell(s)) << "</td>";
        out << "</tr>\n";
    }
    out << "</table>\n";
    if (t.sprt) out << "<p>" << xml_escape(tournament_sprt_note(t)) << "</p>\n";
}

} // namespace

void write_tournament_html(std::ostream& out, const Report& report, const TournamentResults& t) {
    const std::string title = std::string("Arbiter ") + tournament::to_string(t.kind) + " of "
        + std::to_string(t.names.size()) + " engines";
    write_html_head(out, title);
    out << "<h1>" << xml_escape(title) << " (" << xml_escape(report.game) << ")</h1>\n<p><code>"
        << xml_escape(report.provenance.command_line) << "</code></p>\n";
    std::size_t games = 0;
    for (const auto& m : t.matches) games += m.games.size();
    out << "<h2>Ratings</h2>\n";
    write_rate_html_body(out, RateResults { t.table, games, 0 });
    write_grid(out, t);
    write_pairings(out, t);
    write_html_tail(out);
}

} // namespace harness::report
