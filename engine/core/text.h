#pragma once
// Small text helpers shared by the parsers of engine and harness.

#include <string_view>

namespace engine::core {

// `s` without leading and trailing blanks: space, tab, CR, LF and NUL.
[[nodiscard]] constexpr std::string_view trim_blanks(std::string_view s) {
    auto blank
        = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\0'; };
    while (!s.empty() && blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && blank(s.back())) s.remove_suffix(1);
    return s;
}

} // namespace engine::core
