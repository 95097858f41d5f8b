#include "fuzz_report.h"
#include "perft_report.h"
#include "suite_report.h"
#include "writers.h"

namespace harness::report {

void write_terminal(std::ostream& out, const Report& report) {
    if (auto* perft = std::get_if<PerftResults>(&report.results))
        write_perft_text(out, report, *perft);
    else if (auto* fuzz = std::get_if<FuzzResults>(&report.results))
        write_fuzz_text(out, report, *fuzz);
    else
        write_suite_text(out, report, std::get<SuiteResults>(report.results));
}

} // namespace harness::report
