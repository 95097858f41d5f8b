#include "position.h"

#include "engine/core/invariants.h"
#include "engine/core/prng.h"

#include <cstring>
#include <sstream>

namespace engine::chess {

namespace {

struct ZobristTables {
    core::Key psq[PieceCount][64];
    core::Key castling[16];
    core::Key ep[8];
    core::Key side;
    ZobristTables() {
        core::Prng rng(0x51AB1E0C4E55ull);
        for (auto& p : psq)
            for (auto& k : p) k = rng.next();
        for (int cr = 0; cr < 16; ++cr) {
            castling[cr] = 0;
            if (cr == 0) continue;
        }
        core::Key single[4];
        for (auto& k : single) k = rng.next();
        for (int cr = 0; cr < 16; ++cr)
            for (int i = 0; i < 4; ++i)
                if (cr & (1 << i)) castling[cr] ^= single[i];
        for (auto& k : ep) k = rng.next();
        side = rng.next();
    }
};
const ZobristTables Zob;

constexpr std::string_view PieceChars = " PNBRQK  pnbrqk";

} // namespace

namespace zobrist {
core::Key piece_square(Piece p, Square s) { return Zob.psq[p][s]; }
core::Key castling(int rights) { return Zob.castling[rights]; }
core::Key ep_file(int file) { return Zob.ep[file]; }
core::Key side() { return Zob.side; }
} // namespace zobrist

// ---------------------------------------------------------------------------------------------
// FEN in

namespace {

struct Field {
    std::string_view text;
    int              column; // 1-based
};

std::vector<Field> split_fields(std::string_view s) {
    std::vector<Field> out;
    std::size_t        i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        if (i >= s.size()) break;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        out.push_back({ s.substr(i, j - i), int(i) + 1 });
        i = j;
    }
    return out;
}

core::ParseError error(int column, std::string message) {
    return core::ParseError { column, std::move(message) };
}

bool parse_counter(std::string_view s, int& out) {
    if (s.empty() || s.size() > 9) return false;
    int v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + (c - '0');
    }
    out = v;
    return true;
}

std::string square_name(Square s) {
    return std::string { char('a' + file_of(s)), char('1' + rank_of(s)) };
}

} // namespace

core::Result<Position> Position::from_fen(std::string_view fen, bool chess960) {
    auto parsed = parse_fen(fen, FenOptions { .chess960 = chess960 });
    if (!parsed) return parsed.error();
    return std::move(parsed->position);
}

core::Result<core::ParsedFen<Position>> Position::parse_fen(
    std::string_view fen, FenOptions options) {
    init_bitboards();
    const bool          strict = options.mode == core::FenMode::Strict;
    core::FenLeniencies applied;
    // strip trailing CR / NUL bytes that real files carry
    while (!fen.empty() && (fen.back() == '\r' || fen.back() == '\0' || fen.back() == '\n'))
        fen.remove_suffix(1);
    auto fields = split_fields(fen);
    if (fields.empty()) return error(1, "empty FEN");
    if (fields.size() < (strict ? 4u : 2u))
        return error(int(fen.size()) + 1,
            strict ? "expected at least 4 FEN fields (placement, side, castling, en passant), got "
                    + std::to_string(fields.size())
                   : std::string("expected the side to move ('w' or 'b') after the placement"));
    if (fields.size() > 6)
        return error(fields[6].column, "unexpected text after FEN: " + core::quote(fields[6].text));
    // Lenient: "<placement> <side> [castling]" reads the missing fields as '-'.
    if (fields.size() < 4) applied.add(core::FenLeniency::MissingFields);
    while (fields.size() < 4) fields.push_back({ "-", int(fen.size()) + 1 });

    Position pos;
    pos.chess960_ = options.chess960;
    State st {};
    st.ep = NoSquare;

    // 1. placement, from rank 8 down to rank 1
    {
        const Field& f    = fields[0];
        int          rank = 7, file = 0;
        for (std::size_t i = 0; i < f.text.size(); ++i) {
            char c   = f.text[i];
            int  col = f.column + int(i);
            if (c == '/') {
                if (file != 8)
                    return error(col,
                        "rank " + std::to_string(rank + 1) + " has " + std::to_string(file)
                            + " squares, expected 8");
                if (--rank < 0) return error(col, "too many ranks in piece placement, expected 8");
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8)
                    return error(
                        col, "rank " + std::to_string(rank + 1) + " has more than 8 squares");
            } else {
                auto idx = PieceChars.find(c);
                if (idx == std::string_view::npos || c == ' ')
                    return error(col,
                        "invalid piece " + core::quote(std::string_view(&c, 1))
                            + " in piece placement");
                if (file >= 8)
                    return error(
                        col, "rank " + std::to_string(rank + 1) + " has more than 8 squares");
                pos.put_piece(Piece(idx), make_square(file, rank));
                ++file;
            }
        }
        if (rank != 0 || file != 8)
            return error(f.column + int(f.text.size()),
                rank != 0 ? "expected 8 ranks in piece placement, got " + std::to_string(8 - rank)
                          : "rank 1 has " + std::to_string(file) + " squares, expected 8");
    }

    // 2. side to move
    if (fields[1].text == "w")
        pos.side_ = White;
    else if (fields[1].text == "b")
        pos.side_ = Black;
    else
        return error(fields[1].column,
            "expected side to move 'w' or 'b', got " + core::quote(fields[1].text));

    // kings and pawns (needed before castling)
    for (Color c : { White, Black }) {
        const char* name = c == White ? "white" : "black";
        int         n    = popcount(pos.pieces(c, King));
        if (n == 0) return error(fields[0].column, std::string("no ") + name + " king");
        if (n > 1) return error(fields[0].column, std::string("more than one ") + name + " king");
        // More material than a game can reach is still legal by the movement rules.
        if (popcount(pos.pieces(c, Pawn)) > 8 || popcount(pos.pieces(c)) > 16) {
            if (strict)
                return error(fields[0].column,
                    std::string("more than ") + (popcount(pos.pieces(c, Pawn)) > 8 ? "8 " : "16 ")
                        + name + (popcount(pos.pieces(c, Pawn)) > 8 ? " pawns" : " pieces"));
            applied.add(core::FenLeniency::ExtraMaterial);
        }
    }
    if (pos.pieces(Pawn) & (rank_bb(0) | rank_bb(7))) {
        Square s = lsb(pos.pieces(Pawn) & (rank_bb(0) | rank_bb(7)));
        return error(fields[0].column, "pawn on back rank " + square_name(s));
    }

    // 3. castling: KQkq, X-FEN (K/Q = outermost rook) or Shredder-FEN (rook file letters)
    {
        const Field& f = fields[2];
        if (f.text != "-") {
            for (std::size_t i = 0; i < f.text.size(); ++i) {
                char  c   = f.text[i];
                int   col = f.column + int(i);
                Color us  = (c >= 'a' && c <= 'z') ? Black : White;
                char  lc  = char(c | 0x20);
                if (lc != 'k' && lc != 'q' && (lc < 'a' || lc > 'h'))
                    return error(
                        col, "invalid castling character " + core::quote(std::string_view(&c, 1)));
                Square ksq  = pos.king_square(us);
                int    back = relative_rank(us, 0);
                if (rank_of(ksq) != back) continue; // king off its back rank: right dropped
                Bitboard rooks = pos.pieces(us, Rook) & rank_bb(back);
                Square   rsq   = NoSquare;
                if (lc == 'k') {
                    for (int fl = 7; fl > file_of(ksq); --fl)
                        if (rooks & square_bb(make_square(fl, back))) {
                            rsq = make_square(fl, back);
                            break;
                        }
                } else if (lc == 'q') {
                    for (int fl = 0; fl < file_of(ksq); ++fl)
                        if (rooks & square_bb(make_square(fl, back))) {
                            rsq = make_square(fl, back);
                            break;
                        }
                } else {
                    Square s = make_square(lc - 'a', back);
                    if (rooks & square_bb(s)) rsq = s;
                    pos.chess960_ = true;
                }
                if (rsq == NoSquare) continue; // no rook for this right: dropped (as python-chess)
                if (file_of(ksq) != 4 || (file_of(rsq) != 0 && file_of(rsq) != 7))
                    pos.chess960_ = true;
                pos.add_castling_right(us, rsq);
            }
        }
        for (int i = 0; i < 4; ++i)
            if (pos.castling_rook_[i] != NoSquare) st.castling |= std::uint8_t(1 << i);
    }

    // 4. en passant
    {
        const Field& f = fields[3];
        if (f.text != "-") {
            if (f.text.size() != 2 || f.text[0] < 'a' || f.text[0] > 'h' || f.text[1] < '1'
                || f.text[1] > '8')
                return error(
                    f.column, "expected en passant square or '-', got " + core::quote(f.text));
            Square ep   = make_square(f.text[0] - 'a', f.text[1] - '1');
            Color  us   = pos.side_;
            int    push = us == White ? 8 : -8;
            if (rank_of(ep) != relative_rank(us, 5))
                return error(f.column,
                    "bad en passant square " + core::quote(f.text) + ": must be on rank "
                        + (us == White ? "6" : "3") + " when " + (us == White ? "white" : "black")
                        + " is to move");
            if (pos.piece_on(ep - push) != make_piece(~us, Pawn))
                return error(f.column,
                    "bad en passant square " + core::quote(f.text) + ": no pawn on "
                        + square_name(ep - push) + " that could have just moved two squares");
            if (pos.piece_on(ep) != NoPiece || pos.piece_on(ep + push) != NoPiece)
                return error(f.column,
                    "bad en passant square " + core::quote(f.text)
                        + ": the squares the pawn passed are not empty");
            st.ep = ep;
        }
    }

    // 5-6. move counters (optional)
    int rule50 = 0, fullmove = 1;
    if (fields.size() > 4 && !parse_counter(fields[4].text, rule50))
        return error(fields[4].column,
            "expected halfmove clock (a number), got " + core::quote(fields[4].text));
    if (fields.size() > 5 && !parse_counter(fields[5].text, fullmove))
        return error(fields[5].column,
            "expected fullmove number (a number), got " + core::quote(fields[5].text));
    fullmove      = std::max(fullmove, 1);
    st.rule50     = rule50;
    pos.game_ply_ = 2 * (fullmove - 1) + (pos.side_ == Black);

    // legality of the whole position
    if (pos.attackers_to(pos.king_square(~pos.side_)) & pos.pieces(pos.side_))
        return error(fields[1].column,
            std::string("side not to move (") + (pos.side_ == White ? "black" : "white")
                + ") is in check");
    st.checkers = pos.attackers_to(pos.king_square(pos.side_)) & pos.pieces(~pos.side_);
    if (popcount(st.checkers) > 2)
        return error(fields[0].column, "side to move is in check by more than two pieces");
    pos.states_.reserve(64);
    pos.states_.push_back(st);
    if (st.ep != NoSquare && !pos.ep_capturable(st.ep)) pos.st().ep = NoSquare;
    pos.st().key = pos.compute_key();
    return core::ParsedFen<Position> { std::move(pos), applied };
}

void Position::add_castling_right(Color c, Square rook_sq) {
    Square ksq       = king_square(c);
    bool   king_side = rook_sq > ksq;
    int    i         = int(c) * 2 + (king_side ? 0 : 1);
    if (castling_rook_[i] != NoSquare) return;
    Square kto        = relative_square(c, king_side ? make_square(6, 0) : make_square(2, 0));
    Square rto        = relative_square(c, king_side ? make_square(5, 0) : make_square(3, 0));
    castling_rook_[i] = rook_sq;
    castling_path_[i]
        = (between_bb(ksq, kto) | between_bb(rook_sq, rto) | square_bb(kto) | square_bb(rto))
        & ~(square_bb(ksq) | square_bb(rook_sq));
    castling_mask_[ksq] |= std::uint8_t(1 << i);
    castling_mask_[rook_sq] |= std::uint8_t(1 << i);
}

// ---------------------------------------------------------------------------------------------
// FEN out

std::string Position::fen() const {
    std::string out;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            Piece p = board_[make_square(f, r)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += PieceChars[p];
        }
        if (empty) out += char('0' + empty);
        if (r) out += '/';
    }
    out += side_ == White ? " w " : " b ";
    int cr = castling_rights();
    if (!cr) out += '-';
    for (int i = 0; i < 4; ++i) {
        if (!(cr & (1 << i))) continue;
        Color  c   = i < 2 ? White : Black;
        Square rsq = castling_rook_[i];
        char   ch;
        if (!chess960_)
            ch = (i & 1) ? 'q' : 'k';
        else
            ch = char('a' + file_of(rsq));
        out += c == White ? char(ch & ~0x20) : ch;
    }
    out += ' ';
    out += ep_square() == NoSquare ? "-" : square_name(ep_square());
    out += ' ' + std::to_string(rule50()) + ' ' + std::to_string(fullmove_number());
    return out;
}

// ---------------------------------------------------------------------------------------------
// board updates

void Position::put_piece(Piece p, Square s) {
    board_[s] = p;
    by_type_[type_of(p)] |= square_bb(s);
    by_color_[int(color_of(p))] |= square_bb(s);
}

void Position::remove_piece(Square s) {
    Piece p = board_[s];
    by_type_[type_of(p)] ^= square_bb(s);
    by_color_[int(color_of(p))] ^= square_bb(s);
    board_[s] = NoPiece;
}

void Position::move_piece(Square from, Square to) {
    Piece    p  = board_[from];
    Bitboard ft = square_bb(from) | square_bb(to);
    by_type_[type_of(p)] ^= ft;
    by_color_[int(color_of(p))] ^= ft;
    board_[from] = NoPiece;
    board_[to]   = p;
}

Bitboard Position::attackers_to(Square s, Bitboard occ) const {
    return (pawn_attacks(Black, s) & pieces(White, Pawn))
        | (pawn_attacks(White, s) & pieces(Black, Pawn)) | (knight_attacks(s) & pieces(Knight))
        | (rook_attacks(s, occ) & pieces(Rook, Queen))
        | (bishop_attacks(s, occ) & pieces(Bishop, Queen)) | (king_attacks(s) & pieces(King));
}

// Can the side to move capture en passant on `ep` legally? (The ep square only counts, for FEN
// and for the key, when it can: positions that differ only in an unusable ep square are equal.)
bool Position::ep_capturable(Square ep) const {
    Color    us         = side_;
    Square   cap        = ep + (us == White ? -8 : 8);
    Bitboard candidates = pawn_attacks(~us, ep) & pieces(us, Pawn);
    Square   ksq        = king_square(us);
    while (candidates) {
        Square   from = pop_lsb(candidates);
        Bitboard occ  = (pieces() ^ square_bb(from) ^ square_bb(cap)) | square_bb(ep);
        if (!(attackers_to(ksq, occ) & pieces(~us) & ~square_bb(cap))) return true;
    }
    return false;
}

Piece Position::captured_piece(Move m) const {
    if (m.kind() == MoveKind::EnPassant) return make_piece(~side_, Pawn);
    if (m.kind() == MoveKind::Castling) return NoPiece;
    return board_[m.to()];
}

void Position::do_move(Move m) {
    const Color  us = side_, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece  pc = board_[from];
    ENGINE_ASSERT(m.is_ok() && pc != NoPiece && color_of(pc) == us);
    State     ns = st();
    core::Key k  = ns.key ^ Zob.side;
    ns.rule50++;
    ns.captured = NoPiece;
    if (ns.ep != NoSquare) {
        k ^= Zob.ep[file_of(ns.ep)];
        ns.ep = NoSquare;
    }

    if (m.kind() == MoveKind::Castling) {
        bool   king_side = to > from;
        Square kto       = relative_square(us, king_side ? make_square(6, 0) : make_square(2, 0));
        Square rto       = relative_square(us, king_side ? make_square(5, 0) : make_square(3, 0));
        Piece  rook      = board_[to];
        remove_piece(from);
        remove_piece(to);
        put_piece(pc, kto);
        put_piece(rook, rto);
        k ^= Zob.psq[pc][from] ^ Zob.psq[pc][kto] ^ Zob.psq[rook][to] ^ Zob.psq[rook][rto];
    } else {
        Square capsq    = to;
        Piece  captured = board_[to];
        if (m.kind() == MoveKind::EnPassant) {
            capsq    = to + (us == White ? -8 : 8);
            captured = board_[capsq];
        }
        if (captured != NoPiece) {
            remove_piece(capsq);
            k ^= Zob.psq[captured][capsq];
            ns.rule50   = 0;
            ns.captured = captured;
        }
        move_piece(from, to);
        k ^= Zob.psq[pc][from] ^ Zob.psq[pc][to];
        if (type_of(pc) == Pawn) {
            ns.rule50 = 0;
            if (m.kind() == MoveKind::Promotion) {
                Piece promo = make_piece(us, m.promotion());
                remove_piece(to);
                put_piece(promo, to);
                k ^= Zob.psq[pc][to] ^ Zob.psq[promo][to];
            } else if ((from ^ to) == 16) {
                Square ep = (from + to) / 2;
                if (pawn_attacks(us, ep) & pieces(them, Pawn)) {
                    side_ = them; // ep_capturable() looks from the capturer's side
                    if (ep_capturable(ep)) {
                        ns.ep = ep;
                        k ^= Zob.ep[file_of(ep)];
                    }
                    side_ = us;
                }
            }
        }
    }
    if (ns.castling && (castling_mask_[from] | castling_mask_[to])) {
        k ^= Zob.castling[ns.castling];
        ns.castling &= std::uint8_t(~(castling_mask_[from] | castling_mask_[to]));
        k ^= Zob.castling[ns.castling];
    }
    side_ = them;
    ++game_ply_;
    ns.key      = k;
    ns.checkers = attackers_to(king_square(them)) & pieces(us);
    states_.push_back(ns);
    ENGINE_ASSERT(is_ok()); // also: the move did not leave the mover's king attacked
}

void Position::undo_move(Move m) {
    ENGINE_ASSERT(states_.size() > 1);
    side_ = ~side_;
    --game_ply_;
    const Color  us   = side_;
    const Square from = m.from(), to = m.to();
    if (m.kind() == MoveKind::Castling) {
        bool   king_side = to > from;
        Square kto       = relative_square(us, king_side ? make_square(6, 0) : make_square(2, 0));
        Square rto       = relative_square(us, king_side ? make_square(5, 0) : make_square(3, 0));
        remove_piece(kto);
        remove_piece(rto);
        put_piece(make_piece(us, King), from);
        put_piece(make_piece(us, Rook), to);
    } else {
        if (m.kind() == MoveKind::Promotion) {
            remove_piece(to);
            put_piece(make_piece(us, Pawn), to);
        }
        move_piece(to, from);
        if (Piece captured = st().captured; captured != NoPiece)
            put_piece(captured, m.kind() == MoveKind::EnPassant ? to + (us == White ? -8 : 8) : to);
    }
    states_.pop_back();
    ENGINE_ASSERT(is_ok());
}

void Position::do_null_move() noexcept {
    State ns = st();
    ns.key ^= Zob.side;
    if (ns.ep != NoSquare) {
        ns.key ^= Zob.ep[file_of(ns.ep)];
        ns.ep = NoSquare;
    }
    ns.rule50   = 0;
    ns.captured = NoPiece;
    ns.checkers = 0; // the side that passed was not in check, so the other side is not either
    side_       = ~side_;
    ++game_ply_;
    states_.push_back(ns);
}

void Position::undo_null_move() noexcept {
    side_ = ~side_;
    --game_ply_;
    states_.pop_back();
}

bool Position::gives_check(Move m) const {
    Position copy = *this;
    copy.do_move(m);
    return copy.in_check();
}

// ---------------------------------------------------------------------------------------------
// invariants

core::Key Position::compute_key() const {
    core::Key k = 0;
    for (Square s = 0; s < 64; ++s)
        if (board_[s] != NoPiece) k ^= Zob.psq[board_[s]][s];
    if (side_ == Black) k ^= Zob.side;
    k ^= Zob.castling[castling_rights()];
    if (ep_square() != NoSquare) k ^= Zob.ep[file_of(ep_square())];
    return k;
}

bool Position::is_ok(std::string* why) const {
    auto fail = [&](const char* reason) {
        if (why) *why = reason;
        return false;
    };
    if (states_.empty()) return fail("no state");
    Bitboard all = 0;
    for (int pt = Pawn; pt <= King; ++pt) {
        if (all & by_type_[pt]) return fail("piece type bitboards overlap");
        all |= by_type_[pt];
    }
    if (by_color_[0] & by_color_[1]) return fail("colour bitboards overlap");
    if (all != pieces()) return fail("type and colour bitboards differ");
    for (Square s = 0; s < 64; ++s) {
        Piece p = board_[s];
        if (p == NoPiece) {
            if (all & square_bb(s)) return fail("bitboard has a piece the board lacks");
        } else if (!(pieces(color_of(p), type_of(p)) & square_bb(s)))
            return fail("board has a piece the bitboards lack");
    }
    if (popcount(pieces(White, King)) != 1 || popcount(pieces(Black, King)) != 1)
        return fail("not exactly one king per side");
    if (pieces(Pawn) & (rank_bb(0) | rank_bb(7))) return fail("pawn on a back rank");
    if (attackers_to(king_square(~side_)) & pieces(side_))
        return fail("side not to move is in check");
    if (checkers() != (attackers_to(king_square(side_)) & pieces(~side_)))
        return fail("checkers out of date");
    if (key() != compute_key()) return fail("incremental key differs from recomputed key");
    for (int i = 0; i < 4; ++i) {
        if (!(castling_rights() & (1 << i))) continue;
        Color c = i < 2 ? White : Black;
        if (piece_on(castling_rook_[i]) != make_piece(c, Rook))
            return fail("castling right without its rook");
        if (rank_of(king_square(c)) != relative_rank(c, 0))
            return fail("castling right with king off its back rank");
    }
    if (Square ep = ep_square(); ep != NoSquare) {
        if (rank_of(ep) != relative_rank(side_, 5)) return fail("en passant square on wrong rank");
        if (piece_on(ep + (side_ == White ? -8 : 8)) != make_piece(~side_, Pawn))
            return fail("en passant square without the pawn");
    }
    return true;
}

bool Position::operator==(const Position& o) const {
    return std::memcmp(board_, o.board_, sizeof board_) == 0 && side_ == o.side_
        && castling_rights() == o.castling_rights() && ep_square() == o.ep_square()
        && rule50() == o.rule50() && game_ply_ == o.game_ply_ && key() == o.key()
        && chess960_ == o.chess960_;
}

std::string board_diagram(const Position& pos) {
    std::ostringstream out;
    out << "\n +---+---+---+---+---+---+---+---+\n";
    for (int r = 7; r >= 0; --r) {
        for (int f = 0; f < 8; ++f) out << " | " << PieceChars[pos.piece_on(make_square(f, r))];
        out << " | " << (r + 1) << "\n +---+---+---+---+---+---+---+---+\n";
    }
    out << "   a   b   c   d   e   f   g   h\n\n";
    out << "Fen: " << pos.fen() << "\n";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%016llX", static_cast<unsigned long long>(pos.key()));
    out << "Key: " << buf << "\nCheckers:";
    for (Bitboard b = pos.checkers(); b;) out << ' ' << square_name(pop_lsb(b));
    out << "\n";
    return out.str();
}

} // namespace engine::chess
