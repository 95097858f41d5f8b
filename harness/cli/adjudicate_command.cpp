#include "adjudicate_command.h"

#include "args.h"
#include "common_options.h"
#include "engine_spec.h"
#include "usage.h"

#include "harness/game/pgn_reader.h"
#include "harness/game/psq.h"
#include "harness/game/referee_options.h"
#include "harness/game/registry.h"
#include "harness/game/rules.h"
#include "harness/input/json_text.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace harness::cli {

namespace {

// One replayed game and what its source said about it.
struct Judged {
    int                        line = 0; // in the PGN (0: --moves, --psq)
    game::GameRecord           record;
    std::optional<std::string> recorded; // the PGN's result, when it has one other than "*"
    int                        after_end = 0;
    std::optional<std::string> foul; // a renju foul of black's that ended the game: black lost
    std::string                file; // --psq: the record's file
};

// The verdict: the record's status, or black's loss by a foul.
engine::core::GameStatus verdict(const Judged& j) {
    if (!j.foul) return j.record.status();
    return { engine::core::Outcome::Stalemate, engine::core::GameResult::SecondWins };
}

// The ply that ended the game: the last one played, or the foul (not played).
std::size_t end_ply(const Judged& j) { return j.record.moves().size() + (j.foul ? 1 : 0); }

std::string explain(const Judged& j) {
    return j.foul ? "0-1 (forbidden move): " + *j.foul : j.record.explain_status();
}

// The recorded result contradicts the referee: the referee ended the game differently.
std::optional<bool> agrees(const Judged& j) {
    if (!j.recorded || !verdict(j).is_over()) return std::nullopt;
    return *j.recorded == engine::core::to_string(verdict(j).result);
}

std::string count(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string text_line(int n, const Judged& j) {
    const auto  st  = verdict(j);
    std::string out = "game " + std::to_string(n);
    if (j.line > 0) out += " (line " + std::to_string(j.line) + ")";
    if (!j.file.empty()) out += " (" + j.file + ")";
    out += ": ";
    if (st.is_over())
        out += explain(j) + ", ended at ply " + std::to_string(end_ply(j));
    else
        out += "ongoing after " + count(j.record.moves().size(), "ply", "plies");
    if (auto banned = j.record.forbidden_repeats(); !banned.empty()) {
        out += "; banmoves";
        for (const auto& m : banned) out += " " + m;
    }
    if (j.after_end > 0)
        out += "; " + count(j.after_end, "later move", "later moves") + " not played";
    if (auto a = agrees(j))
        out += *a ? "; recorded " + *j.recorded + " agrees"
                  : "; recorded " + *j.recorded + " DISAGREES";
    else if (j.recorded)
        out += "; recorded " + *j.recorded; // ended off the board (a forfeit, an adjudication)
    return out;
}

nlohmann::ordered_json json_game(int n, const Judged& j) {
    const auto             st = verdict(j);
    nlohmann::ordered_json g;
    g["game"] = n;
    g["line"] = j.line;
    if (!j.file.empty()) g["file"] = j.file;
    g["result"]          = engine::core::to_string(st.result);
    g["reason"]          = j.foul ? "forbidden move" : engine::core::to_string(st.kind);
    g["ply"]             = st.is_over() ? nlohmann::ordered_json(end_ply(j)) : nullptr;
    g["plies"]           = j.record.moves().size();
    g["explanation"]     = explain(j);
    g["recorded"]        = j.recorded ? nlohmann::ordered_json(*j.recorded) : nullptr;
    auto a               = agrees(j);
    g["agrees"]          = a ? nlohmann::ordered_json(*a) : nullptr;
    g["plies_after_end"] = j.after_end;
    g["banmoves"]        = j.record.forbidden_repeats();
    return g;
}

struct AdjudicateOptions {
    game::Game               variant = game::chess();
    game::RefereeOptions     referee;
    std::string              pgn, fen;
    std::vector<std::string> moves, psq;
    bool                     have_moves = false, json = false, help = false;
};

using A = AdjudicateOptions;
const std::vector<Option<AdjudicateOptions>> AdjudicateOptionTable {
    variant_option(&A::variant, nullptr,
        { "--variant V", "chess (default), chess960 or xiangqi; a PGN Variant tag wins" }),
    { { "--rules" },
        [](Args& a, const std::string& opt, A& o) {
            auto r = game::parse_repetition_rules(a.value(opt));
            if (!r) throw UsageError(r.error().message);
            o.referee.xiangqi.rules = *r;
        },
        { "--rules R", "xiangqi repetition rules: asian (default), simple, chinese" } },
    { { "--move-limit" },
        [](Args& a, const std::string& opt, A& o) {
            o.referee.xiangqi.move_limit = a.int_value(opt, 0, 100000);
        },
        { "--move-limit N", "xiangqi: plies without a capture that draw (120; 0 = none)" } },
    { { "--check-allowance" },
        [](Args& a, const std::string& opt, A& o) {
            o.referee.xiangqi.check_allowance = a.int_value(opt, -1, 100000);
        },
        { "--check-allowance N",
            "xiangqi: checks per side not counted towards it (10; -1 = all count)" } },
    { { "--repetition-count" },
        [](Args& a, const std::string& opt, A& o) {
            o.referee.xiangqi.repetition_count = a.int_value(opt, 2, 100);
        },
        { "--repetition-count N", "xiangqi: occurrences of a position that end the game (3)" } },
    text_option("--pgn", &A::pgn, { "--pgn FILE", "the games of a PGN file" }),
    { { "--psq" }, [](Args& a, const std::string&, A& o) { o.psq = a.tokens(); },
        { "--psq FILE...",
            "piskvork .psq records (one game each; the rule from Arbiter's line, else "
            "--variant)" } },
    text_option("--fen", &A::fen,
        { "--fen FEN", "the start position of --moves (default: the variant's start)" }),
    { { "--moves" },
        [](Args& a, const std::string&, A& o) {
            o.moves      = a.tokens();
            o.have_moves = true;
        },
        { "--moves M...", "moves in SAN or UCI (chess), ICCS or WXF (xiangqi)" } },
    flag_option("--json", &A::json,
        { "--json",
            "print {\"rules\": R, \"games\": [{\"game\": n, \"line\": l, \"result\":\n"
            "\"1-0|0-1|1/2-1/2|*\", \"reason\": \"checkmate|...|ongoing\", \"ply\": p|null,\n"
            "\"plies\": n, \"explanation\": \"...\", \"recorded\": \"1-0\"|null,\n"
            "\"agrees\": true|false|null, \"plies_after_end\": n,\n"
            "\"banmoves\": [...]}]}" }),
    help_option(&A::help),
};

const UsageText AdjudicateUsage {
    .head
    = R"(usage: arbiter adjudicate [--variant V] [--rules asian|simple|chinese] [--move-limit N]
                          [--check-allowance N] [--repetition-count N] [--json]
                          (--pgn FILE | --psq FILE... | [--fen FEN] --moves M1 M2 ...)

Replay games with Arbiter's referee -- the one `arbiter match` uses -- and print for each the
verdict, its reason and the ply where the game ended, or "ongoing". Chess: checkmate,
stalemate, threefold repetition, the fifty-move rule, insufficient material (no claims needed).
Xiangqi: mate and stalemate lose, repetitions are judged under the rule set (perpetual check
loses; asian and chinese: a perpetual chase loses too), the no-capture move limit with the AXF
check allowance. Gomoku, renju and caro: five in a row under the game's rule; in renju a foul
of black's (double-three, double-four, overline) loses, named with its stones; --psq reads
piskvork's records (arbiter match writes them). Moves after the
referee's end are counted, not played. An ongoing xiangqi
game lists its `banmoves`: the moves that would repeat a position through the mover's own
forbidden perpetual (what a UCCI referee sends before `go`).

)",
    .tail
    = R"(Exit codes: 0 done; 1 a recorded result contradicts the referee; 2 usage or input error.
)",
    .column = 26,
};

AdjudicateOptions parse(const std::vector<std::string>& argv) {
    auto o = read_options(argv, AdjudicateOptionTable);
    if (o.help) return o;
    if (int(!o.pgn.empty()) + int(!o.psq.empty()) + int(o.have_moves) != 1)
        throw UsageError("adjudicate needs one of --pgn FILE, --psq FILE... or --moves (with an "
                         "optional --fen)");
    if (!o.have_moves && !o.fen.empty())
        throw UsageError("--fen goes with --moves, not with --pgn or --psq");
    return o;
}

// The games of --pgn (their read errors printed; `code` 2 when there were any).
std::vector<Judged> pgn_games(const AdjudicateOptions& o, int& code) {
    std::vector<Judged> games;
    auto                read
        = game::read_pgn_file(o.pgn, { .game = o.variant, .referee = o.referee, .max_plies = -1 });
    for (const auto& e : read.errors) std::cerr << e.to_string() << "\n";
    if (!read.errors.empty()) code = 2;
    for (auto& g : read.games) {
        std::optional<std::string> recorded;
        if (g.result != "*") recorded = g.result;
        games.push_back(
            { g.line, std::move(g.record), recorded, g.plies_after_end, std::nullopt, {} });
    }
    return games;
}

// The games of --psq's records (their read errors printed; `code` 2 when there were any).
std::vector<Judged> psq_games(const AdjudicateOptions& o, int& code) {
    std::vector<Judged> games;
    for (const auto& file : o.psq) {
        auto g = game::read_psq_file(file, o.variant);
        if (!g) {
            std::cerr << g.error().to_string() << "\n";
            code = 2;
            continue;
        }
        std::optional<std::string> recorded; // Arbiter's line's, not the verdict's
        if (const auto* r = g->tag("Result"); r && *r != "*") recorded = *r;
        games.push_back(
            { 0, std::move(g->record), recorded, g->plies_after_end, std::move(g->foul), file });
    }
    return games;
}

// The one game of --fen and --moves.
Judged moves_game(const AdjudicateOptions& o) {
    auto record = game::GameRecord::start(o.variant, o.fen, o.referee);
    if (!record)
        throw UsageError("--fen: " + engine::core::quote(o.fen) + ": " + record.error().message);
    Judged j { 0, std::move(*record), std::nullopt, 0, std::nullopt, {} };
    for (std::size_t i = 0; i < o.moves.size(); ++i) {
        if (verdict(j).is_over()) {
            ++j.after_end;
            continue;
        }
        if ((j.foul = j.record.foul(o.moves[i]))) {
            j.foul = o.moves[i] + " is " + *j.foul;
            continue;
        }
        auto m = o.variant->parse_any_move(j.record.fen(), o.moves[i]);
        if (m) m = j.record.play(*m);
        if (!m)
            throw UsageError("--moves: move " + std::to_string(i + 1) + " "
                + engine::core::quote(o.moves[i]) + ": " + m.error().message);
    }
    return j;
}

} // namespace

CommandHelp adjudicate_help() {
    return command_help(AdjudicateUsage, { option_list(AdjudicateOptionTable) });
}

int adjudicate_command(const std::vector<std::string>& argv) {
    auto o = parse(argv);
    if (o.help) {
        std::cout << adjudicate_help().text;
        return 0;
    }
    int                 code  = 0;
    std::vector<Judged> games = !o.pgn.empty() ? pgn_games(o, code)
        : !o.psq.empty()                       ? psq_games(o, code)
                                               : std::vector<Judged> { moves_game(o) };
    for (const auto& j : games)
        if (agrees(j) == false && code == 0) code = 1;
    if (o.json) {
        nlohmann::ordered_json out;
        out["rules"] = std::string(engine::xiangqi::to_string(o.referee.xiangqi.rules));
        out["games"] = nlohmann::ordered_json::array();
        for (std::size_t i = 0; i < games.size(); ++i)
            out["games"].push_back(json_game(int(i + 1), games[i]));
        std::cout << input::json_text(out, 2) << "\n";
    } else {
        for (std::size_t i = 0; i < games.size(); ++i)
            std::cout << text_line(int(i + 1), games[i]) << "\n";
    }
    return code;
}

} // namespace harness::cli
