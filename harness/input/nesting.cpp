#include "nesting.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace harness::input {

using engine::core::ParseError;
using engine::core::quote;

namespace {

// The index after the quote `q` closing a string whose body starts at `i`; a backslash escapes
// the next byte when `escapes`; a line break ends an unclosed one-line string when `one_line`.
std::size_t string_end(
    std::string_view text, std::size_t i, std::string_view q, bool escapes, bool one_line) {
    while (i < text.size()) {
        if (escapes && text[i] == '\\') {
            i += 2;
        } else if (text.compare(i, q.size(), q) == 0) {
            return i + q.size();
        } else if (one_line && text[i] == '\n') {
            return i;
        } else {
            ++i;
        }
    }
    return text.size();
}

// A TOML string or comment starting at `i`: the index after it (a comment's line break stays),
// or `i` when none starts there.
std::size_t skip_toml(std::string_view text, std::size_t i) {
    const char c = text[i];
    if (c == '#') return std::min(text.find('\n', i), text.size());
    if (c != '"' && c != '\'') return i;
    const bool        escapes = c == '"';
    const std::string triple(3, c);
    if (text.compare(i, 3, triple) != 0)
        return string_end(text, i + 1, text.substr(i, 1), escapes, true);
    auto end = string_end(text, i + 3, triple, escapes, false);
    // A multi-line string may end in one or two quotes of its own before its closing three.
    for (int extra = 0; extra < 2 && end < text.size() && text[end] == c; ++extra) ++end;
    return end;
}

ParseError error_at(std::string_view text, std::size_t at, const std::string& source, int limit) {
    int line = 1, column = 1;
    for (std::size_t i = 0; i < at; ++i) {
        column = text[i] == '\n' ? 1 : column + 1;
        line += text[i] == '\n';
    }
    return ParseError(column,
        "nesting deeper than " + std::to_string(limit) + ": " + quote(text.substr(at, 1))
            + " opens level " + std::to_string(limit + 1),
        line, source);
}

// TOML levels: a table header's components (one more for [[array]]), then a key's dots, then
// each inline array or table, and the dots of the keys inside inline tables. Each open bracket
// remembers the level it was opened at; the stack holds at most `limit` brackets.
class TomlScan {
public:
    TomlScan(std::string_view text, int limit)
        : text_(text)
        , limit_(limit) { }

    // The offset of the byte that opens level limit + 1, or npos.
    std::size_t run() {
        for (std::size_t i = 0; i < text_.size();) {
            if (auto after = skip_toml(text_, i); after != i) {
                i = after;
                continue;
            }
            if (!step(text_[i])) return i;
            ++i;
        }
        return std::string_view::npos;
    }

private:
    struct Open {
        char kind;
        int  level;
    };

    bool deeper() { return ++level_ <= limit_; }

    // One byte outside strings and comments; false when it opens a level past the limit.
    bool step(char c) {
        if (c == '\n' && open_.empty()) {
            level_      = header_;
            in_key_     = true;
            line_start_ = true;
            return true;
        }
        if (in_header_) return header_step(c);
        const bool header = line_start_ && c == '[' && open_.empty();
        if (c != ' ' && c != '\t' && c != '\r') line_start_ = false;
        if (header) {
            level_     = 0;
            in_header_ = true;
            return deeper();
        }
        if (in_key_ && !(c == '}' && !open_.empty())) { // "{}" closes an empty inline table
            in_key_ = c != '=';
            return c != '.' || deeper();
        }
        return value_step(c);
    }

    // Inside "[a.b]" or "[[a.b]]": its levels hold for the keys below it.
    bool header_step(char c) {
        if (c == '[' || c == '.') return deeper();
        if (c == ']') {
            header_    = level_;
            in_header_ = false;
            in_key_    = false;
        }
        return true;
    }

    bool value_step(char c) {
        if (c == '[' || c == '{') {
            open_.push_back({ c, level_ });
            in_key_ = c == '{';
            return deeper();
        }
        if (open_.empty()) return true;
        if (c == ',') {
            level_  = open_.back().level + 1;
            in_key_ = open_.back().kind == '{';
        } else if (c == ']' || c == '}') {
            level_  = open_.back().level;
            in_key_ = false;
            open_.pop_back();
        }
        return true;
    }

    std::string_view  text_;
    int               limit_;
    int               level_ = 0, header_ = 0;
    bool              in_key_ = true, in_header_ = false, line_start_ = true;
    std::vector<Open> open_;
};

} // namespace

std::optional<ParseError> json_nesting_error(
    std::string_view text, const std::string& source, int limit) {
    int depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            i = string_end(text, i + 1, "\"", true, false) - 1;
        } else if ((c == '[' || c == '{') && ++depth > limit) {
            return error_at(text, i, source, limit);
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

std::optional<ParseError> toml_nesting_error(
    std::string_view text, const std::string& source, int limit) {
    auto at = TomlScan(text, limit).run();
    if (at == std::string_view::npos) return std::nullopt;
    return error_at(text, at, source, limit);
}

} // namespace harness::input
