#include "engine/xiangqi/notation.h"

#include "engine/xiangqi/movegen.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace engine::xiangqi {

namespace {

core::ParseError err(int column, std::string message) {
    return core::ParseError { column, std::move(message) };
}

core::Result<Move> legal_or_error(const Position& pos, Move m, std::string_view text) {
    if (is_legal(pos, m)) return m;
    Piece       p   = pos.piece_on(m.from());
    std::string why = p == Empty ? " (no piece on " + square_name(m.from()) + ")"
        : color_of(p) != pos.side_to_move()
        ? " (the piece on " + square_name(m.from()) + " is not the side to move's)"
        : "";
    return err(1, "illegal move " + core::quote(text) + " in this position" + why);
}

bool file_char(char c, int& file) {
    c = char(c | 0x20);
    if (c < 'a' || c > 'i') return false;
    file = c - 'a';
    return true;
}

// Rank digits starting at text[i]; ranks1: "1".."10" -> 0..9, else "0".."9". Advances i.
bool rank_text(std::string_view text, std::size_t& i, bool ranks1, int& rank) {
    if (i >= text.size() || text[i] < '0' || text[i] > '9') return false;
    if (!ranks1) {
        rank = text[i++] - '0';
        return true;
    }
    if (text[i] == '1' && i + 1 < text.size() && text[i + 1] == '0') {
        rank = 9;
        i += 2;
        return true;
    }
    if (text[i] == '0') return false;
    rank = text[i++] - '1';
    return true;
}

// Coordinate forms: Iccs, Ranks1, IccsDash.
core::Result<Move> parse_coordinates(const Position& pos, std::string_view text, Notation n) {
    bool        ranks1 = n == Notation::Ranks1;
    std::size_t i      = 0;
    int         f1 = 0, r1 = 0, f2 = 0, r2 = 0;
    const char* form = n == Notation::Ranks1 ? "like 'h3e3' (ranks 1-10)"
        : n == Notation::IccsDash            ? "like 'H2-E2'"
                                             : "like 'h2e2' (ranks 0-9)";
    auto        bad  = [&](std::size_t at, const char* what) {
        std::string_view tok = at < text.size() ? text.substr(at, 1) : std::string_view();
        return err(int(at) + 1,
                    std::string("expected ") + what + " in a move " + form + ", got "
                        + (at < text.size() ? core::quote(tok) : "end of text") + " in "
                        + core::quote(text));
    };
    if (text.empty()) return err(1, std::string("expected a move ") + form + ", got ''");
    if (!file_char(text[i], f1)) return bad(i, "a file letter a-i");
    ++i;
    if (!rank_text(text, i, ranks1, r1)) return bad(i, ranks1 ? "a rank 1-10" : "a rank 0-9");
    if (n == Notation::IccsDash) {
        if (i >= text.size() || text[i] != '-') return bad(i, "'-'");
        ++i;
    }
    if (i >= text.size() || !file_char(text[i], f2)) return bad(i, "a file letter a-i");
    ++i;
    if (!rank_text(text, i, ranks1, r2)) return bad(i, ranks1 ? "a rank 1-10" : "a rank 0-9");
    if (i != text.size())
        return err(int(i) + 1,
            "unexpected " + core::quote(text.substr(i)) + " after the move "
                + core::quote(text.substr(0, i)));
    return legal_or_error(pos, Move(make_square(f1, r1), make_square(f2, r2)), text);
}

constexpr char WxfLetter[8] = { ' ', 'K', 'A', 'E', 'H', 'R', 'C', 'P' };

// The mover's own file number 1..9, counted from its right.
int own_file(Color c, int file) { return c == Red ? 9 - file : file + 1; }

// Tandem designation of the piece on `from`: {index from the front (0-based), count on the
// file, number of files holding such a tandem}. count == 1 means no tandem.
struct Tandem {
    int index        = 0;
    int count        = 1;
    int tandem_files = 0;
};

Tandem tandem_of(const Position& pos, Square from) {
    Piece     p = pos.piece_on(from);
    Color     c = color_of(p);
    Tandem    t;
    PieceType pt = type_of(p);
    if (pt == PieceType::Advisor || pt == PieceType::Elephant || pt == PieceType::General) return t;
    int           per_file[FileCount] = {};
    const Square* sq                  = pos.squares(p);
    for (int i = 0; i < pos.count(p); ++i) ++per_file[file_of(sq[i])];
    t.count = per_file[file_of(from)];
    for (int f = 0; f < FileCount; ++f) t.tandem_files += per_file[f] > 1;
    for (int i = 0; i < pos.count(p); ++i)
        if (file_of(sq[i]) == file_of(from)
            && (c == Red ? rank_of(sq[i]) > rank_of(from) : rank_of(sq[i]) < rank_of(from)))
            ++t.index;
    return t;
}

struct MoveParts {
    Tandem tandem;
    int    from_file; // own numbering 1..9
    char   dir; // '+', '-', '.'
    int    number; // steps or destination file (own numbering)
};

MoveParts parts_of(const Position& pos, Move m) {
    Piece     p  = pos.piece_on(m.from());
    Color     c  = color_of(p);
    PieceType pt = type_of(p);
    MoveParts mp;
    mp.tandem    = tandem_of(pos, m.from());
    mp.from_file = own_file(c, file_of(m.from()));
    int dr       = rank_of(m.to()) - rank_of(m.from());
    if (c == Black) dr = -dr;
    mp.dir        = dr > 0 ? '+' : dr < 0 ? '-' : '.';
    bool diagonal = pt == PieceType::Advisor || pt == PieceType::Elephant || pt == PieceType::Horse;
    mp.number = (mp.dir == '.' || diagonal) ? own_file(c, file_of(m.to())) : (dr < 0 ? -dr : dr);
    return mp;
}

std::string wxf(const Position& pos, Move m) {
    Piece         p  = pos.piece_on(m.from());
    MoveParts     mp = parts_of(pos, m);
    std::string   out(1, WxfLetter[int(type_of(p))]);
    const Tandem& t = mp.tandem;
    if (t.count == 1)
        out += char('0' + mp.from_file);
    else if (t.count == 2 && t.tandem_files == 1)
        out += t.index == 0 ? '+' : '-';
    else // rare soldier tandems: ordinal from the front, then the file
        out += std::string { char('1' + t.index), char('0' + mp.from_file) };
    out += mp.dir;
    out += char('0' + mp.number);
    return out;
}

std::string chinese(const Position& pos, Move m) {
    static const char* const RedName[8]   = { "", "帅", "仕", "相", "马", "车", "炮", "兵" };
    static const char* const BlackName[8] = { "", "将", "士", "象", "马", "车", "炮", "卒" };
    static const char* const RedNum[10]
        = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九" };
    static const char* const BlackNum[10]
        = { "", "１", "２", "３", "４", "５", "６", "７", "８", "９" };
    static const char* const Ordinal[5] = { "一", "二", "三", "四", "五" };
    Piece                    p          = pos.piece_on(m.from());
    bool                     red        = color_of(p) == Red;
    const char*              name       = (red ? RedName : BlackName)[int(type_of(p))];
    const auto*              num        = red ? RedNum : BlackNum;
    MoveParts                mp         = parts_of(pos, m);
    const Tandem&            t          = mp.tandem;
    std::string              out;
    if (t.count == 1) {
        out = std::string(name) + num[mp.from_file];
    } else if (t.count == 2) {
        out = std::string(t.index == 0 ? "前" : "后") + name;
        if (t.tandem_files > 1) out += num[mp.from_file];
    } else if (t.count == 3) {
        out = std::string(t.index == 0 ? "前" : t.index == 1 ? "中" : "后") + name;
        if (t.tandem_files > 1) out += num[mp.from_file];
    } else {
        out = std::string(Ordinal[t.index]) + name;
        if (t.tandem_files > 1) out += num[mp.from_file];
    }
    out += mp.dir == '+' ? "进" : mp.dir == '-' ? "退" : "平";
    out += num[mp.number];
    return out;
}

core::Result<Move> parse_wxf(const Position& pos, std::string_view text) {
    if (text.empty()) return err(1, "expected a WXF move like 'C2.5', got ''");
    std::string norm(text);
    // Accept "+R.3" for "R+.3", '=' for '.', and B/N for E/H.
    if (norm.size() >= 2 && (norm[0] == '+' || norm[0] == '-')
        && std::isalpha(static_cast<unsigned char>(norm[1])))
        std::swap(norm[0], norm[1]);
    for (char& c : norm) {
        if (c == '=') c = '.';
        c = char(std::toupper(static_cast<unsigned char>(c)));
    }
    if (norm[0] == 'B') norm[0] = 'E';
    if (norm[0] == 'N') norm[0] = 'H';
    if (std::string_view("KAEHRCP").find(norm[0]) == std::string_view::npos)
        return err(1,
            "expected a WXF piece letter K A E H R C P, got " + core::quote(text.substr(0, 1))
                + " in " + core::quote(text));
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list)
        if (wxf(pos, m) == norm) return m;
    return err(1, "no legal move matches the WXF move " + core::quote(text));
}

} // namespace

std::string to_string(const Position& pos, Move m, Notation n) {
    Square from = m.from(), to = m.to();
    switch (n) {
    case Notation::Iccs:
        return square_name(from) + square_name(to);
    case Notation::Ranks1:
        return char('a' + file_of(from)) + std::to_string(rank_of(from) + 1)
            + char('a' + file_of(to)) + std::to_string(rank_of(to) + 1);
    case Notation::IccsDash:
        return std::string { char('A' + file_of(from)), char('0' + rank_of(from)), '-',
            char('A' + file_of(to)), char('0' + rank_of(to)) };
    case Notation::Wxf:
        return wxf(pos, m);
    case Notation::Chinese:
        return chinese(pos, m);
    }
    return {};
}

core::Result<Move> parse_move(const Position& pos, std::string_view text, Notation n) {
    switch (n) {
    case Notation::Iccs:
    case Notation::Ranks1:
    case Notation::IccsDash:
        return parse_coordinates(pos, text, n);
    case Notation::Wxf:
        return parse_wxf(pos, text);
    case Notation::Chinese:
        break;
    }
    return err(1, "Chinese notation is output-only; cannot parse " + core::quote(text));
}

core::Result<Move> parse_move_any(const Position& pos, std::string_view text) {
    if (text.size() == 4 && std::isalpha(static_cast<unsigned char>(text[0]))
        && std::isdigit(static_cast<unsigned char>(text[1]))
        && std::string_view("abcdefghi").find(char(text[0] | 0x20)) != std::string_view::npos
        && std::string_view("abcdefghi").find(char(text[2] | 0x20)) != std::string_view::npos)
        return parse_coordinates(pos, text, Notation::Iccs);
    if (text.size() == 5 && text[2] == '-') return parse_coordinates(pos, text, Notation::IccsDash);
    return parse_wxf(pos, text);
}

} // namespace engine::xiangqi
