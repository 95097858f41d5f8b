#pragma once
// FenText: a FEN as an editable grid of squares plus its other fields, for both games (8x8
// chess, 9x10 xiangqi; the size is read from the board field). It knows no rules: generators
// and the shrinker move and remove pieces with it and ask the game layer what is legal.

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace harness::enginefuzz {

struct FenText {
    // rows[0] is the first rank written (the top of the board); '.' is an empty square.
    std::vector<std::string> rows;
    std::vector<std::string> fields; // side, castling, en passant, clocks: as written

    // nullopt when the board field is not rectangular ("rnbqkbnr/pppp/8" is not).
    [[nodiscard]] static std::optional<FenText> parse(const std::string& fen);
    [[nodiscard]] std::string                   to_fen() const;

    [[nodiscard]] int files() const { return rows.empty() ? 0 : int(rows[0].size()); }
    [[nodiscard]] int ranks() const { return int(rows.size()); }
    // Squares (row, file) holding piece c.
    [[nodiscard]] std::vector<std::pair<int, int>> find(char c) const;
    // Occupied squares, in row-major order.
    [[nodiscard]] std::vector<std::pair<int, int>> pieces() const;
};

} // namespace harness::enginefuzz
