#pragma once
// JSON text from values that may hold any bytes an engine or a command line gave (names, paths,
// options, commit subjects): the one place that writes a JSON value as text. Invalid UTF-8
// becomes U+FFFD instead of nlohmann's type error 316 (an uncaught exception, exit 70), so
// every journal, identity, report and comparison of two values sees the same text.

#include <nlohmann/json.hpp>

#include <string>

namespace harness::input {

// The value as JSON text (indent < 0: one line), invalid UTF-8 replaced; `ascii`: every
// character past U+007F as a \u escape (a terminal that shows no bidi or lookalike text).
[[nodiscard]] std::string json_text(
    const nlohmann::json& value, int indent = -1, bool ascii = false);
[[nodiscard]] std::string json_text(
    const nlohmann::ordered_json& value, int indent = -1, bool ascii = false);

// The same value with every string valid UTF-8, as the other JSON type (an ordered identity
// for a journal keyed by name, or an unordered report for an ordered one).
[[nodiscard]] nlohmann::json         valid_json(const nlohmann::ordered_json& value);
[[nodiscard]] nlohmann::json         valid_json(const nlohmann::json& value);
[[nodiscard]] nlohmann::ordered_json valid_ordered_json(const nlohmann::json& value);
[[nodiscard]] nlohmann::ordered_json valid_ordered_json(const nlohmann::ordered_json& value);

} // namespace harness::input
