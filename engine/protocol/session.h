#pragma once
// Session: the game-independent face of one game's state for the protocol loop (position,
// perft, diagram). GameSession<G> implements it for any core::Game.

#include "engine/core/game.h"
#include "engine/core/perft.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace engine::protocol {

class Session {
public:
    virtual ~Session() = default;
    // Set the position from a FEN (empty: the start position) and moves. On error the previous
    // position is kept and the error is returned (column relative to the FEN or the move).
    virtual std::optional<core::ParseError> set_position(
        const std::optional<std::string>& fen, const std::vector<std::string>& moves)
        = 0;
    // Stockfish-format divide: "move: count" lines, a blank line, "Nodes searched: N".
    virtual std::string perft_report(int depth) = 0;
    virtual std::string diagram() const         = 0;
    virtual std::string fen() const             = 0;
};

template <core::Game G> class GameSession final : public Session {
public:
    // `chess960` is only meaningful for chess; `diagram_fn` formats the "d" output.
    using DiagramFn = std::string (*)(const typename G::Position&);
    using FenParser = core::Result<typename G::Position> (*)(std::string_view);

    GameSession(DiagramFn diagram_fn, FenParser parser = &G::parse_fen)
        : diagram_fn_(diagram_fn)
        , parser_(parser)
        , pos_(parser_(G::StartFen).value()) { }

    std::optional<core::ParseError> set_position(
        const std::optional<std::string>& fen, const std::vector<std::string>& moves) override {
        auto parsed = parser_(fen ? *fen : G::StartFen);
        if (!parsed) {
            core::ParseError e = parsed.error();
            e.message          = "invalid FEN: " + e.message;
            return e;
        }
        typename G::Position pos = std::move(parsed.value());
        for (std::size_t i = 0; i < moves.size(); ++i) {
            auto m = G::parse_move(pos, moves[i]);
            if (!m) {
                core::ParseError e = m.error();
                e.message = "move " + std::to_string(i + 1) + " " + core::quote(moves[i]) + ": "
                    + e.message;
                return e;
            }
            G::do_move(pos, *m);
        }
        pos_ = std::move(pos);
        return std::nullopt;
    }

    std::string perft_report(int depth) override {
        std::string   out;
        std::uint64_t total = 0;
        for (const auto& e : core::divide<G>(pos_, depth)) {
            out += G::to_text(pos_, e.move) + ": " + std::to_string(e.nodes) + "\n";
            total += e.nodes;
        }
        return out + "\nNodes searched: " + std::to_string(total) + "\n";
    }

    std::string diagram() const override { return diagram_fn_(pos_); }
    std::string fen() const override { return G::to_fen(pos_); }

private:
    DiagramFn            diagram_fn_;
    FenParser            parser_;
    typename G::Position pos_;
};

} // namespace engine::protocol
