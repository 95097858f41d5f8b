#include "engine/xiangqi/status.h"

#include "engine/xiangqi/movegen.h"
#include "engine/xiangqi/repetition.h"

#include <algorithm>

namespace engine::xiangqi {

namespace {

std::vector<Square> attacked_by(const Position& pos, Color c) {
    MoveList list;
    generate_legal_for(pos, c, list);
    std::vector<Square> out;
    for (Move m : list) {
        Piece p = pos.piece_on(m.to());
        if (p != Empty && type_of(p) != PieceType::General) out.push_back(m.to());
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void keep_common(std::vector<Square>& kept, const std::vector<Square>& now) {
    std::erase_if(
        kept, [&](Square s) { return std::find(now.begin(), now.end(), s) == now.end(); });
}

} // namespace

std::vector<PlyFacts> ply_facts(const Position& pos, int plies, RepetitionRules rules) {
    const auto& hist = pos.history();
    int         n    = std::min(plies, int(hist.size()) - 1);
    Position    walk = pos;
    for (int i = 0; i < n; ++i) walk.undo_move(walk.state().move);
    std::vector<PlyFacts> out;
    for (int i = 0; i < n; ++i) {
        Move     m = hist[hist.size() - n + i].move;
        PlyFacts f;
        f.mover         = walk.side_to_move();
        f.move          = m;
        f.captured      = walk.piece_on(m.to());
        Position before = walk;
        walk.do_move(m);
        f.key        = walk.key();
        f.gave_check = walk.in_check();
        f.attacked   = attacked_by(walk, f.mover);
        f.chased     = chased_by_move(before, m, walk, rules);
        out.push_back(std::move(f));
    }
    return out;
}

RepetitionInfo repetition_info(const Position& pos, RepetitionRules rules) {
    RepetitionInfo info;
    const auto&    hist  = pos.history();
    int            last  = int(hist.size()) - 1;
    int            reach = std::min<int>(pos.halfmove_clock(), last);
    for (int back = 2; back <= reach; back += 2)
        if (hist[last - back].key == pos.key()) {
            ++info.occurrences;
            if (!info.cycle_length) info.cycle_length = back;
        }
    if (!info.cycle_length) return info;
    info.cycle_start = last - info.cycle_length;

    std::vector<PlyFacts> facts = ply_facts(pos, info.cycle_length, rules);
    for (Color c : { Red, Black }) {
        int                 ci     = core::index(c);
        bool                checks = true, quiet_seen = false, first = true;
        std::vector<Square> chased, between;
        for (const PlyFacts& f : facts) {
            if (f.mover != c) {
                // Follow chased pieces that move.
                for (auto* set : { &chased, &between })
                    for (Square& s : *set)
                        if (s == f.move.from()) s = f.move.to();
                continue;
            }
            // Drop pieces this side captured.
            std::erase(chased, f.move.to());
            std::erase(between, f.move.to());
            checks = checks && f.gave_check;
            if (first)
                chased = f.chased;
            else
                keep_common(chased, f.chased);
            first = false;
            if (f.gave_check) continue;
            if (!quiet_seen)
                between = f.chased;
            else
                keep_common(between, f.chased);
            quiet_seen = true;
        }
        info.perpetual_check[ci] = checks && !first;
        info.chased[ci]          = std::move(chased);
        if (!checks && std::any_of(facts.begin(), facts.end(), [&](const PlyFacts& f) {
                return f.mover == c && f.gave_check;
            }))
            info.chased_between_checks[ci] = std::move(between);
    }
    return info;
}

int counted_quiet_plies(const Position& pos, int check_allowance) {
    const auto& hist  = pos.history();
    int         last  = int(hist.size()) - 1;
    int         known = std::min<int>(pos.halfmove_clock(), last);
    int         count = pos.halfmove_clock() - known; // plies before the FEN position
    if (check_allowance < 0) return pos.halfmove_clock();
    int  checks[2] = { 0, 0 };
    bool skip_next = false;
    // hist[i].in_check: the move leading to ply i gave check; its mover is the side not to
    // move at ply i, i.e. the side to move at ply i - 1.
    Color mover = (known % 2 == 0) ? pos.side_to_move() : ~pos.side_to_move();
    for (int i = last - known + 1; i <= last; ++i, mover = ~mover) {
        bool excess = false;
        if (hist[i].in_check) excess = ++checks[core::index(mover)] > check_allowance;
        if (!excess && !skip_next) ++count;
        skip_next = excess;
    }
    return count;
}

core::GameStatus status(const Position& pos, const StatusOptions& options) {
    if (count_legal(pos) == 0)
        return core::GameStatus::win(
            pos.in_check() ? core::Outcome::Checkmate : core::Outcome::Stalemate,
            ~pos.side_to_move());
    // Cheap pre-check before the full repetition analysis.
    const auto& hist  = pos.history();
    int         last  = int(hist.size()) - 1;
    int         reach = std::min<int>(pos.halfmove_clock(), last);
    int         seen  = 1;
    for (int back = 2; back <= reach; back += 2) seen += hist[last - back].key == pos.key();
    if (options.repetition_count > 0 && seen >= options.repetition_count) {
        RepetitionJudgement j = judge_repetition(pos, options.rules);
        if (j.verdict == RepetitionVerdict::RedLoses
            || j.verdict == RepetitionVerdict::BlackLoses) {
            Color loser = j.verdict == RepetitionVerdict::RedLoses ? Red : Black;
            return core::GameStatus::win(j.reason == RepetitionReason::PerpetualCheck
                    ? core::Outcome::PerpetualCheck
                    : core::Outcome::PerpetualChase,
                ~loser);
        }
        return core::GameStatus::draw(core::Outcome::Repetition);
    }
    if (options.move_limit > 0
        && counted_quiet_plies(pos, options.check_allowance) >= options.move_limit)
        return core::GameStatus::draw(core::Outcome::NoCaptureLimit);
    return {};
}

} // namespace engine::xiangqi
