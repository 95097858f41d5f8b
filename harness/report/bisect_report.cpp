#include "bisect_report.h"

#include "harness/input/json_text.h"

#include "html_page.h"
#include "sanitize.h"
#include "writers.h"

#include <cstdio>

namespace harness::report {

namespace {

using Json = nlohmann::ordered_json;
using bisect::Mark;

std::string seconds_text(double s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f s", s);
    return buf;
}

std::string short_sha(const std::string& sha) { return sha.substr(0, 12); }

Json commit_json(const bisect::BisectRun& run, std::size_t i) {
    return { { "index", i }, { "sha", run.chain[i].sha }, { "subject", run.chain[i].subject } };
}

// The step at the first bad commit and at its parent (the last good one), when found.
std::pair<const bisect::BisectStep*, const bisect::BisectStep*> evidence(
    const bisect::BisectRun& run) {
    if (run.end != bisect::BisectEnd::Found) return { nullptr, nullptr };
    return { run.step_at(run.outcome.range.first_bad), run.step_at(run.outcome.range.last_good) };
}

Json step_evidence(const bisect::BisectStep* s) {
    if (!s) return nullptr;
    return { { "sha", s->sha }, { "mark", bisect::to_string(s->mark) }, { "reason", s->reason },
        { "numbers", bisect::to_json(s->data) } };
}

std::string headline(const BisectResults& b) {
    const auto& run = b.run;
    switch (run.end) {
    case bisect::BisectEnd::Found:
        return run.message;
    case bisect::BisectEnd::EndsWrong:
        return "nothing to find: " + run.message;
    case bisect::BisectEnd::Interrupted:
        return "interrupted after " + std::to_string(run.steps.size())
            + " revisions; --resume continues";
    default:
        return "could not bisect: " + run.message;
    }
}

std::string error_text(const BisectResults& b) {
    if (b.total_error <= 0) return "";
    char buf[160];
    std::snprintf(buf, sizeof buf,
        "; each strength decision at its share of a %.0f%% chance that the bisection is wrong",
        100 * b.total_error);
    return buf;
}

} // namespace

Json bisect_results_json(const BisectResults& b) {
    auto steps = Json::array();
    for (const auto& s : b.run.steps) steps.push_back(bisect::to_json(s));
    return steps;
}

Json bisect_summary_json(const BisectResults& b) {
    const auto& run = b.run;
    Json        j;
    j["end"]                 = bisect::to_string(run.end);
    j["exit_code"]           = bisect::exit_code(run);
    j["message"]             = run.message;
    j["criterion"]           = b.criterion;
    j["commits"]             = run.chain.size();
    const auto [bad, parent] = evidence(run);
    j["first_bad"]           = bad ? commit_json(run, run.outcome.range.first_bad) : Json(nullptr);
    j["exact"]               = bad && run.outcome.exact;
    j["last_good"]           = bad ? commit_json(run, run.outcome.range.last_good) : Json(nullptr);
    auto skipped             = Json::array();
    for (auto i : run.outcome.skipped) skipped.push_back(commit_json(run, i));
    j["skipped"]  = skipped;
    j["evidence"] = { { "first_bad", step_evidence(bad) }, { "parent", step_evidence(parent) } };
    j["judged"]   = run.steps.size();
    j["builds"]   = run.builds;
    j["failed_builds"]     = run.failed_builds;
    j["planned_decisions"] = run.planned;
    if (b.total_error > 0) j["total_error"] = b.total_error;
    int crash = 0, timeout = 0;
    for (const auto& s : run.steps) {
        crash += s.crashes;
        timeout += s.timeouts;
    }
    j["total"]      = run.steps.size();
    j["crash"]      = crash;
    j["timeout"]    = timeout;
    j["error"]      = run.failed_builds;
    j["elapsed_ms"] = std::int64_t(run.seconds * 1000);
    return j;
}

std::vector<TestCase> bisect_test_cases(const BisectResults& b) {
    std::vector<TestCase> cases;
    const auto [bad, parent] = evidence(b.run);
    for (const auto& s : b.run.steps) {
        TestCase c;
        c.classname = "bisect";
        c.name      = std::to_string(s.index) + " " + short_sha(s.sha) + " " + s.subject;
        c.seconds   = s.build_seconds + s.judge_seconds;
        c.message   = std::string(bisect::to_string(s.mark)) + ": " + s.reason;
        c.body      = input::json_text(bisect::to_json(s.data), 2);
        c.kind      = &s == bad         ? TestCase::Kind::Failure
                 : s.mark == Mark::Skip ? TestCase::Kind::Skipped
                                        : TestCase::Kind::Pass;
        cases.push_back(std::move(c));
    }
    if (b.run.end != bisect::BisectEnd::Found) {
        TestCase c;
        c.classname = "bisect";
        c.name      = "bisection";
        c.kind      = b.run.end == bisect::BisectEnd::EndsWrong ? TestCase::Kind::Failure
                                                                : TestCase::Kind::Error;
        c.message   = b.run.message;
        cases.push_back(std::move(c));
    }
    return cases;
}

void write_bisect_markdown(std::ostream& out, const Report& report, const BisectResults& b) {
    const auto& run = b.run;
    out << "## arbiter bisect: " << markdown_cell(headline(b)) << "\n\n";
    out << "Criterion `" << b.criterion << "` over " << run.chain.size() << " commits of "
        << markdown_cell(report.engine_name()) << ": " << run.steps.size() << " judged, "
        << run.builds << " built (" << run.failed_builds << " did not build), "
        << seconds_text(run.seconds) << error_text(b) << ".\n\n";
    out << "| # | commit | subject | verdict | build | judge | reason |\n"
           "|---|---|---|---|---|---|---|\n";
    for (const auto& s : run.steps)
        out << "| " << s.index << " | `" << short_sha(s.sha) << "` | " << markdown_cell(s.subject)
            << " | " << bisect::to_string(s.mark) << (s.resumed ? " (journal)" : "") << " | "
            << seconds_text(s.build_seconds) << " | " << seconds_text(s.judge_seconds) << " | "
            << markdown_cell(s.reason) << " |\n";
    const auto [bad, parent] = evidence(run);
    if (bad)
        out << "\n**First bad** `" << short_sha(bad->sha) << "` " << markdown_cell(bad->subject)
            << ": " << markdown_cell(bad->reason) << "\n";
    if (parent)
        out << "\n**Its parent** `" << short_sha(parent->sha)
            << "`: " << markdown_cell(parent->reason) << "\n";
    for (auto i : run.outcome.skipped)
        out << "\nCould also be `" << short_sha(run.chain[i].sha) << "` "
            << markdown_cell(run.chain[i].subject) << " (skipped)\n";
}

void write_bisect_text(std::ostream& out, const Report& report, const BisectResults& b) {
    const auto& run = b.run;
    out << "arbiter bisect: " << report.engine_name() << ", criterion " << b.criterion << ", "
        << run.chain.size() << " commits\n";
    for (const auto& s : run.steps) {
        char head[96];
        std::snprintf(head, sizeof head, " %3zu %s %-8s %7s %7s  ", s.index,
            short_sha(s.sha).c_str(), bisect::to_string(s.mark),
            seconds_text(s.build_seconds).c_str(), seconds_text(s.judge_seconds).c_str());
        out << head << one_line_text(s.subject) << ": " << one_line_text(s.reason) << "\n";
    }
    out << "bisect: " << headline(b) << " (exit " << bisect::exit_code(run) << ", "
        << run.steps.size() << " judged, " << run.builds << " built, " << seconds_text(run.seconds)
        << ")\n";
}

void write_bisect_html(std::ostream& out, const Report& report, const BisectResults& b) {
    const auto& run   = b.run;
    const bool  found = run.end == bisect::BisectEnd::Found;
    write_html_head(out, "Arbiter bisect: " + report.engine_name());
    out << "<h1>Arbiter bisect</h1>\n<p class=\"banner " << (found ? "fail" : "pass")
        << "\" id=\"verdict\">" << xml_escape(headline(b)) << "</p>\n";
    out << "<p>Criterion <code>" << xml_escape(b.criterion) << "</code>, " << run.chain.size()
        << " commits, " << run.steps.size() << " judged, " << run.builds << " built ("
        << run.failed_builds << " did not build), " << seconds_text(run.seconds)
        << xml_escape(error_text(b)) << ". <code>" << xml_escape(report.provenance.command_line)
        << "</code></p>\n<h2>The commits</h2>\n<table id=\"chain\"><tr>";
    for (std::size_t i = 0; i < run.chain.size(); ++i) {
        const auto  m   = i < run.marks.size() ? run.marks[i] : Mark::Untested;
        const char* cls = m == Mark::Good ? "pass" : m == Mark::Bad ? "fail" : "skipped";
        out << "<td class=\"" << cls << "\" title=\"" << xml_escape(run.chain[i].subject) << "\">"
            << i << "<br>" << (m == Mark::Untested ? "·" : bisect::to_string(m)) << "</td>";
    }
    out << "</tr></table>\n<h2>Judged revisions</h2>\n<table id=\"steps\"><tr><th>#</th>"
           "<th>commit</th><th>subject</th><th>verdict</th><th>build</th><th>judge</th>"
           "<th>reason</th></tr>\n";
    for (const auto& s : run.steps)
        out << "<tr><td>" << s.index << "</td><td><code>" << short_sha(s.sha) << "</code></td><td>"
            << xml_escape(s.subject) << "</td><td class=\""
            << (s.mark == Mark::Good         ? "pass"
                       : s.mark == Mark::Bad ? "fail"
                                             : "skipped")
            << "\">" << bisect::to_string(s.mark) << "</td><td>" << seconds_text(s.build_seconds)
            << "</td><td>" << seconds_text(s.judge_seconds) << "</td><td>" << xml_escape(s.reason)
            << "</td></tr>\n";
    out << "</table>\n";
    const auto [bad, parent] = evidence(run);
    for (const auto* s : { bad, parent }) {
        if (!s) continue;
        out << "<h2>" << (s == bad ? "First bad commit " : "Its parent ") << "<code>"
            << short_sha(s->sha) << "</code> " << xml_escape(s->subject) << "</h2>\n<p>"
            << xml_escape(s->reason) << "</p>\n<pre>"
            << xml_escape(input::json_text(bisect::to_json(s->data), 2)) << "</pre>\n";
    }
    out << "<p><small>Arbiter " << xml_escape(report.provenance.arbiter_version)
        << "; report.json, junit.xml and summary.md are beside this page.</small></p>\n";
    write_html_tail(out);
}

} // namespace harness::report
