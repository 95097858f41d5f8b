#pragma once
// UCI commands as typed values. parse_uci_command() turns one input line into a Command or a
// ParseError (column + quoted token); it never throws and never blocks. Parsing depends on the
// engine's state: while searching only stop, ponderhit, isready and quit are accepted.

#include "engine/core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace engine::protocol {

struct UciHello { }; // "uci"
struct IsReady { }; // "isready"
struct NewGame { }; // "ucinewgame"
struct Quit { }; // "quit"
struct Stop { }; // "stop"
struct PonderHit { }; // "ponderhit"
struct Bench { // "bench [depth]": the bench positions at a fixed depth (0: the default)
    int depth = 0;
};
struct Display { }; // "d": board diagram and FEN
struct Eval { }; // "eval": "info string eval cp N", the static evaluation for the side to move
struct SetOption { // "setoption name <id...> [value <x...>]"
    std::string name;
    std::string value;
};
struct SetPosition { // "position startpos|fen <FEN> [moves <m>...]"
    std::optional<std::string> fen; // empty: the start position of the current game
    std::vector<std::string>   moves;
};
struct GoPerft { // "go perft <depth>"
    int depth;
};
struct Go { // "go [wtime N] [btime N] [winc N] [binc N] [movestogo N] [movetime N] [depth N]
            //     [nodes N] [mate N] [infinite] [ponder] [searchmoves <m>...]"; times in ms;
            //     searchmoves takes moves up to the next parameter name or the end of the line
    std::optional<std::int64_t>  wtime, btime, winc, binc, movetime;
    std::optional<int>           movestogo, depth, mate;
    std::optional<std::uint64_t> nodes;
    bool                         infinite = false;
    bool                         ponder   = false;
    std::vector<std::string>     searchmoves; // empty: every move
};

using Command = std::variant<UciHello, IsReady, NewGame, Quit, Stop, PonderHit, Display, Eval,
    SetOption, SetPosition, GoPerft, Go, Bench>;

// Idle: every command; Searching: between "go" and "bestmove".
enum class EngineState { Idle, Searching };

// Longest line accepted; longer lines are an error (the rest of the line is discarded).
constexpr std::size_t MaxLineLength = 1 << 16;
// The error reported for a line longer than MaxLineLength.
std::string too_long_message();

[[nodiscard]] core::Result<Command> parse_uci_command(
    std::string_view line, EngineState state = EngineState::Idle);

} // namespace engine::protocol
