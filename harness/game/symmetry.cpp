#include "harness/game/symmetry.h"

#include "engine/core/text.h"
#include "harness/game/board_text.h"
#include "harness/game/registry.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace harness::game {

namespace {

using engine::core::ParseError;
using engine::core::Result;
using Grid = std::vector<std::string>; // rows top to bottom, one char a point, '.' empty

char swapped_case(char c) {
    const auto u = static_cast<unsigned char>(c);
    return char(std::isupper(u) ? std::tolower(u) : std::toupper(u));
}

// A game's FEN with its board and other fields (side to move, castling, en passant: those it
// has) changed by `change`; the result is the game's canonical FEN, or why it is not a position.
template <class Change>
Result<std::string> changed(const Game& g, const std::string& fen, Change change) {
    auto f = engine::core::words(fen);
    if (f.size() < 2) return ParseError { 1, "not a position: '" + fen + "'" };
    auto rows = board_rows(f[0]);
    if (auto why = change(rows, f); !why.empty()) return ParseError { 1, why };
    f[0] = board_field(rows);
    return g->normalize(engine::core::unwords(f));
}

// The files and ranks of a board game's squares as move text writes them: files 'a' to
// last_file, ranks first_rank to last_rank (chess 1-8, xiangqi's ICCS 0-9).
struct Squares {
    char               last_file, first_rank, last_rank;
    [[nodiscard]] char mirrored_file(char c) const { return char('a' + last_file - c); }
    [[nodiscard]] char flipped_rank(char c) const { return char(first_rank + last_rank - c); }
};

// Ranks mirrored, colours and the side to move swapped (chess and xiangqi); chess's castling
// rights swap case (white's first again) and its en passant rank is mirrored.
std::string colour_flip(Grid& rows, std::vector<std::string>& f, Squares sq) {
    std::reverse(rows.begin(), rows.end());
    for (auto& row : rows) std::transform(row.begin(), row.end(), row.begin(), swapped_case);
    f[1] = f[1] == "w" ? "b" : "w";
    if (f.size() > 2 && f[2] != "-") {
        std::transform(f[2].begin(), f[2].end(), f[2].begin(), swapped_case);
        std::stable_partition(f[2].begin(), f[2].end(),
            [](char c) { return std::isupper(static_cast<unsigned char>(c)); });
    }
    if (f.size() > 3 && f[3].size() == 2) f[3][1] = sq.flipped_rank(f[3][1]);
    return "";
}

// Files reversed (chess without castling rights, xiangqi); chess's en passant file mirrored.
std::string mirror(Grid& rows, std::vector<std::string>& f, Squares sq) {
    if (f.size() > 2 && f[2] != "-")
        return "the mirror needs a position without castling rights, got '" + f[2] + "'";
    for (auto& row : rows) std::reverse(row.begin(), row.end());
    if (f.size() > 3 && f[3].size() == 2) f[3][0] = sq.mirrored_file(f[3][0]);
    return "";
}

// A move from square to square (`e2e4`, `e7e8q`, ICCS `h2e2`) with each square mapped.
template <class Square> std::string mapped_move(const std::string& move, Square square) {
    if (move.size() < 4) return move;
    return square(move.substr(0, 2)) + square(move.substr(2, 2)) + move.substr(4);
}

Transform board_flip(const Game& g, Squares sq) {
    return { "colour-flip",
        [g, sq](const std::string& fen) {
            return changed(g, fen,
                [sq](Grid& r, std::vector<std::string>& f) { return colour_flip(r, f, sq); });
        },
        [sq](const std::string&, const std::string& move) {
            return mapped_move(move, [sq](std::string s) {
                s[1] = sq.flipped_rank(s[1]);
                return s;
            });
        },
        true };
}

Transform board_mirror(const Game& g, Squares sq) {
    return { "mirror",
        [g, sq](const std::string& fen) {
            return changed(
                g, fen, [sq](Grid& r, std::vector<std::string>& f) { return mirror(r, f, sq); });
        },
        [sq](const std::string&, const std::string& move) {
            return mapped_move(move, [sq](std::string s) {
                s[0] = sq.mirrored_file(s[0]);
                return s;
            });
        } };
}

// The 7 symmetries of a square board besides the identity, as maps of a point (x from the left,
// y from the top) of an n x n board.
struct BoardSymmetry {
    const char* name;
    std::pair<int, int> (*map)(int x, int y, int n);
};

constexpr BoardSymmetry BoardSymmetries[] = {
    { "rotate-90",
        [](int x, int y, int n) {
            return std::pair { n - 1 - y, x };
        } },
    { "rotate-180",
        [](int x, int y, int n) {
            return std::pair { n - 1 - x, n - 1 - y };
        } },
    { "rotate-270",
        [](int x, int y, int n) {
            return std::pair { y, n - 1 - x };
        } },
    { "mirror",
        [](int x, int y, int n) {
            return std::pair { n - 1 - x, y };
        } },
    { "flip",
        [](int x, int y, int n) {
            return std::pair { x, n - 1 - y };
        } },
    { "diagonal",
        [](int x, int y, int) {
            return std::pair { y, x };
        } },
    { "anti-diagonal",
        [](int x, int y, int n) {
            return std::pair { n - 1 - y, n - 1 - x };
        } },
};

// The board's side (rows of a gomoku FEN), 0 when it is not square.
int board_side(const std::string& fen) {
    const auto fields = engine::core::words(fen);
    const auto rows   = board_rows(fields.empty() ? "" : fields.front());
    for (const auto& row : rows)
        if (row.size() != rows.size()) return 0;
    return int(rows.size());
}

// A gomoku move `h8` (x as a letter, y + 1 as a number) mapped; other text is left as it is.
std::string gomoku_move(const BoardSymmetry& s, int n, const std::string& move) {
    if (move.size() < 2 || move[0] < 'a' || move[0] > 'z') return move;
    const int x = move[0] - 'a';
    int       y = 0;
    for (std::size_t i = 1; i < move.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(move[i])) || y > 100) return move;
        y = y * 10 + (move[i] - '0');
    }
    const auto [x2, y2] = s.map(x, y - 1, n);
    return std::string(1, char('a' + x2)) + std::to_string(y2 + 1);
}

Transform gomoku_transform(const Game& g, const BoardSymmetry& s) {
    return { s.name,
        [g, s](const std::string& fen) {
            return changed(g, fen, [s](Grid& rows, std::vector<std::string>&) {
                const int n = int(rows.size());
                for (const auto& row : rows)
                    if (int(row.size()) != n) return std::string("the board is not square");
                Grid out(rows.size(), std::string(rows.size(), '.'));
                for (int y = 0; y < n; ++y)
                    for (int x = 0; x < n; ++x) {
                        const auto [x2, y2] = s.map(x, y, n);
                        out[std::size_t(y2)][std::size_t(x2)]
                            = rows[std::size_t(y)][std::size_t(x)];
                    }
                rows = std::move(out);
                return std::string();
            });
        },
        [s](const std::string& fen, const std::string& move) {
            return gomoku_move(s, board_side(fen), move);
        } };
}

} // namespace

std::vector<Transform> transforms(const Game& g) {
    constexpr Squares Chess { 'h', '1', '8' }, Xiangqi { 'i', '0', '9' };
    if (g == chess()) return { board_flip(g, Chess), board_mirror(g, Chess) };
    if (g == chess960()) return { board_flip(g, Chess) };
    if (g == xiangqi()) return { board_mirror(g, Xiangqi), board_flip(g, Xiangqi) };
    std::vector<Transform> out;
    if (g->protocol().gomocup)
        for (const auto& s : BoardSymmetries) out.push_back(gomoku_transform(g, s));
    return out;
}

} // namespace harness::game
