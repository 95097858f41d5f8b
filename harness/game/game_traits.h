#pragma once
// GameTraits<G>: what the game layer needs about one rules library beyond engine::core::Game --
// its move notations, whether a player without moves loses, and its status under a referee's
// options. Internal to the game layer: the
// only place that knows each rules library by type (a new game adds one specialisation).

#include "harness/game/notation.h"
#include "harness/game/referee_options.h"
#include "harness/game/status.h"

#include "engine/chess/game.h"
#include "engine/core/result.h"
#include "engine/gomoku/game.h"
#include "engine/xiangqi/game.h"
#include "engine/xiangqi/repetition.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::game::detail {

template <class G> struct GameTraits;

template <> struct GameTraits<engine::chess::Chess> {
    using G                                                  = engine::chess::Chess;
    static constexpr bool                    stalemate_loses = false;
    static constexpr std::array<Notation, 2> notations { Notation::Uci, Notation::San };

    // Chess has no referee options (referee_options.h).
    static Status status(const G::Position& pos, const RefereeOptions&) { return G::status(pos); }
    static std::string explain(const G::Position& pos, const RefereeOptions& options) {
        return describe(status(pos, options));
    }
    // Mating material: anything beyond a lone king, K+N or K+B (cutechess's and fastchess's
    // rule for a time forfeit against a side that cannot mate).
    static bool can_mate(const G::Position& pos, engine::core::Color side) {
        using namespace engine::chess;
        if (pos.pieces(side, Pawn) | pos.pieces(side, Rook) | pos.pieces(side, Queen)) return true;
        return popcount(pos.pieces(side, Knight) | pos.pieces(side, Bishop)) >= 2;
    }
    // Repetitions never lose in chess.
    static std::vector<G::Move> forbidden_repeats(const G::Position&, const RefereeOptions&) {
        return {};
    }
    // No move is forbidden by a rule beyond legality.
    static std::optional<std::string> foul(const G::Position&, std::string_view) {
        return std::nullopt;
    }

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
    // The moves a loose SAN text stands for when it names a piece kind and a square ("Ne5"
    // when both knights can take on e5: every knight move to e5, as suites' `am` means it).
    static std::vector<G::Move> loose_matches(const G::Position& pos, std::string_view text) {
        std::vector<G::Move> out;
        const auto           want = piece_destination(text);
        if (want.empty()) return out;
        G::MoveList list;
        G::generate_legal(pos, list);
        for (auto m : list)
            if (piece_destination(engine::chess::to_san(pos, m)) == want) out.push_back(m);
        return out;
    }

private:
    // Piece letter and destination of a piece move's SAN ("Nbd2+" -> "Nd2"), else empty.
    static std::string piece_destination(std::string_view san) {
        while (!san.empty()
            && (san.back() == '+' || san.back() == '#' || san.back() == '!' || san.back() == '?'))
            san.remove_suffix(1);
        if (san.size() < 3 || std::string_view("KQRBN").find(san[0]) == std::string_view::npos)
            return {};
        return std::string(1, san[0]) + std::string(san.substr(san.size() - 2));
    }
};

template <> struct GameTraits<engine::xiangqi::Xiangqi> {
    using G                                                  = engine::xiangqi::Xiangqi;
    static constexpr bool                    stalemate_loses = true;
    static constexpr std::array<Notation, 2> notations { Notation::Iccs, Notation::Wxf };

    static Status status(const G::Position& pos, const RefereeOptions& options) {
        return engine::xiangqi::status(pos, options.xiangqi);
    }
    // A repetition adds the judge's words: who loses for what, under which rules, from which ply.
    static std::string explain(const G::Position& pos, const RefereeOptions& options) {
        const Status st  = status(pos, options);
        std::string  out = describe(st);
        using engine::core::Outcome;
        if (st.kind == Outcome::Repetition || st.kind == Outcome::PerpetualCheck
            || st.kind == Outcome::PerpetualChase)
            out += ": " + engine::xiangqi::judge_repetition(pos, options.xiangqi.rules).describe();
        return out;
    }
    // Mating material: an attacking piece (chariot, horse, cannon or soldier); generals,
    // advisors and elephants never cross the river.
    static bool can_mate(const G::Position& pos, engine::core::Color side) {
        using engine::xiangqi::PieceType;
        for (auto t :
            { PieceType::Chariot, PieceType::Horse, PieceType::Cannon, PieceType::Soldier })
            if (pos.count(engine::xiangqi::make_piece(side, t)) > 0) return true;
        return false;
    }
    // The legal moves that repeat an earlier position through the mover's own forbidden
    // perpetual (judged at the second occurrence under the rules). None when that is every
    // legal move: the side must still move, and the referee judges the repetition it makes.
    static std::vector<G::Move> forbidden_repeats(
        const G::Position& pos, const RefereeOptions& options) {
        using engine::xiangqi::RepetitionVerdict;
        const auto           loses = G::side_to_move(pos) == engine::xiangqi::Red
                      ? RepetitionVerdict::RedLoses
                      : RepetitionVerdict::BlackLoses;
        std::vector<G::Move> out;
        G::MoveList          list;
        G::generate_legal(pos, list);
        for (auto m : list) {
            auto after = pos;
            G::do_move(after, m);
            if (engine::xiangqi::judge_repetition(after, options.xiangqi.rules).verdict == loses)
                out.push_back(m);
        }
        if (out.size() == list.size()) out.clear();
        return out;
    }
    // Perpetual check and chase are judged when the position repeats, not refused as a move.
    static std::optional<std::string> foul(const G::Position&, std::string_view) {
        return std::nullopt;
    }

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
    // WXF and ICCS name one move each: no loose matches.
    static std::vector<G::Move> loose_matches(const G::Position&, std::string_view) { return {}; }
};

template <> struct GameTraits<engine::gomoku::Gomoku> {
    using G                                                  = engine::gomoku::Gomoku;
    static constexpr bool                    stalemate_loses = false;
    static constexpr std::array<Notation, 2> notations { Notation::Gomoku, Notation::Gomocup };

    // Gomoku has no referee options: the rule travels in the position text.
    static Status status(const G::Position& pos, const RefereeOptions&) { return G::status(pos); }
    static std::string explain(const G::Position& pos, const RefereeOptions& options) {
        return describe(status(pos, options));
    }
    // Either side can still make five while the board has room: a time forfeit always loses.
    static bool                 can_mate(const G::Position&, engine::core::Color) { return true; }
    static std::vector<G::Move> forbidden_repeats(const G::Position&, const RefereeOptions&) {
        return {};
    }
    // A renju foul of black's (canonical text): the foul and its stones.
    static std::optional<std::string> foul(const G::Position& pos, std::string_view text) {
        auto m = engine::gomoku::parse_placement(pos, text, engine::gomoku::Notation::Letter);
        return m ? engine::gomoku::renju_foul_text(pos, m->point()) : std::nullopt;
    }

    static engine::gomoku::Notation native(Notation n) {
        return n == Notation::Gomocup ? engine::gomoku::Notation::Gomocup
                                      : engine::gomoku::Notation::Letter;
    }
    static std::string format(const G::Position&, G::Move m, Notation n) {
        return engine::gomoku::to_string(m, native(n));
    }
    static engine::core::Result<G::Move> parse(
        const G::Position& pos, std::string_view text, Notation n) {
        return engine::gomoku::parse_move(pos, text, native(n));
    }
    // "h8" or "7,7".
    static engine::core::Result<G::Move> parse_any(const G::Position& pos, std::string_view text) {
        return engine::gomoku::parse_move(pos, text);
    }
    static std::vector<G::Move> loose_matches(const G::Position&, std::string_view) { return {}; }
};

} // namespace harness::game::detail
