#include "bench_output.h"

#include <regex>

#include "engine/core/text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

namespace harness::bench {

namespace {

std::optional<std::uint64_t> number(std::string_view token) {
    std::uint64_t value = 0;
    auto [end, ec]      = std::from_chars(token.data(), token.data() + token.size(), value);
    if (ec != std::errc() || end != token.data() + token.size() || token.empty())
        return std::nullopt;
    return value;
}

// "LABEL : 123" -> 123 when the line is exactly that.
std::optional<std::uint64_t> figure(std::string_view line, std::string_view label) {
    line = engine::core::trim_blanks(line);
    if (line.substr(0, label.size()) != label) return std::nullopt;
    auto rest = engine::core::trim_blanks(line.substr(label.size()));
    if (rest.empty() || rest.front() != ':') return std::nullopt;
    return number(engine::core::trim_blanks(rest.substr(1)));
}

bool is_word(std::string_view token, std::string_view word) {
    if (token.size() != word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(token[i])) != word[i]) return false;
    return true;
}

// "... N nodes M nps ..." (Ethereal's and Weiss's "OVERALL: T ms N nodes M nps", the form
// OpenBench reads) into `out`, with "T ms" on the same line.
void nodes_and_nps(std::string_view line, BenchFigures& out) {
    std::vector<std::string_view> t;
    for (std::size_t i = 0; i < line.size();) {
        const auto start = line.find_first_not_of(" \t\r", i);
        if (start == std::string_view::npos) break;
        const auto end = std::min(line.find_first_of(" \t\r", start), line.size());
        t.push_back(line.substr(start, end - start));
        i = end;
    }
    if (!t.empty() && t.front() == "info") return; // a search's info line: "... nodes N nps M"
    for (std::size_t i = 1; i + 2 < t.size(); ++i) {
        const auto nodes = number(t[i - 1]), nps = number(t[i + 1]);
        if (!is_word(t[i], "nodes") || !nodes || !nps || !is_word(t[i + 2], "nps")) continue;
        out.nodes = nodes;
        out.nps   = nps;
        for (std::size_t k = 1; k < t.size(); ++k)
            if (auto ms = number(t[k - 1]); ms && is_word(t[k], "ms")) out.time_ms = ms;
        return;
    }
}

} // namespace

BenchFigures parse_bench_output(std::string_view text) {
    BenchFigures out;
    while (!text.empty()) {
        auto eol  = text.find('\n');
        auto line = text.substr(0, eol);
        text      = eol == std::string_view::npos ? std::string_view() : text.substr(eol + 1);
        if (auto v = figure(line, "Nodes searched")) out.nodes = v;
        if (auto v = figure(line, "Nodes/second")) out.nps = v;
        if (auto v = figure(line, "Total time (ms)")) out.time_ms = v;
        nodes_and_nps(line, out);
    }
    return out;
}

std::optional<std::string> pattern_error(const std::string& pattern) {
    try {
        const std::regex re(pattern);
        if (re.mark_count() < 1) return "'" + pattern + "' has no group ( ) around the node count";
    } catch (const std::regex_error& e) {
        return "'" + pattern + "' is not a regular expression: " + e.what();
    }
    return std::nullopt;
}

std::optional<std::uint64_t> regex_signature(std::string_view text, const std::string& pattern) {
    std::regex re;
    try {
        re = std::regex(pattern);
    } catch (const std::regex_error&) {
        return std::nullopt; // pattern_error says why
    }
    if (re.mark_count() < 1) return std::nullopt;
    std::optional<std::uint64_t> found;
    std::size_t                  start = 0;
    while (start <= text.size()) {
        auto end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string line(text.substr(start, end - start));
        std::smatch       m;
        if (std::regex_search(line, m, re) && m[1].matched) {
            const std::string digits = m[1].str();
            if (!digits.empty() && digits.size() <= 19
                && digits.find_first_not_of("0123456789") == std::string::npos)
                found = std::stoull(digits);
        }
        start = end + 1;
    }
    return found;
}

} // namespace harness::bench
