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

void write_markdown(std::ostream& out, const Report& report) {
    std::ostringstream text; // table cells are escaped by the parts (markdown_cell)
    if (auto* perft = std::get_if<PerftResults>(&report.results))
        write_perft_markdown(text, report, *perft);
    else if (auto* suite = std::get_if<SuiteResults>(&report.results))
        write_suite_markdown(text, report, *suite);
    else if (auto* bench = std::get_if<BenchResults>(&report.results))
        write_bench_markdown(text, report, *bench);
    else if (auto* tree = std::get_if<TreeSizeResults>(&report.results))
        write_treesize_markdown(text, report, *tree);
    else if (auto* gate = std::get_if<GateResults>(&report.results))
        write_gate_markdown(text, report, *gate);
    else if (auto* fuzz = std::get_if<FuzzResults>(&report.results))
        write_fuzz_markdown(text, report, *fuzz);
    else
        write_match_markdown(text, report, std::get<MatchResults>(report.results));
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
