#pragma once
// Move text. Every parser checks the move against the position's legal moves and returns a
// ParseError (1-based column, offending token quoted) when it is malformed or illegal.
//
//   Iccs      "h2e2"   files a-i, ranks 0-9 (UCCI, Pikafish, CECP): the canonical form
//   Ranks1    "h3e3"   ranks 1-10 (Fairy-Stockfish plain UCI), "b3b10"
//   IccsDash  "H2-E2"  PGN [Format "ICCS"]
//   Wxf       "C2.5"   WXF/AXF: piece, file (1-9 from the mover's right) or +/- for tandem
//                      pieces, direction + - . (= accepted), steps or destination file
//   Chinese   "炮二平五" output only; red files in Chinese numerals, black in full-width digits

#include "engine/core/result.h"
#include "engine/xiangqi/board/position.h"

#include <string>
#include <string_view>

namespace engine::xiangqi {

enum class Notation { Iccs, Ranks1, IccsDash, Wxf, Chinese };

// Format a legal move of pos.
[[nodiscard]] std::string to_string(const Position& pos, Move m, Notation n = Notation::Iccs);

// Parse a move in the given notation; illegal or malformed text yields a ParseError.
[[nodiscard]] core::Result<Move> parse_move(
    const Position& pos, std::string_view text, Notation n = Notation::Iccs);

// Parse by trying ICCS (0-9), the dash form and then WXF; the ranks 1-10 dialect is not
// tried (it is ambiguous with ICCS) and must be asked for explicitly.
[[nodiscard]] core::Result<Move> parse_move_any(const Position& pos, std::string_view text);

} // namespace engine::xiangqi
