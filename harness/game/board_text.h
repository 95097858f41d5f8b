#pragma once
// The board field of a FEN (chess, xiangqi, gomoku) as rows of points and back: rows top first,
// one character a point, '.' for an empty one; in the field a run of empty points is its count.

#include <string>
#include <string_view>
#include <vector>

namespace harness::game {

// The rows of a board field (a run of digits is that many empty points, at most 64).
[[nodiscard]] std::vector<std::string> board_rows(std::string_view field);
// The board field of rows.
[[nodiscard]] std::string board_field(const std::vector<std::string>& rows);

} // namespace harness::game
