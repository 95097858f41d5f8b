#include "sanitize.h"

#include "harness/input/utf8.h"

#include <algorithm>

namespace harness::report {

namespace {

using input::utf8_sequence;

bool removed(char32_t cp) {
    if (cp == '\n' || cp == '\t') return false;
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0xFFFE || cp == 0xFFFF;
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

std::string markdown_cell(std::string_view s) {
    std::string out;
    for (char c : one_line_text(s)) {
        if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else if (c == '&')
            out += "&amp;";
        else if (std::string_view("\\`*_[]~|#$").find(c) != std::string_view::npos)
            out += std::string("\\") + c;
        else
            out += c;
    }
    return out;
}

std::string markdown_code(std::string_view s, bool in_table) {
    std::string text = one_line_text(s), body;
    std::size_t run = 0, longest = 0;
    for (char c : text) {
        run     = c == '`' ? run + 1 : 0;
        longest = std::max(longest, run);
        body += in_table && c == '|' ? std::string("\\|") : std::string(1, c);
    }
    // A space each side keeps a backtick at either end out of the fence (and is not shown).
    const bool        pad = body.empty() || body.front() == '`' || body.back() == '`';
    const std::string fence(longest + 1, '`');
    return fence + (pad ? " " : "") + body + (pad ? " " : "") + fence;
}

} // namespace harness::report
