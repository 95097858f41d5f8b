#pragma once
// The 960 start positions of Chess960, numbered as Reinhard Scharnagl numbers them (0-959; 518 is
// the standard array RNBQKBNR): the number's digits place the light-squared bishop, the
// dark-squared bishop, the queen, the two knights, then rook, king, rook on the squares left.

#include <string>

namespace harness::game {

// The FEN of start position n (0 <= n < 960) with Shredder-FEN castling letters ("HAha" for the
// standard array). n outside the range wraps.
[[nodiscard]] std::string chess960_start_fen(int n);

} // namespace harness::game
