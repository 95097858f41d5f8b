#include "sanitize.h"

#include "harness/input/utf8.h"

#include <algorithm>

namespace harness::report {

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
