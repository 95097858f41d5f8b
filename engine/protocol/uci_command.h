#pragma once
// UCI commands as typed values. parse_uci_command() turns one input line into a Command or a
// ParseError (column + quoted token); it never throws and never blocks.

#include "engine/core/result.h"

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
struct Display { }; // "d": board diagram and FEN
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
struct Go { // any other "go ..." (searching arrives with the search issue)
    std::string args;
};

using Command = std::variant<UciHello, IsReady, NewGame, Quit, Stop, Display, SetOption,
    SetPosition, GoPerft, Go>;

// Longest line accepted; longer lines are an error (the rest of the line is discarded).
constexpr std::size_t MaxLineLength = 1 << 16;

[[nodiscard]] core::Result<Command> parse_uci_command(std::string_view line);

} // namespace engine::protocol
