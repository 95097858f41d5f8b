#include "engine/xiangqi/movegen.h"

namespace engine::xiangqi {

namespace {

// Which moves may endanger the own general (computed once per node).
struct Guard {
    Square g;
    bool   all; // in check: test every move
    bool   file_from; // an enemy chariot, cannon or general shares g's file
    bool   file_to; // an enemy cannon shares g's file (a new screen could give check)
    bool   rank_from;
    bool   rank_to;
    Square legs[4]; // diagonal neighbours of g with an enemy horse behind them
    int    leg_count;

    [[nodiscard]] bool risky_from(Square from) const noexcept {
        if (all) return true;
        if (file_from && ((from ^ g) & 15) == 0) return true;
        if (rank_from && ((from ^ g) >> 4) == 0) return true;
        for (int i = 0; i < leg_count; ++i)
            if (legs[i] == from) return true;
        return false;
    }
    [[nodiscard]] bool risky_to(Square to) const noexcept {
        return (file_to && ((to ^ g) & 15) == 0) || (rank_to && ((to ^ g) >> 4) == 0);
    }
};

template <Color Us> Guard make_guard(const Position& pos, bool in_check) noexcept {
    constexpr Color Them = ~Us;
    Guard           gd {};
    gd.g   = pos.general(Us);
    gd.all = in_check;
    if (in_check) return gd;
    auto line = [&](Piece p, bool& f, bool& r) {
        const Square* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) {
            f |= ((sq[i] ^ gd.g) & 15) == 0;
            r |= ((sq[i] ^ gd.g) >> 4) == 0;
        }
    };
    bool dummy = false;
    line(make_piece(Them, PieceType::Chariot), gd.file_from, gd.rank_from);
    line(make_piece(Them, PieceType::Cannon), gd.file_to, gd.rank_to);
    line(make_piece(Them, PieceType::General), gd.file_from, dummy);
    gd.file_from |= gd.file_to;
    gd.rank_from |= gd.rank_to;

    const Piece   horse = make_piece(Them, PieceType::Horse);
    const Square* hs    = pos.squares(horse);
    for (int i = 0, n = pos.count(horse); i < n; ++i) {
        int d = hs[i] - gd.g;
        // Horse at g + 2v + h or g + v + 2h: its leg is g + v + h.
        int leg = 0;
        switch (d) {
        case 2 * Up + Left:
        case Up + 2 * Left:
            leg = Up + Left;
            break;
        case 2 * Up + Right:
        case Up + 2 * Right:
            leg = Up + Right;
            break;
        case 2 * Down + Left:
        case Down + 2 * Left:
            leg = Down + Left;
            break;
        case 2 * Down + Right:
        case Down + 2 * Right:
            leg = Down + Right;
            break;
        default:
            continue;
        }
        gd.legs[gd.leg_count++] = Square(gd.g + leg);
    }
    return gd;
}

// Generate every pseudo-legal move of Us; sink(from, to, needs_test).
template <Color Us, class Sink>
inline void generate(const Position& pos, const Guard& gd, Sink& sink) noexcept {
    constexpr Color        Them   = ~Us;
    constexpr std::uint8_t OwnBad = Offboard | color_bit(Us); // cells a move may not enter
    constexpr std::uint8_t Enemy  = color_bit(Them);
    auto                   at     = [&](int s) { return pos.piece_on(Square(s)); };

    // Chariots
    {
        const Piece   p  = make_piece(Us, PieceType::Chariot);
        const Square* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) {
            Square from = sq[i];
            bool   rf   = gd.risky_from(from);
            for (int d : { Up, Down, Left, Right }) {
                int s = from + d;
                for (; at(s) == Empty; s += d) sink(from, Square(s), rf || gd.risky_to(Square(s)));
                if (at(s) & Enemy) sink(from, Square(s), rf);
            }
        }
    }
    // Cannons
    {
        const Piece   p  = make_piece(Us, PieceType::Cannon);
        const Square* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) {
            Square from = sq[i];
            bool   rf   = gd.risky_from(from);
            for (int d : { Up, Down, Left, Right }) {
                int s = from + d;
                for (; at(s) == Empty; s += d) sink(from, Square(s), rf || gd.risky_to(Square(s)));
                if (at(s) == Offboard) continue;
                for (s += d; at(s) == Empty; s += d) { }
                if (at(s) & Enemy) sink(from, Square(s), rf);
            }
        }
    }
    // Horses
    {
        const Piece   p  = make_piece(Us, PieceType::Horse);
        const Square* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) {
            Square from = sq[i];
            bool   rf   = gd.risky_from(from);
            auto   jump = [&](int leg, int side) {
                if (at(from + leg) != Empty) return;
                int a = from + 2 * leg + side, b = from + 2 * leg - side;
                if (!(at(a) & OwnBad)) sink(from, Square(a), rf || gd.risky_to(Square(a)));
                if (!(at(b) & OwnBad)) sink(from, Square(b), rf || gd.risky_to(Square(b)));
            };
            jump(Up, Right);
            jump(Down, Right);
            jump(Left, Up);
            jump(Right, Up);
        }
    }
    // Soldiers
    {
        const Piece   p  = make_piece(Us, PieceType::Soldier);
        const Square* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) {
            Square from = sq[i];
            bool   rf   = gd.risky_from(from);
            int    f    = from + forward(Us);
            if (!(at(f) & OwnBad)) sink(from, Square(f), rf || gd.risky_to(Square(f)));
            bool crossed = Us == Red ? rank_of(from) >= 5 : rank_of(from) <= 4;
            if (crossed) {
                if (!(at(from + Left) & OwnBad))
                    sink(from, Square(from + Left), rf || gd.risky_to(Square(from + Left)));
                if (!(at(from + Right) & OwnBad))
                    sink(from, Square(from + Right), rf || gd.risky_to(Square(from + Right)));
            }
        }
    }
    // Elephants: two diagonal steps, eye empty, never across the river.
    {
        const Piece   p  = make_piece(Us, PieceType::Elephant);
        const Square* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) {
            Square from = sq[i];
            bool   rf   = gd.risky_from(from);
            for (int d : { Up + Left, Up + Right, Down + Left, Down + Right }) {
                int t = from + 2 * d;
                if (at(from + d) == Empty && !(at(t) & OwnBad) && elephant_point(Us, Square(t)))
                    sink(from, Square(t), rf || gd.risky_to(Square(t)));
            }
        }
    }
    // Advisors: one diagonal step inside the palace.
    {
        const Piece   p  = make_piece(Us, PieceType::Advisor);
        const Square* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) {
            Square from = sq[i];
            bool   rf   = gd.risky_from(from);
            for (int d : { Up + Left, Up + Right, Down + Left, Down + Right }) {
                int t = from + d;
                if (!(at(t) & OwnBad) && in_palace(Us, Square(t)))
                    sink(from, Square(t), rf || gd.risky_to(Square(t)));
            }
        }
    }
    // General: always tested.
    {
        Square from = gd.g;
        for (int d : { Up, Down, Left, Right }) {
            int t = from + d;
            if (!(at(t) & OwnBad) && in_palace(Us, Square(t))) sink(from, Square(t), true);
        }
    }
}

// The legal moves (or only the captures: quiet moves are dropped before the legality test).
template <bool CapturesOnly = false> struct ListSink {
    const Position& pos;
    MoveList&       list;
    void            operator()(Square from, Square to, bool test) noexcept {
                   if constexpr (CapturesOnly)
            if (pos.piece_on(to) == Empty) return;
        if (!test || pos.safe_after(from, to)) list.push_back(Move(from, to));
    }
};

struct PseudoSink {
    MoveList& list;
    void      operator()(Square from, Square to, bool /*test*/) noexcept {
             list.push_back(Move(from, to));
    }
};

struct CountSink {
    const Position& pos;
    int             count = 0;
    void            operator()(Square from, Square to, bool test) noexcept {
                   count += !test || pos.safe_after(from, to);
    }
};

template <class Sink>
void dispatch(const Position& pos, Color us, bool in_check, Sink& sink) noexcept {
    if (us == Red)
        generate<Red>(pos, make_guard<Red>(pos, in_check), sink);
    else
        generate<Black>(pos, make_guard<Black>(pos, in_check), sink);
}

} // namespace

void generate_legal(const Position& pos, MoveList& list) noexcept {
    list.clear();
    ListSink<> sink { pos, list };
    dispatch(pos, pos.side_to_move(), pos.in_check(), sink);
}

void generate_legal_captures(const Position& pos, MoveList& list) noexcept {
    list.clear();
    ListSink<true> sink { pos, list };
    dispatch(pos, pos.side_to_move(), pos.in_check(), sink);
}

int count_legal(const Position& pos) noexcept {
    CountSink sink { pos };
    dispatch(pos, pos.side_to_move(), pos.in_check(), sink);
    return sink.count;
}

void generate_legal_for(const Position& pos, Color c, MoveList& list) noexcept {
    list.clear();
    ListSink<> sink { pos, list };
    bool       check = c == pos.side_to_move() ? pos.in_check() : pos.general_attacked(c);
    dispatch(pos, c, check, sink);
}

void generate_pseudo_legal_for(const Position& pos, Color c, MoveList& list) noexcept {
    list.clear();
    PseudoSink sink { list };
    dispatch(pos, c, false, sink);
}

bool is_legal(const Position& pos, Move m) noexcept {
    Square from = m.from(), to = m.to();
    if (m.is_none() || !on_board(from) || !on_board(to)) return false;
    Piece p = pos.piece_on(from);
    if (p == Empty || color_of(p) != pos.side_to_move()) return false;
    MoveList list;
    generate_legal(pos, list);
    return list.contains(m);
}

} // namespace engine::xiangqi
