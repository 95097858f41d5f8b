#pragma once
// Xiangqi: the rules module's tag type for templates over engine::core::Game (search, perft,
// referee). Move text is ICCS with ranks 0-9 ("h2e2"); see notation.h for the other forms.

#include "engine/core/game.h"
#include "engine/core/perft.h"
#include "engine/xiangqi/board/position.h"
#include "engine/xiangqi/movegen.h"
#include "engine/xiangqi/notation.h"
#include "engine/xiangqi/perft.h"
#include "engine/xiangqi/repetition.h"
#include "engine/xiangqi/status.h"

#include <string>
#include <string_view>

namespace engine::xiangqi {

struct Xiangqi {
    using Position  = xiangqi::Position;
    using Move      = xiangqi::Move;
    using MoveList  = xiangqi::MoveList;
    using StateInfo = xiangqi::StateInfo;

    static constexpr std::string_view Name     = "xiangqi";
    static constexpr std::string_view StartFen = xiangqi::StartFen;
    // Legal moves in one position: at most MoveList's capacity (the move generator's bound).
    static constexpr std::size_t MaxMoves = 160;

    static core::Result<Position> parse_fen(std::string_view fen) {
        return Position::from_fen(fen);
    }
    static std::string to_fen(const Position& pos) { return pos.fen(); }
    static bool        is_ok(const Position& pos) { return pos.is_ok(); }
    static void        generate_legal(const Position& pos, MoveList& list) noexcept {
               xiangqi::generate_legal(pos, list);
    }
    // Optional for a game (the searcher's quiescence uses it when present).
    static void generate_captures(const Position& pos, MoveList& list) noexcept {
        xiangqi::generate_legal_captures(pos, list);
    }
    static void      do_move(Position& pos, Move m) noexcept { pos.do_move(m); }
    static void      undo_move(Position& pos, Move m) noexcept { pos.undo_move(m); }
    static core::Key key(const Position& pos) noexcept { return pos.key(); }
    static Color     side_to_move(const Position& pos) noexcept { return pos.side_to_move(); }
    static bool      in_check(const Position& pos) noexcept { return pos.in_check(); }
    static core::GameStatus   status(const Position& pos) { return xiangqi::status(pos); }
    static core::Result<Move> parse_move(const Position& pos, std::string_view text) {
        return xiangqi::parse_move(pos, text, Notation::Iccs);
    }
    static std::string to_text(const Position& pos, Move m) {
        return xiangqi::to_string(pos, m, Notation::Iccs);
    }
    static std::uint64_t perft(Position& pos, int depth) noexcept {
        return xiangqi::perft(pos, depth);
    }
};

static_assert(core::Game<Xiangqi>);

} // namespace engine::xiangqi
