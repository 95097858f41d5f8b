#pragma once
// SearchTraits<chess::Chess>: chess bound to the search (see engine/search/traits.h).

#include "engine/chess/eval.h"
#include "engine/chess/game.h"
#include "engine/games/see.h"
#include "engine/search/traits.h"

#include <optional>

namespace engine::search {

template <> struct SearchTraits<chess::Chess> {
    using Position = chess::Position;
    using Move     = chess::Move;

    using EvalParams = chess::EvalParams;

    static Score evaluate(const Position& pos) noexcept { return chess::evaluate(pos); }
    static Score evaluate(const Position& pos, const EvalParams& params) noexcept {
        return chess::evaluate(pos, params);
    }

    static bool is_noisy(const Position& pos, Move m) noexcept {
        return pos.captured_piece(m) != chess::NoPiece
            || (m.kind() == chess::MoveKind::Promotion && m.promotion() == chess::Queen);
    }
    static int victim_value(const Position& pos, Move m) noexcept {
        int v = chess::PieceValue[chess::type_of(pos.captured_piece(m))];
        if (m.kind() == chess::MoveKind::Promotion)
            v += chess::PieceValue[m.promotion()] - chess::PieceValue[chess::Pawn];
        return v;
    }
    static int attacker_value(const Position& pos, Move m) noexcept {
        const chess::PieceType pt = chess::type_of(pos.moved_piece(m));
        return pt == chess::King ? 2000 : chess::PieceValue[pt];
    }
    // A noisy move that loses material by static exchange evaluation.
    static bool losing_noisy(const Position& pos, Move m) noexcept {
        return games::see(pos, m) < 0;
    }

    // Fifty-move rule, a repetition inside the search (the first one counts), and insufficient
    // material are draws. (A mate delivered on the 100th ply is scored a draw: a known
    // simplification.)
    static std::optional<Score> rule_score(const Position& pos, int /*ply*/) noexcept {
        if (pos.rule50() >= 100 || chess::repetition_count(pos) >= 1
            || chess::is_insufficient_material(pos))
            return 0;
        return std::nullopt;
    }
    // Checkmate loses, stalemate draws.
    static Score no_moves_score(const Position& pos, int ply) noexcept {
        return pos.in_check() ? mated_in(ply) : 0;
    }
    // Zugzwang guard: the side to move has a piece other than pawns and king.
    static bool null_move_safe(const Position& pos) noexcept {
        const chess::Color c = pos.side_to_move();
        return (pos.pieces(c) & ~pos.pieces(chess::Pawn, chess::King)) != 0;
    }
    // Pass the move in place (the side to move is not in check); undo_null() takes it back.
    static void do_null(Position& pos) noexcept { pos.do_null_move(); }
    static void undo_null(Position& pos) noexcept { pos.undo_null_move(); }
};

static_assert(Searchable<chess::Chess>);

} // namespace engine::search
