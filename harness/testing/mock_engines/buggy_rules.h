#pragma once
// Deliberately wrong move generation for the mock engine: the real legal moves of the project's
// rules libraries, then one bug applied (moves removed or added). Perft over these lists applies
// the bug at every depth.

#include "engine/chess/game.h"
#include "engine/xiangqi/board/attack.h"
#include "engine/xiangqi/game.h"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string_view>

namespace harness::mock {

enum class Bug {
    None,
    NoEnPassant, // chess: en passant captures removed
    NoUnderpromotion, // chess: N/B/R promotions removed
    CastleThroughCheck, // chess: castling added when the king crosses an attacked square
    HorseLeg, // xiangqi: horse moves over a blocked leg added
    CannonNoScreen, // xiangqi: cannon captures without a screen added
    FlyingGeneral, // xiangqi: moves leaving the generals facing each other added
};

// "no-ep", "no-underpromotion", "castle-through-check", "horse-leg", "cannon-no-screen",
// "flying-general"; nullopt for anything else.
[[nodiscard]] inline std::optional<Bug> parse_bug(std::string_view text) {
    if (text == "no-ep") return Bug::NoEnPassant;
    if (text == "no-underpromotion") return Bug::NoUnderpromotion;
    if (text == "castle-through-check") return Bug::CastleThroughCheck;
    if (text == "horse-leg") return Bug::HorseLeg;
    if (text == "cannon-no-screen") return Bug::CannonNoScreen;
    if (text == "flying-general") return Bug::FlyingGeneral;
    return std::nullopt;
}

// Keep the moves of `list` for which keep(m) is true.
template <class List, class Keep> void filter_moves(List& list, Keep keep) {
    List out;
    for (auto m : list)
        if (keep(m)) out.push_back(m);
    list = out;
}

// Legal chess moves with `bug` applied (xiangqi bugs change nothing).
inline void generate_buggy(
    const engine::chess::Position& pos, engine::chess::MoveList& list, Bug bug) {
    using namespace engine::chess;
    list.clear();
    generate_legal(pos, list);
    switch (bug) {
    case Bug::NoEnPassant:
        filter_moves(list, [](Move m) { return m.kind() != MoveKind::EnPassant; });
        return;
    case Bug::NoUnderpromotion:
        filter_moves(
            list, [](Move m) { return m.kind() != MoveKind::Promotion || m.promotion() == Queen; });
        return;
    case Bug::CastleThroughCheck: {
        // Castling with right and empty path, not in check, whose king crosses an attacked
        // square; the destination itself must be safe (the king is never left capturable).
        if (pos.in_check()) return;
        Color               us        = pos.side_to_move();
        Square              ksq       = pos.king_square(us);
        const CastlingRight rights[2] = { us == White ? WhiteKingSide : BlackKingSide,
            us == White ? WhiteQueenSide : BlackQueenSide };
        for (CastlingRight cr : rights) {
            if (!(pos.castling_rights() & cr) || (pos.castling_path(cr) & pos.pieces())) continue;
            Square rsq = pos.castling_rook_square(cr);
            Move   m(ksq, rsq, MoveKind::Castling);
            if (list.contains(m)) continue;
            Square   kto = relative_square(us, rsq > ksq ? make_square(6, 0) : make_square(2, 0));
            Bitboard occ = pos.pieces() ^ square_bb(ksq) ^ square_bb(rsq);
            if (pos.attackers_to(kto, occ) & pos.pieces(~us)) continue;
            list.push_back(m);
        }
        return;
    }
    default:
        return;
    }
}

namespace detail {
using namespace engine::xiangqi;

// Can the side to move land on `to` (on the board, not own piece, not the enemy general)?
inline bool can_land(const Position& pos, Square to) {
    Piece t  = pos.piece_on(to);
    Color us = pos.side_to_move();
    if (t == Offboard) return false;
    if (t == Empty) return true;
    return color_of(t) != us && type_of(t) != PieceType::General;
}

// Is the mover's general safe after from -> to when facing generals do not count?
inline bool safe_ignoring_facing(const Position& pos, Square from, Square to) {
    Color  us    = pos.side_to_move();
    Color  them  = ~us;
    Piece  moved = pos.piece_on(from);
    Square eg    = pos.general(them);
    Square g     = type_of(moved) == PieceType::General ? to : pos.general(us);
    auto   at    = [&](Square s) -> Piece {
        if (s == from) return Empty;
        if (s == to) return moved;
        if (s == eg) return make_piece(them, PieceType::Advisor); // a screen, not an attacker
        return pos.piece_on(s);
    };
    return !engine::xiangqi::detail::general_attacked(at, g, them);
}

// Pseudo-legal moves of the side to move (captures of the general excluded).
inline void generate_pseudo(const Position& pos, MoveList& list) {
    Color     us      = pos.side_to_move();
    const int orth[4] = { Up, Down, Left, Right };
    auto      add     = [&](Square from, int to) {
        if (can_land(pos, Square(to))) list.push_back(Move(from, Square(to)));
    };
    for (int p = 0; p < PointCount; ++p) {
        Square from = square_of_point(p);
        Piece  pc   = pos.piece_on(from);
        if (!is_piece(pc) || color_of(pc) != us) continue;
        switch (type_of(pc)) {
        case PieceType::General:
            for (int d : orth)
                if (in_palace(us, Square(from + d))) add(from, from + d);
            break;
        case PieceType::Advisor:
            for (int d : { Up + Left, Up + Right, Down + Left, Down + Right })
                if (advisor_point(us, Square(from + d))) add(from, from + d);
            break;
        case PieceType::Elephant:
            for (int d : { Up + Left, Up + Right, Down + Left, Down + Right })
                if (pos.piece_on(Square(from + d)) == Empty
                    && elephant_point(us, Square(from + 2 * d)))
                    add(from, from + 2 * d);
            break;
        case PieceType::Horse:
            for (int d : orth) {
                if (pos.piece_on(Square(from + d)) != Empty) continue;
                int side = (d == Up || d == Down) ? Right : Up;
                add(from, from + 2 * d + side);
                add(from, from + 2 * d - side);
            }
            break;
        case PieceType::Chariot:
        case PieceType::Cannon:
            for (int d : orth) {
                int s = from + d;
                while (pos.piece_on(Square(s)) == Empty)
                    list.push_back(Move(from, Square(s))), s += d;
                if (type_of(pc) == PieceType::Chariot) {
                    add(from, s);
                    continue;
                }
                if (pos.piece_on(Square(s)) == Offboard) continue;
                s += d;
                while (pos.piece_on(Square(s)) == Empty) s += d;
                if (is_piece(pos.piece_on(Square(s)))) add(from, s);
            }
            break;
        case PieceType::Soldier: {
            add(from, from + forward(us));
            bool crossed = us == Red ? rank_of(from) >= 5 : rank_of(from) <= 4;
            if (crossed) add(from, from + Left), add(from, from + Right);
            break;
        }
        default:
            break;
        }
    }
}
} // namespace detail

// Legal xiangqi moves with `bug` applied (chess bugs change nothing).
inline void generate_buggy(
    const engine::xiangqi::Position& pos, engine::xiangqi::MoveList& list, Bug bug) {
    using namespace engine::xiangqi;
    list.clear();
    generate_legal(pos, list);
    Color     us      = pos.side_to_move();
    const int orth[4] = { Up, Down, Left, Right };
    auto      extra   = [&](Square from, int to) {
        Move m(from, Square(to));
        if (detail::can_land(pos, Square(to)) && !list.contains(m)
            && pos.safe_after(from, Square(to)))
            list.push_back(m);
    };
    switch (bug) {
    case Bug::HorseLeg: {
        // Horse moves whose leg is blocked.
        Piece horse = make_piece(us, PieceType::Horse);
        for (int i = 0; i < pos.count(horse); ++i) {
            Square from = pos.squares(horse)[i];
            for (int d : orth) {
                Piece leg = pos.piece_on(Square(from + d));
                if (leg == Empty || leg == Offboard) continue;
                int side = (d == Up || d == Down) ? Right : Up;
                extra(from, from + 2 * d + side);
                extra(from, from + 2 * d - side);
            }
        }
        return;
    }
    case Bug::CannonNoScreen: {
        // Rook-like cannon captures: the first piece along a line, if it is the enemy's.
        Piece cannon = make_piece(us, PieceType::Cannon);
        for (int i = 0; i < pos.count(cannon); ++i) {
            Square from = pos.squares(cannon)[i];
            for (int d : orth) {
                int s = from + d;
                while (pos.piece_on(Square(s)) == Empty) s += d;
                if (is_piece(pos.piece_on(Square(s)))) extra(from, s);
            }
        }
        return;
    }
    case Bug::FlyingGeneral: {
        // Every pseudo-legal move that is safe when facing generals are not an attack.
        MoveList pseudo;
        detail::generate_pseudo(pos, pseudo);
        for (Move m : pseudo)
            if (!list.contains(m) && detail::safe_ignoring_facing(pos, m.from(), m.to()))
                list.push_back(m);
        return;
    }
    default:
        return;
    }
}

// Perft (leaf count) over the buggy move lists; pos is restored on return. depth >= 1.
template <class G> std::uint64_t buggy_perft(typename G::Position& pos, int depth, Bug bug) {
    typename G::MoveList list;
    generate_buggy(pos, list, bug);
    if (depth <= 1) return list.size();
    std::uint64_t n = 0;
    for (auto m : list) {
        G::do_move(pos, m);
        n += buggy_perft<G>(pos, depth - 1, bug);
        G::undo_move(pos, m);
    }
    return n;
}

} // namespace harness::mock
