#pragma once
// Dialect: the text of one protocol (UCI, UCCI, xboard) for one game, as the fuzzer writes it
// raw: the handshake, a position, a search, a sync (`isready` / `ping N`), and how the engine's
// answers to those look. The generators build cases with it; the runner and the oracles read
// the engine's lines with it (through the protocol layer's pure parsers). Gomocup engines get
// their own generators and runner (gomocup_cases.h, gomocup_runner.h): of a Gomocup dialect
// only `proto`, `game` and quit() ("END") are used.

#include "harness/game/game.h"
#include "harness/protocol/factory.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace harness::enginefuzz {

struct Dialect {
    protocol::Protocol                               proto = protocol::Protocol::Uci;
    game::Game                                       game  = game::chess();
    std::vector<std::pair<std::string, std::string>> options; // the spec's option.NAME=VALUE
    bool ranks_1_to_10 = false; // xiangqi moves as the engine speaks them
    // xboard features announced in the handshake (protocol::Capabilities): without setboard a
    // position is set up with `edit` (harness/protocol/xboard_edit.h); with usermove moves carry
    // the prefix.
    bool xboard_setboard = true;
    bool xboard_usermove = false;

    // The lines that open a conversation: "uci" + variant and spec options; "ucci" + options;
    // "xboard", "protover 2", "new", "variant V", "force", "post".
    [[nodiscard]] std::vector<std::string> handshake() const;
    // Set up a position (fen = nullopt: the start position) and play moves (canonical text,
    // written in the engine's dialect). xboard: "setboard FEN" (or, without the feature, the
    // `edit` set-up; a FEN that edit cannot say still goes as setboard) then the moves in force
    // mode.
    [[nodiscard]] std::vector<std::string> position(
        const std::optional<std::string>& fen, const std::vector<std::string>& moves) const;
    // Search to a depth ("go depth N"; xboard "sd N" + "st 1" + "go").
    [[nodiscard]] std::vector<std::string> go(int depth) const;
    [[nodiscard]] std::string              sync(int n) const; // "isready" / "ping N"
    // The goodbye: "quit"; Gomocup "END".
    [[nodiscard]] std::string quit() const {
        return proto == protocol::Protocol::Gomocup ? "END" : "quit";
    }
    // Leading lines of a case the shrinker keeps: xboard's "xboard" + "protover 2" (without
    // them an engine owes no `pong`).
    [[nodiscard]] std::size_t kept_prefix() const {
        return proto == protocol::Protocol::Xboard ? 2 : 0;
    }

    // Classifying lines we sent.
    [[nodiscard]] bool is_sync(std::string_view sent) const;
    // A command that starts a search the engine must answer ("go ...", but not "go infinite",
    // "go ponder" or a perft; xboard: "go").
    [[nodiscard]] bool starts_search(std::string_view sent) const;
    // A command that ends the current search with an answer ("stop"; xboard "?").
    [[nodiscard]] bool stops_search(std::string_view sent) const;

    // Classifying lines the engine wrote.
    [[nodiscard]] bool answers_sync(std::string_view line) const; // readyok / pong
    // The move of an answer to a search ("bestmove X", UCCI "nobestmove" -> "(none)", xboard
    // "move X"), in canonical text; nullopt when the line is no such answer. A line that starts
    // like one but cannot be parsed gives "" (malformed).
    [[nodiscard]] std::optional<std::string> answer_move(std::string_view line) const;
    // Canonical move text -> the engine's dialect (xiangqi ranks 1-10) and back.
    [[nodiscard]] std::string to_engine(const std::string& move) const;
    [[nodiscard]] std::string from_engine(const std::string& move) const;
};

// True when a line is the command word `word` (first token, CR and spaces ignored).
[[nodiscard]] bool is_command(std::string_view line, std::string_view word);

} // namespace harness::enginefuzz
