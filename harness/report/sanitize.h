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

// A Markdown table cell: printable_text, `|` escaped, line breaks and tabs as spaces.
[[nodiscard]] std::string markdown_cell(std::string_view s);

} // namespace harness::report
