#include "bisect_report.h"
#include "fuzz_report.h"
#include "gate_report.h"
#include "match_report.h"
#include "measure_report.h"
#include "perft_report.h"
#include "rate_report.h"
#include "rejected_report.h"
#include "sanitize.h"
#include "suite_report.h"
#include "symmetry_report.h"
#include "tournament_report.h"
#include "tune_report.h"
#include "writers.h"

namespace harness::report {

std::string xml_escape(std::string_view s) {
    std::string out;
    for (char c : printable_text(s)) {
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
            out += c;
        }
    }
    return out;
}

void write_junit(std::ostream& out, const Report& report) {
    auto cases = std::visit(
        Overloaded {
            [&](const PerftResults& r) { return perft_test_cases(report, r); },
            [&](const SuiteResults& r) { return suite_test_cases(report, r); },
            [&](const BenchResults& r) { return bench_test_cases(report, r); },
            [&](const TreeSizeResults& r) { return treesize_test_cases(report, r); },
            [&](const SymmetryResults& s) { return symmetry_test_cases(s); },
            [&](const GateResults& r) { return gate_test_cases(report, r); },
            [&](const BisectResults& r) { return bisect_test_cases(r); },
            [&](const RateResults& r) { return rate_test_cases(r); },
            [&](const TuneResults& t) { return tune_test_cases(t); },
            [&](const TournamentResults& t) { return tournament_test_cases(report, t); },
            [&](const FuzzResults& r) { return fuzz_test_cases(report, r); },
            [&](const MatchResults& r) { return match_test_cases(report, r); },
        },
        report.results);
    for (auto& c : rejected_test_cases(report)) cases.push_back(std::move(c));
    int failures = 0, errors = 0, skipped = 0;
    for (const auto& c : cases) {
        failures += c.kind == TestCase::Kind::Failure;
        errors += c.kind == TestCase::Kind::Error;
        skipped += c.kind == TestCase::Kind::Skipped;
    }
    const auto& p = report.provenance;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out << "<testsuites>\n<testsuite name=\"" << xml_escape(report.command) << " "
        << xml_escape(report.engine_name()) << " (" << xml_escape(report.game) << ")\" tests=\""
        << cases.size() << "\" failures=\"" << failures << "\" errors=\"" << errors
        << "\" skipped=\"" << skipped << "\" time=\"" << double(p.elapsed_ms) / 1000.0
        << "\" timestamp=\"" << xml_escape(p.started_at) << "\" hostname=\"" << xml_escape(p.host)
        << "\">\n";
    out << "  <properties>\n    <property name=\"arbiter_version\" value=\""
        << xml_escape(p.arbiter_version) << "\"/>\n    <property name=\"command_line\" value=\""
        << xml_escape(p.command_line) << "\"/>\n";
    for (const auto& e : report.engines)
        out << "    <property name=\"" << xml_escape(e.role) << "\" value=\""
            << xml_escape(e.name + (e.id_name.empty() ? "" : " (" + e.id_name + ")")) << "\"/>\n";
    out << "  </properties>\n";
    for (const auto& c : cases) {
        out << "  <testcase classname=\"" << xml_escape(c.classname) << "\" name=\""
            << xml_escape(c.name) << "\" time=\"" << c.seconds << "\">";
        if (c.kind == TestCase::Kind::Skipped)
            out << "\n    <skipped message=\"" << xml_escape(c.message) << "\"/>\n  ";
        else if (c.kind != TestCase::Kind::Pass) {
            const char* tag = c.kind == TestCase::Kind::Failure ? "failure" : "error";
            out << "\n    <" << tag << " message=\"" << xml_escape(c.message) << "\">"
                << xml_escape(c.body) << "</" << tag << ">\n  ";
        }
        out << "</testcase>\n";
    }
    out << "</testsuite>\n</testsuites>\n";
}

} // namespace harness::report
