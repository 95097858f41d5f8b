#pragma once
// Perft suites as text: the EPD form "FEN ;D1 20 ;D2 400" (Ethereal, Chess-EPDs: CRLF, NUL bytes,
// blank lines, '#' comments and "FEN; D1 n" spacing tolerated) and python-chess ".perft" blocks
// ("id X" / "epd FEN" / "perft D N"). Game-independent: FENs are not validated here.

#include "parse_error.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace engine::core {

struct PerftCount {
    int           depth;
    std::uint64_t nodes;
};

struct PerftEntry {
    std::string             id; // from "id" (python-chess) or "line N"
    std::string             fen; // whitespace-normalised
    std::vector<PerftCount> counts;
    int                     line = 0; // 1-based line of the FEN in the source
};

struct PerftSuite {
    std::vector<PerftEntry> entries;
    std::vector<ParseError> errors; // each with line/column; bad records are skipped
};

// Parse a whole suite file's text; `source` names it in errors. Never throws.
PerftSuite parse_perft_suite(std::string_view text, std::string_view source);

// Read and parse a file; an unreadable file yields one error.
PerftSuite load_perft_suite(const std::string& path);

} // namespace engine::core
