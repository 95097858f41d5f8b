#pragma once
// Nesting limits for the JSON and TOML files Arbiter reads (reports, shard reports, journals,
// engines files, history imports, gate configurations). The parsers (nlohmann::json, toml11) and
// the code walking their values recurse once per level, so a file nested deeply enough
// overflows the stack. These scanners walk the text once, without recursion and in linear time,
// and name the first bracket past the limit: call one before handing the text to a parser.

#include "engine/core/parse_error.h"

#include <optional>
#include <string>
#include <string_view>

namespace harness::input {

// The deepest nesting of arrays and objects (tables) a file may have. Arbiter's own files nest
// fewer than ten levels.
inline constexpr int NestingLimit = 64;

// JSON: the `[` or `{` (outside strings) that opens level `limit + 1`, as
// `source:line:col: error: nesting deeper than 64: '[' opens level 65`; nullopt when the text
// nests at most `limit` levels. Syntax is not checked (the parser does that).
[[nodiscard]] std::optional<engine::core::ParseError> json_nesting_error(
    std::string_view text, const std::string& source, int limit = NestingLimit);

// TOML: the same for table levels: a `[a.b]` header's parts (one more for `[[a.b]]`) hold for
// the keys below it, a dotted key adds its dots, an inline array or table one level, and the
// dotted keys inside an inline table their dots (outside strings and comments); the byte named
// is the `[`, `{` or `.` that opens level `limit + 1`.
[[nodiscard]] std::optional<engine::core::ParseError> toml_nesting_error(
    std::string_view text, const std::string& source, int limit = NestingLimit);

} // namespace harness::input
