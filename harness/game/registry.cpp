#include "harness/game/registry.h"

#include "harness/game/chess960.h"
#include "harness/game/game_rules.h"

#include "engine/chess/game.h"
#include "engine/gomoku/game.h"
#include "engine/xiangqi/game.h"

namespace harness::game {

namespace {

using detail::GameInfo;
using detail::GameRules;
using engine::chess::Chess;
using engine::core::ParseError;
using engine::core::Result;
using engine::gomoku::Gomoku;
using engine::xiangqi::Xiangqi;

const std::vector<std::string> ChessLine { "e2e4", "e7e5", "g1f3" };
const std::string ChessFen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

Result<engine::chess::Position> parse_chess960(std::string_view fen) {
    return engine::chess::Position::from_fen(fen, true);
}

// A chess FEN whose castling field only Chess960 rules can read.
std::optional<std::string> chess_fen_needs_chess960(std::string_view fen) {
    auto p = engine::chess::Position::from_fen(fen);
    if (p && p->is_chess960()) return std::string("chess960");
    return std::nullopt;
}

const GameRules<Chess>& chess_rules() {
    static const GameRules<Chess> rules(
        GameInfo { "chess", { "standard" },
            { .uci_variant                  = "",
                .uci_chess960               = false,
                .xboard_variant             = "",
                .ucci                       = false,
                .iccs_ranks                 = false,
                .xboard_edit_letters        = "",
                .xboard_edit_prelude_second = "a2a3",
                .xboard_edit_prelude_first  = "",
                .pgn_variant                = "",
                .pgn_needs_fen              = false },
            { std::string(Chess::StartFen),
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" },
            ChessLine, ChessFen, &chess_fen_needs_chess960 },
        &Chess::parse_fen);
    return rules;
}

const GameRules<Chess>& chess960_rules() {
    static const GameRules<Chess> rules(
        GameInfo { "chess960", { "fischerandom", "frc" },
            { .uci_variant                  = "",
                .uci_chess960               = true,
                .xboard_variant             = "fischerandom",
                .ucci                       = false,
                .iccs_ranks                 = false,
                .xboard_edit_letters        = "",
                .xboard_edit_prelude_second = "a2a3",
                .xboard_edit_prelude_first  = "",
                .pgn_variant                = "Chess960",
                .pgn_needs_fen              = true },
            { "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
                "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9" },
            ChessLine, ChessFen, nullptr, 960, &chess960_start_fen },
        &parse_chess960);
    return rules;
}

const GameRules<Xiangqi>& xiangqi_rules() {
    static const GameRules<Xiangqi> rules(
        GameInfo { "xiangqi", {},
            { .uci_variant                  = "xiangqi",
                .uci_chess960               = false,
                .xboard_variant             = "xiangqi",
                .ucci                       = true,
                .iccs_ranks                 = true,
                .xboard_edit_letters        = "NHBE",
                .xboard_edit_prelude_second = "a3a4 a6a5 a4a5 a9a5 a0a5 i6i5 a5b5",
                .xboard_edit_prelude_first  = "a3a4 a6a5 a4a5 a9a5 a0a5 i6i5 a5b5 i5i4",
                .pgn_variant                = "xiangqi",
                .pgn_needs_fen              = false },
            { std::string(Xiangqi::StartFen),
                "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
                "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1" },
            { "h2e2", "h9g7" },
            "rnbakabnr/9/1c2c4/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 2" },
        &Xiangqi::parse_fen);
    return rules;
}

// A freestyle (or standard) FEN names its rule in the text; renju and caro positions belong to
// their own games.
std::optional<std::string> gomoku_fen_needs_rule_game(std::string_view fen) {
    auto p = Gomoku::parse_fen(fen);
    if (p && (p->rule() == engine::gomoku::Rule::Renju || p->rule() == engine::gomoku::Rule::Caro))
        return std::string(engine::gomoku::to_string(p->rule()));
    return std::nullopt;
}

// The position of a game played under one rule: text without a rule gets it; text naming
// another rule is refused.
template <engine::gomoku::Rule R>
Result<engine::gomoku::Position> parse_under(std::string_view text) {
    const std::string_view name = engine::gomoku::to_string(R);
    auto                   p    = Gomoku::parse_fen(text);
    if (!p || p->rule() == R) return p;
    const bool unnamed = p->rule() == engine::gomoku::Rule::Freestyle
        && (text.size() < 9 || text.substr(text.size() - 9) != "freestyle");
    if (unnamed) return Gomoku::parse_fen(std::string(text) + " " + std::string(name));
    return ParseError { 0,
        "a " + std::string(name) + " position names the rule "
            + engine::core::quote(engine::gomoku::to_string(p->rule())) };
}

std::string gomoku_board(std::string_view rule, std::string_view stones = {}) {
    std::string rows;
    for (int y = 0; y < 15; ++y) {
        const std::string row = y == 7 && !stones.empty() ? std::string(stones) : "15";
        rows += (y ? "/" : "") + row;
    }
    return rows + " b" + (rule.empty() ? "" : " " + std::string(rule));
}

// A Gomocup game's protocol facts: `name` is its UCI_Variant and PGN Variant.
ProtocolFacts gomocup_facts(std::string_view name) {
    return { .uci_variant           = name,
        .uci_chess960               = false,
        .xboard_variant             = "",
        .ucci                       = false,
        .gomocup                    = true,
        .iccs_ranks                 = false,
        .xboard_edit_letters        = "",
        .xboard_edit_prelude_second = "",
        .xboard_edit_prelude_first  = "",
        .pgn_variant                = name,
        .pgn_needs_fen              = false };
}

// Renju and caro: the gomoku rules library under one rule (positions carry it in their text).
GameInfo rule_game_info(std::string_view name, std::vector<std::string> aliases) {
    return { std::string(name), std::move(aliases), gomocup_facts(name),
        { gomoku_board(name), gomoku_board(name, "6xo7") }, { "h8", "i9", "g9" },
        "15/15/15/15/15/15/15/7x7/8o6/15/15/15/15/15/15 b " + std::string(name), nullptr };
}

const GameRules<Gomoku>& renju_rules() {
    static const GameRules<Gomoku> rules(rule_game_info("renju", {}),
        &parse_under<engine::gomoku::Rule::Renju>, gomoku_board("renju"));
    return rules;
}

const GameRules<Gomoku>& caro_rules() {
    static const GameRules<Gomoku> rules(rule_game_info("caro", { "caro5" }),
        &parse_under<engine::gomoku::Rule::Caro>, gomoku_board("caro"));
    return rules;
}

const GameRules<Gomoku>& gomoku_rules() {
    static const GameRules<Gomoku> rules(
        GameInfo { "gomoku", { "freestyle", "gomocup" }, gomocup_facts("gomoku"),
            { std::string(Gomoku::StartFen),
                "20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20/20 b",
                "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b standard" },
            { "h8", "i9", "g9" }, "15/15/15/15/15/15/15/7x7/8o6/15/15/15/15/15/15 b",
            &gomoku_fen_needs_rule_game, 1, nullptr },
        &Gomoku::parse_fen);
    return rules;
}

} // namespace

Game::Game()
    : rules_(&chess_rules()) { }

const std::string& Game::name() const { return rules_->name(); }

Game chess() { return Game(chess_rules()); }
Game chess960() { return Game(chess960_rules()); }
Game xiangqi() { return Game(xiangqi_rules()); }
Game gomoku() { return Game(gomoku_rules()); }
Game renju() { return Game(renju_rules()); }
Game caro() { return Game(caro_rules()); }

const std::vector<Game>& all_games() {
    static const std::vector<Game> games { chess(), chess960(), xiangqi(), gomoku(), renju(),
        caro() };
    return games;
}

Result<Game> find_game(std::string_view name) {
    std::string known;
    for (const Game& g : all_games()) {
        if (g.name() == name) return g;
        for (const auto& a : g->aliases())
            if (a == name) return g;
        known += (known.empty() ? "" : &g == &all_games().back() ? " or " : ", ") + g.name();
    }
    return ParseError { 0,
        "unknown variant " + engine::core::quote(name) + " (expected " + known + ")" };
}

} // namespace harness::game
