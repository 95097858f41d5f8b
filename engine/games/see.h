#pragma once
// Static exchange evaluation for chess: the material balance (centipawns, chess::PieceValue)
// of the capture sequence on a move's destination square when both sides always recapture
// with their least valuable attacker and may stop whenever continuing would lose. Sliders
// hidden behind a piece that has captured (x-rays, batteries) join the exchange. Pins and
// checks are ignored; a king only recaptures when the square is no longer defended.

#include "engine/chess/position.h"

namespace engine::games {

// Balance of move m for the side to move (0 for castling and quiet non-promotions that are not
// attacked; negative when the moved piece is lost for less).
[[nodiscard]] int see(const chess::Position& pos, chess::Move m) noexcept;

} // namespace engine::games
