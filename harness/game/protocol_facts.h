#pragma once
// What the protocol adapters need to know about a game to select it in an engine and to speak
// its moves, and how PGN names it. Plain data owned by the game registry (registry.cpp), so the
// adapters ask the game instead of switching on it.

#include <string_view>

namespace harness::game {

struct ProtocolFacts {
    // UCI: the UCI_Variant value to set after uciok; empty = the engine's default (chess).
    std::string_view uci_variant;
    // UCI: set UCI_Chess960 true after uciok.
    bool uci_chess960 = false;
    // CECP (xboard): the `variant NAME` sent after `new` and required in `feature variants`;
    // empty = normal chess.
    std::string_view xboard_variant;
    // UCCI engines play this game.
    bool ucci = false;
    // Gomocup (piskvork pbrain) engines play this game.
    bool gomocup = false;
    // Moves are ICCS coordinates, which some engines print with ranks 1-10 instead of 0-9.
    bool iccs_ranks = false;
    // CECP `edit` (engines without setboard): the piece letters the engines of this game use
    // where they differ from the FEN's, as pairs "FEN letter, edit letter" ("NHBE": a xiangqi
    // FEN's N (horse) is placed as H, B (elephant) as E).
    std::string_view xboard_edit_letters;
    // CECP `edit` keeps the side to move, so moves from the start position come first: these
    // (space-separated) leave the second player to move, and `_first` the first player. Xiangqi
    // uses them to empty file a as well, which MaxQi's `#` does not clear.
    std::string_view xboard_edit_prelude_second, xboard_edit_prelude_first;
    // PGN: the Variant tag ("Chess960", "xiangqi"); empty = standard chess, no tag.
    std::string_view pgn_variant;
    // PGN: a game needs a FEN tag even from the start position (Chess960).
    bool pgn_needs_fen = false;
};

} // namespace harness::game
