#pragma once
// Move notations the game layer reads and writes. Canonical move text inside Arbiter is Uci for
// chess (king takes rook in Chess960) and Iccs (ranks 0-9) for xiangqi; San and Wxf are for
// people and suites. Rules::notations() says which ones a game has.

#include <optional>
#include <string_view>

namespace harness::game {

enum class Notation {
    Uci, // chess long algebraic: e2e4, e7e8q
    San, // chess standard algebraic: Nf3, exd5, O-O, e8=Q+
    Iccs, // xiangqi coordinates, ranks 0-9: h2e2
    Wxf, // xiangqi WXF/AXF: C2.5, H8+7, +R.1
    Gomoku, // gomoku column letter + row from the top: h8
    Gomocup, // gomoku x,y from the top-left, 0-based: 7,7
};

[[nodiscard]] const char*             to_string(Notation n);
[[nodiscard]] std::optional<Notation> parse_notation(std::string_view name);

} // namespace harness::game
