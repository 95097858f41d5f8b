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

#include <sstream>

namespace harness::report {

void write_markdown(std::ostream& out, const Report& report) {
    std::ostringstream text; // table cells are escaped by the parts (markdown_cell)
    std::visit(Overloaded {
                   [&](const PerftResults& r) { write_perft_markdown(text, report, r); },
                   [&](const SuiteResults& r) { write_suite_markdown(text, report, r); },
                   [&](const BenchResults& r) { write_bench_markdown(text, report, r); },
                   [&](const TreeSizeResults& r) { write_treesize_markdown(text, report, r); },
                   [&](const SymmetryResults& s) { write_symmetry_markdown(text, report, s); },
                   [&](const GateResults& r) { write_gate_markdown(text, report, r); },
                   [&](const BisectResults& r) { write_bisect_markdown(text, report, r); },
                   [&](const RateResults& r) { write_rate_markdown(text, r); },
                   [&](const TuneResults& t) { write_tune_markdown(text, t); },
                   [&](const TournamentResults& t) { write_tournament_markdown(text, t); },
                   [&](const FuzzResults& r) { write_fuzz_markdown(text, report, r); },
                   [&](const MatchResults& r) { write_match_markdown(text, report, r); },
               },
        report.results);
    write_rejected_markdown(text, report.rejected);
    const auto& p = report.provenance;
    text << "\n<sub>Arbiter " << markdown_cell(p.arbiter_version) << " on " << markdown_cell(p.host)
         << ", " << markdown_cell(p.started_at);
    for (const auto& e : report.engines)
        if (!e.id_name.empty())
            text << "; " << markdown_cell(e.role) << ": " << markdown_cell(e.id_name);
    text << "</sub>\n";
    out << printable_text(text.str());
}

} // namespace harness::report
