#pragma once
// UTF-8 as the files Arbiter reads must hold it (TOML requires it; toml11 reads past the end of
// its buffer on some invalid sequences, so a configuration is checked before it is parsed), and
// engine or file text made printable: the one sanitiser that every report writer and the
// history database share (report/sanitize.h adds the Markdown escapes).

#include "engine/core/parse_error.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace harness::input {

// The length of the valid UTF-8 sequence at s[i] and its code point in `cp`, or 0 when it is
// invalid (a bad lead or continuation byte, an overlong form, a surrogate, beyond U+10FFFF, or
// cut off by the end of `s`).
[[nodiscard]] std::size_t utf8_sequence(std::string_view s, std::size_t i, char32_t& cp);

// The first invalid sequence of `text`, as `source:line:col: error: invalid UTF-8 (byte 0xFF)`,
// col counted in bytes; nullopt when the text is valid UTF-8.
[[nodiscard]] std::optional<engine::core::ParseError> utf8_error(
    std::string_view text, const std::string& source);

// Valid UTF-8 text: each invalid sequence becomes U+FFFD; control characters (C0 but tab and
// newline, carriage return, DEL, C1), the bidirectional controls (U+061C, U+200E-F, U+202A-E,
// U+2066-9) and the noncharacters U+FFFE and U+FFFF are removed. Safe for a terminal, XML 1.0
// (after escaping) and Markdown.
[[nodiscard]] std::string printable_text(std::string_view s);

// printable_text on one line: line breaks and tabs as spaces (a terminal table's column).
[[nodiscard]] std::string one_line_text(std::string_view s);

} // namespace harness::input
