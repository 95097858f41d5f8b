#include "notation.h"

#include <algorithm>

namespace engine::chess {

namespace {

constexpr std::string_view PromoChars = "  nbrq";
constexpr std::string_view SanPieces  = "  NBRQK";

core::ParseError error(int column, std::string message) {
    return core::ParseError { column, std::move(message) };
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty()
        && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'
            || s.back() == '\0'))
        s.remove_suffix(1);
    return s;
}

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

// Where the king lands when castling with the rook on rsq.
Square castling_king_to(Color us, Square ksq, Square rsq) {
    return relative_square(us, rsq > ksq ? make_square(6, 0) : make_square(2, 0));
}

// Index in `t` of the k-th non-blank character.
int original_index(std::string_view t, std::size_t k) {
    for (std::size_t i = 0; i < t.size(); ++i)
        if (t[i] != ' ' && t[i] != '\t' && k-- == 0) return int(i);
    return 0;
}

} // namespace

std::string square_to_string(Square s) {
    return std::string { char('a' + file_of(s)), char('1' + rank_of(s)) };
}

std::string to_uci(const Position& pos, Move m) {
    if (m == Move::none()) return "0000";
    Square to = m.to();
    if (m.kind() == MoveKind::Castling && !pos.is_chess960())
        to = castling_king_to(pos.side_to_move(), m.from(), m.to());
    std::string out = square_to_string(m.from()) + square_to_string(to);
    if (m.kind() == MoveKind::Promotion) out += PromoChars[m.promotion()];
    return out;
}

core::Result<Move> parse_uci(const Position& pos, std::string_view text) {
    std::string_view t   = trim(text);
    int              col = int(text.find_first_not_of(" \t")) + 1;
    if (t.size() < 4 || t.size() > 5 || !is_file(t[0]) || !is_rank(t[1]) || !is_file(t[2])
        || !is_rank(t[3]))
        return error(
            std::max(col, 1), "expected a UCI move like 'e2e4' or 'e7e8q', got " + core::quote(t));
    PieceType promo = NoPieceType;
    if (t.size() == 5) {
        auto idx = PromoChars.find(char(t[4] | 0x20));
        if (idx == std::string_view::npos || idx < Knight)
            return error(col + 4,
                "invalid promotion piece " + core::quote(t.substr(4)) + " (expected n, b, r or q)");
        promo = PieceType(idx);
    }
    Square   from = make_square(t[0] - 'a', t[1] - '1');
    Square   to   = make_square(t[2] - 'a', t[3] - '1');
    MoveList list;
    generate_legal(pos, list);
    Move alt = Move::none(); // castling written in the other mode's form
    for (Move m : list) {
        if (m.from() != from) continue;
        bool promo_ok
            = m.kind() == MoveKind::Promotion ? m.promotion() == promo : promo == NoPieceType;
        if (m.to() == to && promo_ok && (m.kind() != MoveKind::Castling || pos.is_chess960()))
            return m;
        if (m.kind() == MoveKind::Castling && promo == NoPieceType
            && (m.to() == to || castling_king_to(pos.side_to_move(), from, m.to()) == to))
            alt = m;
        if (m.to() == to && m.kind() == MoveKind::Promotion && promo == NoPieceType)
            return error(col,
                "move " + core::quote(t) + " is a promotion and needs a piece letter (e.g. "
                    + std::string(t) + "q)");
    }
    if (alt != Move::none()) return alt;
    return error(col, "illegal move " + core::quote(t) + " in position " + pos.fen());
}

std::string to_san(const Position& pos, Move m) {
    std::string out;
    Piece       pc = pos.moved_piece(m);
    PieceType   pt = type_of(pc);
    if (m.kind() == MoveKind::Castling) {
        out = m.to() > m.from() ? "O-O" : "O-O-O";
    } else {
        bool capture = pos.captured_piece(m) != NoPiece;
        if (pt == Pawn) {
            if (capture) out += char('a' + file_of(m.from()));
        } else {
            out += SanPieces[pt];
            // disambiguation among same-type pieces reaching the same square
            MoveList list;
            generate_legal(pos, list);
            bool others = false, same_file = false, same_rank = false;
            for (Move o : list) {
                if (o == m || o.to() != m.to() || o.from() == m.from() || pos.moved_piece(o) != pc
                    || o.kind() == MoveKind::Castling)
                    continue;
                others = true;
                same_file |= file_of(o.from()) == file_of(m.from());
                same_rank |= rank_of(o.from()) == rank_of(m.from());
            }
            if (others) {
                if (!same_file)
                    out += char('a' + file_of(m.from()));
                else if (!same_rank)
                    out += char('1' + rank_of(m.from()));
                else
                    out += square_to_string(m.from());
            }
        }
        if (capture) out += 'x';
        out += square_to_string(m.to());
        if (m.kind() == MoveKind::Promotion) {
            out += '=';
            out += SanPieces[m.promotion()];
        }
    }
    Position after = pos;
    after.do_move(m);
    if (after.in_check()) out += count_legal(after) ? '+' : '#';
    return out;
}

core::Result<Move> parse_san(const Position& pos, std::string_view text) {
    const int        base = int(text.find_first_not_of(" \t")) + 1;
    std::string      s; // the move with blanks, check marks and annotations removed
    std::string_view t = trim(text);
    if (t.empty()) return error(1, "empty move");
    for (char c : t)
        if (c != ' ' && c != '\t') s += c;
    // strip suffixes: annotations, check/mate marks, "e.p."
    {
        std::string_view body(s);
        for (bool again = true; again;) {
            again = false;
            for (std::string_view suf : { "e.p.", "ep" })
                if (body.size() > suf.size() && body.substr(body.size() - suf.size()) == suf) {
                    body.remove_suffix(suf.size());
                    again = true;
                }
            while (!body.empty()
                && (body.back() == '+' || body.back() == '#' || body.back() == '!'
                    || body.back() == '?')) {
                body.remove_suffix(1);
                again = true;
            }
        }
        s = std::string(body);
    }
    if (s.empty()) return error(base, "expected a move, got " + core::quote(t));

    MoveList list;
    generate_legal(pos, list);
    const Color us = pos.side_to_move();

    // castling
    if (s == "O-O" || s == "0-0" || s == "o-o" || s == "O-O-O" || s == "0-0-0" || s == "o-o-o") {
        bool king_side = s.size() == 3;
        for (Move m : list)
            if (m.kind() == MoveKind::Castling && (m.to() > m.from()) == king_side) return m;
        return error(base,
            "illegal move " + core::quote(t) + ": " + (us == White ? "white" : "black")
                + " cannot castle " + (king_side ? "king" : "queen") + "side here");
    }

    // UCI fallback: "e2e4", "e7e8q"
    if (s.size() >= 4 && s.size() <= 5 && is_file(s[0]) && is_rank(s[1]) && is_file(s[2])
        && is_rank(s[3])) {
        auto r = parse_uci(pos, s);
        if (r) return r;
        core::ParseError e = r.error();
        e.column += base - 1;
        return e;
    }

    // piece letter
    std::size_t i  = 0;
    PieceType   pt = Pawn;
    if (auto idx = SanPieces.find(s[0]); idx != std::string_view::npos && s[0] != ' ') {
        pt = PieceType(idx);
        i  = 1;
    }
    // promotion suffix: "=Q", "Q", "(Q)", "/Q"
    PieceType promo = NoPieceType;
    {
        std::string body = s;
        if (body.size() >= 3 && body.front() != '(' && body.back() == ')'
            && body[body.size() - 3] == '(') {
            body.erase(body.size() - 3, 1);
            body.pop_back();
        }
        if (pt == Pawn && body.size() >= 3) {
            auto idx = SanPieces.find(char(body.back() & ~0x20));
            if (idx != std::string_view::npos && idx >= Knight && idx <= Queen) {
                std::string rest = body.substr(0, body.size() - 1);
                if (!rest.empty() && (rest.back() == '=' || rest.back() == '/')) rest.pop_back();
                if (rest.size() >= 2 && is_rank(rest.back())) {
                    promo = PieceType(idx);
                    body  = rest;
                }
            }
        }
        s = body;
    }
    if (s.size() < i + 2 || !is_file(s[s.size() - 2]) || !is_rank(s.back()))
        return error(
            base, "expected a SAN move like 'Nf3', 'exd5' or 'e8=Q', got " + core::quote(t));
    Square to = make_square(s[s.size() - 2] - 'a', s.back() - '1');
    // the middle: optional from-file, from-rank, capture mark
    int from_file = -1, from_rank = -1;
    for (std::size_t k = i; k + 2 < s.size(); ++k) {
        char c = s[k];
        if (is_file(c) && from_file < 0)
            from_file = c - 'a';
        else if (is_rank(c) && from_rank < 0)
            from_rank = c - '1';
        else if (c == 'x' || c == ':' || c == '-')
            continue;
        else
            return error(base + original_index(t, k),
                "unexpected " + core::quote(std::string_view(&c, 1)) + " in move "
                    + core::quote(t));
    }

    Move        found = Move::none();
    int         count = 0;
    std::string candidates;
    for (Move m : list) {
        if (m.kind() == MoveKind::Castling) continue;
        if (m.to() != to || type_of(pos.moved_piece(m)) != pt) continue;
        if (from_file >= 0 && file_of(m.from()) != from_file) continue;
        if (from_rank >= 0 && rank_of(m.from()) != from_rank) continue;
        if (m.kind() == MoveKind::Promotion) {
            if (promo == NoPieceType)
                return error(base,
                    "move " + core::quote(t) + " is a promotion and needs a piece (e.g. "
                        + square_to_string(to) + "=Q)");
            if (m.promotion() != promo) continue;
        } else if (promo != NoPieceType) {
            continue;
        }
        found = m;
        ++count;
        candidates += (candidates.empty() ? "" : ", ") + to_san(pos, m);
    }
    if (count == 1) return found;
    if (count > 1)
        return error(base, "ambiguous move " + core::quote(t) + ": could be " + candidates);
    return error(base, "illegal move " + core::quote(t) + " in position " + pos.fen());
}

std::string line_to_san(Position pos, const std::vector<Move>& moves) {
    std::string out;
    for (Move m : moves) {
        MoveList list;
        generate_legal(pos, list);
        if (!list.contains(m)) break;
        if (!out.empty()) out += ' ';
        out += to_san(pos, m);
        pos.do_move(m);
    }
    return out;
}

} // namespace engine::chess
