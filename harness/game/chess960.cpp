#include "harness/game/chess960.h"

#include <array>

namespace harness::game {

namespace {

// The knights' two squares among the five free ones, for the digit 0-9.
constexpr std::array<std::array<int, 2>, 10> KnightPlaces { { { 0, 1 }, { 0, 2 }, { 0, 3 },
    { 0, 4 }, { 1, 2 }, { 1, 3 }, { 1, 4 }, { 2, 3 }, { 2, 4 }, { 3, 4 } } };

// Put `piece` on the k-th empty file (0-based) of the back rank.
void put_on_free(std::string& rank, int k, char piece) {
    for (auto& c : rank)
        if (c == ' ' && k-- == 0) {
            c = piece;
            return;
        }
}

} // namespace

std::string chess960_start_fen(int n) {
    n = ((n % 960) + 960) % 960;
    std::string rank(8, ' ');
    rank[std::size_t(2 * (n % 4) + 1)] = 'B'; // light squares: b, d, f, h
    n /= 4;
    rank[std::size_t(2 * (n % 4))] = 'B'; // dark squares: a, c, e, g
    n /= 4;
    put_on_free(rank, n % 6, 'Q');
    const auto knights = KnightPlaces[std::size_t(n / 6)];
    put_on_free(rank, knights[1], 'N'); // the later one first: the earlier index stays valid
    put_on_free(rank, knights[0], 'N');
    put_on_free(rank, 0, 'R');
    put_on_free(rank, 0, 'K');
    put_on_free(rank, 0, 'R');
    std::string castling, black;
    for (std::size_t f = 8; f-- > 0;) // Shredder-FEN: the king-side rook's file first
        if (rank[f] == 'R') castling += char('A' + f);
    for (char c : castling) black += char(c - 'A' + 'a');
    std::string lower;
    for (char c : rank) lower += char(c - 'A' + 'a');
    return lower + "/pppppppp/8/8/8/8/PPPPPPPP/" + rank + " w " + castling + black + " - 0 1";
}

} // namespace harness::game
