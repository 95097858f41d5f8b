#pragma once
// GameTraits<G>: what the game layer needs about one rules library beyond engine::core::Game --
// its move notations and whether a player without moves loses. Internal to the game layer: the
// only place that knows each rules library by type (a new game adds one specialisation).

#include "harness/game/notation.h"

#include "engine/chess/game.h"
#include "engine/core/result.h"
#include "engine/xiangqi/game.h"

#include <array>
#include <string>
#include <string_view>

namespace harness::game::detail {

template <class G> struct GameTraits;

template <> struct GameTraits<engine::chess::Chess> {
    using G                                                  = engine::chess::Chess;
    static constexpr bool                    stalemate_loses = false;
    static constexpr std::array<Notation, 2> notations { Notation::Uci, Notation::San };

    static std::string format(const G::Position& pos, G::Move m, Notation n) {
        return n == Notation::San ? engine::chess::to_san(pos, m) : engine::chess::to_uci(pos, m);
    }
    static engine::core::Result<G::Move> parse(
        const G::Position& pos, std::string_view text, Notation n) {
        return n == Notation::San ? engine::chess::parse_san(pos, text)
                                  : engine::chess::parse_uci(pos, text);
    }
    // Any notation people write in suites: SAN (tolerant), falling back to UCI.
    static engine::core::Result<G::Move> parse_any(const G::Position& pos, std::string_view text) {
        return engine::chess::parse_san(pos, text);
    }
};

template <> struct GameTraits<engine::xiangqi::Xiangqi> {
    using G                                                  = engine::xiangqi::Xiangqi;
    static constexpr bool                    stalemate_loses = true;
    static constexpr std::array<Notation, 2> notations { Notation::Iccs, Notation::Wxf };

    static engine::xiangqi::Notation native(Notation n) {
        return n == Notation::Wxf ? engine::xiangqi::Notation::Wxf
                                  : engine::xiangqi::Notation::Iccs;
    }
    static std::string format(const G::Position& pos, G::Move m, Notation n) {
        return engine::xiangqi::to_string(pos, m, native(n));
    }
    static engine::core::Result<G::Move> parse(
        const G::Position& pos, std::string_view text, Notation n) {
        return engine::xiangqi::parse_move(pos, text, native(n));
    }
    // ICCS, the dash form or WXF.
    static engine::core::Result<G::Move> parse_any(const G::Position& pos, std::string_view text) {
        return engine::xiangqi::parse_move_any(pos, text);
    }
};

} // namespace harness::game::detail
