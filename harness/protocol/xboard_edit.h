#pragma once
// The CECP `edit` set-up of a position, for xboard engines without `setboard` (Fairy-Max,
// MaxQi, old engines): the protocol's original way. `edit` keeps the side to move, so a few
// moves from the start position come first (the game's ProtocolFacts prelude), then `edit`,
// `#` (clear), the first player's pieces as letter + square ("Ke1", "Ra0"), `c`, the second
// player's pieces, and `.`. What `edit` cannot say is lost: castling rights (engines assume
// them for a king and rook on their home squares), the en-passant square and the move counters.

#include "harness/game/registry.h"

#include "engine/core/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace harness::protocol {

struct XboardEdit {
    std::vector<std::string> prelude; // moves from the start position, canonical text
    std::vector<std::string> commands; // "edit", "#", ..., "."
};

// The set-up of `fen` (board and side fields are read; the FEN is expected to be normalised
// by the game's rules, but a malformed board is an error naming the column).
[[nodiscard]] engine::core::Result<XboardEdit> xboard_edit(game::Game game, std::string_view fen);

// The position an engine holds after the `edit` commands ("edit", "#", placements, "c", ".")
// sent while it was at `before` (a FEN of `game`): the side to move of `before`, the placed
// pieces, and what edit cannot say filled in as engines assume it: castling rights for a king
// and rook on their standard home squares (chess), no en-passant square, clocks 0 1. The
// reading of what xboard_edit writes; an unknown command or square is an error naming it.
[[nodiscard]] engine::core::Result<std::string> read_xboard_edit(
    game::Game game, std::string_view before, const std::vector<std::string>& commands);

} // namespace harness::protocol
