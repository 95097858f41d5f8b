#pragma once
// Move text: UCI long algebraic (e2e4, e7e8q; castling e1g1, or king-takes-rook e1h1 in
// Chess960) and SAN (Nf3, exd5, e8=Q+, O-O-O#). Parsers check legality against the position and
// return a ParseError (1-based column, offending token quoted) for malformed or illegal text.

#include "movegen.h"

#include <string>
#include <string_view>

namespace engine::chess {

std::string square_to_string(Square s);

// UCI long algebraic. Chess960 positions write castling as king-takes-rook.
std::string to_uci(const Position& pos, Move m);
// Accepts both castling forms in both modes, upper-case promotion letters, surrounding blanks.
[[nodiscard]] core::Result<Move> parse_uci(const Position& pos, std::string_view text);

// SAN with check (+) and mate (#) suffixes and minimal disambiguation.
std::string to_san(const Position& pos, Move m);
// Tolerant SAN: "Qd1 +", "e8=Q", "e8Q", "e8(Q)", "0-0", "O-O-O", "Nbd2", "exd6 e.p.", "Qh4xe1",
// "!?"-style annotations; falls back to UCI text ("e2e4") when the text is not SAN.
[[nodiscard]] core::Result<Move> parse_san(const Position& pos, std::string_view text);

// SAN of a whole line of moves from pos (for PVs): "1. e4 e5 2. Nf3" style is not produced, just
// space-separated SAN. Stops at the first illegal move.
std::string line_to_san(Position pos, const std::vector<Move>& moves);

} // namespace engine::chess
