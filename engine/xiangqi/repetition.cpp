#include "engine/xiangqi/repetition.h"

#include <string>

namespace engine::xiangqi {

namespace {

const char* piece_name(PieceType t) {
    switch (t) {
    case PieceType::General:
        return "general";
    case PieceType::Advisor:
        return "advisor";
    case PieceType::Elephant:
        return "elephant";
    case PieceType::Horse:
        return "horse";
    case PieceType::Chariot:
        return "chariot";
    case PieceType::Cannon:
        return "cannon";
    case PieceType::Soldier:
        return "soldier";
    case PieceType::None:
        break;
    }
    return "piece";
}

RepetitionVerdict loses(Color c) {
    return c == Red ? RepetitionVerdict::RedLoses : RepetitionVerdict::BlackLoses;
}

} // namespace

RepetitionJudgement judge_repetition(const Position& pos, RepetitionRules rules) {
    RepetitionJudgement j;
    j.rules             = rules;
    RepetitionInfo info = repetition_info(pos, rules);
    j.occurrences       = info.occurrences;
    j.cycle_start       = info.cycle_start;
    j.cycle_length      = info.cycle_length;
    if (!info.cycle_length) return j;

    bool rc = info.perpetual_check[0], bc = info.perpetual_check[1];
    if (rc && bc) {
        j.verdict = RepetitionVerdict::Draw;
        j.reason  = RepetitionReason::MutualCheck;
        return j;
    }
    if (rc || bc) {
        j.verdict = loses(rc ? Red : Black);
        j.reason  = RepetitionReason::PerpetualCheck;
        return j;
    }
    // Neither checked perpetually: the chase sets decide.
    const std::vector<Square>* chase[2] = { &info.chased[0], &info.chased[1] };
    if (rules == RepetitionRules::Chinese)
        for (int ci : { 0, 1 })
            if (chase[ci]->empty()) chase[ci] = &info.chased_between_checks[ci];
    bool rch = !chase[0]->empty(), bch = !chase[1]->empty();
    if (rch && bch) {
        j.verdict = RepetitionVerdict::Draw;
        j.reason  = RepetitionReason::MutualChase;
    } else if (rch || bch) {
        Color loser     = rch ? Red : Black;
        j.verdict       = loses(loser);
        j.reason        = RepetitionReason::PerpetualChase;
        j.chased_square = chase[core::index(loser)]->front();
        j.chased_piece  = pos.piece_on(j.chased_square);
    } else {
        j.verdict = RepetitionVerdict::Draw;
        j.reason  = RepetitionReason::Idle;
    }
    return j;
}

std::string RepetitionJudgement::describe() const {
    if (verdict == RepetitionVerdict::None) return "no repetition";
    std::string out { to_string(verdict) };
    out += ": ";
    switch (reason) {
    case RepetitionReason::PerpetualChase:
        out += "perpetual chase of the ";
        out += color_of(chased_piece) == Red ? "red " : "black ";
        out += piece_name(type_of(chased_piece));
        out += " on " + square_name(chased_square);
        break;
    case RepetitionReason::Idle:
        out += "repetition without perpetual check or chase";
        break;
    default:
        out += to_string(reason);
        break;
    }
    out += " (" + std::string(to_string(rules)) + " rules, cycle from ply "
        + std::to_string(cycle_start) + ", " + std::to_string(occurrences) + " occurrences)";
    return out;
}

std::string_view to_string(RepetitionVerdict v) {
    switch (v) {
    case RepetitionVerdict::None:
        return "none";
    case RepetitionVerdict::Draw:
        return "draw";
    case RepetitionVerdict::RedLoses:
        return "red loses";
    case RepetitionVerdict::BlackLoses:
        return "black loses";
    }
    return "?";
}

std::string_view to_string(RepetitionReason r) {
    switch (r) {
    case RepetitionReason::None:
        return "no repetition";
    case RepetitionReason::Idle:
        return "idle repetition";
    case RepetitionReason::PerpetualCheck:
        return "perpetual check";
    case RepetitionReason::MutualCheck:
        return "mutual perpetual check";
    case RepetitionReason::PerpetualChase:
        return "perpetual chase";
    case RepetitionReason::MutualChase:
        return "mutual perpetual chase";
    }
    return "?";
}

} // namespace engine::xiangqi
