#include "fuzz_report.h"
#include "gate_report.h"
#include "match_report.h"
#include "measure_report.h"
#include "perft_report.h"
#include "rejected_report.h"
#include "sanitize.h"
#include "suite_report.h"
#include "writers.h"

#include <sstream>

namespace harness::report {

void write_terminal(std::ostream& out, const Report& report) {
    std::ostringstream text;
    if (auto* perft = std::get_if<PerftResults>(&report.results))
        write_perft_text(text, report, *perft);
    else if (auto* suite = std::get_if<SuiteResults>(&report.results))
        write_suite_text(text, report, *suite);
    else if (auto* bench = std::get_if<BenchResults>(&report.results))
        write_bench_markdown(text, report, *bench, one_line_text);
    else if (auto* tree = std::get_if<TreeSizeResults>(&report.results))
        write_treesize_markdown(text, report, *tree, one_line_text);
    else if (auto* gate = std::get_if<GateResults>(&report.results))
        write_gate_text(text, report, *gate);
    else if (auto* fuzz = std::get_if<FuzzResults>(&report.results))
        write_fuzz_text(text, report, *fuzz);
    else
        write_match_text(text, report, std::get<MatchResults>(report.results));
    write_rejected_text(text, report.rejected);
    out << printable_text(text.str()); // no engine byte drives the terminal
}

} // namespace harness::report
