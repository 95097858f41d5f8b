#pragma once
// Gomocup (piskvork "pbrain") commands as typed values. parse_gomocup_command() turns one input
// line into a Command or a ParseError (column + quoted token); keywords are read in any case
// (Yixin-Board sends lower case). Lines inside BOARD ... DONE are parsed by
// parse_board_line(). A keyword the protocol has but Sable does not implement, or no keyword
// of the protocol at all, is Unknown (answered "UNKNOWN"): PLAY among them, which a manager
// sends only in reply to SUGGEST, and Sable never suggests.

#include "engine/core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace engine::protocol::gomocup {

struct Start { // "START n"
    int size;
};
struct RectStart { // "RECTSTART w,h"
    int width, height;
};
struct Restart { }; // "RESTART"
struct Begin { }; // "BEGIN"
struct Turn { // "TURN x,y": the opponent's move
    int x, y;
};
struct Board { }; // "BOARD": stone lines follow, then DONE
struct Swap2Board { }; // "SWAP2BOARD": 0, 3 or 5 lines "x,y" follow, then DONE
struct Takeback { // "TAKEBACK x,y"
    int x, y;
};
struct Info { // "INFO key value"; key lower-cased
    std::string key;
    std::string value;
};
struct End { }; // "END"
struct About { }; // "ABOUT"
struct Eval { }; // "EVAL": "MESSAGE eval cp N", the static evaluation for the side to move
struct Unknown { // any other line
    std::string keyword;
};

using Command = std::variant<Start, RectStart, Restart, Begin, Turn, Board, Swap2Board, Takeback,
    Info, End, About, Eval, Unknown>;

[[nodiscard]] core::Result<Command> parse_command(std::string_view line);

// One line inside BOARD: "x,y,f" (f = 1 own stone, 2 opponent's, 3 a winning-line or
// forbidden stone of continuous games), or "DONE".
struct BoardStone {
    int x, y, field;
};
struct BoardDone { };
[[nodiscard]] core::Result<std::variant<BoardStone, BoardDone>> parse_board_line(
    std::string_view line);

// One line inside SWAP2BOARD: "x,y" (the opening's stones in move order, black first), or
// "DONE".
struct Swap2Stone {
    int x, y;
};
[[nodiscard]] core::Result<std::variant<Swap2Stone, BoardDone>> parse_swap2_line(
    std::string_view line);

// "x,y" with two non-negative numbers (at most 3 digits each), else nullopt.
[[nodiscard]] std::optional<std::pair<int, int>> parse_point(std::string_view text);

} // namespace engine::protocol::gomocup
