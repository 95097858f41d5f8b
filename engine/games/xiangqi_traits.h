#pragma once
// SearchTraits<xiangqi::Xiangqi>: xiangqi bound to the search (see engine/search/traits.h).

#include "engine/games/xiangqi_see.h"
#include "engine/search/traits.h"
#include "engine/xiangqi/eval.h"
#include "engine/xiangqi/game.h"
#include "engine/xiangqi/repetition.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace engine::search {

template <> struct SearchTraits<xiangqi::Xiangqi> {
    using Position = xiangqi::Position;
    using Move     = xiangqi::Move;

    // Plies without a capture after which the game is drawn (StatusOptions default).
    static constexpr int MoveLimit = 120;

    using EvalParams = xiangqi::EvalParams;

    static Score evaluate(const Position& pos) noexcept { return xiangqi::evaluate(pos); }
    static Score evaluate(const Position& pos, const EvalParams& params) noexcept {
        return xiangqi::evaluate(pos, params);
    }

    static bool is_noisy(const Position& pos, Move m) noexcept {
        return pos.piece_on(m.to()) != xiangqi::Empty;
    }
    static int victim_value(const Position& pos, Move m) noexcept {
        return xiangqi::piece_value_on(pos, m.to());
    }
    static int attacker_value(const Position& pos, Move m) noexcept {
        const xiangqi::Piece p = pos.piece_on(m.from());
        return xiangqi::type_of(p) == xiangqi::PieceType::General
            ? 2000
            : xiangqi::PieceValue[int(xiangqi::type_of(p))];
    }
    // Static exchange evaluation (cannon screens, horse legs: xiangqi_see.h).
    static bool losing_noisy(const Position& pos, Move m) noexcept {
        return games::see(pos, m) < 0;
    }

    // Repetition by the referee's rules (AXF/Asian, engine/xiangqi/repetition.h): when the
    // current position occurred before (since the last capture), a side that gave check with
    // every one of its moves of the cycle while the other did not loses; both checking is a
    // draw; otherwise a side that chased the same piece with every move loses, both chasing is
    // a draw, and any other repetition is a draw. Checks are read from the history (cheap);
    // only a cycle without perpetual check pays for the chase analysis. A lost repetition
    // scores RepetitionWin, large but never a mate. The no-capture move limit is a draw.
    static std::optional<Score> rule_score(const Position& pos, int /*ply*/) noexcept {
        const auto& h     = pos.history();
        const int   n     = int(h.size()) - 1;
        const int   limit = std::min<int>(h[n].rule60, n);
        for (int back = 4; back <= limit; back += 2) {
            if (h[n - back].key != h[n].key) continue;
            // Moves of the side that just moved lead to n, n-2, ...; the side to move's to
            // n-1, n-3, ... A state's in_check says the move leading to it gave check.
            bool mover_checks = true, stm_checks = true;
            for (int i = 0; i < back; ++i) {
                if (i % 2 == 0)
                    mover_checks = mover_checks && h[n - i].in_check;
                else
                    stm_checks = stm_checks && h[n - i].in_check;
            }
            if (mover_checks != stm_checks) return mover_checks ? RepetitionWin : -RepetitionWin;
            if (mover_checks) return 0;
            const xiangqi::RepetitionJudgement j = xiangqi::judge_repetition(pos);
            if (j.verdict == xiangqi::RepetitionVerdict::RedLoses
                || j.verdict == xiangqi::RepetitionVerdict::BlackLoses) {
                const xiangqi::Color loser = j.verdict == xiangqi::RepetitionVerdict::RedLoses
                    ? xiangqi::Red
                    : xiangqi::Black;
                return loser == pos.side_to_move() ? -RepetitionWin : RepetitionWin;
            }
            return 0;
        }
        if (h[n].rule60 >= MoveLimit) return 0;
        return std::nullopt;
    }
    // Mate and stalemate both lose for the side to move.
    static Score no_moves_score(const Position& /*pos*/, int ply) noexcept { return mated_in(ply); }

    // Null move guard. Threats: no pass while an enemy attacker stands near the side to move's
    // general, since a search reduced after the pass misses the mates such pieces build (on the
    // dm5-6 suite the nodes to the mate fall by 40%). Zugzwang: the side to move has an
    // attacking piece (chariot, horse, cannon, or a soldier across the river).
    static bool null_move_safe(const Position& pos) noexcept {
        using xiangqi::PieceType;
        const xiangqi::Color c = pos.side_to_move();
        if (attacker_near_general(pos, c)) return false;
        if (pos.count(xiangqi::make_piece(c, PieceType::Chariot))
            + pos.count(xiangqi::make_piece(c, PieceType::Horse))
            + pos.count(xiangqi::make_piece(c, PieceType::Cannon)))
            return true;
        const xiangqi::Piece   soldier = xiangqi::make_piece(c, PieceType::Soldier);
        const xiangqi::Square* sq      = pos.squares(soldier);
        for (int i = 0, k = pos.count(soldier); i < k; ++i) {
            const int r = xiangqi::rank_of(sq[i]);
            if (c == xiangqi::Red ? r >= 5 : r <= 4) return true;
        }
        return false;
    }
    // Is an enemy horse within three files and three ranks of c's general, or an enemy chariot
    // or cannon on a file or rank through the general or next to it?
    static bool attacker_near_general(const Position& pos, xiangqi::Color c) noexcept {
        using xiangqi::PieceType;
        const xiangqi::Color  them = c == xiangqi::Red ? xiangqi::Black : xiangqi::Red;
        const xiangqi::Square g    = pos.general(c);
        for (PieceType t : { PieceType::Chariot, PieceType::Cannon, PieceType::Horse }) {
            const xiangqi::Piece   p  = xiangqi::make_piece(them, t);
            const xiangqi::Square* sq = pos.squares(p);
            for (int i = 0, k = pos.count(p); i < k; ++i) {
                const int df = std::abs(xiangqi::file_of(sq[i]) - xiangqi::file_of(g));
                const int dr = std::abs(xiangqi::rank_of(sq[i]) - xiangqi::rank_of(g));
                if (t == PieceType::Horse ? df <= 3 && dr <= 3 : df <= 1 || dr <= 1) return true;
            }
        }
        return false;
    }
    // Pass the move in place (the side to move is not in check); undo_null() takes it back.
    static void do_null(Position& pos) noexcept { pos.do_null_move(); }
    static void undo_null(Position& pos) noexcept { pos.undo_null_move(); }
};

static_assert(Searchable<xiangqi::Xiangqi>);

} // namespace engine::search
