#pragma once
// Pure parsers for xboard/CECP engine output (no I/O, no clock): feature lines, move lines,
// thinking output, pong, and the engine's complaints ("Illegal move", "Error").

#include "types.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace harness::protocol {

// `feature setboard=1 myname="GNU Chess" done=0` -> {{"setboard","1"},{"myname","GNU Chess"},
// {"done","0"}} (quotes removed). nullopt when the line is not a feature line or a pair is
// malformed (no '=', unterminated quote).
[[nodiscard]] std::optional<std::vector<std::pair<std::string, std::string>>> parse_feature_line(
    std::string_view line);

// The engine's move: "move e2e4", and the older "My move is : e2e4" / "My move is: e2e4".
[[nodiscard]] std::optional<std::string> parse_move_line(std::string_view line);

// A thinking line "ply score time nodes pv..." (time in centiseconds, converted to time_ms;
// score in centipawns kept as score_cp, mate encodings are engine-specific and not decoded).
// Pv tokens that are not coordinate moves (SAN, book notes, "(exd5)") are dropped: pv then
// holds the coordinate prefix only. nullopt when the first four fields are not numbers.
[[nodiscard]] std::optional<SearchInfo> parse_thinking_line(std::string_view line);

// "pong 7" -> 7.
[[nodiscard]] std::optional<int> parse_pong_line(std::string_view line);

// The engine refusing input: "Illegal move: e2e5", "Illegal move:h3h4", "Illegal move (why):
// x", "Invalid move: sd 3", "Error (unknown command): sd 3" -> the refused text ("sd 3").
[[nodiscard]] std::optional<std::string> parse_refusal_line(std::string_view line);

// A game result the engine claims instead of moving: "1-0 {...}", "0-1", "1/2-1/2", "resign".
[[nodiscard]] bool is_result_line(std::string_view line);

// Is the side to move black after `move_count` moves from `fen` (empty = start position)?
[[nodiscard]] bool black_to_move(std::string_view fen, std::size_t move_count);

// Coordinate move text: files a-z, ranks 0-99, optional promotion letter ("e7e8q", "b2b9").
[[nodiscard]] bool is_coordinate_move(std::string_view text);

} // namespace harness::protocol
