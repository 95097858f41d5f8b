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

void write_terminal(std::ostream& out, const Report& report) {
    std::ostringstream text;
    std::visit(
        Overloaded {
            [&](const PerftResults& r) { write_perft_text(text, report, r); },
            [&](const SuiteResults& r) { write_suite_text(text, report, r); },
            [&](const BenchResults& r) { write_bench_markdown(text, report, r, one_line_text); },
            [&](const TreeSizeResults& r) {
                write_treesize_markdown(text, report, r, one_line_text);
            },
            [&](const SymmetryResults& s) {
                write_symmetry_markdown(text, report, s, one_line_text);
            },
            [&](const GateResults& r) { write_gate_text(text, report, r); },
            [&](const BisectResults& r) { write_bisect_text(text, report, r); },
            [&](const RateResults& r) { write_rate_markdown(text, r, one_line_text); },
            [&](const TuneResults& t) { write_tune_markdown(text, t, one_line_text); },
            [&](const TournamentResults& t) { write_tournament_markdown(text, t, one_line_text); },
            [&](const FuzzResults& r) { write_fuzz_text(text, report, r); },
            [&](const MatchResults& r) { write_match_text(text, report, r); },
        },
        report.results);
    write_rejected_text(text, report.rejected);
    out << printable_text(text.str()); // no engine byte drives the terminal
}

} // namespace harness::report
