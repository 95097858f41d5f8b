#pragma once
// GameRules<G>: the Rules facade implemented once over any engine::core::Game. Internal to the
// game layer: registry.cpp instantiates it per game with the game's data (GameInfo).

#include "harness/game/rules.h"

#include "engine/core/game.h"
#include "engine/core/perft.h"
#include "engine/core/prng.h"

#include <string_view>
#include <utility>

namespace harness::game::detail {

// Per-game data that is not in the rules library: names, protocol facts, walk starts.
struct GameInfo {
    std::string              name;
    std::vector<std::string> aliases;
    ProtocolFacts            protocol;
    // Positions random walks start from (the start position first).
    std::vector<std::string> walk_starts;
};

template <engine::core::Game G> class GameRules final : public Rules {
public:
    using Position = typename G::Position;
    using Parser   = engine::core::Result<Position> (*)(std::string_view);

    GameRules(GameInfo info, Parser parser)
        : info_(std::move(info))
        , parser_(parser) { }

    const std::string&              name() const override { return info_.name; }
    const std::vector<std::string>& aliases() const override { return info_.aliases; }
    const ProtocolFacts&            protocol() const override { return info_.protocol; }
    std::string                     start_fen() const override { return std::string(G::StartFen); }

    // The position of a FEN in this game (Chess960 castling rights, ...).
    [[nodiscard]] engine::core::Result<Position> parse(std::string_view fen) const {
        return parser_(fen);
    }

    engine::core::Result<std::string> normalize(const std::string& fen) const override {
        auto p = parser_(fen);
        if (!p) return p.error();
        return G::to_fen(*p);
    }

    std::map<std::string, std::uint64_t> divide(const std::string& fen, int depth) const override {
        std::map<std::string, std::uint64_t> out;
        auto                                 p = parser_(fen);
        if (!p) return out;
        for (const auto& e : engine::core::divide<G>(*p, depth))
            out[G::to_text(*p, e.move)] = e.nodes;
        return out;
    }

    std::uint64_t perft(const std::string& fen, int depth) const override {
        auto p = parser_(fen);
        return p ? G::perft(*p, depth) : 0;
    }

    engine::core::Result<std::string> play(
        const std::string& fen, const std::string& move) const override {
        auto p = parser_(fen);
        if (!p) return p.error();
        auto m = G::parse_move(*p, move);
        if (!m) return m.error();
        G::do_move(*p, *m);
        return G::to_fen(*p);
    }

    std::vector<std::string> random_positions(int n, std::uint64_t seed) const override {
        std::vector<std::string> out;
        engine::core::Prng       rng(seed * 0x9E3779B97F4A7C15ull + 12345);
        const auto&              starts = info_.walk_starts;
        while (int(out.size()) < n) {
            auto pos   = parser_(starts[rng.next() % starts.size()]).value();
            int  plies = 2 + int(rng.next() % 60);
            for (int i = 0; i < plies; ++i) {
                typename G::MoveList list;
                G::generate_legal(pos, list);
                if (list.empty()) break;
                G::do_move(pos, list[rng.next() % list.size()]);
            }
            typename G::MoveList list;
            G::generate_legal(pos, list);
            if (!list.empty()) out.push_back(G::to_fen(pos));
        }
        return out;
    }

private:
    GameInfo info_;
    Parser   parser_;
};

} // namespace harness::game::detail
