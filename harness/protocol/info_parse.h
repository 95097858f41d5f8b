#pragma once
// Pure parsers for engine output lines (no I/O, no clock): UCI/UCCI "info" and "bestmove",
// Stockfish-style perft divide lines, and xiangqi rank-dialect conversion.

#include "types.h"

#include <optional>
#include <string>
#include <string_view>

namespace harness::protocol {

// "info depth 12 seldepth 20 score cp -35 lowerbound nodes 123 nps 4 time 5 pv e2e4 e7e5".
// Returns nullopt when the line is not an info line or a field value is malformed.
[[nodiscard]] std::optional<SearchInfo> parse_info_line(std::string_view line);

struct BestMove {
    std::string                move; // may be "(none)" / "0000" as sent
    std::optional<std::string> ponder;
    bool                       draw = false, resign = false; // UCCI's "draw" or "resign" word
};
// "bestmove e2e4 [ponder e7e5]", UCCI's "bestmove h2e2 [ponder h9g7] [draw|resign]" too.
[[nodiscard]] std::optional<BestMove> parse_bestmove_line(std::string_view line);
// The line that ends a search: "bestmove ..." (well-formed or not) or UCCI's "nobestmove".
[[nodiscard]] bool ends_search(std::string_view line);

// "e2e4: 20" / "b3b10: 1" -> {move, count}; nullopt otherwise.
[[nodiscard]] std::optional<std::pair<std::string, std::uint64_t>> parse_divide_line(
    std::string_view line);
// "Nodes searched: 8902" -> 8902.
[[nodiscard]] std::optional<std::uint64_t> parse_nodes_searched(std::string_view line);

// Xiangqi coordinates: ranks 1-10 (Fairy-Stockfish in plain UCI) <-> ranks 0-9 (ICCS, Arbiter).
// Text that is not a coordinate move is returned unchanged.
[[nodiscard]] std::string ranks1_to_ranks0(std::string_view move);
[[nodiscard]] std::string ranks0_to_ranks1(std::string_view move);

} // namespace harness::protocol
