// Xiangqi evaluation: see eval.h. Every positional term depends only on the distance from the
// central file and on the rank seen from the piece's own side, which gives both symmetries.

#include "engine/xiangqi/eval.h"

#include <algorithm>
#include <cstdlib>

namespace engine::xiangqi {

namespace {

constexpr int relative_rank(Color c, Square s) {
    return c == Red ? rank_of(s) : RankCount - 1 - rank_of(s);
}
constexpr int centre_distance(Square s) { return std::abs(file_of(s) - 4); }

int soldier_bonus(Color c, Square s) {
    const int rr = relative_rank(c, s);
    const int dc = centre_distance(s);
    if (rr < 5) return 0;
    if (rr == RankCount - 1) return -60 + 3 * (4 - dc); // on the last rank: mostly useless
    return 12 * (rr - 5) + 6 * (4 - dc);
}

int horse_bonus(Color c, Square s) {
    const int rr = relative_rank(c, s);
    const int dc = centre_distance(s);
    int       b  = 5 * (4 - dc) + 6 * (rr < 7 ? rr : 14 - rr);
    if (rr == 0 && dc >= 3) b -= 15;
    return b;
}

int cannon_bonus(Color c, Square s) {
    const int rr = relative_rank(c, s);
    const int dc = centre_distance(s);
    int       b  = 0;
    if (dc == 0) b += 15; // central cannon
    if (rr == RankCount - 1) b += 10; // bottom cannon
    return b;
}

// Empty points plus enemy targets along the four lines of a chariot.
int chariot_mobility(const Position& pos, Color c, Square s) {
    static constexpr int Dirs[4] = { Up, Down, Left, Right };
    int                  n       = 0;
    for (int d : Dirs) {
        int t = s + d;
        while (pos.piece_on(Square(t)) == Empty) {
            ++n;
            t += d;
        }
        Piece p = pos.piece_on(Square(t));
        if (is_piece(p) && color_of(p) != c) ++n;
    }
    return n;
}

// Horse destinations whose leg is free and which do not hold an own piece.
int horse_mobility(const Position& pos, Color c, Square s) {
    static constexpr int Legs[4] = { Up, Down, Left, Right };
    static constexpr int Sides[4][2]
        = { { Left, Right }, { Left, Right }, { Up, Down }, { Up, Down } };
    int n = 0;
    for (int i = 0; i < 4; ++i) {
        if (pos.piece_on(Square(s + Legs[i])) != Empty) continue;
        for (int side : Sides[i]) {
            Piece p = pos.piece_on(Square(s + 2 * Legs[i] + side));
            if (p == Empty || (is_piece(p) && color_of(p) != c)) ++n;
        }
    }
    return n;
}

// General safety, attacker's side: a horse on or next to the enemy palace (relative ranks 7-9,
// files d-f) threatens the general; one a step further out still helps.
int horse_palace_bonus(Color c, Square s) {
    const int rr = relative_rank(c, s);
    const int dc = centre_distance(s);
    if (rr >= 7 && dc <= 1) return 25;
    if (rr >= 6 && dc <= 2) return 12;
    return 0;
}

// General safety, defender's side: missing advisors and elephants cost more the more attacking
// pieces (chariots count double, horses, cannons) the enemy still has.
int missing_defenders_penalty(const Position& pos, Color c) {
    const Color them   = c == Red ? Black : Red;
    const int   attack = 2 * pos.count(make_piece(them, PieceType::Chariot))
        + pos.count(make_piece(them, PieceType::Horse))
        + pos.count(make_piece(them, PieceType::Cannon));
    if (attack < 2) return 0;
    const int missing_advisors  = std::max(0, 2 - pos.count(make_piece(c, PieceType::Advisor)));
    const int missing_elephants = std::max(0, 2 - pos.count(make_piece(c, PieceType::Elephant)));
    return (15 * missing_advisors + 10 * missing_elephants) * std::min(attack, 6) / 3;
}

int side_score(const Position& pos, Color c, const EvalParams& params) {
    int score    = 0;
    int mobility = 0;
    for (int t = int(PieceType::Advisor); t <= int(PieceType::Soldier); ++t) {
        const Piece   p  = make_piece(c, PieceType(t));
        const Square* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) {
            const Square s = sq[i];
            switch (PieceType(t)) {
            case PieceType::Soldier:
                score += (relative_rank(c, s) >= 5 ? params.soldier_crossed : params.value[t])
                    + soldier_bonus(c, s);
                break;
            case PieceType::Horse:
                score += params.value[t] + horse_bonus(c, s) + horse_palace_bonus(c, s);
                mobility += 4 * (horse_mobility(pos, c, s) - 4);
                break;
            case PieceType::Chariot:
                score += params.value[t];
                mobility += 3 * (chariot_mobility(pos, c, s) - 8);
                break;
            case PieceType::Cannon:
                score += params.value[t] + cannon_bonus(c, s);
                break;
            default:
                score += params.value[t];
                break;
            }
        }
    }
    return score + mobility * params.mobility / 100 - missing_defenders_penalty(pos, c);
}

} // namespace

int piece_value_on(const Position& pos, Square s) noexcept {
    const Piece p = pos.piece_on(s);
    if (!is_piece(p)) return 0;
    const PieceType t = type_of(p);
    if (t == PieceType::Soldier && relative_rank(color_of(p), s) >= 5) return SoldierCrossedValue;
    return PieceValue[int(t)];
}

core::Score evaluate_red(const Position& pos, const EvalParams& params) noexcept {
    return side_score(pos, Red, params) - side_score(pos, Black, params);
}

core::Score evaluate(const Position& pos, const EvalParams& params) noexcept {
    const core::Score s = evaluate_red(pos, params);
    return pos.side_to_move() == Red ? s : -s;
}

} // namespace engine::xiangqi
