#include "tune_report.h"

#include "fixed.h"
#include "html_page.h"
#include "match_report.h"
#include "svg_chart.h"
#include "writers.h"

#include "harness/protocol/spell.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace harness::report {

namespace {

using Json = nlohmann::ordered_json;

struct Score {
    int wins = 0, draws = 0, losses = 0, faults = 0;
};

Score plus_score(const tune::TuneRun& r) {
    Score s;
    for (const auto& p : r.pairs) {
        s.wins += p.wins;
        s.draws += p.draws;
        s.losses += p.losses;
        s.faults += p.faults;
    }
    return s;
}

Json verification_json(const TuneResults& t) {
    if (!t.run.verification || !t.verify) return nullptr;
    Report names;
    for (const char* name : { "tuned", "start" }) {
        names.engines.emplace_back();
        names.engines.back().name = name;
    }
    MatchResults m { t.run.verification->games, t.run.verification->summary, t.verify->sprt };
    auto         j = match_summary_json(names, m, 0);
    j.erase("elapsed_ms");
    j["tc"]        = match::to_string(t.verify->tc);
    j["max_pairs"] = t.verify->max_pairs;
    return j;
}

Json params_json(const TuneResults& t) {
    auto       out    = Json::array();
    const auto values = t.run.values();
    for (std::size_t i = 0; i < t.params.size(); ++i) {
        const auto& p = t.params[i];
        out.push_back({ { "name", p.name }, { "start", p.start }, { "min", p.min },
            { "max", p.max }, { "c_end", p.c_end }, { "r_end", p.r_end },
            { "final", i < t.run.theta.size() ? t.run.theta[i] : p.start },
            { "value", i < values.size() ? values[i] : std::int64_t(p.start) } });
    }
    return out;
}

std::string verdict_text(const TuneResults& t) {
    if (!t.run.verification || !t.verify) return t.run.message;
    const auto& s = t.run.verification->summary;
    const auto& v = *t.verify;
    return t.run.message + "; " + std::to_string(s.games.games()) + " games at "
        + match::to_string(v.tc) + ", tuned - start " + fixed(s.elo.elo, 1) + " +- "
        + fixed(s.elo.elo_error95, 1) + " Elo; SPRT elo0 " + fixed(v.sprt.elo0, 1) + " elo1 "
        + fixed(v.sprt.elo1, 1) + " (alpha " + fixed(v.sprt.alpha, 3) + ", beta "
        + fixed(v.sprt.beta, 3) + ": at most that chance of a wrong verdict)";
}

} // namespace

Json tune_results_json(const TuneResults& t) {
    auto out = Json::array();
    for (const auto& point : t.run.trajectory) {
        // Appended, not looked up: the names are unique (tune refuses duplicates), and an
        // ordered object's lookup is linear (3x10^5 parameters took 23 minutes).
        Json  theta   = Json::object();
        auto& members = theta.get_ref<Json::object_t&>();
        members.reserve(std::min(t.params.size(), point.theta.size()));
        for (std::size_t i = 0; i < t.params.size() && i < point.theta.size(); ++i)
            members.emplace_back(t.params[i].name, point.theta[i]);
        out.push_back({ { "iteration", point.iteration }, { "theta", theta } });
    }
    return out;
}

Json tune_summary_json(const TuneResults& t, std::int64_t elapsed_ms) {
    const auto s = plus_score(t.run);
    return { { "end", tune::to_string(t.run.end) }, { "exit_code", tune::exit_code(t.run) },
        { "message", t.run.message }, { "params", params_json(t) },
        { "iterations", t.spsa.iterations }, { "pairs", t.run.pairs.size() },
        { "played", t.run.played }, { "batch", t.batch }, { "seed", t.spsa.seed },
        { "alpha", t.spsa.alpha }, { "gamma", t.spsa.gamma }, { "a_ratio", t.spsa.a_ratio },
        { "plus_wins", s.wins }, { "plus_draws", s.draws }, { "plus_losses", s.losses },
        { "verification", verification_json(t) }, { "setoption", tune_setoption_lines(t) },
        { "params_file", tune::params_text(final_params(t)) }, { "total", t.run.pairs.size() },
        { "crash", 0 }, { "timeout", 0 }, { "error", s.faults }, { "elapsed_ms", elapsed_ms } };
}

std::vector<tune::Param> final_params(const TuneResults& t) {
    auto       out    = t.params;
    const auto values = t.run.values();
    for (std::size_t i = 0; i < out.size() && i < values.size(); ++i) out[i].start = values[i];
    return out;
}

std::vector<TestCase> tune_test_cases(const TuneResults& t) {
    TestCase c;
    c.classname = "tune";
    c.name      = "tune of " + std::to_string(t.params.size()) + " parameters, verified";
    c.message   = verdict_text(t);
    c.kind      = tune::exit_code(t.run) == 0 ? TestCase::Kind::Pass
             : tune::exit_code(t.run) == 1    ? TestCase::Kind::Failure
                                              : TestCase::Kind::Error;
    return { c };
}

std::vector<std::string> tune_setoption_lines(const TuneResults& t) {
    std::vector<std::string> out;
    const auto               values = t.run.values();
    for (std::size_t i = 0; i < t.params.size() && i < values.size(); ++i) {
        const auto& name  = t.params[i].name;
        const auto  value = std::to_string(values[i]);
        out.push_back(t.proto == protocol::Protocol::Ucci
                ? protocol::spell::ucci_setoption(name, value)
                : t.proto == protocol::Protocol::Xboard
                ? protocol::spell::xboard_option(name, value)
                : protocol::spell::uci_setoption(name, value));
    }
    return out;
}

void write_tune_markdown(std::ostream& out, const TuneResults& t, TextEscape text) {
    const auto s = plus_score(t.run);
    out << "## arbiter tune: " << t.params.size() << " parameters, " << t.run.pairs.size() << " of "
        << t.spsa.iterations << " game pairs\n\n"
        << text(verdict_text(t)) << "\n\n| parameter | start | final | value | min | max |\n"
        << "|---|---|---|---|---|---|\n";
    const auto values = t.run.values();
    for (std::size_t i = 0; i < t.params.size(); ++i) {
        const auto& p = t.params[i];
        out << "| " << text(p.name) << " | " << fixed(p.start, 1) << " | "
            << (i < t.run.theta.size() ? fixed(t.run.theta[i], 2) : std::string("-")) << " | "
            << (i < values.size() ? std::to_string(values[i]) : std::string("-")) << " | "
            << fixed(p.min, 0) << " | " << fixed(p.max, 0) << " |\n";
    }
    out << "\nSPSA: batches of " << t.batch << " pairs, seed " << t.spsa.seed << ", alpha "
        << t.spsa.alpha << ", gamma " << t.spsa.gamma << ", A " << t.spsa.a_ratio
        << " of the iterations. The plus side scored +" << s.wins << " =" << s.draws << " -"
        << s.losses << " (" << s.faults << " games ended by an engine fault).\n\nFinal values:\n\n";
    for (const auto& line : tune_setoption_lines(t)) out << "    " << text(line) << "\n";
}

namespace {

// The parameters charted, at most MaxTuneCharts: those that moved furthest across their range.
std::vector<std::size_t> charted_params(const TuneResults& t) {
    std::vector<std::pair<double, std::size_t>> moved;
    for (std::size_t i = 0; i < t.params.size(); ++i) {
        const auto& p     = t.params[i];
        const auto  final = i < t.run.theta.size() ? t.run.theta[i] : p.start;
        moved.emplace_back(-std::abs(final - p.start) / std::max(p.max - p.min, 1e-9), i);
    }
    const auto shown = std::min(moved.size(), MaxTuneCharts);
    std::partial_sort(moved.begin(), moved.begin() + std::ptrdiff_t(shown), moved.end());
    std::vector<std::size_t> out;
    for (std::size_t k = 0; k < shown; ++k) out.push_back(moved[k].second);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

void write_tune_html(std::ostream& out, const Report& report, const TuneResults& t) {
    write_html_head(out, "Arbiter tune: " + std::to_string(t.params.size()) + " parameters");
    out << "<h1>Arbiter tune</h1>\n<p><code>" << xml_escape(report.provenance.command_line)
        << "</code></p>\n<p>" << xml_escape(verdict_text(t)) << "</p>\n";
    const auto charted = charted_params(t);
    if (charted.size() < t.params.size())
        out << "<p>Charts of the " << charted.size()
            << " parameters that moved furthest across their range; the table and the JSON "
               "report hold all "
            << t.params.size() << ".</p>\n";
    for (const auto i : charted) {
        const auto& p = t.params[i];
        Chart       chart;
        chart.title   = p.name;
        chart.x_label = "game pairs";
        chart.y_label = "value";
        ChartSeries series { "theta", {}, "#1f77b4" };
        for (const auto& point : t.run.trajectory)
            if (i < point.theta.size()) series.points.emplace_back(point.iteration, point.theta[i]);
        chart.series.push_back(series);
        chart.lines.push_back({ "start", p.start, "#7f7f7f" });
        out << svg_chart(chart) << "\n";
    }
    std::ostringstream table;
    write_tune_markdown(table, t, one_line_text);
    out << "<pre>" << xml_escape(table.str()) << "</pre>\n";
    write_html_tail(out);
}

} // namespace harness::report
