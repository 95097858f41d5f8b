#include "tournament_report.h"

#include "match_report.h"
#include "rate_report.h"

#include <algorithm>
#include <cstdio>

namespace harness::report {

namespace {

using Json = nlohmann::ordered_json;

std::array<std::string, 2> pairing_names(const TournamentResults& t, std::size_t p) {
    return { t.names[t.pairings[p].a], t.names[t.pairings[p].b] };
}

RateResults ratings(const TournamentResults& t) {
    std::size_t games = 0;
    for (const auto& m : t.matches) games += m.games.size();
    return { t.table, games, 0 };
}

// Each pairing's score from engine a's side and its faults, as the match summary has them.
Json pairing_json(const TournamentResults& t, std::size_t p) {
    Report names;
    for (const auto& n : pairing_names(t, p)) {
        names.engines.emplace_back();
        names.engines.back().name = n;
    }
    const auto& m = t.matches[p];
    auto        j = match_summary_json(names, { m.games, m.summary, t.sprt }, 0);
    Json        out { { "a", t.names[t.pairings[p].a] }, { "b", t.names[t.pairings[p].b] } };
    for (const char* key : { "total", "wins", "draws", "losses", "pentanomial", "elo",
             "elo_error95", "sprt", "faults" })
        out[key] = j[key];
    return out;
}

} // namespace

Json tournament_results_json(const TournamentResults& t) {
    auto out = Json::array();
    for (std::size_t p = 0; p < t.matches.size(); ++p)
        for (const auto& g : t.matches[p].games) {
            auto j       = game_to_json(g, pairing_names(t, p));
            j["pairing"] = p + 1;
            out.push_back(std::move(j));
        }
    return out;
}

Json tournament_summary_json(const TournamentResults& t, std::int64_t elapsed_ms) {
    const auto r       = ratings(t);
    auto       j       = rate_summary_json(r, elapsed_ms);
    auto       crashes = 0, timeouts = 0;
    for (const auto& m : t.matches)
        for (const auto& f : m.summary.faults) {
            crashes += f.crashes;
            timeouts += f.time_forfeits + f.stalls;
        }
    j["kind"] = tournament::to_string(t.kind);
    if (t.sprt)
        j["sprt"]
            = { { "elo0", t.sprt->elo0 }, { "elo1", t.sprt->elo1 }, { "alpha", t.sprt->alpha },
                  { "beta", t.sprt->beta }, { "model", stats::to_string(t.sprt->model) } };
    j["ratings"]  = rate_results_json(r);
    j["pairings"] = Json::array();
    for (std::size_t p = 0; p < t.matches.size(); ++p) j["pairings"].push_back(pairing_json(t, p));
    j["crash"]   = crashes;
    j["timeout"] = timeouts;
    return j;
}

std::optional<TournamentResults> tournament_results_from_json(
    const nlohmann::json& report, const std::optional<stats::SprtConfig>& sprt) {
    TournamentResults t;
    const auto        kind = tournament::parse_kind(report["config"].value("kind", ""));
    if (!kind || !report["engines"].is_array() || report["engines"].size() > tournament::MaxEngines)
        return std::nullopt;
    t.kind = *kind;
    for (const auto& e : report["engines"]) t.names.push_back(e.value("name", ""));
    t.pairings = tournament::pairings(
        t.names.size(), t.kind, report["config"].value("seeds", std::size_t(1)));
    t.matches.resize(t.pairings.size());
    t.sprt = sprt;
    for (const auto& item : report["results"]) {
        const auto p = item.is_object() ? item.value("pairing", std::size_t(0)) : 0;
        auto       g = report::game_from_json(item);
        if (!g || p < 1 || p > t.matches.size()) return std::nullopt;
        t.matches[p - 1].games.push_back(std::move(*g));
    }
    summarize_tournament(t, report["config"].value("games_per_round", 2));
    return t;
}

void summarize_tournament(TournamentResults& t, int games_per_round) {
    for (auto& m : t.matches) m.summary = match::summarize(m.games, games_per_round, t.sprt);
    rate::RateOptions o;
    o.prior_draws = tournament::TournamentConfig {}.prior_draws;
    t.table       = tournament::rate_tournament(t.names, t.pairings, t.matches, o);
}

std::vector<TestCase> tournament_test_cases(const Report& report, const TournamentResults& t) {
    std::vector<TestCase> cases;
    for (std::size_t p = 0; p < t.matches.size(); ++p) {
        Report pairing = report;
        pairing.engines.clear();
        for (const auto& n : pairing_names(t, p)) {
            pairing.engines.emplace_back();
            pairing.engines.back().name = n;
        }
        const auto& m    = t.matches[p];
        auto        more = match_test_cases(pairing, { m.games, m.summary, t.sprt });
        cases.insert(cases.end(), more.begin(), more.end());
    }
    auto rated = rate_test_cases(ratings(t));
    cases.insert(cases.end(), rated.begin(), rated.end());
    return cases;
}

void write_tournament_markdown(std::ostream& out, const TournamentResults& t, TextEscape text) {
    out << "## arbiter match: " << tournament::to_string(t.kind) << " of " << t.names.size()
        << " engines\n\n";
    write_rate_markdown(out, ratings(t), text);
    out << "\nRatings with 2 virtual draws in every pairing (BayesElo's prior), so that a pairing "
           "won every time still rates finitely.\n";
    out << "\n| pairing | games | faults (a / b) |" << (t.sprt ? " SPRT |" : "")
        << "\n|---|---|---|" << (t.sprt ? "---|" : "") << "\n";
    for (std::size_t p = 0; p < t.matches.size(); ++p) {
        const auto& s = t.matches[p].summary;
        auto        n = [](const match::FaultCounts& f) {
            return f.time_forfeits + f.stalls + f.crashes + f.illegal_moves + f.protocol_errors
                + f.memory_faults;
        };
        out << "| " << text(t.names[t.pairings[p].a]) << " - " << text(t.names[t.pairings[p].b])
            << " | " << s.games.games() << " | " << n(s.faults[0]) << " / " << n(s.faults[1])
            << " |";
        if (t.sprt) out << " " << sprt_cell(s) << " |";
        out << "\n";
    }
    if (t.sprt) out << "\n" << tournament_sprt_note(t) << "\n";
}

std::string tournament_sprt_note(const TournamentResults& t) {
    if (!t.sprt) return {};
    const auto p     = double(t.pairings.size());
    auto       bound = [&](double rate) {
        char text[32];
        std::snprintf(text, sizeof text, "%.3g", std::min(1.0, p * rate));
        return std::string(text);
    };
    return "Each pairing is its own SPRT " + sprt_config_text(*t.sprt)
        + " on its first engine's Elo, and stops at its bound. With "
        + std::to_string(t.pairings.size())
        + " pairings, the chance that some pairing's verdict is wrong is up to about "
        + bound(t.sprt->alpha) + " (H1 where the first engine is at most elo0 stronger) and "
        + bound(t.sprt->beta)
        + " (H0 where it is at least elo1 stronger): the pairings times alpha and beta, each "
          "the GSPRT's approximate rate.";
}

} // namespace harness::report
