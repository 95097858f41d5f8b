#include "fuzz_report.h"
#include "perft_report.h"
#include "suite_report.h"
#include "writers.h"

namespace harness::report {

void write_markdown(std::ostream& out, const Report& report) {
    if (auto* perft = std::get_if<PerftResults>(&report.results))
        write_perft_markdown(out, report, *perft);
    else if (auto* fuzz = std::get_if<FuzzResults>(&report.results))
        write_fuzz_markdown(out, report, *fuzz);
    else
        write_suite_markdown(out, report, std::get<SuiteResults>(report.results));
    const auto& p = report.provenance;
    out << "\n<sub>Arbiter " << p.arbiter_version << " on " << p.host << ", " << p.started_at;
    for (const auto& e : report.engines)
        if (!e.id_name.empty()) out << "; " << e.role << ": " << e.id_name;
    out << "</sub>\n";
}

} // namespace harness::report
