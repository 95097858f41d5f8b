#pragma once
// An engine's answer to its static-evaluation command `eval` (not a UCI or UCCI command: a
// debugging extension engines share), in the forms engines print it:
//   info string eval cp -56                     Sable (UCI, UCCI): cp, the side to move's view
//   Final evaluation       +0.18 (white side) [with scaled NNUE, ...]
//                                               Stockfish: pawns, White's view
//   Total evaluation: 0.13 (white side)         Fairy-Stockfish: pawns, White's view
// "Final evaluation: none (in check)" and any other line: nullopt.

#include <optional>
#include <string_view>

namespace harness::protocol {

struct StaticEval {
    int  cp         = 0;
    bool white_view = false; // true: White's (Red's) view; false: the side to move's
};

[[nodiscard]] std::optional<StaticEval> parse_eval_line(std::string_view line);

} // namespace harness::protocol
