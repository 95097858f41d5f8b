#include "perft_report.h"
#include "sanitize.h"
#include "suite_report.h"
#include "writers.h"

#include <sstream>

namespace harness::report {

void write_terminal(std::ostream& out, const Report& report) {
    std::ostringstream text;
    if (auto* perft = std::get_if<PerftResults>(&report.results))
        write_perft_text(text, report, *perft);
    else
        write_suite_text(text, report, std::get<SuiteResults>(report.results));
    out << printable_text(text.str()); // no engine byte drives the terminal
}

} // namespace harness::report
