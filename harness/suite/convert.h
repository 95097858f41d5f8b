#pragma once
// Converters from puzzle formats into EPD records (see suites/SOURCES-tactics.md):
//  - Lichess puzzle CSV: the FEN is before the opponent's setup move Moves[0]; the record is the
//    position after it, with `bm <SAN of Moves[1]>; pv <SAN line>; dm N` (mateInN themes),
//    `id "lichess.<PuzzleId>"; c0 "<Themes>"`.
//  - wukong-xiangqi puzzle JSON: "Mate in N move(s)" -> `dm N; id "<id>"; c0 "<description>"`;
//    "Mate in ? moves" is skipped.

#include "epd.h"

#include <string_view>
#include <vector>

namespace harness::suite {

struct Converted {
    std::vector<EpdRecord>  records;
    std::vector<ParseError> errors; // one per rejected row/object
    int                     skipped = 0; // rows deliberately left out (unknown mate length)
};

// One Lichess puzzle row, from its fields.
[[nodiscard]] Result<EpdRecord> convert_lichess_puzzle(std::string_view puzzle_id,
    std::string_view fen, std::string_view moves, std::string_view themes);

// A whole Lichess CSV with its header line (columns found by name).
[[nodiscard]] Converted convert_lichess_csv(std::string_view csv, std::string_view source = {});

// The wukong-xiangqi puzzle JSON array.
[[nodiscard]] Converted convert_xiangqi_puzzles(
    std::string_view json, std::string_view source = {});

// Split one CSV line (RFC 4180 quotes, no embedded newlines).
[[nodiscard]] std::vector<std::string> split_csv_line(std::string_view line);

} // namespace harness::suite
