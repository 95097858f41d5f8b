#pragma once
// GameRules<G>: the Rules facade implemented once over any engine::core::Game (with its
// GameTraits<G>). Internal to the game layer: registry.cpp instantiates it per game with the
// game's data (GameInfo); visit.h hands the typed object to templates (the mate prover).

#include "harness/game/game_traits.h"
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
    // A short legal line from the start and a position off the start (protocol checks).
    std::vector<std::string> sample_line;
    std::string              sample_fen;
    // The game a FEN needs instead of this one (see Rules::wider_game), or null.
    std::optional<std::string> (*wider_game)(std::string_view fen) = nullptr;
    // More than one start position (Rules::start_fen(int)): how many, and the n-th.
    int start_positions                = 1;
    std::string (*start_fen_at)(int n) = nullptr;
};

template <engine::core::Game G> class GameRules;

// A record's position (which owns its history, so repetitions are seen) and moves.
template <engine::core::Game G> class TypedRecord final : public RecordState {
public:
    using Traits = GameTraits<G>;
    TypedRecord(typename G::Position start, const RefereeOptions& options)
        : start_(start)
        , pos_(std::move(start))
        , options_(options) { }

    std::unique_ptr<RecordState> clone() const override {
        return std::make_unique<TypedRecord>(*this);
    }
    std::string              fen() const override { return G::to_fen(pos_); }
    engine::core::Color      side_to_move() const override { return G::side_to_move(pos_); }
    std::vector<std::string> legal_moves() const override {
        std::vector<std::string> out;
        if (status().is_over()) return out;
        typename G::MoveList list;
        G::generate_legal(pos_, list);
        for (auto m : list) out.push_back(G::to_text(pos_, m));
        return out;
    }
    Status      status() const override { return Traits::status(pos_, options_); }
    std::string explain() const override { return Traits::explain(pos_, options_); }
    bool can_mate(engine::core::Color side) const override { return Traits::can_mate(pos_, side); }
    std::optional<std::string> foul(std::string_view move) const override {
        return Traits::foul(pos_, move);
    }
    std::vector<std::string> forbidden_repeats() const override {
        std::vector<std::string> out;
        for (auto m : Traits::forbidden_repeats(pos_, options_)) out.push_back(G::to_text(pos_, m));
        return out;
    }
    engine::core::Result<std::string> play(std::string_view text, Notation n) override {
        auto m = Traits::parse(pos_, text, n);
        if (!m) return m.error();
        std::string canonical = G::to_text(pos_, *m);
        G::do_move(pos_, *m);
        moves_.push_back(*m);
        return canonical;
    }
    std::vector<std::string> history(Notation n) const override {
        std::vector<std::string> out;
        auto                     pos = start_;
        for (auto m : moves_) {
            out.push_back(Traits::format(pos, m, n));
            G::do_move(pos, m);
        }
        return out;
    }

private:
    typename G::Position          start_, pos_;
    RefereeOptions                options_;
    std::vector<typename G::Move> moves_;
};

template <engine::core::Game G> class GameRules final : public Rules {
public:
    using GameType = G;
    using Traits   = GameTraits<G>;
    using Position = typename G::Position;
    using Parser   = engine::core::Result<Position> (*)(std::string_view);

    // `start`: the start position when it is not the rules library's (renju: the gomoku board
    // with the rule in its text); empty = G::StartFen.
    GameRules(GameInfo info, Parser parser, std::string start = {})
        : info_(std::move(info))
        , parser_(parser)
        , start_(start.empty() ? std::string(G::StartFen) : std::move(start)) { }

    const std::string&              name() const override { return info_.name; }
    const std::vector<std::string>& aliases() const override { return info_.aliases; }
    const ProtocolFacts&            protocol() const override { return info_.protocol; }
    std::string                     start_fen() const override { return start_; }
    int         start_positions() const override { return info_.start_positions; }
    std::string start_fen(int n) const override {
        return info_.start_fen_at ? info_.start_fen_at(n) : start_fen();
    }
    const std::vector<std::string>& sample_line() const override { return info_.sample_line; }
    const std::string&              sample_fen() const override { return info_.sample_fen; }

    // The position of a FEN in this game (Chess960 castling rights, ...).
    [[nodiscard]] engine::core::Result<Position> parse(std::string_view fen) const {
        return parser_(fen);
    }

    std::optional<std::string> wider_game(const std::string& fen) const override {
        return info_.wider_game ? info_.wider_game(fen) : std::nullopt;
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

    std::vector<Notation> notations() const override {
        return { Traits::notations.begin(), Traits::notations.end() };
    }

    engine::core::Result<std::vector<std::string>> legal_moves(
        const std::string& fen) const override {
        auto p = parser_(fen);
        if (!p) return p.error();
        std::vector<std::string> out;
        typename G::MoveList     list;
        G::generate_legal(*p, list);
        for (auto m : list) out.push_back(G::to_text(*p, m));
        return out;
    }

    engine::core::Result<Status> status(const std::string& fen) const override {
        auto p = parser_(fen);
        if (!p) return p.error();
        return G::status(*p);
    }

    engine::core::Result<std::string> move_text(
        const std::string& fen, const std::string& move, Notation n) const override {
        if (!has_notation(n)) return no_notation(n);
        auto p = parser_(fen);
        if (!p) return p.error();
        auto m = G::parse_move(*p, move);
        if (!m) return m.error();
        return Traits::format(*p, *m, n);
    }

    engine::core::Result<std::string> parse_move(
        const std::string& fen, std::string_view text, Notation n) const override {
        if (!has_notation(n)) return no_notation(n);
        auto p = parser_(fen);
        if (!p) return p.error();
        auto m = Traits::parse(*p, text, n);
        if (!m) return m.error();
        return G::to_text(*p, *m);
    }

    engine::core::Result<std::string> parse_any_move(
        const std::string& fen, std::string_view text) const override {
        auto p = parser_(fen);
        if (!p) return p.error();
        auto m = Traits::parse_any(*p, text);
        if (!m) return m.error();
        return G::to_text(*p, *m);
    }

    engine::core::Result<std::unique_ptr<RecordState>> start_record(
        const std::string& fen, const RefereeOptions& options) const override {
        auto p = parser_(fen);
        if (!p) return p.error();
        return std::unique_ptr<RecordState>(
            std::make_unique<TypedRecord<G>>(std::move(*p), options));
    }

private:
    engine::core::ParseError no_notation(Notation n) const {
        return { 0, info_.name + " has no notation '" + to_string(n) + "'" };
    }

    GameInfo    info_;
    Parser      parser_;
    std::string start_;
};

} // namespace harness::game::detail
