#pragma once
// Engine bytes made safe for every report (the one sanitiser the writers share): an engine's
// or an EPD's text may hold invalid UTF-8, escape sequences that would drive a terminal, or
// bytes XML forbids. Each writer passes such text through here, so no report can be broken —
// or a terminal taken over — by what an engine printed.

#include <string>
#include <string_view>

namespace harness::report {

// Valid UTF-8 text: each invalid sequence (bad lead or continuation byte, overlong form,
// surrogate, beyond U+10FFFF) becomes U+FFFD; control characters (C0 but tab and newline,
// carriage return, DEL, C1) and the noncharacters U+FFFE and U+FFFF are removed. Safe for a
// terminal, XML 1.0 (after escaping) and Markdown.
[[nodiscard]] std::string printable_text(std::string_view s);

// printable_text on one line: line breaks and tabs as spaces (a terminal table's column).
[[nodiscard]] std::string one_line_text(std::string_view s);

// Inline Markdown text (a table cell, a heading, a list item): one_line_text with `<`, `>` and
// `&` as HTML entities and the characters of Markdown syntax (\ ` * _ [ ] ~ | # $) escaped
// with a backslash, so that no engine or file text opens an HTML tag or comment, a link or
// image, emphasis, code, math, a table cell or a line, and it renders as itself.
[[nodiscard]] std::string markdown_cell(std::string_view s);

// A Markdown code span showing `s` (one_line_text) as it is: fenced by more backticks than any
// run of them in `s`; `|` escaped when `in_table` (GFM splits a row's cells before code spans).
[[nodiscard]] std::string markdown_code(std::string_view s, bool in_table = false);

} // namespace harness::report
