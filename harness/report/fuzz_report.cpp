#include "fuzz_report.h"

#include "sanitize.h"

#include <map>

namespace harness::report {

namespace {

std::string title(const enginefuzz::Finding& f) {
    return f.verdict.kind + (f.verdict.signature.empty() ? "" : " (" + f.verdict.signature + ")")
        + " on " + f.input_class;
}

std::string shown(const std::string& line) {
    return line.size() > 200
        ? line.substr(0, 200) + "... (" + std::to_string(line.size()) + " bytes)"
        : line;
}

std::uint64_t cases_of(const Report& report) {
    auto it = report.config.find("cases");
    return it != report.config.end() && it->is_number_unsigned() ? it->get<std::uint64_t>() : 0;
}

} // namespace

nlohmann::ordered_json result_to_json(const enginefuzz::Finding& f) {
    return { { "kind", f.verdict.kind }, { "signature", f.verdict.signature },
        { "detail", f.verdict.detail }, { "category", enginefuzz::to_string(f.category) },
        { "input_class", f.input_class }, { "input_classes", f.input_classes },
        { "case_index", f.case_index }, { "occurrences", f.occurrences },
        { "original_lines", f.original.size() }, { "shrink_runs", f.shrink_runs },
        { "reproducer", f.shrunk }, { "reproducer_file", f.reproducer },
        { "transcript", f.verdict.transcript } };
}

nlohmann::ordered_json fuzz_summary_json(const Report& report, const FuzzResults& results) {
    int                        crash = 0, timeout = 0, error = 0;
    nlohmann::ordered_json     by_kind = nlohmann::ordered_json::object();
    std::map<std::string, int> kinds;
    for (const auto& f : results) {
        ++kinds[f.verdict.kind];
        if (f.verdict.kind == "crash")
            ++crash;
        else if (f.verdict.kind == "hang")
            ++timeout;
        else
            ++error;
    }
    for (const auto& [k, n] : kinds) by_kind[k] = n;
    return { { "total", results.size() }, { "cases", cases_of(report) }, { "crash", crash },
        { "timeout", timeout }, { "error", error }, { "by_kind", by_kind },
        { "elapsed_ms", report.provenance.elapsed_ms } };
}

std::vector<TestCase> fuzz_test_cases(const Report& report, const FuzzResults& results) {
    std::vector<TestCase> out;
    const double          seconds = double(report.provenance.elapsed_ms) / 1000.0;
    out.push_back({ "fuzz", std::to_string(cases_of(report)) + " cases", seconds,
        TestCase::Kind::Pass, "", "" });
    for (const auto& f : results) {
        std::string body = f.verdict.detail + "\nreproducer:\n";
        for (const auto& l : f.shrunk) body += shown(l) + "\n";
        body += f.verdict.transcript;
        out.push_back({ "fuzz." + f.input_class, title(f), 0,
            f.verdict.kind == "crash" ? TestCase::Kind::Error : TestCase::Kind::Failure,
            f.verdict.detail, body });
    }
    return out;
}

void write_fuzz_markdown(std::ostream& out, const Report& report, const FuzzResults& results) {
    out << "## arbiter fuzz: " << markdown_cell(report.engine_name()) << " ("
        << markdown_cell(report.game) << ")\n\n"
        << cases_of(report) << " cases, " << results.size() << " findings\n\n";
    if (results.empty()) return;
    out << "| oracle | input class | seen | reproducer |\n|---|---|---|---|\n";
    for (const auto& f : results) {
        std::string repro;
        for (const auto& l : f.shrunk)
            repro += (repro.empty() ? "" : "<br>") + markdown_code(shown(l), true);
        out << "| " << markdown_cell(f.verdict.kind)
            << (f.verdict.signature.empty() ? "" : " " + markdown_cell(f.verdict.signature))
            << " | " << markdown_cell(f.input_class) << " | " << f.occurrences << " | " << repro
            << " |\n";
    }
}

void write_fuzz_text(std::ostream& out, const Report& report, const FuzzResults& results) {
    for (const auto& f : results) {
        out << "\nfinding: " << title(f) << " [case " << f.case_index << ", seen " << f.occurrences
            << "x]\n  " << f.verdict.detail << "\n  reproducer (" << f.shrunk.size()
            << " lines, from " << f.original.size() << ", " << f.shrink_runs << " shrink runs)"
            << (f.reproducer.empty() ? "" : ": " + f.reproducer) << "\n";
        if (f.input_classes.size() > 1) {
            out << "  also from:";
            for (std::size_t k = 1; k < f.input_classes.size(); ++k)
                out << " " << f.input_classes[k];
            out << "\n";
        }
        for (const auto& l : f.shrunk) out << "    " << shown(l) << "\n";
        if (!f.verdict.transcript.empty()) out << "  transcript:\n" << f.verdict.transcript;
    }
    out << "\n"
        << report.engine_name() << " (" << report.game << "): " << cases_of(report) << " cases, "
        << results.size() << " findings";
    if (auto it = report.config.find("unconfirmed"); it != report.config.end() && *it != 0)
        out << " (" << it->dump() << " more not reproduced by a second run: dropped)";
    out << "\n";
}

} // namespace harness::report
