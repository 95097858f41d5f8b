#pragma once
// Splitting a protocol line into blank-separated tokens that remember their 1-based column, for
// the UCI and UCCI command parsers' error messages.

#include <string>
#include <string_view>
#include <vector>

namespace engine::protocol {

struct Token {
    std::string_view text;
    int              column;
};

inline std::vector<Token> tokenize(std::string_view line) {
    std::vector<Token> out;
    std::size_t        i = 0;
    auto is_blank        = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (i < line.size()) {
        while (i < line.size() && is_blank(line[i])) ++i;
        if (i >= line.size()) break;
        std::size_t j = i;
        while (j < line.size() && !is_blank(line[j])) ++j;
        out.push_back({ line.substr(i, j - i), int(i) + 1 });
        i = j;
    }
    return out;
}

// Tokens [from, to) joined by single spaces.
inline std::string join(const std::vector<Token>& t, std::size_t from, std::size_t to) {
    std::string out;
    for (std::size_t i = from; i < to && i < t.size(); ++i) {
        if (!out.empty()) out += ' ';
        out += t[i].text;
    }
    return out;
}

} // namespace engine::protocol
