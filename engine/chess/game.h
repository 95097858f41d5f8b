#pragma once
// chess::Chess: the chess rules as a core::Game (see engine/core/game.h).

#include "movegen.h"
#include "notation.h"
#include "status.h"

#include "engine/core/game.h"

namespace engine::chess {

struct Chess {
    using Position = chess::Position;
    using Move     = chess::Move;
    using MoveList = chess::MoveList;

    static constexpr std::string_view Name     = "chess";
    static constexpr std::string_view StartFen = chess::StartFen;
    // Legal moves in one position: 218 at most in positions reachable in a game; 256 bounds the
    // positions the FEN parser accepts (MoveList's capacity).
    static constexpr std::size_t MaxMoves = 256;

    static core::Result<Position> parse_fen(std::string_view fen) {
        return Position::from_fen(fen);
    }
    static std::string to_fen(const Position& pos) { return pos.fen(); }
    static bool        is_ok(const Position& pos) { return pos.is_ok(); }
    static void        generate_legal(const Position& pos, MoveList& list) {
               chess::generate_legal(pos, list);
    }
    static void               do_move(Position& pos, Move m) { pos.do_move(m); }
    static void               undo_move(Position& pos, Move m) { pos.undo_move(m); }
    static core::Key          key(const Position& pos) { return pos.key(); }
    static core::Color        side_to_move(const Position& pos) { return pos.side_to_move(); }
    static bool               in_check(const Position& pos) { return pos.in_check(); }
    static core::GameStatus   status(const Position& pos) { return chess::status(pos); }
    static core::Result<Move> parse_move(const Position& pos, std::string_view text) {
        return parse_uci(pos, text);
    }
    static std::string   to_text(const Position& pos, Move m) { return to_uci(pos, m); }
    static std::uint64_t perft(Position& pos, int depth) { return chess::perft(pos, depth); }
};

static_assert(core::Game<Chess>);

} // namespace engine::chess
