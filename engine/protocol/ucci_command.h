#pragma once
// UCCI commands (ElephantEye's Universal Chinese Chess Protocol, xqbase.com's UCCI document) as
// typed values. parse_ucci_command() turns one line into a Command or a ParseError; it never
// throws. Parsing depends on the state: while thinking only isready, ponderhit [draw], stop and
// quit are accepted.

#include "engine/core/result.h"
#include "engine/protocol/uci_command.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace engine::protocol::ucci {

struct Hello { }; // "ucci"
struct IsReady { }; // "isready"
struct Stop { }; // "stop"
struct Quit { }; // "quit"
struct Eval { }; // "eval": "info string eval cp N", the static evaluation for the side to move
struct PonderHit { // "ponderhit [draw]"
    bool draw = false;
};
struct SetOption { // "setoption <name> [<value>]": one lowercase word, no "name"/"value"
    std::string name;
    std::string value;
};
struct SetPosition { // "position fen <FEN> | startpos [moves <m>...]"
    std::optional<std::string> fen;
    std::vector<std::string>   moves;
};
struct BanMoves { // "banmoves <m>..."
    std::vector<std::string> moves;
};
struct Go { // "go [ponder|draw] depth D | nodes N | infinite | time T [movestogo N |
            //  increment I] [opptime T [oppmovestogo N | oppincrement I]]"; clock values in the
            //  protocol's unit (seconds, or ms with usemillisec), kept as written
    bool                         ponder   = false;
    bool                         draw     = false;
    bool                         infinite = false;
    std::optional<int>           depth;
    std::optional<std::uint64_t> nodes;
    std::optional<double>        time, increment;
    std::optional<int>           movestogo;
};

using Command = std::variant<Hello, IsReady, Stop, Quit, Eval, PonderHit, SetOption, SetPosition,
    BanMoves, Go>;

[[nodiscard]] core::Result<Command> parse_ucci_command(std::string_view line, EngineState state);

} // namespace engine::protocol::ucci
