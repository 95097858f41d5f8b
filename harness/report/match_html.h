#pragma once
// A match as one self-contained HTML page (match --html): the result table, then per engine
// its faults, clock audit with the histogram of time used / time allotted, warnings and output
// findings with their examples, and the faulted games with their replay files. No script, no
// external resource; every engine text escaped.

#include "model.h"

#include <ostream>

namespace harness::report {

void write_match_html(std::ostream& out, const Report& report, const MatchResults& m);

} // namespace harness::report
