#include "engine/xiangqi/chase.h"

#include "engine/xiangqi/movegen.h"

#include <algorithm>
#include <utility>

namespace engine::xiangqi {

namespace {

bool crossed(Piece soldier, Square s) {
    return color_of(soldier) == Red ? rank_of(s) >= 5 : rank_of(s) <= 4;
}

// Can colour c make the move from -> to in pos (as if c were to move)?
bool can_move(const Position& pos, Color c, Square from, Square to) {
    MoveList list;
    generate_legal_for(pos, c, list);
    return list.contains(Move(from, to));
}

Position after_capture(const Position& pos, Color c, Move capture) {
    Position after = pos;
    if (after.side_to_move() != c) after.do_null_move();
    after.do_move(capture);
    return after;
}

// After c captures with `capture`, can the other side legally take back on that point?
bool recapturable(const Position& pos, Color c, Move capture) {
    Position after = after_capture(pos, c, capture);
    MoveList list;
    generate_legal(after, list);
    return std::any_of(list.begin(), list.end(), [&](Move m) { return m.to() == capture.to(); });
}

// After c captures with `capture`, could any piece of the other side reach that point by its
// movement rule, legal or not (a protector kept from recapturing only by a pin)?
bool pseudo_recapturable(const Position& pos, Color c, Move capture) {
    Position after = after_capture(pos, c, capture);
    MoveList list;
    generate_pseudo_legal_for(after, ~c, list);
    return std::any_of(list.begin(), list.end(), [&](Move m) { return m.to() == capture.to(); });
}

// Captures of colour c in pos (as if c were to move), each with whether it counts as a chase.
struct Attack {
    Move capture;
    bool chase = false;
};

std::vector<Attack> attacks(const Position& pos, Color c, RepetitionRules rules) {
    MoveList list;
    generate_legal_for(pos, c, list);
    std::vector<Attack> out;
    for (Move m : list)
        if (pos.piece_on(m.to()) != Empty) out.push_back({ m, is_chase(pos, c, m, rules) });
    return out;
}

} // namespace

std::string_view to_string(RepetitionRules rules) {
    switch (rules) {
    case RepetitionRules::Asian:
        return "asian";
    case RepetitionRules::Simple:
        return "simple";
    case RepetitionRules::Chinese:
        return "chinese";
    }
    return "?";
}

bool parse_rules(std::string_view text, RepetitionRules& out) {
    if (text == "asian" || text == "axf" || text == "wxf")
        out = RepetitionRules::Asian;
    else if (text == "simple")
        out = RepetitionRules::Simple;
    else if (text == "chinese" || text == "cxa")
        out = RepetitionRules::Chinese;
    else
        return false;
    return true;
}

bool is_chase(const Position& pos, Color c, Move capture, RepetitionRules rules) {
    Piece attacker = pos.piece_on(capture.from()), target = pos.piece_on(capture.to());
    if (!is_piece(target) || color_of(target) == c) return false;
    PieceType at = type_of(attacker), tt = type_of(target);
    if (tt == PieceType::General || at == PieceType::General || at == PieceType::Soldier)
        return false;
    if (tt == PieceType::Soldier && !crossed(target, capture.to())) return false;
    if (tt == PieceType::Chariot && (at == PieceType::Horse || at == PieceType::Cannon))
        return true;
    if (rules == RepetitionRules::Chinese && (at == PieceType::Advisor || at == PieceType::Elephant)
        && (tt == PieceType::Chariot || tt == PieceType::Horse || tt == PieceType::Cannon))
        return true;
    if (at == tt && can_move(pos, ~c, capture.to(), capture.from())) return false;
    return !recapturable(pos, c, capture);
}

std::vector<Square> chased_by_move(
    const Position& before, Move move, const Position& after, RepetitionRules rules) {
    if (rules == RepetitionRules::Simple) return {};
    Color               c   = color_of(before.piece_on(move.from()));
    std::vector<Attack> old = attacks(before, c, rules);
    for (Attack& a : old)
        if (a.capture.from() == move.from()) a.capture = Move(move.to(), a.capture.to());
    std::vector<Square> out;
    for (const Attack& a : attacks(after, c, rules)) {
        if (!a.chase) continue;
        auto was = std::find_if(
            old.begin(), old.end(), [&](const Attack& o) { return o.capture == a.capture; });
        // A new attack, or an old one whose target lost its protection to a pin (its
        // protector still reaches it but may not legally take back). Protection cut off by
        // blocking the protector's line does not make a chase (FSF cases 1193 and 1195).
        if (was == old.end() || (!was->chase && pseudo_recapturable(after, c, a.capture)))
            out.push_back(a.capture.to());
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace engine::xiangqi
