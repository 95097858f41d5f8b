#pragma once
// An independent chess move generator for the tests: a 64-character mailbox read from the FEN
// text, moves found square by square and kept when the mover's king is not attacked afterwards.
// It shares no code with engine/chess (no bitboards, no attack tables, no Position), so a test
// that compares the two can fail when the engine's generator is wrong. Slow and plain on
// purpose. Castling: standard (KQkq) and Chess960 (Shredder letters, or KQkq as the outermost
// rook), written as UCI writes it (e1g1; Chess960: king takes rook, e.g. g1h1).

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace naive {

struct Board {
    char             at[64]; // rank * 8 + file; '.' empty, else the FEN letter
    bool             white = true; // to move
    std::vector<int> rook_files[2]; // castling rights: the castling rooks' files (0 white)
    int              ep       = -1; // en passant target square
    bool             chess960 = false;
};

inline bool        is_white(char p) { return std::isupper(static_cast<unsigned char>(p)) != 0; }
inline char        kind(char p) { return char(std::tolower(static_cast<unsigned char>(p))); }
inline bool        on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
inline std::string square_name(int s) { return { char('a' + s % 8), char('1' + s / 8) }; }

inline int king_square(const Board& b, bool white) {
    for (int s = 0; s < 64; ++s)
        if (b.at[s] == (white ? 'K' : 'k')) return s;
    return -1;
}

inline Board parse(const std::string& fen, bool chess960) {
    Board b;
    b.chess960 = chess960;
    std::istringstream in(fen);
    std::string        placement, side, castling, ep;
    in >> placement >> side >> castling >> ep;
    int r = 7, f = 0;
    for (char c : placement) {
        if (c == '/') {
            --r;
            f = 0;
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            for (int k = 0; k < c - '0'; ++k) b.at[r * 8 + f++] = '.';
        } else {
            b.at[r * 8 + f++] = c;
        }
    }
    b.white = side == "w";
    for (char c : castling) {
        if (c == '-') break;
        const bool white = is_white(c);
        const int  rank  = white ? 0 : 7;
        const char rook  = white ? 'R' : 'r';
        const int  kf    = king_square(b, white) % 8;
        const char k     = kind(c);
        int        file  = -1;
        if (k == 'k') // the outermost rook on the king's h side
            for (int x = 7; x > kf && file < 0; --x) file = b.at[rank * 8 + x] == rook ? x : -1;
        else if (k == 'q')
            for (int x = 0; x < kf && file < 0; ++x) file = b.at[rank * 8 + x] == rook ? x : -1;
        else
            file = k - 'a';
        if (file >= 0) b.rook_files[white ? 0 : 1].push_back(file);
    }
    if (ep != "-") b.ep = (ep[1] - '1') * 8 + (ep[0] - 'a');
    return b;
}

// Whether square s is attacked by the side `by_white`.
inline bool attacked(const Board& b, int s, bool by_white) {
    const int f = s % 8, r = s / 8;
    auto      is = [&](int ff, int rr, char k) {
        if (!on_board(ff, rr)) return false;
        char p = b.at[rr * 8 + ff];
        return p != '.' && is_white(p) == by_white && kind(p) == k;
    };
    const int pawn_rank = by_white ? r - 1 : r + 1;
    if (is(f - 1, pawn_rank, 'p') || is(f + 1, pawn_rank, 'p')) return true;
    const int knight[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 },
        { -2, 1 }, { -1, 2 } };
    for (const auto& d : knight)
        if (is(f + d[0], r + d[1], 'n')) return true;
    for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
            if (!df && !dr) continue;
            if (is(f + df, r + dr, 'k')) return true;
            for (int x = f + df, y = r + dr; on_board(x, y); x += df, y += dr) {
                char p = b.at[y * 8 + x];
                if (p == '.') continue;
                if (is_white(p) == by_white
                    && (kind(p) == 'q' || kind(p) == (df && dr ? 'b' : 'r')))
                    return true;
                break;
            }
        }
    return false;
}

// The board after a non-castling move from -> to (promoting to `promo`, a lower-case letter or
// 0), and whether it leaves the mover's king safe.
inline bool safe_after(const Board& b, int from, int to, char promo) {
    Board      n     = b;
    const char piece = n.at[from];
    if (kind(piece) == 'p' && to == b.ep) n.at[(from / 8) * 8 + to % 8] = '.'; // en passant
    n.at[to]   = promo ? (b.white ? char(std::toupper(promo)) : promo) : piece;
    n.at[from] = '.';
    return !attacked(n, king_square(n, b.white), !b.white);
}

inline void add(const Board& b, int from, int to, std::set<std::string>& out) {
    const bool promotes = kind(b.at[from]) == 'p' && (to / 8 == 7 || to / 8 == 0);
    for (char promo : promotes ? std::string("qrbn") : std::string(1, '\0'))
        if (safe_after(b, from, to, promo))
            out.insert(square_name(from) + square_name(to) + (promo ? std::string(1, promo) : ""));
}

inline void castles(const Board& b, std::set<std::string>& out) {
    const int  rank = b.white ? 0 : 7;
    const int  ks   = king_square(b, b.white);
    const int  kf   = ks % 8;
    const char rook = b.white ? 'R' : 'r';
    if (ks / 8 != rank || attacked(b, ks, !b.white)) return;
    for (int rf : b.rook_files[b.white ? 0 : 1]) {
        if (b.at[rank * 8 + rf] != rook) continue;
        const int kd = rf > kf ? 6 : 2, rd = rf > kf ? 5 : 3;
        bool      ok = true;
        for (int x = std::min({ kf, kd, rf, rd }); x <= std::max({ kf, kd, rf, rd }); ++x) {
            const bool on_path = (x >= std::min(kf, kd) && x <= std::max(kf, kd))
                || (x >= std::min(rf, rd) && x <= std::max(rf, rd));
            if (on_path && x != kf && x != rf && b.at[rank * 8 + x] != '.') ok = false;
        }
        for (int x = std::min(kf, kd); ok && x <= std::max(kf, kd); ++x) {
            Board n            = b; // the king on each square it crosses, the rook where it stands
            n.at[ks]           = '.';
            n.at[rank * 8 + x] = b.white ? 'K' : 'k';
            if (x != kf && attacked(n, rank * 8 + x, !b.white)) ok = false;
        }
        Board n             = b; // and safe where it ends
        n.at[ks]            = '.';
        n.at[rank * 8 + rf] = '.';
        n.at[rank * 8 + kd] = b.white ? 'K' : 'k';
        n.at[rank * 8 + rd] = rook;
        if (ok && !attacked(n, rank * 8 + kd, !b.white))
            out.insert(square_name(ks) + square_name(rank * 8 + (b.chess960 ? rf : kd)));
    }
}

// Every legal move of the side to move, in UCI.
inline std::set<std::string> legal_moves(const Board& b) {
    std::set<std::string> out;
    for (int s = 0; s < 64; ++s) {
        const char p = b.at[s];
        if (p == '.' || is_white(p) != b.white) continue;
        const int f = s % 8, r = s / 8;
        auto      empty = [&](int x, int y) { return on_board(x, y) && b.at[y * 8 + x] == '.'; };
        auto      enemy = [&](int x, int y) {
            return on_board(x, y) && b.at[y * 8 + x] != '.' && is_white(b.at[y * 8 + x]) != b.white;
        };
        const char k = kind(p);
        if (k == 'p') {
            const int dir = b.white ? 1 : -1, start = b.white ? 1 : 6;
            if (empty(f, r + dir)) {
                add(b, s, (r + dir) * 8 + f, out);
                if (r == start && empty(f, r + 2 * dir)) add(b, s, (r + 2 * dir) * 8 + f, out);
            }
            for (int df : { -1, 1 })
                if (enemy(f + df, r + dir)
                    || (on_board(f + df, r + dir) && (r + dir) * 8 + f + df == b.ep))
                    add(b, s, (r + dir) * 8 + f + df, out);
            continue;
        }
        std::vector<std::pair<int, int>> dirs;
        if (k == 'n')
            dirs = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 },
                { -1, 2 } };
        else
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr)
                    if ((df || dr) && (k == 'q' || k == 'k' || (k == 'b') == (df && dr)))
                        dirs.push_back({ df, dr });
        const bool slides = k == 'b' || k == 'r' || k == 'q';
        for (auto [df, dr] : dirs)
            for (int x = f + df, y = r + dr; on_board(x, y); x += df, y += dr) {
                if (!empty(x, y) && !enemy(x, y)) break;
                add(b, s, y * 8 + x, out);
                if (!empty(x, y) || !slides) break;
            }
    }
    castles(b, out);
    return out;
}

} // namespace naive
