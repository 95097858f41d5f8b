#pragma once
// One writer per format, each rendering any Report (perft or suite):
//   JSON     — the report schema (schema/report.schema.json), for tools and `suite compare`;
//   JUnit    — one <testcase> per result, failures and errors for CI;
//   Markdown — a summary and table for CI job summaries;
//   terminal — the human-readable text `arbiter` prints.
// Pure formatting: callers own the streams. Engine and EPD text goes through sanitize.h in
// every writer but JSON (whose encoder escapes control characters and replaces invalid UTF-8).

#include "model.h"

#include <ostream>
#include <string>
#include <string_view>

namespace harness::report {

void write_json(std::ostream& out, const Report& report);
void write_junit(std::ostream& out, const Report& report);
void write_markdown(std::ostream& out, const Report& report);
void write_terminal(std::ostream& out, const Report& report);

// The report as the JSON object write_json prints.
[[nodiscard]] nlohmann::ordered_json to_json(const Report& report);

// XML text escaping: printable_text (sanitize.h: valid UTF-8, no control characters), then
// &, <, >, " and '.
[[nodiscard]] std::string xml_escape(std::string_view s);

} // namespace harness::report
