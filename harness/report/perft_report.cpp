#include "perft_report.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace harness::report {

using perft::PerftOutcome;
using perft::Status;

PerftSummary summarize(const std::vector<PerftOutcome>& results) {
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

void write_perft_json(
    std::ostream& out, const PerftRunInfo& info, const std::vector<PerftOutcome>& results) {
    nlohmann::ordered_json j;
    j["engine"]  = info.engine;
    j["variant"] = info.variant;
    j["oracle"]  = info.oracle;
    auto arr     = nlohmann::ordered_json::array();
    for (const auto& r : results) {
        nlohmann::ordered_json e;
        e["id"]       = r.job.id;
        e["source"]   = r.job.source;
        e["fen"]      = r.job.fen;
        e["depth"]    = r.job.depth;
        e["expected"] = r.expected ? nlohmann::ordered_json(*r.expected) : nullptr;
        e["got"]      = r.got ? nlohmann::ordered_json(*r.got) : nullptr;
        e["status"]   = perft::to_string(r.status);
        e["time_ms"]  = r.elapsed_ms;
        if (r.divergence) e["divergence"] = divergence_json(*r.divergence);
        if (!r.detail.empty()) e["detail"] = r.detail;
        if (!r.transcript.empty()) e["transcript"] = r.transcript;
        arr.push_back(std::move(e));
    }
    j["results"] = std::move(arr);
    auto s       = summarize(results);
    j["summary"]
        = { { "total", s.total }, { "ok", s.ok }, { "mismatch", s.mismatch }, { "crash", s.crash },
              { "timeout", s.timeout }, { "error", s.error }, { "seconds", info.seconds } };
    out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

std::string xml_escape(std::string_view s) {
    std::string out;
    for (char c : s) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&apos;";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t')
                out += '?';
            else
                out += c;
        }
    }
    return out;
}

void write_perft_junit(
    std::ostream& out, const PerftRunInfo& info, const std::vector<PerftOutcome>& results) {
    auto s = summarize(results);
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out << "<testsuites>\n<testsuite name=\"perft " << xml_escape(info.engine) << " ("
        << xml_escape(info.variant) << ")\" tests=\"" << s.total << "\" failures=\"" << s.mismatch
        << "\" errors=\"" << (s.crash + s.timeout + s.error) << "\" time=\"" << info.seconds
        << "\">\n";
    for (const auto& r : results) {
        out << "  <testcase classname=\"perft." << xml_escape(info.variant) << "\" name=\""
            << xml_escape(r.job.id + " depth " + std::to_string(r.job.depth)) << "\" time=\""
            << double(r.elapsed_ms) / 1000.0 << "\">";
        std::string body = "fen: " + r.job.fen
            + "\nexpected: " + (r.expected ? std::to_string(*r.expected) : "?")
            + "\ngot: " + (r.got ? std::to_string(*r.got) : "-") + "\n";
        if (!r.detail.empty()) body += r.detail + "\n";
        if (r.divergence) body += divergence_text(*r.divergence);
        if (!r.transcript.empty()) body += "transcript:\n" + r.transcript;
        if (r.status == Status::Mismatch)
            out << "\n    <failure message=\"perft mismatch\">" << xml_escape(body)
                << "</failure>\n  ";
        else if (r.status != Status::Ok)
            out << "\n    <error message=\"" << perft::to_string(r.status) << "\">"
                << xml_escape(body) << "</error>\n  ";
        out << "</testcase>\n";
    }
    out << "</testsuite>\n</testsuites>\n";
}

void write_perft_text(
    std::ostream& out, const PerftRunInfo& info, const std::vector<PerftOutcome>& results) {
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
    std::snprintf(line, sizeof line, "%-20s %-9s %6s %6s %9s %6s %8s %6s %8s\n", "engine",
        "variant", "total", "ok", "mismatch", "crash", "timeout", "error", "seconds");
    out << line;
    std::snprintf(line, sizeof line, "%-20.20s %-9s %6d %6d %9d %6d %8d %6d %8.2f\n",
        info.engine.c_str(), info.variant.c_str(), s.total, s.ok, s.mismatch, s.crash, s.timeout,
        s.error, info.seconds);
    out << line;
}

} // namespace harness::report
