#include "engine/xiangqi/board/position.h"

#include "engine/core/invariants.h"
#include "engine/core/prng.h"
#include "engine/xiangqi/board/attack.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace engine::xiangqi {

namespace {

struct PointTables {
    bool palace[2][256]   = {};
    bool advisor[2][256]  = {};
    bool elephant[2][256] = {};
    bool soldier[2][256]  = {};
};

constexpr PointTables make_point_tables() {
    PointTables t;
    for (int c = 0; c < 2; ++c) {
        auto at = [c](int file, int rank) { return make_square(file, c == 0 ? rank : 9 - rank); };
        for (int f = 3; f <= 5; ++f)
            for (int r = 0; r <= 2; ++r) t.palace[c][at(f, r)] = true;
        for (auto [f, r] : { std::pair { 3, 0 }, { 5, 0 }, { 4, 1 }, { 3, 2 }, { 5, 2 } })
            t.advisor[c][at(f, r)] = true;
        for (auto [f, r] :
            { std::pair { 2, 0 }, { 6, 0 }, { 0, 2 }, { 4, 2 }, { 8, 2 }, { 2, 4 }, { 6, 4 } })
            t.elephant[c][at(f, r)] = true;
        for (int f = 0; f < FileCount; ++f)
            for (int r = 3; r < RankCount; ++r)
                if (r >= 5 || f % 2 == 0) t.soldier[c][at(f, r)] = true;
    }
    return t;
}

constexpr PointTables Points = make_point_tables();

Zobrist make_zobrist() {
    Zobrist    z {};
    core::Prng rng(0x5AB1E0C4A1C0FFEEull);
    for (auto& row : z.psq)
        for (auto& k : row) k = rng.next();
    z.side = rng.next();
    return z;
}

const Zobrist ZobristKeys = make_zobrist();

constexpr const char* ColorName[2] = { "red", "black" };
constexpr const char* TypeName[8]
    = { "", "general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier" };
constexpr int MaxCount[8] = { 0, 1, 2, 2, 2, 2, 2, 5 };

Piece piece_from_char(char ch) {
    Color c = (ch >= 'a' && ch <= 'z') ? Black : Red;
    switch (ch | 0x20) {
    case 'k':
        return make_piece(c, PieceType::General);
    case 'a':
        return make_piece(c, PieceType::Advisor);
    case 'b':
    case 'e':
        return make_piece(c, PieceType::Elephant);
    case 'n':
    case 'h':
        return make_piece(c, PieceType::Horse);
    case 'r':
        return make_piece(c, PieceType::Chariot);
    case 'c':
        return make_piece(c, PieceType::Cannon);
    case 'p':
        return make_piece(c, PieceType::Soldier);
    default:
        return Empty;
    }
}

struct Field {
    std::string_view text;
    int              column; // 1-based
};

core::ParseError err(int column, std::string message) {
    return core::ParseError { column, std::move(message) };
}

bool parse_int(std::string_view s, long long lo, long long hi, int& out) {
    long long v  = 0;
    auto      r  = std::from_chars(s.data(), s.data() + s.size(), v);
    bool      ok = r.ec == std::errc() && r.ptr == s.data() + s.size() && v >= lo && v <= hi;
    if (ok) out = int(v);
    return ok;
}

} // namespace

const Zobrist& zobrist() { return ZobristKeys; }

std::string square_name(Square s) {
    return std::string { char('a' + file_of(s)), char('0' + rank_of(s)) };
}

bool in_palace(Color c, Square s) { return Points.palace[core::index(c)][s]; }
bool advisor_point(Color c, Square s) { return Points.advisor[core::index(c)][s]; }
bool elephant_point(Color c, Square s) { return Points.elephant[core::index(c)][s]; }
bool soldier_point(Color c, Square s) { return Points.soldier[core::index(c)][s]; }

char piece_char(Piece p) {
    static constexpr char Letters[] = " KABNRCP";
    char                  ch        = Letters[int(type_of(p))];
    return color_of(p) == Black ? char(ch | 0x20) : ch;
}

Position::Position() {
    board_.fill(Offboard);
    for (int r = 0; r < RankCount; ++r)
        for (int f = 0; f < FileCount; ++f) board_[make_square(f, r)] = Empty;
    history_.reserve(256);
    history_.push_back(StateInfo {});
}

void Position::put_piece(Square s, Piece p) noexcept {
    int i                 = piece_index(p);
    board_[s]             = p;
    slot_[s]              = count_[i];
    list_[i][count_[i]++] = s;
}

void Position::remove_piece(Square s) noexcept {
    int    i       = piece_index(board_[s]);
    int    slot    = slot_[s];
    Square last    = list_[i][--count_[i]];
    list_[i][slot] = last;
    slot_[last]    = std::uint8_t(slot);
    board_[s]      = Empty;
}

void Position::move_piece(Square from, Square to) noexcept {
    Piece p                            = board_[from];
    list_[piece_index(p)][slot_[from]] = to;
    slot_[to]                          = slot_[from];
    board_[to]                         = p;
    board_[from]                       = Empty;
}

int Position::fullmove_number() const noexcept {
    int plies = int(history_.size()) - 1 + (start_side_ == Black ? 1 : 0);
    return start_fullmove_ + plies / 2;
}

namespace {

// Can a move from `from` to `to` by a piece of type `mover` give check to the general on g? Only
// when it opens or changes a line or a horse leg of g (from on g's file or rank, or a diagonal
// neighbour of g), lands on g's file or rank (a chariot, cannon, soldier or facing general, or a
// new cannon screen), or brings a horse within two points of g. Otherwise the check test is
// skipped: most moves of a game are far from the enemy general.
bool may_give_check(Square from, Square to, PieceType mover, Square g) noexcept {
    const int ff = std::abs(file_of(from) - file_of(g)), fr = std::abs(rank_of(from) - rank_of(g));
    const int tf = std::abs(file_of(to) - file_of(g)), tr = std::abs(rank_of(to) - rank_of(g));
    if (ff == 0 || fr == 0 || (ff == 1 && fr == 1)) return true;
    if (tf == 0 || tr == 0) return true;
    return mover == PieceType::Horse && tf <= 2 && tr <= 2;
}

} // namespace

bool Position::general_attacked(Color c) const noexcept {
    return detail::general_attacked([this](Square s) { return board_[s]; }, general(c), ~c);
}

bool Position::safe_after(Square from, Square to) const noexcept {
    Piece  mover = board_[from];
    Color  us    = color_of(mover);
    Square g     = type_of(mover) == PieceType::General ? to : general(us);
    return !detail::general_attacked(
        [&](Square s) { return s == to  ? mover
                            : s == from ? Empty
                                        : board_[s]; }, g, ~us);
}

void Position::do_move(Move m) noexcept {
    const Zobrist& z    = ZobristKeys;
    Square         from = m.from(), to = m.to();
    Piece          p   = board_[from];
    Piece          cap = board_[to];
    ENGINE_ASSERT(on_board(from) && on_board(to) && is_piece(p) && color_of(p) == side_);
    StateInfo st;
    st.key = history_.back().key ^ z.side ^ z.psq[piece_index(p)][point_of(from)]
        ^ z.psq[piece_index(p)][point_of(to)];
    st.move     = m;
    st.captured = cap;
    if (cap != Empty) {
        st.key ^= z.psq[piece_index(cap)][point_of(to)];
        st.slot   = slot_[to];
        st.rule60 = 0;
        remove_piece(to);
    } else {
        st.rule60 = std::uint16_t(history_.back().rule60 + 1);
    }
    move_piece(from, to);
    side_ = ~side_;
    // The geometric filter needs the other general unattacked before the move, as after any
    // legal move; not after a pass made in check (the chase analysis passes for either side).
    const auto after_pass_in_check = [this] {
        const std::size_t n = history_.size();
        return n >= 2 && history_[n - 1].move == Move::none() && history_[n - 2].in_check;
    };
    st.in_check = (may_give_check(from, to, type_of(p), general(side_)) || after_pass_in_check())
        && general_attacked(side_);
    history_.push_back(st);
    ENGINE_ASSERT(is_ok()); // also: the move did not leave the mover's general attacked
}

void Position::undo_move(Move m) noexcept {
    ENGINE_ASSERT(history_.size() > 1 && history_.back().move == m);
    const StateInfo& st   = history_.back();
    Square           from = m.from(), to = m.to();
    move_piece(to, from);
    if (st.captured != Empty) {
        // Re-insert at the captured piece's old slot so piece-list order is restored exactly.
        int    i     = piece_index(st.captured);
        int    slot  = st.slot;
        Square moved = list_[i][slot];
        if (slot < count_[i]) {
            list_[i][count_[i]] = moved;
            slot_[moved]        = count_[i];
        }
        list_[i][slot] = to;
        slot_[to]      = std::uint8_t(slot);
        ++count_[i];
        board_[to] = st.captured;
    }
    side_ = ~side_;
    history_.pop_back();
    ENGINE_ASSERT(is_ok());
}

void Position::do_null_move() noexcept {
    StateInfo st;
    st.key      = history_.back().key ^ ZobristKeys.side;
    st.rule60   = 0;
    st.in_check = false; // the side that passed was not in check, so the other side is not either
    side_       = ~side_;
    history_.push_back(st);
}

void Position::undo_null_move() noexcept {
    side_ = ~side_;
    history_.pop_back();
}

core::Key Position::compute_key() const noexcept {
    core::Key k = side_ == Black ? ZobristKeys.side : 0;
    for (int pt = 0; pt < PointCount; ++pt) {
        Piece p = board_[square_of_point(pt)];
        if (p != Empty) k ^= ZobristKeys.psq[piece_index(p)][pt];
    }
    return k;
}

bool Position::is_ok() const {
    int counted[16] = {};
    for (int s = 0; s < 256; ++s) {
        Square sq = Square(s);
        Piece  p  = board_[sq];
        if (!on_board(sq)) {
            if (p != Offboard) return false;
            continue;
        }
        if (p == Empty) continue;
        if (!is_piece(p) || type_of(p) == PieceType::None || (p & ~0x37) != 0) return false;
        int i = piece_index(p);
        if (slot_[sq] >= count_[i] || list_[i][slot_[sq]] != sq) return false;
        ++counted[i];
    }
    for (int i = 0; i < 16; ++i)
        if (counted[i] != count_[i]) return false;
    for (Color c : { Red, Black }) {
        if (count(make_piece(c, PieceType::General)) != 1) return false;
        if (!in_palace(c, general(c))) return false;
    }
    if (history_.empty() || key() != compute_key()) return false;
    if (in_check() != general_attacked(side_)) return false;
    return !general_attacked(~side_);
}

std::string Position::fen() const {
    std::string out;
    for (int r = RankCount - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < FileCount; ++f) {
            Piece p = board_[make_square(f, r)];
            if (p == Empty) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += piece_char(p);
        }
        if (empty) out += char('0' + empty);
        if (r) out += '/';
    }
    out += side_ == Red ? " w - - " : " b - - ";
    out += std::to_string(halfmove_clock()) + " " + std::to_string(fullmove_number());
    return out;
}

core::Result<Position> Position::from_fen(std::string_view fen) {
    auto parsed = parse_fen(fen, FenOptions {});
    if (!parsed) return parsed.error();
    return std::move(parsed->position);
}

core::Result<core::ParsedFen<Position>> Position::parse_fen(
    std::string_view fen, FenOptions options) {
    const bool          strict = options.mode == core::FenMode::Strict;
    core::FenLeniencies applied;
    // Split into blank-separated fields, remembering columns.
    std::vector<Field> fields;
    for (std::size_t i = 0; i < fen.size();) {
        if (fen[i] == ' ' || fen[i] == '\t' || fen[i] == '\r' || fen[i] == '\n') {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (
            j < fen.size() && fen[j] != ' ' && fen[j] != '\t' && fen[j] != '\r' && fen[j] != '\n')
            ++j;
        fields.push_back({ fen.substr(i, j - i), int(i) + 1 });
        i = j;
    }
    if (fields.empty()) return err(1, "empty FEN");
    if (fields.size() > 6)
        return err(fields[6].column, "unexpected extra field " + core::quote(fields[6].text));
    if (strict && fields.size() < 4)
        return err(int(fen.size()) + 1,
            "expected at least 4 FEN fields (board, side, castling, en passant), got "
                + std::to_string(fields.size()));
    if (fields.size() < 4) applied.add(core::FenLeniency::MissingFields);
    // Fairy-Stockfish writes an empty pocket "[]" after the board of a game without drops.
    if (!strict && fields[0].text.ends_with("[]")) {
        fields[0].text.remove_suffix(2);
        applied.add(core::FenLeniency::EmptyPocket);
    }

    // Step 1. The board: ranks 9..0 separated by '/'.
    Position         pos;
    std::vector<int> column_of(256, 0);
    const Field&     board = fields[0];
    int              rank = RankCount - 1, file = 0;
    for (std::size_t i = 0; i <= board.text.size(); ++i) {
        int  col = board.column + int(i);
        char ch  = i < board.text.size() ? board.text[i] : '/';
        if (ch == '/') {
            std::size_t start = board.text.rfind('/', i == 0 ? 0 : i - 1);
            start             = (start == std::string_view::npos || start >= i) ? 0 : start + 1;
            std::string_view rank_text = board.text.substr(start, i - start);
            if (file != FileCount)
                return err(board.column + int(start),
                    "rank " + core::quote(rank_text) + " has " + std::to_string(file)
                        + " points, expected 9");
            if (i == board.text.size()) break;
            if (--rank < 0) return err(col, "more than 10 ranks in the board field");
            file = 0;
            continue;
        }
        if (ch >= '1' && ch <= '9') {
            file += ch - '0';
            if (file > FileCount)
                return err(
                    col, "too many points in a rank at " + core::quote(board.text.substr(i, 1)));
            continue;
        }
        Piece p = piece_from_char(ch);
        if (p == Empty)
            return err(col,
                "unknown piece letter " + core::quote(board.text.substr(i, 1))
                    + " (expected one of KABNRCP/kabnrcp, or H/E)");
        if (file >= FileCount)
            return err(col, "too many points in a rank at " + core::quote(board.text.substr(i, 1)));
        Square s = make_square(file++, rank);
        int    k = piece_index(p);
        if (pos.count_[k] >= MaxCount[int(type_of(p))])
            return err(col,
                std::string("too many ") + ColorName[core::index(color_of(p))] + " "
                    + TypeName[int(type_of(p))] + "s: " + core::quote(board.text.substr(i, 1))
                    + " on " + square_name(s) + " exceeds "
                    + std::to_string(MaxCount[int(type_of(p))]));
        pos.put_piece(s, p);
        column_of[s] = col;
    }
    if (rank != 0)
        return err(board.column + int(board.text.size()),
            "expected 10 ranks separated by '/', got " + std::to_string(RankCount - rank));

    // Step 2. Side to move (w or r = red, b = black).
    if (fields.size() < 2)
        return err(board.column + int(board.text.size()),
            "missing side to move after the board (expected 'w' or 'b')");
    const Field& side = fields[1];
    if (side.text == "w" || side.text == "r" || side.text == "W" || side.text == "R")
        pos.side_ = Red;
    else if (side.text == "b" || side.text == "B")
        pos.side_ = Black;
    else
        return err(side.column,
            "expected side to move 'w' (or 'r') or 'b', got " + core::quote(side.text));

    // Step 3. Castling and en passant fields: always '-'.
    for (std::size_t i = 2; i < 4 && i < fields.size(); ++i)
        if (fields[i].text != "-")
            return err(fields[i].column,
                std::string("expected '-' for the ") + (i == 2 ? "castling" : "en passant")
                    + " field, got " + core::quote(fields[i].text));

    // Step 4. Counters.
    int halfmove = 0, fullmove = 1;
    if (fields.size() > 4 && !parse_int(fields[4].text, 0, 65535, halfmove))
        return err(fields[4].column,
            "expected a halfmove clock (0..65535), got " + core::quote(fields[4].text));
    if (fields.size() > 5 && !parse_int(fields[5].text, 0, 1000000, fullmove))
        return err(fields[5].column,
            "expected a fullmove number (1..1000000), got " + core::quote(fields[5].text));
    pos.start_fullmove_ = std::max(fullmove, 1);
    pos.start_side_     = pos.side_;

    // Step 5. Is the position possible?
    for (Color c : { Red, Black }) {
        std::string name = ColorName[core::index(c)];
        if (pos.count(make_piece(c, PieceType::General)) == 0)
            return err(board.column, "missing " + name + " general");
    }
    for (int pt = 0; pt < PointCount; ++pt) {
        Square s = square_of_point(pt);
        Piece  p = pos.board_[s];
        if (p == Empty) continue;
        Color       c     = color_of(p);
        PieceType   t     = type_of(p);
        bool        ok    = true;
        const char* where = "";
        switch (t) {
        case PieceType::General:
            ok = in_palace(c, s), where = "outside its palace";
            break;
        case PieceType::Advisor:
            ok = advisor_point(c, s), where = "on a point advisors cannot reach";
            break;
        case PieceType::Elephant:
            ok = elephant_point(c, s), where = "on a point elephants cannot reach";
            break;
        case PieceType::Soldier:
            ok    = soldier_point(c, s);
            where = (c == Red ? rank_of(s) < 3 : rank_of(s) > 6)
                ? "behind its start rank"
                : "on a point soldiers cannot reach (sideways before the river)";
            break;
        default:
            break;
        }
        if (!ok)
            return err(column_of[s],
                std::string(ColorName[core::index(c)]) + " " + TypeName[int(t)] + " "
                    + core::quote(std::string(1, fen[column_of[s] - 1])) + " on " + square_name(s)
                    + " is " + where);
    }
    Color them = ~pos.side_;
    if (pos.general_attacked(them)) {
        Square g = pos.general(them), k = pos.general(pos.side_);
        bool   facing = file_of(g) == file_of(k);
        if (facing) {
            Square s = std::min(g, k) + Up;
            while (pos.board_[s] == Empty) s += Up;
            facing = s == std::max(g, k);
        }
        std::string msg = std::string("the side not to move (") + ColorName[core::index(them)]
            + ") is in check: " + ColorName[core::index(pos.side_)]
            + " to move could capture its general";
        if (facing) msg += " (the generals face each other on an open file)";
        return err(side.column, msg);
    }

    StateInfo& st = pos.history_.back();
    st.rule60     = std::uint16_t(halfmove);
    st.key        = pos.compute_key();
    st.in_check   = pos.general_attacked(pos.side_);
    return core::ParsedFen<Position> { std::move(pos), applied };
}

std::string board_diagram(const Position& pos) {
    std::string out;
    for (int r = RankCount - 1; r >= 0; --r) {
        out += char('0' + r);
        out += "  ";
        for (int f = 0; f < FileCount; ++f) {
            Piece p = pos.piece_on(make_square(f, r));
            out += p == Empty ? '.' : piece_char(p);
            if (f + 1 < FileCount) out += ' ';
        }
        out += '\n';
        if (r == 5) out += "   ~~~~~~~~~~~~~~~~~\n";
    }
    out += "   a b c d e f g h i\n\nFen: " + pos.fen() + "\n";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%016llX", static_cast<unsigned long long>(pos.key()));
    out += std::string("Key: ") + buf + "\n";
    if (pos.in_check()) out += "In check\n";
    return out;
}

} // namespace engine::xiangqi
