#pragma once
// The figures an engine's `bench` prints, in the common forms: Stockfish's (which
// Fairy-Stockfish, Sable and many others share) "Nodes searched  : 3467381", "Nodes/second    :
// 302089", "Total time (ms) : 11478"; and a line "... N nodes M nps" as OpenBench reads it
// (Ethereal's and Weiss's "OVERALL:   52406 ms   10408355 nodes   198609 nps", the time from its
// "T ms"). The node count is the bench signature.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace harness::bench {

struct BenchFigures {
    std::optional<std::uint64_t> nodes, nps, time_ms;
};

// The last well-formed value of each figure in `text` (any line order, spaces around ':'
// optional; "nodes" and "nps" in any case). A line whose value is not a plain decimal number
// (negative, hex, trailing words, out of range) does not count.
[[nodiscard]] BenchFigures parse_bench_output(std::string_view text);

// The engine's own form, for a bench none of the common forms reads: the last line `pattern`
// (ECMAScript) matches, its first group a plain decimal node count; nullopt when no line does.
// An invalid pattern or one without a group is pattern_error's message.
[[nodiscard]] std::optional<std::uint64_t> regex_signature(
    std::string_view text, const std::string& pattern);
[[nodiscard]] std::optional<std::string> pattern_error(const std::string& pattern);

// What the error says when no signature was found: the forms read.
inline constexpr const char* BenchForms
    = "'Nodes searched : N' or a line '... N nodes M nps' (OVERALL: T ms N nodes M nps)";

} // namespace harness::bench
