#include "engine/xiangqi/status.h"

#include "engine/xiangqi/movegen.h"

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

} // namespace

std::vector<PlyFacts> ply_facts(const Position& pos, int plies) {
    const auto& hist = pos.history();
    int         n    = std::min(plies, int(hist.size()) - 1);
    Position    walk = pos;
    for (int i = 0; i < n; ++i) walk.undo_move(walk.state().move);
    std::vector<PlyFacts> out;
    for (int i = 0; i < n; ++i) {
        Move     m = hist[hist.size() - n + i].move;
        PlyFacts f;
        f.mover    = walk.side_to_move();
        f.move     = m;
        f.captured = walk.piece_on(m.to());
        walk.do_move(m);
        f.key        = walk.key();
        f.gave_check = walk.in_check();
        f.attacked   = attacked_by(walk, f.mover);
        out.push_back(std::move(f));
    }
    return out;
}

RepetitionInfo repetition_info(const Position& pos) {
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

    std::vector<PlyFacts> facts = ply_facts(pos, info.cycle_length);
    for (Color c : { Red, Black }) {
        int                 ci    = core::index(c);
        bool                check = true, first = true;
        std::vector<Square> chased;
        for (const PlyFacts& f : facts) {
            if (f.mover != c) {
                // Follow chased pieces that move; drop captured ones.
                for (Square& s : chased)
                    if (s == f.move.from()) s = f.move.to();
                continue;
            }
            chased.erase(std::remove(chased.begin(), chased.end(), f.move.to()), chased.end());
            check = check && f.gave_check;
            if (first) {
                chased = f.attacked;
                first  = false;
            } else {
                std::vector<Square> keep;
                for (Square s : chased)
                    if (std::find(f.attacked.begin(), f.attacked.end(), s) != f.attacked.end())
                        keep.push_back(s);
                chased = std::move(keep);
            }
        }
        info.perpetual_check[ci] = check && !first;
        info.chased[ci]          = std::move(chased);
    }
    bool rc = info.perpetual_check[0], bc = info.perpetual_check[1];
    bool rch = !info.chased[0].empty(), bch = !info.chased[1].empty();
    if (rc != bc)
        info.verdict = rc ? RepetitionVerdict::RedLoses : RepetitionVerdict::BlackLoses;
    else if (!rc && rch != bch)
        info.verdict = rch ? RepetitionVerdict::RedLoses : RepetitionVerdict::BlackLoses;
    else
        info.verdict = RepetitionVerdict::Draw;
    return info;
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
        RepetitionInfo info = repetition_info(pos);
        if (info.verdict == RepetitionVerdict::RedLoses
            || info.verdict == RepetitionVerdict::BlackLoses) {
            Color loser = info.verdict == RepetitionVerdict::RedLoses ? Red : Black;
            return core::GameStatus::win(info.perpetual_check[core::index(loser)]
                    ? core::Outcome::PerpetualCheck
                    : core::Outcome::PerpetualChase,
                ~loser);
        }
        return core::GameStatus::draw(core::Outcome::Repetition);
    }
    if (options.move_limit > 0 && pos.halfmove_clock() >= options.move_limit)
        return core::GameStatus::draw(core::Outcome::FiftyMoves);
    return {};
}

} // namespace engine::xiangqi
