#pragma once
// Static exchange evaluation for xiangqi: the material balance (centipawns, xiangqi::PieceValue)
// of the capture sequence on a move's destination point when both sides always recapture with
// their least valuable attacker and may stop whenever continuing would lose. Attacks are
// recomputed on the changing board after every capture, so a cannon gains or loses its screen
// as pieces leave or arrive, a horse leg or an elephant eye that empties opens the attack, and
// chariots behind a capturer join in. Pins, checks and the flying general are ignored; the
// general only recaptures as the last attacker.

#include "engine/xiangqi/board/position.h"

namespace engine::games {

// Balance of move m for the side to move (0 for a quiet move to an unattacked point, negative
// when the moved piece is lost for less).
[[nodiscard]] int see(const xiangqi::Position& pos, xiangqi::Move m) noexcept;

} // namespace engine::games
