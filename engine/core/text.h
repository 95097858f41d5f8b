#pragma once
// Small text helpers shared by the parsers of engine and harness.

#include <cstdio>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace engine::core {

// `s` without leading and trailing blanks: space, tab, CR, LF and NUL.
[[nodiscard]] constexpr std::string_view trim_blanks(std::string_view s) {
    auto blank
        = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\0'; };
    while (!s.empty() && blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && blank(s.back())) s.remove_suffix(1);
    return s;
}

// A non-negative decimal number of 1 to `max_digits` digits (nothing else), else -1.
[[nodiscard]] constexpr int small_number(std::string_view s, std::size_t max_digits = 3) {
    if (s.empty() || s.size() > max_digits) return -1;
    int n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return -1;
        n = n * 10 + (c - '0');
    }
    return n;
}

// The whitespace-separated words of `text`.
[[nodiscard]] inline std::vector<std::string> words(std::string_view text) {
    std::istringstream       in { std::string(text) };
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// Words joined by single spaces (the inverse of words() on normalised text).
[[nodiscard]] inline std::string unwords(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

// A number as reports print it: `digits` digits after the point ("12.35").
[[nodiscard]] inline std::string fixed(double v, int digits) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

} // namespace engine::core
