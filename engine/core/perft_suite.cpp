#include "perft_suite.h"

#include "text.h"

#include <charconv>
#include <fstream>
#include <sstream>

namespace engine::core {

namespace {

// Collapse runs of blanks into one space.
std::string normalise(std::string_view s) {
    std::string out;
    bool        blank = false;
    for (char c : trim_blanks(s)) {
        if (c == ' ' || c == '\t') {
            blank = true;
            continue;
        }
        if (blank && !out.empty()) out += ' ';
        blank = false;
        out += c;
    }
    return out;
}

bool parse_u64(std::string_view s, std::uint64_t& v) {
    auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    return r.ec == std::errc() && r.ptr == s.data() + s.size() && !s.empty();
}

ParseError error_at(std::string_view source, int line, int column, std::string message) {
    return ParseError { column, std::move(message), line, std::string(source) };
}

// One "D<depth> <nodes>" field of an EPD perft line. `col` is the field's 1-based column.
bool parse_depth_field(std::string_view field, int col, int line, std::string_view source,
    PerftEntry& entry, std::vector<ParseError>& errors) {
    std::string_view f = trim_blanks(field);
    col += int(field.find_first_not_of(" \t"));
    if (f.size() < 2 || (f[0] != 'D' && f[0] != 'd')) {
        errors.push_back(
            error_at(source, line, col, "expected 'D<depth> <nodes>', got " + quote(f)));
        return false;
    }
    auto          sp    = f.find_first_of(" \t");
    std::uint64_t depth = 0, nodes = 0;
    if (sp == std::string_view::npos || !parse_u64(f.substr(1, sp - 1), depth) || depth == 0
        || depth > 64) {
        errors.push_back(error_at(source, line, col, "bad perft depth in " + quote(f)));
        return false;
    }
    std::string_view n = trim_blanks(f.substr(sp));
    if (!parse_u64(n, nodes)) {
        errors.push_back(
            error_at(source, line, col + int(f.find(n)), "expected a node count, got " + quote(n)));
        return false;
    }
    entry.counts.push_back({ int(depth), nodes });
    return true;
}

} // namespace

PerftSuite parse_perft_suite(std::string_view text, std::string_view source) {
    PerftSuite suite;
    PerftEntry block; // python-chess block being assembled
    bool       in_block = false;
    auto       flush    = [&] {
        if (in_block && !block.fen.empty()) suite.entries.push_back(block);
        block    = PerftEntry {};
        in_block = false;
    };

    int line_no = 0;
    for (std::size_t pos = 0; pos <= text.size();) {
        std::size_t eol = text.find('\n', pos);
        if (eol == std::string_view::npos) eol = text.size();
        std::string_view raw = text.substr(pos, eol - pos);
        pos                  = eol + 1;
        ++line_no;
        std::string_view line = trim_blanks(raw);
        if (line.empty()) {
            flush();
            if (eol == text.size()) break;
            continue;
        }
        if (line[0] == '#') continue;
        int col0 = int(raw.find(line)) + 1;

        // python-chess block format
        auto starts = [&](std::string_view kw) {
            return line.size() > kw.size() && line.substr(0, kw.size()) == kw
                && (line[kw.size()] == ' ' || line[kw.size()] == '\t');
        };
        if (starts("id")) {
            flush();
            in_block   = true;
            block.id   = normalise(line.substr(2));
            block.line = line_no;
            continue;
        }
        if (starts("epd") || starts("fen")) {
            if (!in_block) {
                flush();
                in_block = true;
                block.id = "line " + std::to_string(line_no);
            }
            block.fen  = normalise(line.substr(3));
            block.line = line_no;
            continue;
        }
        if (starts("perft")) {
            std::string_view rest = trim_blanks(line.substr(5));
            auto             sp   = rest.find_first_of(" \t");
            std::uint64_t    d = 0, n = 0;
            if (!in_block || sp == std::string_view::npos || !parse_u64(rest.substr(0, sp), d)
                || !parse_u64(trim_blanks(rest.substr(sp)), n) || d == 0 || d > 64) {
                suite.errors.push_back(error_at(source, line_no, col0,
                    "expected 'perft <depth> <nodes>' after an "
                    "'epd' line, got "
                        + quote(line)));
                continue;
            }
            block.counts.push_back({ int(d), n });
            continue;
        }
        flush();

        // EPD form: FEN ;D1 n ;D2 n
        auto       semi = line.find(';');
        PerftEntry entry;
        entry.line = line_no;
        entry.id   = "line " + std::to_string(line_no);
        entry.fen  = normalise(line.substr(0, semi));
        bool ok    = true;
        while (semi != std::string_view::npos) {
            auto             next  = line.find(';', semi + 1);
            std::string_view field = line.substr(semi + 1,
                next == std::string_view::npos ? std::string_view::npos : next - semi - 1);
            if (!trim_blanks(field).empty())
                ok = parse_depth_field(
                         field, col0 + int(semi) + 1, line_no, source, entry, suite.errors)
                    && ok;
            semi = next;
        }
        if (ok) suite.entries.push_back(std::move(entry));
        if (eol == text.size()) break;
    }
    flush();
    return suite;
}

PerftSuite load_perft_suite(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        PerftSuite s;
        s.errors.push_back(ParseError { 0, "cannot open file", 0, path });
        return s;
    }
    std::stringstream buf;
    buf << in.rdbuf();
    return parse_perft_suite(buf.str(), path);
}

} // namespace engine::core
