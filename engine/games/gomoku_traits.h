#pragma once
// Gomoku bound to the search (see engine/search/traits.h). The search plays GomokuSearch, the
// rules' tag with two search-side changes:
// - generate_legal() is the candidate window: a side that can make five makes it; a side
//   facing a five-point blocks it (every other move loses at once; under caro closing the
//   five's second end blocks it too); otherwise only empty points within two of a stone are
//   tried (the centre on an empty board). Under renju black's fouls are never generated.
// - in_check() is "the side that just moved threatens five": the search then extends the
//   forcing line and its quiescence follows it (a VCF-like search over fours).
// Noisy moves are those that make a four (or five), ordered by the evaluation's estimate;
// quiet moves are ordered by the same estimate plus history.

#include "engine/gomoku/eval.h"
#include "engine/gomoku/game.h"
#include "engine/gomoku/lines.h"
#include "engine/gomoku/renju.h"
#include "engine/search/traits.h"

#include <algorithm>
#include <optional>

namespace engine::games {

struct GomokuSearch : gomoku::Gomoku {
    using Color = core::Color;
    // Distance (Chebyshev) from a stone within which points are candidates.
    static constexpr int Window = 2;

    // Renju with black to move: its fouls are not legal moves.
    static bool renju_black(const Position& pos) noexcept {
        return pos.rule() == gomoku::Rule::Renju && pos.side_to_move() == Color::First;
    }

    // The empty points within Window of a stone, in point order (the centre on an empty board).
    static void window_moves(const Position& pos, MoveList& list) noexcept {
        list.clear();
        const int n = pos.size();
        if (pos.stone_count() == 0) {
            list.push_back(Move::at(gomoku::point_of(n / 2, n / 2)));
            return;
        }
        bool near[gomoku::PointCount] = {};
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                if (pos.stone(x, y) == gomoku::Stone::Empty) continue;
                for (int ny = std::max(0, y - Window); ny <= std::min(n - 1, y + Window); ++ny)
                    for (int nx = std::max(0, x - Window); nx <= std::min(n - 1, x + Window); ++nx)
                        near[gomoku::point_of(nx, ny)] = true;
            }
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                if (near[gomoku::point_of(x, y)] && pos.stone(x, y) == gomoku::Stone::Empty)
                    list.push_back(Move::at(gomoku::point_of(x, y)));
    }

    // Caro: a five-point is also stopped by closing the five's second end. Appends to the
    // opponent's five-points `blocks` the window points that stop all of them that way (such a
    // point lies next to the row, so within the window).
    static void add_end_blocks(const Position& pos, MoveList& blocks) noexcept {
        const Color them  = ~pos.side_to_move();
        MoveList    fives = blocks, window;
        window_moves(pos, window);
        for (Move b : window) {
            if (fives.contains(b)) continue;
            bool stops_all = true;
            for (Move f : fives)
                stops_all
                    = stops_all && !gomoku::makes_five_if_blocked(pos, f.point(), them, b.point());
            if (stops_all) blocks.push_back(b);
        }
    }

    // The five-points of `c`, where the position allows only its own recent moves to have
    // made them: through its last two moves when known, else a full scan.
    static void recent_five_points(const Position& pos, Color c, MoveList& out) noexcept {
        out.clear();
        const int plies = pos.ply_count();
        // c's last move is the last ply when c just moved, else the one before.
        const int back = c == pos.side_to_move() ? 2 : 1;
        if (plies < back + 2) {
            gomoku::five_points(pos, c, out);
            return;
        }
        // A five-point of c that a move of c made earlier was blocked (under caro perhaps at
        // the five's far end) or won at once (the window forces both; a renju block on a foul
        // is never played, so white wins), so only c's last move can hold one; c's move before it
        // too, for an open four whose other end the opponent blocked.
        gomoku::five_points_through(pos, pos.played(plies - back).point(), c, out);
        gomoku::five_points_through(pos, pos.played(plies - back - 2).point(), c, out);
    }

    // The search's moves (see the top of this file), legal under the rule: under renju black's
    // fouls are left out; when that leaves nothing of the forced blocks, black is lost and any
    // legal move will do, and when it leaves nothing of the window, every legal move is tried.
    static void generate_legal(const Position& pos, MoveList& list) noexcept {
        list.clear();
        if (pos.winner() || pos.is_full()) return;
        const Color us = pos.side_to_move();
        recent_five_points(pos, us, list);
        if (!list.empty()) return;
        recent_five_points(pos, ~us, list);
        if (!list.empty()) {
            if (pos.rule() == gomoku::Rule::Caro) add_end_blocks(pos, list);
            if (!renju_black(pos)) return;
            gomoku::remove_renju_fouls(pos, list);
            if (!list.empty()) return;
        }
        window_moves(pos, list);
        if (!renju_black(pos)) return;
        gomoku::remove_renju_fouls(pos, list);
        if (list.empty()) gomoku::generate_legal(pos, list);
    }

    // The side that just moved threatens five (the side to move must block it).
    static bool in_check(const Position& pos) noexcept {
        if (pos.winner()) return false;
        MoveList threats;
        recent_five_points(pos, ~pos.side_to_move(), threats);
        return !threats.empty();
    }
};

static_assert(core::Game<GomokuSearch>);

} // namespace engine::games

namespace engine::search {

template <> struct SearchTraits<games::GomokuSearch> {
    using Position = gomoku::Position;
    using Move     = gomoku::Move;

    // Estimates reach a few tens of thousands; this keeps noisy and quiet scores in their
    // bands of move_order.h.
    static constexpr int EstimateCap = 1 << 20;

    static Score evaluate(const Position& pos) noexcept { return gomoku::evaluate(pos); }
    static bool  is_noisy(const Position& pos, Move m) noexcept {
         return gomoku::makes_threat(pos, m);
    }
    static int victim_value(const Position& pos, Move m) noexcept {
        return std::min(gomoku::move_estimate(pos, m), EstimateCap);
    }
    static int  attacker_value(const Position&, Move) noexcept { return 0; }
    static bool losing_noisy(const Position&, Move) noexcept { return false; }
    static int  quiet_order(const Position& pos, Move m) noexcept {
         return std::min(gomoku::move_estimate(pos, m), EstimateCap) * 16;
    }
    // No repetitions, no move limit: the game ends by a five or a full board only.
    static std::optional<Score> rule_score(const Position&, int) noexcept { return std::nullopt; }
    // No move: the opponent's last move made five (a loss), the board is full (a draw), or
    // every empty point is a renju foul for black (a loss).
    static Score no_moves_score(const Position& pos, int ply) noexcept {
        return pos.is_full() && !pos.winner() ? Score(0) : mated_in(ply);
    }
    // A pass is never searched: the window's forcing rules assume the sides alternate.
    static bool null_move_safe(const Position&) noexcept { return false; }
    static void do_null(Position& pos) noexcept { pos.do_null(); }
    static void undo_null(Position& pos) noexcept { pos.undo_null(); }
};

static_assert(Searchable<games::GomokuSearch>);

} // namespace engine::search
