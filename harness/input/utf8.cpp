#include "utf8.h"

#include <cstdio>

namespace harness::input {

std::size_t utf8_sequence(std::string_view s, std::size_t i, char32_t& cp) {
    const auto  b   = static_cast<unsigned char>(s[i]);
    std::size_t n   = 0;
    char32_t    min = 0;
    if (b < 0x80) {
        cp = b;
        return 1;
    } else if ((b & 0xE0) == 0xC0) {
        n   = 2;
        cp  = b & 0x1F;
        min = 0x80;
    } else if ((b & 0xF0) == 0xE0) {
        n   = 3;
        cp  = b & 0x0F;
        min = 0x800;
    } else if ((b & 0xF8) == 0xF0) {
        n   = 4;
        cp  = b & 0x07;
        min = 0x10000;
    } else {
        return 0;
    }
    if (i + n > s.size()) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        const auto c = static_cast<unsigned char>(s[i + k]);
        if ((c & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (c & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

std::optional<engine::core::ParseError> utf8_error(
    std::string_view text, const std::string& source) {
    int line = 1, column = 1;
    for (std::size_t i = 0; i < text.size();) {
        char32_t    cp = 0;
        std::size_t n  = utf8_sequence(text, i, cp);
        if (n == 0) {
            char byte[8];
            std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[i]));
            return engine::core::ParseError(
                column, std::string("invalid UTF-8 (byte ") + byte + ")", line, source);
        }
        if (cp == '\n') {
            ++line;
            column = 1;
        } else {
            column += int(n);
        }
        i += n;
    }
    return std::nullopt;
}

namespace {

// Bidirectional formatting characters: they reorder what a terminal or a page shows after them
// (an engine name that hides or reverses the text beside it).
bool bidi_control(char32_t cp) {
    return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E)
        || (cp >= 0x2066 && cp <= 0x2069);
}

bool removed(char32_t cp) {
    if (cp == '\n' || cp == '\t') return false;
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0xFFFE || cp == 0xFFFF
        || bidi_control(cp);
}

} // namespace

std::string printable_text(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        char32_t    cp = 0;
        std::size_t n  = utf8_sequence(s, i, cp);
        if (n == 0) {
            out += "\xEF\xBF\xBD"; // U+FFFD
            ++i;
            continue;
        }
        if (!removed(cp)) out.append(s.substr(i, n));
        i += n;
    }
    return out;
}

std::string one_line_text(std::string_view s) {
    std::string out = printable_text(s);
    for (char& c : out)
        if (c == '\n' || c == '\t') c = ' ';
    return out;
}

} // namespace harness::input
