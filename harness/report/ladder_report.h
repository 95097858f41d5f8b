#pragma once
// The rating ladder as people read it (`arbiter history ladder`, the gate's dossier): the
// builds in the order they joined with their ratings and 95% intervals, then the references; a
// terminal table, Markdown, and an HTML section with a chart of the ratings over the builds.
// Every stored text is escaped for its format.

#include "harness/gate/ladder_data.h"

#include <ostream>
#include <string>

namespace harness::report {

// The terminal table.
void write_ladder_text(std::ostream& out, const gate::LadderStanding& ladder);
// A Markdown table under a heading.
void write_ladder_markdown(std::ostream& out, const gate::LadderStanding& ladder);
// The chart (ratings over the builds, intervals as a band, references as lines) and the table.
[[nodiscard]] std::string ladder_html_section(const gate::LadderStanding& ladder);
// A whole page of the section.
void write_ladder_html(std::ostream& out, const gate::LadderStanding& ladder);

} // namespace harness::report
