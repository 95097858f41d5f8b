#include "bench_output.h"

#include "engine/core/text.h"

#include <charconv>

namespace harness::bench {

namespace {

// "LABEL : 123" -> 123 when the line is exactly that.
std::optional<std::uint64_t> figure(std::string_view line, std::string_view label) {
    line = engine::core::trim_blanks(line);
    if (line.substr(0, label.size()) != label) return std::nullopt;
    auto rest = engine::core::trim_blanks(line.substr(label.size()));
    if (rest.empty() || rest.front() != ':') return std::nullopt;
    rest                = engine::core::trim_blanks(rest.substr(1));
    std::uint64_t value = 0;
    auto [end, ec]      = std::from_chars(rest.data(), rest.data() + rest.size(), value);
    if (ec != std::errc() || end != rest.data() + rest.size() || rest.empty()) return std::nullopt;
    return value;
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
    }
    return out;
}

} // namespace harness::bench
