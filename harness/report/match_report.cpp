#include "match_report.h"

#include "sanitize.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace harness::report {

using engine::core::Color;
using engine::core::GameResult;
using match::GameEntry;
using nlohmann::ordered_json;

namespace {

// "replay: FILE (how it was made)" or why there is none; then the node-count replay, if tried.
std::string replay_text(const match::FaultReplay& r) {
    std::string s = r.path.empty() ? r.note : "replay: " + r.path + " (" + r.note + ")";
    if (!r.nodes_note.empty())
        s += r.nodes_path.empty()
            ? "; " + r.nodes_note
            : "; node-count replay: " + r.nodes_path + " (" + r.nodes_note + ")";
    return s;
}

// The engine index that played colour c in game g.
int engine_of(const GameEntry& g, Color c) { return c == Color::First ? g.white : 1 - g.white; }

std::string fmt(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

int fault_total(const match::FaultCounts& f) {
    return f.time_forfeits + f.stalls + f.crashes + f.illegal_moves + f.protocol_errors
        + f.memory_faults;
}

ordered_json spread_json(const match::Spread& s) {
    return { { "n", s.n }, { "p50", s.p50 }, { "p90", s.p90 }, { "p99", s.p99 }, { "max", s.max } };
}

ordered_json optional_json(const std::optional<std::int64_t>& v) {
    return v ? ordered_json(*v) : ordered_json(nullptr);
}

ordered_json audit_json(const match::EngineAudit& a, const std::string& name) {
    const auto&  c = a.clock;
    ordered_json clock { { "moves", c.moves }, { "usage_tenths", c.usage },
        { "overruns", c.overruns }, { "time_ms", spread_json(c.time_ms) },
        { "latency_us", spread_json(c.latency_us) }, { "overhead_us", spread_json(c.overhead_us) },
        { "probes", c.probes }, { "probe_faults", c.probe_faults },
        { "answered_early", c.answered_early }, { "stop_us", optional_json(c.stop_us) },
        { "isready_us", optional_json(c.isready_us) }, { "cpu_ms", c.cpu_ms },
        { "cpu_wall_ms", c.cpu_wall_ms }, { "contended_ms", optional_json(c.contended_ms) } };
    ordered_json counts;
    for (output_checks::Check k : output_checks::AllChecks)
        counts[output_checks::to_string(k)] = a.output.counts[std::size_t(k)];
    auto examples = ordered_json::array();
    for (const auto& e : a.output.examples)
        examples.push_back({ { "game", e.game }, { "ply", e.finding.ply + 1 },
            { "check", output_checks::to_string(e.finding.check) },
            { "detail", e.finding.detail } });
    return { { "engine", name }, { "warnings", match::audit_warnings(a) },
        { "clock", std::move(clock) },
        { "output_checks",
            { { "counts", std::move(counts) }, { "examples", std::move(examples) } } } };
}

std::string ms_text(std::int64_t us) { return fmt("%.1f", double(us) / 1000.0) + " ms"; }

void write_audit_text(std::ostream& out, const match::EngineAudit& a, const std::string& name) {
    out << "Clock " << name << ": " << clock_line(a.clock) << "\n";
    out << "Output " << name << ": " << output_line(a.output) << "\n";
    for (const auto& w : match::audit_warnings(a)) out << "Warning " << name << ": " << w << "\n";
    for (const auto& e : a.output.examples)
        out << "    game " << e.game << " ply " << e.finding.ply + 1 << ": "
            << output_checks::to_string(e.finding.check) << ": " << e.finding.detail << "\n";
}

} // namespace

std::array<std::string, 2> match_engine_names(const Report& report) {
    std::array<std::string, 2> n { "engine 1", "engine 2" };
    for (std::size_t i = 0; i < 2 && i < report.engines.size(); ++i) n[i] = report.engines[i].name;
    return n;
}
std::string faults_line(const match::FaultCounts& f) {
    std::string s;
    auto        add = [&](int n, const char* what) {
        if (n) s += (s.empty() ? "" : ", ") + std::to_string(n) + " " + what;
    };
    add(f.time_forfeits, "time forfeits");
    add(f.turn_forfeits, "of them over the turn limit");
    add(f.stalls, "stalls");
    add(f.crashes, "crashes");
    add(f.illegal_moves, "illegal moves");
    add(f.protocol_errors, "protocol errors");
    add(f.memory_faults, "over the memory limit");
    return s.empty() ? "none" : s;
}
// "412 timed moves, 3 over their time (saved by timemargin), latency p99 0.4 ms, stop 1.2 ms,
// isready 0.1 ms, Arbiter 0.2 ms/move (p99)"
std::string clock_line(const match::ClockAudit& c) {
    std::string s = std::to_string(c.moves) + " timed moves, " + std::to_string(c.overruns)
        + " over their time (saved by timemargin or flagstop)";
    if (c.latency_us.n) s += ", latency p99 " + ms_text(c.latency_us.p99);
    if (c.stop_us) s += ", stop " + ms_text(*c.stop_us);
    if (c.isready_us) s += ", isready " + ms_text(*c.isready_us);
    if (c.answered_early)
        s += ", " + std::to_string(c.answered_early)
            + " searches without limit answered before stop";
    if (c.probe_faults) s += ", " + std::to_string(c.probe_faults) + " reaction probes failed";
    if (const auto share = process::cpu_share(match::cpu_use(c)))
        s += ", " + fmt("%.0f", 100 * *share) + "% of a CPU while searching";
    return s + ", Arbiter " + ms_text(c.overhead_us.p99) + "/move (p99)";
}
// "2 pv-illegal, 1 mate-contradicted" or "none"
std::string output_line(const match::OutputAudit& o) {
    std::string s;
    for (output_checks::Check k : output_checks::AllChecks)
        if (const int n = o.counts[std::size_t(k)])
            s += (s.empty() ? "" : ", ") + std::to_string(n) + " " + output_checks::to_string(k);
    return s.empty() ? "none" : s;
}
int games_per_round(const Report& report) {
    const auto& c = report.config;
    if (c.is_object() && c.contains("games_per_round") && c["games_per_round"].is_number_integer())
        return c["games_per_round"].get<int>();
    return 2;
}

ordered_json match_summary_json(
    const Report& report, const MatchResults& m, std::int64_t elapsed_ms) {
    const auto&  s     = m.summary;
    const auto   names = match_engine_names(report);
    ordered_json j;
    int          crash = 0, timeout = 0, error = 0;
    for (const auto& f : s.faults) {
        crash += f.crashes;
        timeout += f.time_forfeits + f.stalls;
        error += f.illegal_moves + f.protocol_errors;
    }
    j["total"]        = s.games.games();
    j["wins"]         = s.games.wins;
    j["draws"]        = s.games.draws;
    j["losses"]       = s.games.losses;
    j["pentanomial"]  = s.pairs.counts;
    j["elo"]          = s.elo.elo;
    j["elo_error95"]  = s.elo.elo_error95;
    j["nelo"]         = s.elo.nelo;
    j["nelo_error95"] = s.elo.nelo_error95;
    j["los"]          = s.elo.los;
    j["draw_ratio"]   = s.elo.draw_ratio;
    if (s.sprt && m.sprt) {
        j["sprt"]
            = { { "elo0", m.sprt->elo0 }, { "elo1", m.sprt->elo1 }, { "alpha", m.sprt->alpha },
                  { "beta", m.sprt->beta }, { "model", stats::to_string(m.sprt->model) },
                  { "llr", s.sprt->llr }, { "lower", s.sprt->lower }, { "upper", s.sprt->upper },
                  { "verdict", stats::to_string(s.sprt->verdict) } };
    } else {
        j["sprt"] = nullptr;
    }
    auto faults = ordered_json::array();
    for (std::size_t i = 0; i < 2; ++i) {
        const auto& f = s.faults[i];
        faults.push_back({ { "engine", names[i] }, { "time_forfeits", f.time_forfeits },
            { "stalls", f.stalls }, { "crashes", f.crashes }, { "illegal_moves", f.illegal_moves },
            { "protocol_errors", f.protocol_errors }, { "turn_forfeits", f.turn_forfeits },
            { "memory_faults", f.memory_faults } });
    }
    j["faults"] = std::move(faults);
    auto audits = ordered_json::array();
    for (std::size_t i = 0; i < 2; ++i) audits.push_back(audit_json(s.audits[i], names[i]));
    j["audit"]      = std::move(audits);
    j["crash"]      = crash;
    j["timeout"]    = timeout;
    j["error"]      = error;
    j["elapsed_ms"] = elapsed_ms;
    return j;
}

std::vector<TestCase> match_test_cases(const Report& report, const MatchResults& m) {
    const auto            names = match_engine_names(report);
    std::vector<TestCase> cases;
    for (const auto& g : m.games) {
        TestCase c;
        c.classname = "match." + report.game;
        c.name      = "round " + std::to_string(g.round + 1) + " game " + std::to_string(g.game + 1)
            + ": " + names[std::size_t(g.white)] + " vs " + names[std::size_t(1 - g.white)];
        std::int64_t ms = 0;
        for (const auto& mv : g.played.moves) ms += mv.time_ms;
        c.seconds = double(ms) / 1000.0;
        if (g.played.faulty) {
            c.kind    = TestCase::Kind::Error;
            c.message = names[std::size_t(engine_of(g, *g.played.faulty))] + ": "
                + match::to_string(g.played.reason);
            c.body = g.played.detail + "\n" + g.played.transcript_tail;
            if (const auto& r = g.played.replay) c.body += replay_text(*r) + "\n";
        }
        cases.push_back(std::move(c));
    }
    if (m.sprt && m.summary.sprt) {
        const auto& s = *m.summary.sprt;
        TestCase    c;
        c.classname = "match." + report.game;
        c.name      = "sprt [" + fmt("%.2f", m.sprt->elo0) + ", " + fmt("%.2f", m.sprt->elo1) + "] "
            + names[0] + " vs " + names[1];
        c.seconds       = double(report.provenance.elapsed_ms) / 1000.0;
        const auto text = "LLR " + fmt("%.2f", s.llr) + " (" + fmt("%.2f", s.lower) + ", "
            + fmt("%.2f", s.upper) + "): " + stats::to_string(s.verdict);
        if (s.verdict != stats::SprtVerdict::AcceptH1) {
            c.kind    = TestCase::Kind::Failure;
            c.message = s.verdict == stats::SprtVerdict::AcceptH0 ? "H0 accepted" : "no verdict";
            c.body    = text;
        }
        cases.push_back(std::move(c));
    }
    return cases;
}

std::string sprt_cell(const match::MatchSummary& s) {
    if (!s.sprt) return "-";
    return fmt("%.2f", s.sprt->llr) + " (" + fmt("%.2f", s.sprt->lower) + ", "
        + fmt("%.2f", s.sprt->upper) + ") " + stats::to_string(s.sprt->verdict);
}

std::string sprt_config_text(const stats::SprtConfig& c) {
    return "[" + fmt("%.2f", c.elo0) + ", " + fmt("%.2f", c.elo1) + "] " + stats::to_string(c.model)
        + ", alpha " + fmt("%.3g", c.alpha) + ", beta " + fmt("%.3g", c.beta);
}

std::string match_progress_line(const match::MatchSummary& s, std::size_t total_games) {
    std::string line = "games " + std::to_string(s.games.games()) + "/"
        + std::to_string(total_games) + "  W " + std::to_string(s.games.wins) + " D "
        + std::to_string(s.games.draws) + " L " + std::to_string(s.games.losses) + "  Elo "
        + fmt("%.1f", s.elo.elo) + " +- " + fmt("%.1f", s.elo.elo_error95);
    if (s.sprt)
        line += "  LLR " + fmt("%.2f", s.sprt->llr) + " [" + fmt("%.2f", s.sprt->lower) + ", "
            + fmt("%.2f", s.sprt->upper) + "]";
    return line;
}

std::vector<std::string> forfeit_advice(
    const std::vector<GameEntry>& games, const std::array<std::string, 2>& names) {
    std::vector<std::string> out;
    std::array<int, 2>       lost {};
    for (const auto& g : games)
        if (g.played.reason == match::EndReason::TimeForfeit && g.played.faulty)
            ++lost[std::size_t(engine_of(g, *g.played.faulty))];
    if (lost[0] > 0 && lost[1] > 0)
        out.push_back("both engines lost games on time (" + names[0] + " " + std::to_string(lost[0])
            + ", " + names[1] + " " + std::to_string(lost[1])
            + "): the machine may be too slow or too loaded for this control (each engine's "
              "CPU share is in its clock audit)");
    for (int e = 0; e < 2; ++e) {
        std::vector<std::int64_t> late;
        for (const auto& g : games)
            if (g.played.reason == match::EndReason::TimeForfeit && g.played.faulty
                && engine_of(g, *g.played.faulty) == e)
                late.push_back(g.played.late_ms);
        if (late.empty() || late.size() * 10 <= games.size()) continue;
        std::sort(late.begin(), late.end());
        const auto margin = std::max<std::int64_t>(50, (late.back() + 49) / 50 * 50);
        out.push_back(names[std::size_t(e)] + " lost " + std::to_string(late.size()) + " of "
            + std::to_string(games.size()) + " games on time, late by "
            + std::to_string(late.front()) + "-" + std::to_string(late.back()) + " ms (median "
            + std::to_string(late[late.size() / 2]) + "): the Elo is mostly forfeits; give it "
            + "timemargin=" + std::to_string(margin) + " in its spec (or -each timemargin="
            + std::to_string(margin) + "), or a longer time control");
    }
    return out;
}

void write_match_text(std::ostream& out, const Report& report, const MatchResults& m) {
    const auto  names = match_engine_names(report);
    const auto& s     = m.summary;
    std::string tc;
    if (report.config.contains("limits") && report.config["limits"].contains("tc"))
        for (const auto& t : report.config["limits"]["tc"])
            tc += (tc.empty() ? "" : " / ") + t.get<std::string>();
    const int per_round = games_per_round(report);
    // Faulted games first, one line each, so the table stays the last thing on the screen; their
    // transcripts are in the JSON report (and the whole conversation in -log's file).
    bool tails = false;
    for (const auto& g : m.games) {
        if (!g.played.faulty && g.played.detail.empty()) continue;
        out << "game " << match::game_number(g, per_round) << " (round " << g.round + 1 << ", "
            << names[std::size_t(g.white)] << " vs " << names[std::size_t(1 - g.white)]
            << "): " << engine::core::to_string(g.played.result) << " {"
            << match::to_string(g.played.reason)
            << (g.played.detail.empty() ? "" : ": " + g.played.detail) << "}";
        if (const auto& r = g.played.replay) out << "; " << replay_text(*r);
        out << "\n";
        tails = tails || !g.played.transcript_tail.empty();
    }
    if (tails) out << "(each faulted game's transcript tail is in the JSON report)\n";
    const double games  = double(s.games.games());
    const double points = double(s.games.wins) + 0.5 * double(s.games.draws);
    out << "Results of " << names[0] << " vs " << names[1] << " (" << report.game
        << (tc.empty() ? "" : ", " + tc) << "):\n";
    // Every game lost (or won): no variance, so no interval and no normalized Elo to state.
    const bool one_sided = s.games.games() > 0 && (s.elo.score <= 0 || s.elo.score >= 1);
    if (one_sided)
        out << "Elo: " << (s.elo.score <= 0 ? "-inf" : "+inf") << ", nElo: undefined (every game "
            << (s.elo.score <= 0 ? "lost" : "won") << ": no spread to measure it by)\n";
    else
        out << "Elo: " << fmt("%.2f", s.elo.elo) << " +/- " << fmt("%.2f", s.elo.elo_error95)
            << ", nElo: " << fmt("%.2f", s.elo.nelo) << " +/- " << fmt("%.2f", s.elo.nelo_error95)
            << "\n";
    out << "LOS: " << fmt("%.2f", 100 * s.elo.los)
        << " %, DrawRatio: " << fmt("%.2f", 100 * s.elo.draw_ratio) << " %"
        << (s.pairs.pairs() > 0 ? " (of pairs scoring 1 of 2: two draws, or a win and a loss)" : "")
        << "\n";
    out << "Games: " << s.games.games() << ", Wins: " << s.games.wins
        << ", Losses: " << s.games.losses << ", Draws: " << s.games.draws
        << ", Points: " << fmt("%.1f", points) << " ("
        << fmt("%.2f", games > 0 ? 100 * points / games : 0.0) << " %)\n";
    if (s.pairs.pairs() > 0) {
        const auto& c = s.pairs.counts;
        out << "Ptnml(0-2): [" << c[0] << ", " << c[1] << ", " << c[2] << ", " << c[3] << ", "
            << c[4] << "]\n";
    }
    if (s.sprt && m.sprt)
        out << "LLR: " << fmt("%.2f", s.sprt->llr) << " (" << fmt("%.2f", s.sprt->lower) << ", "
            << fmt("%.2f", s.sprt->upper) << ") [" << fmt("%.2f", m.sprt->elo0) << ", "
            << fmt("%.2f", m.sprt->elo1) << "] " << stats::to_string(m.sprt->model) << ": "
            << (s.sprt->verdict == stats::SprtVerdict::Continue          ? "no verdict"
                       : s.sprt->verdict == stats::SprtVerdict::AcceptH1 ? "H1 accepted"
                                                                         : "H0 accepted")
            << "\n";
    for (std::size_t i = 0; i < 2; ++i)
        out << "Faults " << names[i] << ": " << faults_line(s.faults[i]) << "\n";
    for (const auto& advice : forfeit_advice(m.games, names)) out << "Time: " << advice << "\n";
    for (std::size_t i = 0; i < 2; ++i) write_audit_text(out, s.audits[i], names[i]);
    out << "Elapsed: " << fmt("%.1f", double(report.provenance.elapsed_ms) / 1000.0) << " s\n";
}

void write_match_markdown(std::ostream& out, const Report& report, const MatchResults& m) {
    const auto  names = match_engine_names(report);
    const auto& s     = m.summary;
    out << "## arbiter match: " << markdown_cell(names[0]) << " vs " << markdown_cell(names[1])
        << " (" << markdown_cell(report.game) << ")\n\n";
    out << "| games | W | D | L | Elo | nElo | LOS | draws | pentanomial | LLR |\n";
    out << "|---|---|---|---|---|---|---|---|---|---|\n";
    const auto& c = s.pairs.counts;
    out << "| " << s.games.games() << " | " << s.games.wins << " | " << s.games.draws << " | "
        << s.games.losses << " | " << fmt("%.1f", s.elo.elo) << " ± "
        << fmt("%.1f", s.elo.elo_error95) << " | " << fmt("%.1f", s.elo.nelo) << " ± "
        << fmt("%.1f", s.elo.nelo_error95) << " | " << fmt("%.1f", 100 * s.elo.los) << " % | "
        << fmt("%.1f", 100 * s.elo.draw_ratio) << " % | " << c[0] << ", " << c[1] << ", " << c[2]
        << ", " << c[3] << ", " << c[4] << " | ";
    out << sprt_cell(s) << " |\n\n";
    for (std::size_t i = 0; i < 2; ++i)
        if (fault_total(s.faults[i]))
            out << "- " << markdown_cell(names[i]) << ": " << faults_line(s.faults[i]) << "\n";
    for (std::size_t i = 0; i < 2; ++i)
        out << "- " << markdown_cell(names[i]) << ": "
            << markdown_cell(clock_line(s.audits[i].clock))
            << "; output checks: " << markdown_cell(output_line(s.audits[i].output)) << "\n";
}

} // namespace harness::report
