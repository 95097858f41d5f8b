#pragma once
// Test helpers: random legal walks, and an independent naive rules model (coordinates 0..89,
// no padding, no piece lists) used to cross-check the fast generator.

#include "engine/core/prng.h"
#include "engine/xiangqi/game.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace engine::xiangqi::testing {

inline Position from_fen_or_die(std::string_view fen) {
    auto r = Position::from_fen(fen);
    if (!r) {
        std::fprintf(stderr, "bad test FEN %s: %s\n", std::string(fen).c_str(),
            r.error().to_string().c_str());
        std::abort();
    }
    return std::move(r).value();
}

// Play up to `plies` random legal moves (stops early when there is none).
inline Position random_walk(Position pos, std::uint64_t seed, int plies) {
    core::Prng rng(seed * 0x9E3779B97F4A7C15ull + 1);
    for (int i = 0; i < plies; ++i) {
        MoveList list;
        generate_legal(pos, list);
        if (list.empty()) break;
        pos.do_move(list[rng.next() % list.size()]);
    }
    return pos;
}

// Play moves chosen by indices (each taken modulo the legal-move count).
inline Position walk_by_indices(Position pos, const std::vector<std::size_t>& recipe) {
    for (std::size_t k : recipe) {
        MoveList list;
        generate_legal(pos, list);
        if (list.empty()) break;
        pos.do_move(list[k % list.size()]);
    }
    return pos;
}

// ---- Naive model ----------------------------------------------------------------------------
struct NaiveBoard {
    std::array<char, 90> cell {}; // FEN letter or '.', index file + 9 * rank
    bool                 red_to_move = true;

    explicit NaiveBoard(const Position& pos) {
        for (int p = 0; p < 90; ++p) {
            Piece x = pos.piece_on(square_of_point(p));
            cell[p] = x == Empty ? '.' : piece_char(x);
        }
        red_to_move = pos.side_to_move() == Red;
    }
    [[nodiscard]] char at(int f, int r) const { return cell[f + 9 * r]; }
};

inline bool naive_is_red(char c) { return c >= 'A' && c <= 'Z'; }

// Can the piece on (f1,r1) move to (f2,r2) by its movement rule (ignoring own general safety)?
inline bool naive_pseudo(const NaiveBoard& b, int f1, int r1, int f2, int r2) {
    char p = b.at(f1, r1), q = b.at(f2, r2);
    if (p == '.' || (f1 == f2 && r1 == r2)) return false;
    bool red = naive_is_red(p);
    if (q != '.' && naive_is_red(q) == red) return false;
    int  df = f2 - f1, dr = r2 - r1, adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
    auto in_palace = [&](int f, int r) { return f >= 3 && f <= 5 && (red ? r <= 2 : r >= 7); };
    auto between   = [&]() { // pieces strictly between on a line
        int n = 0, sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
        for (int f = f1 + sf, r = r1 + sr; f != f2 || r != r2; f += sf, r += sr)
            n += b.at(f, r) != '.';
        return n;
    };
    switch (p | 0x20) {
    case 'k':
        return adf + adr == 1 && in_palace(f2, r2);
    case 'a':
        return adf == 1 && adr == 1 && in_palace(f2, r2);
    case 'b':
        return adf == 2 && adr == 2 && b.at(f1 + df / 2, r1 + dr / 2) == '.'
            && (red ? r2 <= 4 : r2 >= 5);
    case 'n':
        if (adf == 1 && adr == 2) return b.at(f1, r1 + dr / 2) == '.';
        if (adf == 2 && adr == 1) return b.at(f1 + df / 2, r1) == '.';
        return false;
    case 'r':
        return (df == 0 || dr == 0) && between() == 0;
    case 'c':
        if (df != 0 && dr != 0) return false;
        return q == '.' ? between() == 0 : between() == 1;
    case 'p': {
        int  fwd     = red ? 1 : -1;
        bool crossed = red ? r1 >= 5 : r1 <= 4;
        return (df == 0 && dr == fwd) || (crossed && dr == 0 && adf == 1);
    }
    }
    return false;
}

// Is the general of the given colour capturable (including facing generals)?
inline bool naive_general_attacked(const NaiveBoard& b, bool red) {
    int gf = -1, gr = -1, ef = -1, er = -1;
    for (int p = 0; p < 90; ++p) {
        if (b.cell[p] == (red ? 'K' : 'k')) gf = p % 9, gr = p / 9;
        if (b.cell[p] == (red ? 'k' : 'K')) ef = p % 9, er = p / 9;
    }
    if (gf < 0) return true;
    if (ef == gf) {
        int lo = gr < er ? gr : er, hi = gr < er ? er : gr, n = 0;
        for (int r = lo + 1; r < hi; ++r) n += b.at(gf, r) != '.';
        if (n == 0) return true;
    }
    for (int p = 0; p < 90; ++p) {
        char c = b.cell[p];
        if (c == '.' || naive_is_red(c) == red) continue;
        if (naive_pseudo(b, p % 9, p / 9, gf, gr)) return true;
    }
    return false;
}

// All legal moves as ICCS strings, sorted.
inline std::vector<std::string> naive_legal(const Position& pos) {
    NaiveBoard               b(pos);
    std::vector<std::string> out;
    for (int from = 0; from < 90; ++from) {
        char c = b.cell[from];
        if (c == '.' || naive_is_red(c) != b.red_to_move) continue;
        for (int to = 0; to < 90; ++to) {
            if (!naive_pseudo(b, from % 9, from / 9, to % 9, to / 9)) continue;
            NaiveBoard after = b;
            after.cell[to]   = c;
            after.cell[from] = '.';
            if (naive_general_attacked(after, b.red_to_move)) continue;
            out.push_back(std::string { char('a' + from % 9), char('0' + from / 9),
                char('a' + to % 9), char('0' + to / 9) });
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

inline std::vector<std::string> fast_legal(const Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    std::vector<std::string> out;
    for (Move m : list) out.push_back(square_name(m.from()) + square_name(m.to()));
    std::sort(out.begin(), out.end());
    return out;
}

// Left-right mirror (file f -> 8 - f) of a FEN's board field.
inline std::string mirror_fen(const Position& pos) {
    std::string fen   = pos.fen();
    auto        sp    = fen.find(' ');
    std::string board = fen.substr(0, sp), out;
    std::size_t start = 0;
    while (true) {
        auto        slash = board.find('/', start);
        std::string rank
            = board.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
        out += std::string(rank.rbegin(), rank.rend());
        if (slash == std::string::npos) break;
        out += '/';
        start = slash + 1;
    }
    return out + fen.substr(sp);
}

// Colour mirror of a FEN (rank r -> 9 - r, red <-> black, side to move flipped): the same game
// with the colours exchanged.
inline std::string colour_mirror_fen(const std::string& fen) {
    auto                     sp    = fen.find(' ');
    std::string              board = fen.substr(0, sp), rest = fen.substr(sp);
    std::vector<std::string> ranks;
    std::size_t              start = 0;
    while (true) {
        auto slash = board.find('/', start);
        ranks.push_back(board.substr(start, slash == std::string::npos ? slash : slash - start));
        if (slash == std::string::npos) break;
        start = slash + 1;
    }
    std::string out;
    for (auto it = ranks.rbegin(); it != ranks.rend(); ++it) {
        if (!out.empty()) out += '/';
        for (char c : *it)
            out += (c >= 'a' && c <= 'z') ? char(c - 32)
                : (c >= 'A' && c <= 'Z')  ? char(c + 32)
                                          : c;
    }
    auto side = rest.find_first_not_of(' ');
    if (side != std::string::npos) rest[side] = (rest[side] == 'b') ? 'w' : 'b';
    return out + rest;
}

// The ICCS move (ranks 0-9) of the colour-mirrored game.
inline std::string colour_mirror_move(const std::string& iccs) {
    std::string m = iccs;
    m[1]          = char('9' - (m[1] - '0'));
    m[3]          = char('9' - (m[3] - '0'));
    return m;
}

} // namespace engine::xiangqi::testing
