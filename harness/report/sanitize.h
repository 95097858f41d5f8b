#pragma once
// Engine bytes made safe for every report (the one sanitiser the writers share): an engine's
// or an EPD's text may hold invalid UTF-8, escape sequences that would drive a terminal, or
// bytes XML forbids. Each writer passes such text through here, so no report can be broken —
// or a terminal taken over — by what an engine printed.

#include "harness/input/utf8.h"

#include <string>
#include <string_view>

namespace harness::report {

// Valid UTF-8 without control characters (input/utf8.h), on one line or not.
using input::one_line_text;
using input::printable_text;

// Inline Markdown text (a table cell, a heading, a list item): one_line_text with `<`, `>` and
// `&` as HTML entities and the characters of Markdown syntax (\ ` * _ [ ] ~ | # $) escaped
// with a backslash, so that no engine or file text opens an HTML tag or comment, a link or
// image, emphasis, code, math, a table cell or a line, and it renders as itself.
[[nodiscard]] std::string markdown_cell(std::string_view s);

// A Markdown code span showing `s` (one_line_text) as it is: fenced by more backticks than any
// run of them in `s`; `|` escaped when `in_table` (GFM splits a row's cells before code spans).
[[nodiscard]] std::string markdown_code(std::string_view s, bool in_table = false);

} // namespace harness::report
