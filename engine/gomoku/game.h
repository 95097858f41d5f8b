#pragma once
// Gomoku: the rules module's tag type for templates over engine::core::Game (perft, referee).
// Positions use the text form of position.h; move text is "h8" (parse_move also reads "7,7").
// Sable binds its own tag over this one (engine/games/gomoku_traits.h) to search only near
// the stones; the rules here know every legal move and no search.

#include "engine/core/game.h"
#include "engine/gomoku/movegen.h"
#include "engine/gomoku/notation.h"
#include "engine/gomoku/position.h"
#include "engine/gomoku/status.h"

#include <string>
#include <string_view>

namespace engine::gomoku {

inline constexpr std::string_view StartFen = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";

struct Gomoku {
    using Position  = gomoku::Position;
    using Move      = gomoku::Move;
    using MoveList  = gomoku::MoveList;
    using StateInfo = gomoku::Position;

    static constexpr std::string_view Name     = "gomoku";
    static constexpr std::string_view StartFen = gomoku::StartFen;
    static constexpr std::size_t      MaxMoves = gomoku::MaxMoves;

    static core::Result<Position> parse_fen(std::string_view text) {
        return Position::from_text(text);
    }
    static std::string to_fen(const Position& pos) { return pos.text(); }
    static bool        is_ok(const Position& pos) { return pos.is_ok(); }
    static void        generate_legal(const Position& pos, MoveList& list) noexcept {
               gomoku::generate_legal(pos, list);
    }
    static void      do_move(Position& pos, Move m) noexcept { pos.do_move(m); }
    static void      undo_move(Position& pos, Move m) noexcept { pos.undo_move(m); }
    static core::Key key(const Position& pos) noexcept { return pos.key(); }
    static Color     side_to_move(const Position& pos) noexcept { return pos.side_to_move(); }
    // No checks in gomoku.
    static bool               in_check(const Position&) noexcept { return false; }
    static core::GameStatus   status(const Position& pos) { return gomoku::status(pos); }
    static core::Result<Move> parse_move(const Position& pos, std::string_view text) {
        return gomoku::parse_move(pos, text);
    }
    static std::string   to_text(const Position&, Move m) { return gomoku::to_string(m); }
    static std::uint64_t perft(Position& pos, int depth) noexcept {
        return gomoku::perft(pos, depth);
    }
};

static_assert(core::Game<Gomoku>);

} // namespace engine::gomoku
