#include "perft_report.h"
#include "suite_report.h"
#include "writers.h"

namespace harness::report {

void write_terminal(std::ostream& out, const Report& report) {
    if (auto* perft = std::get_if<PerftResults>(&report.results))
        write_perft_text(out, report, *perft);
    else
        write_suite_text(out, report, std::get<SuiteResults>(report.results));
}

} // namespace harness::report
