#pragma once
// The figures an engine's `bench` prints (Stockfish's format, which Fairy-Stockfish, Sable and
// many others share): "Nodes searched  : 3467381", "Nodes/second    : 302089",
// "Total time (ms) : 11478". The node count is the bench signature.

#include <cstdint>
#include <optional>
#include <string_view>

namespace harness::bench {

struct BenchFigures {
    std::optional<std::uint64_t> nodes, nps, time_ms;
};

// The last well-formed value of each figure in `text` (any line order, spaces around ':'
// optional). A line whose value is not a plain decimal number (negative, hex, trailing words,
// out of range) does not count.
[[nodiscard]] BenchFigures parse_bench_output(std::string_view text);

} // namespace harness::bench
