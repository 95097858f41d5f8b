#include "perft_report.h"
#include "sanitize.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace harness::report {

using perft::PerftRecord;
using perft::Status;

PerftSummary summarize(const std::vector<PerftRecord>& results) {
    PerftSummary s;
    for (const auto& r : results) {
        ++s.total;
        switch (r.status) {
        case Status::Ok:
            ++s.ok;
            break;
        case Status::Mismatch:
            ++s.mismatch;
            break;
        case Status::Crash:
            ++s.crash;
            break;
        case Status::Timeout:
            ++s.timeout;
            break;
        case Status::Error:
            ++s.error;
            break;
        }
    }
    return s;
}

std::optional<std::uint64_t> perft_nps(const PerftResults& results) {
    std::uint64_t nodes = 0;
    std::int64_t  ms    = 0;
    for (const auto& r : results)
        if (r.status == Status::Ok && r.got) {
            nodes += *r.got;
            ms += r.elapsed_ms;
        }
    return measured_nps(nodes, ms);
}

namespace {

nlohmann::ordered_json divergence_json(const perft::Divergence& d) {
    nlohmann::ordered_json j;
    j["path"]    = d.path;
    j["fen"]     = d.fen;
    j["depth"]   = d.depth;
    j["missing"] = d.missing;
    j["extra"]   = d.extra;
    j["illegal"] = d.illegal;
    auto diffs   = nlohmann::ordered_json::array();
    for (const auto& [m, mine, theirs] : d.count_differs)
        diffs.push_back({ { "move", m }, { "engine", mine }, { "expected", theirs } });
    j["count_differs"] = diffs;
    if (!d.note.empty()) j["note"] = d.note;
    return j;
}

std::string divergence_text(const perft::Divergence& d) {
    auto join = [](const std::vector<std::string>& v) {
        std::string s;
        for (const auto& m : v) s += (s.empty() ? "" : " ") + m;
        return s.empty() ? std::string("-") : s;
    };
    std::string out = "  diverges at: " + d.fen + " (perft " + std::to_string(d.depth) + ")\n";
    out += "  path from root: " + join(d.path) + "\n";
    if (!d.missing.empty()) out += "  missing moves: " + join(d.missing) + "\n";
    if (!d.extra.empty()) out += "  extra moves: " + join(d.extra) + "\n";
    if (!d.illegal.empty()) out += "  illegal moves: " + join(d.illegal) + "\n";
    for (const auto& [m, mine, theirs] : d.count_differs)
        out += "  after " + m + ": engine " + std::to_string(mine) + ", expected "
            + std::to_string(theirs) + "\n";
    if (!d.note.empty()) out += "  note: " + d.note + "\n";
    return out;
}

} // namespace

nlohmann::ordered_json result_to_json(const PerftRecord& r) {
    nlohmann::ordered_json e;
    e["id"]         = r.job.id;
    e["source"]     = r.job.source;
    e["fen"]        = r.job.fen;
    e["depth"]      = r.job.depth;
    e["expected"]   = r.expected ? nlohmann::ordered_json(*r.expected) : nullptr;
    e["got"]        = r.got ? nlohmann::ordered_json(*r.got) : nullptr;
    e["status"]     = perft::to_string(r.status);
    e["elapsed_ms"] = r.elapsed_ms;
    if (r.divergence) e["divergence"] = divergence_json(*r.divergence);
    if (!r.detail.empty()) e["detail"] = r.detail;
    if (!r.transcript.empty()) e["transcript"] = r.transcript;
    return e;
}

std::optional<PerftRecord> perft_result_from_json(const nlohmann::json& j) {
    if (!j.is_object()) return std::nullopt;
    auto str = [&](const char* k) {
        auto it = j.find(k);
        return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    // A count: absent, or a non-negative integer (a negative one would wrap to 2^64 - n), else
    // the record is refused.
    bool negative = false;
    auto u64      = [&](const nlohmann::json& o, const char* k) -> std::optional<std::uint64_t> {
        auto it = o.find(k);
        if (it == o.end() || !it->is_number_integer()) return std::nullopt;
        if (!it->is_number_unsigned() && it->get<std::int64_t>() < 0) {
            negative = true;
            return std::nullopt;
        }
        return it->get<std::uint64_t>();
    };
    auto strings = [](const nlohmann::json& o, const char* k) {
        std::vector<std::string> v;
        if (auto it = o.find(k); it != o.end() && it->is_array())
            for (const auto& m : *it)
                if (m.is_string()) v.push_back(m.get<std::string>());
        return v;
    };
    PerftRecord r;
    r.job.id     = str("id");
    r.job.source = str("source");
    r.job.fen    = str("fen");
    auto depth   = u64(j, "depth");
    auto status  = perft::parse_status(str("status"));
    if (r.job.id.empty() || !depth || !status) return std::nullopt;
    r.job.depth    = int(*depth);
    r.status       = *status;
    r.expected     = u64(j, "expected");
    r.job.expected = r.expected;
    r.got          = u64(j, "got");
    r.elapsed_ms   = std::int64_t(u64(j, "elapsed_ms").value_or(0));
    r.detail       = str("detail");
    r.transcript   = str("transcript");
    if (auto it = j.find("divergence"); it != j.end() && it->is_object()) {
        perft::Divergence d;
        d.path    = strings(*it, "path");
        d.missing = strings(*it, "missing");
        d.extra   = strings(*it, "extra");
        d.illegal = strings(*it, "illegal");
        if (auto f = it->find("fen"); f != it->end() && f->is_string())
            d.fen = f->get<std::string>();
        d.depth = int(u64(*it, "depth").value_or(0));
        if (auto n = it->find("note"); n != it->end() && n->is_string())
            d.note = n->get<std::string>();
        if (auto c = it->find("count_differs"); c != it->end() && c->is_array())
            for (const auto& e : *c)
                if (e.is_object() && e.contains("move") && e["move"].is_string())
                    d.count_differs.emplace_back(e["move"].get<std::string>(),
                        u64(e, "engine").value_or(0), u64(e, "expected").value_or(0));
        r.divergence = std::move(d);
    }
    if (negative) return std::nullopt;
    return r;
}

nlohmann::ordered_json perft_summary_json(const PerftResults& results, std::int64_t elapsed_ms) {
    auto s = summarize(results);
    return { { "total", s.total }, { "ok", s.ok }, { "mismatch", s.mismatch }, { "crash", s.crash },
        { "timeout", s.timeout }, { "error", s.error }, { "elapsed_ms", elapsed_ms },
        { "nps", perft_nps(results) ? nlohmann::ordered_json(*perft_nps(results)) : nullptr } };
}

std::vector<TestCase> perft_test_cases(const Report& report, const PerftResults& results) {
    std::vector<TestCase> out;
    for (const auto& r : results) {
        TestCase t;
        t.classname = "perft." + report.game;
        t.name      = r.job.id + " depth " + std::to_string(r.job.depth);
        t.seconds   = double(r.elapsed_ms) / 1000.0;
        t.body      = "fen: " + r.job.fen
            + "\nexpected: " + (r.expected ? std::to_string(*r.expected) : "?")
            + "\ngot: " + (r.got ? std::to_string(*r.got) : "-") + "\n";
        if (!r.detail.empty()) t.body += r.detail + "\n";
        if (r.divergence) t.body += divergence_text(*r.divergence);
        if (!r.transcript.empty()) t.body += "transcript:\n" + r.transcript;
        if (r.status == Status::Mismatch) {
            t.kind    = TestCase::Kind::Failure;
            t.message = "perft mismatch";
        } else if (r.status != Status::Ok) {
            t.kind    = TestCase::Kind::Error;
            t.message = perft::to_string(r.status);
        }
        out.push_back(std::move(t));
    }
    return out;
}

void write_perft_markdown(std::ostream& out, const Report& report, const PerftResults& results) {
    auto s = summarize(results);
    out << "### arbiter perft: " << markdown_cell(report.engine_name()) << " ("
        << markdown_cell(report.game) << ")\n\n";
    out << "**" << s.ok << "/" << s.total << " ok**, " << s.mismatch << " mismatch, " << s.crash
        << " crash, " << s.timeout << " timeout, " << s.error << " error\n\n";
    out << "| id | depth | status | expected | got | detail |\n|---|---|---|---|---|---|\n";
    for (const auto& r : results) {
        if (r.status == Status::Ok) continue;
        std::string detail = r.divergence && !r.divergence->missing.empty()
            ? "missing " + r.divergence->missing.front()
            : r.divergence && !r.divergence->extra.empty() ? "extra " + r.divergence->extra.front()
                                                           : r.detail.substr(0, 80);
        out << "| " << markdown_cell(r.job.id) << " | " << r.job.depth << " | "
            << perft::to_string(r.status) << " | "
            << (r.expected ? std::to_string(*r.expected) : "?") << " | "
            << (r.got ? std::to_string(*r.got) : "-") << " | " << markdown_cell(detail) << " |\n";
    }
}

void write_perft_text(std::ostream& out, const Report& report, const PerftResults& results) {
    for (const auto& r : results) {
        if (r.status == Status::Ok) continue;
        out << perft::to_string(r.status) << ": " << r.job.id << " (" << r.job.source << ") depth "
            << r.job.depth << "\n  fen: " << r.job.fen << "\n";
        if (r.expected || r.got)
            out << "  expected " << (r.expected ? std::to_string(*r.expected) : "?") << ", got "
                << (r.got ? std::to_string(*r.got) : "-") << "\n";
        if (!r.detail.empty()) out << "  " << r.detail << "\n";
        if (r.divergence) out << divergence_text(*r.divergence);
        if (!r.transcript.empty()) {
            out << "  transcript (last lines):\n";
            std::size_t start = 0;
            while (start < r.transcript.size()) {
                auto nl = r.transcript.find('\n', start);
                if (nl == std::string::npos) nl = r.transcript.size();
                out << "    " << r.transcript.substr(start, nl - start) << "\n";
                start = nl + 1;
            }
        }
        out << "\n";
    }
    auto s = summarize(results);
    char line[256];
    std::snprintf(line, sizeof line, "%-20s %-9s %6s %6s %9s %6s %8s %6s %8s %8s\n", "engine",
        "game", "total", "ok", "mismatch", "crash", "timeout", "error", "seconds", "nps");
    out << line;
    std::snprintf(line, sizeof line, "%-20.20s %-9s %6d %6d %9d %6d %8d %6d %8.2f %8s\n",
        report.engine_name().c_str(), report.game.c_str(), s.total, s.ok, s.mismatch, s.crash,
        s.timeout, s.error, double(report.provenance.elapsed_ms) / 1000.0,
        nps_text(perft_nps(results)).c_str());
    out << line;
}

} // namespace harness::report
