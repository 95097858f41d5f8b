#include "match_report.h"
#include "perft_report.h"
#include "suite_report.h"
#include "writers.h"

namespace harness::report {

void write_terminal(std::ostream& out, const Report& report) {
    if (auto* perft = std::get_if<PerftResults>(&report.results))
        write_perft_text(out, report, *perft);
    else if (auto* suite = std::get_if<SuiteResults>(&report.results))
        write_suite_text(out, report, *suite);
    else
        write_match_text(out, report, std::get<MatchResults>(report.results));
}

} // namespace harness::report
