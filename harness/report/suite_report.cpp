#include "suite_report.h"

#include "harness/input/nesting.h"
#include "harness/run/journal.h"
#include "sanitize.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace harness::report {

using nlohmann::ordered_json;
using suite::PositionRecord;
using suite::Status;

namespace {

template <class T> ordered_json opt(const std::optional<T>& v) {
    return v ? ordered_json(*v) : ordered_json(nullptr);
}

std::string join(const std::vector<std::string>& v, const char* sep = " ") {
    std::string s;
    for (const auto& m : v) s += (s.empty() ? "" : sep) + m;
    return s;
}

std::string score_text(const PositionRecord& r) {
    if (r.score_mate) return "#" + std::to_string(*r.score_mate);
    if (r.score_cp) return std::to_string(*r.score_cp);
    return "-";
}

std::string ms_text(const std::optional<double>& ms) {
    if (!ms) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", *ms);
    return buf;
}

std::string found_text(const PositionRecord& r) {
    if (!r.found) return "-";
    std::string s = r.found->time_ms ? std::to_string(*r.found->time_ms) + " ms" : "? ms";
    if (r.found->depth) s += " d" + std::to_string(*r.found->depth);
    return s;
}

template <class T> std::optional<T> get_opt(const nlohmann::json& j, const char* key) {
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return std::nullopt;
    if constexpr (std::is_same_v<T, std::string>) {
        if (!it->is_string()) return std::nullopt;
    } else {
        if (!it->is_number_integer()) return std::nullopt;
    }
    return it->template get<T>();
}

} // namespace

std::string failure_text(const PositionRecord& r) {
    std::string played = r.bestmove.empty() ? "no move" : r.bestmove;
    std::string out    = "played " + played;
    if (r.bm.empty() && r.am.empty() && r.dm)
        out += " (score " + score_text(r) + "), expected mate in " + std::to_string(*r.dm);
    if (!r.bm.empty()) out += ", expected " + join(r.bm, " or ");
    if (!r.am.empty()) out += ", avoid " + join(r.am, ", ");
    return out;
}

ordered_json result_to_json(const PositionRecord& r) {
    ordered_json e;
    e["id"]       = r.id;
    e["source"]   = r.source;
    e["fen"]      = r.fen;
    e["expected"] = { { "bm", r.bm }, { "am", r.am }, { "dm", opt(r.dm) } };
    e["status"]   = suite::to_string(r.status);
    if (r.found)
        e["found"] = { { "time_ms", opt(r.found->time_ms) }, { "depth", opt(r.found->depth) },
            { "nodes", opt(r.found->nodes) } };
    else
        e["found"] = nullptr;
    if (r.score_mate)
        e["score"] = { { "mate", *r.score_mate } };
    else if (r.score_cp)
        e["score"] = { { "cp", *r.score_cp } };
    else
        e["score"] = nullptr;
    e["pv"]         = r.pv;
    e["bestmove"]   = r.bestmove.empty() ? ordered_json(nullptr) : ordered_json(r.bestmove);
    e["depth"]      = opt(r.depth);
    e["nodes"]      = opt(r.nodes);
    e["elapsed_ms"] = r.elapsed_ms;
    if (r.cpu_ms) e["cpu_ms"] = *r.cpu_ms;
    if (r.contended_ms) e["contended_ms"] = *r.contended_ms;
    e["shorter_mate"] = r.shorter_mate;
    auto problems     = ordered_json::array();
    for (const auto& p : r.problems)
        problems.push_back({ { "kind", p.kind }, { "detail", p.detail } });
    e["problems"] = std::move(problems);
    if (!r.detail.empty()) e["detail"] = r.detail;
    if (!r.transcript.empty()) e["transcript"] = r.transcript;
    return e;
}

std::optional<PositionRecord> result_from_json(const nlohmann::json& j) {
    if (!j.is_object()) return std::nullopt;
    auto id     = get_opt<std::string>(j, "id");
    auto status = get_opt<std::string>(j, "status");
    if (!id || !status || !suite::parse_status(*status)) return std::nullopt;
    PositionRecord r;
    r.id           = *id;
    r.status       = *suite::parse_status(*status);
    r.fen          = get_opt<std::string>(j, "fen").value_or("");
    r.source       = get_opt<std::string>(j, "source").value_or("");
    r.bestmove     = get_opt<std::string>(j, "bestmove").value_or("");
    r.depth        = get_opt<int>(j, "depth");
    r.nodes        = get_opt<std::uint64_t>(j, "nodes");
    r.elapsed_ms   = get_opt<std::int64_t>(j, "elapsed_ms").value_or(0);
    r.cpu_ms       = get_opt<std::int64_t>(j, "cpu_ms");
    r.contended_ms = get_opt<std::int64_t>(j, "contended_ms");
    r.detail       = get_opt<std::string>(j, "detail").value_or("");
    r.transcript   = get_opt<std::string>(j, "transcript").value_or("");
    if (auto it = j.find("shorter_mate"); it != j.end() && it->is_boolean())
        r.shorter_mate = it->get<bool>();
    if (auto it = j.find("found"); it != j.end() && it->is_object())
        r.found = suite::Found { get_opt<std::uint64_t>(*it, "time_ms"),
            get_opt<std::uint64_t>(*it, "nodes"), get_opt<int>(*it, "depth") };
    if (auto it = j.find("score"); it != j.end() && it->is_object()) {
        r.score_cp   = get_opt<int>(*it, "cp");
        r.score_mate = get_opt<int>(*it, "mate");
    }
    auto strings = [](const nlohmann::json& o, const char* key, std::vector<std::string>& into) {
        if (auto it = o.find(key); it != o.end() && it->is_array())
            for (const auto& m : *it)
                if (m.is_string()) into.push_back(m.get<std::string>());
    };
    strings(j, "pv", r.pv);
    if (auto it = j.find("expected"); it != j.end() && it->is_object()) {
        strings(*it, "bm", r.bm);
        strings(*it, "am", r.am);
        r.dm = get_opt<int>(*it, "dm");
    }
    if (auto it = j.find("problems"); it != j.end() && it->is_array())
        for (const auto& p : *it)
            if (p.is_object())
                r.problems.push_back({ get_opt<std::string>(p, "kind").value_or("?"),
                    get_opt<std::string>(p, "detail").value_or("") });
    return r;
}

engine::core::Result<std::vector<PositionRecord>> parse_suite_results(const std::string& text) {
    std::vector<PositionRecord> out;
    if (auto deep = input::json_nesting_error(text, "results")) return *deep;
    auto whole = nlohmann::json::parse(text, nullptr, false);
    if (!whole.is_discarded() && whole.is_object() && whole.contains("results")) {
        if (!whole["results"].is_array())
            return engine::core::ParseError(0, "\"results\" is not an array");
        for (const auto& e : whole["results"]) {
            auto r = result_from_json(e);
            if (!r) return engine::core::ParseError(0, "a result without id or status");
            out.push_back(std::move(*r));
        }
        return out;
    }
    // JSON Lines (a journal): one result a line, a torn last line ignored.
    auto lines = run::parse_journal(text, "results");
    if (!lines) return lines.error();
    for (const auto& j : *lines) {
        if (j.contains("run")) continue; // the journal's run line
        auto r = result_from_json(j);
        if (!r) return engine::core::ParseError(1, "a line that is not a suite result");
        out.push_back(std::move(*r));
    }
    return out;
}

std::optional<std::uint64_t> suite_nps(const SuiteResults& results) {
    std::uint64_t nodes = 0;
    std::int64_t  ms    = 0;
    for (const auto& r : results)
        if (r.nodes && r.elapsed_ms > 0) {
            nodes += *r.nodes;
            ms += r.elapsed_ms;
        }
    return measured_nps(nodes, ms);
}

ordered_json suite_summary_json(const SuiteResults& results, std::int64_t elapsed_ms) {
    auto         s        = suite::summarize(results);
    ordered_json problems = ordered_json::object();
    for (const auto& [kind, n] : s.problems) problems[kind] = n;
    return { { "total", s.total }, { "solved", s.solved }, { "failed", s.failed },
        { "crash", s.crash }, { "timeout", s.timeout }, { "error", s.error },
        { "shorter_mate", s.shorter_mate }, { "problems", problems },
        { "median_time_to_solve_ms", opt(s.median_time_to_solve_ms) }, { "elapsed_ms", elapsed_ms },
        { "nps", opt(suite_nps(results)) },
        { "cpu_share", opt(process::cpu_share(suite::cpu_use(results))) } };
}

std::vector<TestCase> suite_test_cases(const Report& report, const SuiteResults& results) {
    std::vector<TestCase> out;
    for (const auto& r : results) {
        TestCase t;
        t.classname = "suite." + report.game;
        t.name      = r.id;
        t.seconds   = double(r.elapsed_ms) / 1000.0;
        t.body      = "fen: " + r.fen + "\nsource: " + r.source + "\nexpected:"
            + (r.bm.empty() ? "" : " bm " + join(r.bm)) + (r.am.empty() ? "" : " am " + join(r.am))
            + (r.dm ? " dm " + std::to_string(*r.dm) : "")
            + "\nbestmove: " + (r.bestmove.empty() ? "-" : r.bestmove) + "\nscore: " + score_text(r)
            + "\npv: " + join(r.pv) + "\n";
        for (const auto& p : r.problems) t.body += p.kind + ": " + p.detail + "\n";
        if (!r.detail.empty()) t.body += r.detail + "\n";
        if (!r.transcript.empty()) t.body += "transcript:\n" + r.transcript;
        if (r.status == Status::Failed) {
            t.kind    = TestCase::Kind::Failure;
            t.message = failure_text(r);
        } else if (r.status == Status::Solved && !r.problems.empty()) {
            t.kind    = TestCase::Kind::Failure;
            t.message = r.problems.front().kind;
        } else if (r.status != Status::Solved) {
            t.kind    = TestCase::Kind::Error;
            t.message = suite::to_string(r.status);
        }
        out.push_back(std::move(t));
    }
    return out;
}

void write_suite_markdown(std::ostream& out, const Report& report, const SuiteResults& results) {
    auto s = suite::summarize(results);
    out << "### arbiter suite: " << markdown_cell(report.engine_name()) << " ("
        << markdown_cell(report.game) << ")\n\n";
    out << "**" << s.solved << "/" << s.total << " solved**";
    if (s.crash + s.timeout + s.error)
        out << ", " << s.crash << " crash, " << s.timeout << " timeout, " << s.error << " error";
    out << ", median time to solve " << ms_text(s.median_time_to_solve_ms) << " ms\n\n";
    out << "| id | status | found | bestmove | expected | score | problems |\n";
    out << "|---|---|---|---|---|---|---|\n";
    for (const auto& r : results) {
        std::vector<std::string> kinds;
        for (const auto& p : r.problems) kinds.push_back(p.kind);
        std::string expected = join(r.bm, " or ");
        if (!r.am.empty())
            expected += (expected.empty() ? "avoid " : ", avoid ") + join(r.am, ", ");
        if (expected.empty() && r.dm) expected = "mate in " + std::to_string(*r.dm);
        out << "| " << markdown_cell(r.id) << " | " << suite::to_string(r.status) << " | "
            << found_text(r) << " | " << markdown_cell(r.bestmove.empty() ? "-" : r.bestmove)
            << " | " << markdown_cell(expected) << " | " << score_text(r) << " | "
            << markdown_cell(join(kinds, ", ")) << " |\n";
    }
    bool header = false;
    for (const auto& r : results) {
        if (r.status != Status::Failed) continue;
        if (!header) out << "\n";
        header = true;
        out << "- " << markdown_cell(r.id) << " failed: " << markdown_cell(failure_text(r)) << "\n";
    }
}

void write_suite_text(std::ostream& out, const Report& report, const SuiteResults& results) {
    char line[512];
    std::snprintf(line, sizeof line, "%-24s %-8s %-16s %-8s %-8s %s\n", "id", "status", "found",
        "move", "score", "problems");
    out << line;
    for (const auto& r : results) {
        std::vector<std::string> kinds;
        for (const auto& p : r.problems) kinds.push_back(p.kind);
        std::snprintf(line, sizeof line, "%-24.24s %-8s %-16s %-8s %-8s %s\n", r.id.c_str(),
            suite::to_string(r.status), found_text(r).c_str(),
            (r.bestmove.empty() ? "-" : r.bestmove.c_str()), score_text(r).c_str(),
            join(kinds, ",").c_str());
        out << line;
    }
    bool header = false;
    for (const auto& r : results) {
        if (r.status != Status::Failed) continue;
        if (!header) out << "\n";
        header = true;
        out << r.id << " failed: " << failure_text(r) << "\n";
    }
    header = false;
    for (const auto& r : results) {
        if (r.problems.empty() && r.detail.empty()) continue;
        if (!header) out << "\n";
        header = true;
        out << suite::to_string(r.status) << ": " << r.id << " (" << r.source
            << ")\n  fen: " << r.fen << "\n";
        for (const auto& p : r.problems) out << "  " << p.kind << ": " << p.detail << "\n";
        if (!r.detail.empty()) out << "  " << r.detail << "\n";
        if (!r.transcript.empty()) {
            out << "  transcript (last lines):\n";
            std::istringstream t(r.transcript);
            for (std::string l; std::getline(t, l);) out << "    " << l << "\n";
        }
    }
    auto s = suite::summarize(results);
    out << "\n";
    std::snprintf(line, sizeof line, "%-20s %-8s %6s %6s %6s %6s %7s %6s %8s %10s %8s %8s\n",
        "engine", "game", "solved", "total", "failed", "crash", "timeout", "error", "problems",
        "median_ms", "seconds", "nps");
    out << line;
    int problems = 0;
    for (const auto& [kind, n] : s.problems) problems += n;
    std::snprintf(line, sizeof line, "%-20.20s %-8s %6d %6d %6d %6d %7d %6d %8d %10s %8.2f %8s\n",
        report.engine_name().c_str(), report.game.c_str(), s.solved, s.total, s.failed, s.crash,
        s.timeout, s.error, problems, ms_text(s.median_time_to_solve_ms).c_str(),
        double(report.provenance.elapsed_ms) / 1000.0, nps_text(suite_nps(results)).c_str());
    out << line;
    if (!s.problems.empty()) {
        out << "problems:";
        for (const auto& [kind, n] : s.problems) out << " " << kind << "=" << n;
        out << "\n";
    }
    if (auto w = unreadable_mates_warning(results)) out << "warning: " << *w << "\n";
    if (auto w = starved_warning(results)) out << "warning: " << *w << "\n";
}

std::optional<std::string> starved_warning(const SuiteResults& results) {
    const auto use = suite::cpu_use(results);
    if (!process::starved(use)) return std::nullopt;
    return "the engine " + process::starvation_text(use)
        + ": the machine is overloaded, so its timed searches measured the machine more than "
          "the engine (fewer -j, or a quieter machine)";
}

std::optional<std::string> unreadable_mates_warning(const SuiteResults& results) {
    int                   n     = 0;
    const PositionRecord* first = nullptr;
    for (const auto& r : results)
        if (!r.score_mate && r.score_cp && std::abs(*r.score_cp) >= MateLikeCp) {
            ++n;
            if (!first) first = &r;
        }
    if (n == 0) return std::nullopt;
    return std::to_string(n) + " position" + (n == 1 ? "" : "s") + " scored like a mate Arbiter "
        + "does not read (cp " + std::to_string(*first->score_cp) + " at " + first->id
        + "): a UCI engine reports mates as 'score mate N'; a UCCI engine's mate value is set by "
          "mate-score=N (arbiter check step 16 names it)";
}

game::EpdRecord annotate(const game::EpdRecord& record, const PositionRecord& r) {
    game::EpdRecord out = record;
    auto            set = [&](const std::string& op, std::vector<std::string> operands) {
        std::erase_if(out.operations, [&](const auto& o) { return o.opcode == op; });
        if (!operands.empty()) out.operations.push_back({ op, std::move(operands), {} });
    };
    if (r.depth) set("acd", { std::to_string(*r.depth) });
    if (r.nodes) set("acn", { std::to_string(*r.nodes) });
    set("acs", { std::to_string(r.elapsed_ms / 1000) });
    if (r.score_mate) {
        const int m     = *r.score_mate;
        const int plies = m > 0 ? 2 * m - 1 : -2 * m;
        set("ce", { std::to_string(m > 0 ? 32767 - plies : -(32767 - plies)) });
    } else if (r.score_cp) {
        set("ce", { std::to_string(*r.score_cp) });
    }
    set("pv", r.pv);
    return out;
}

void write_comparison_text(std::ostream& out, const suite::Comparison& c) {
    out << "positions in both runs: " << c.common << "\n";
    out << "solved: " << c.old_solved << " -> " << c.new_solved << " ("
        << (c.solved_change() >= 0 ? "+" : "") << c.solved_change() << ")\n";
    out << "median time to solve (positions both solved): " << ms_text(c.old_median_ms) << " ms -> "
        << ms_text(c.new_median_ms) << " ms";
    if (auto d = c.median_change_ms()) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%+.0f", *d);
        out << " (" << buf << " ms)";
    }
    out << "\n";
    out << "newly failed (" << c.newly_failed.size() << "):";
    for (const auto& id : c.newly_failed) out << " " << one_line_text(id);
    out << "\nnewly solved (" << c.newly_solved.size() << "):";
    for (const auto& id : c.newly_solved) out << " " << one_line_text(id);
    out << "\n";
}

} // namespace harness::report
