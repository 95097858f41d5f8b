#include "match_command.h"

#include "args.h"
#include "engine_spec.h"
#include "report_files.h"
#include "shard_options.h"
#include "stopped_run.h"

#include "harness/game/registry.h"
#include "harness/match/openings.h"
#include "harness/process/interrupt.h"
#include "harness/report/match_pgn.h"
#include "harness/report/match_report.h"
#include "harness/report/run_identity.h"
#include "harness/report/writers.h"
#include "harness/run/journal.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <unistd.h>

namespace harness::cli {

const char* const      MatchUsage =
    R"(usage: arbiter match --engine SPEC --engine SPEC [--each KEY=VALUE...] [options]

Play games between two engines, every move checked with Arbiter's rules, clocks kept by Arbiter.
cutechess-cli / fastchess spellings work as they are (-engine, -each, -rounds, ...), as do the
GNU long forms (--engine, --each, --rounds, ...).

Engines:
  --engine cmd=PATH [name=N] [proto=uci|ucci|xboard] [variant=V] [option.NAME=VALUE]...
           [tc=...] [st=S] [nodes=N] [depth=D] [timemargin=MS]      (twice; or conf=NAME)
  --each KEY=VALUE...             applied to both engines (an engine's own keys win)
  --engines-file FILE             JSON engines file for conf=NAME
  --variant chess|chess960|xiangqi|gomoku  (default chess)
Time controls (per engine or --each; at least one limit each):
  tc=40/60+0.6 (moves/seconds+increment, the period repeats), tc=10+0.1, tc=1:30+1;
  st=SECONDS a move; nodes=N; depth=D; timemargin=MS (lateness allowed before a time forfeit)
Schedule:
  --rounds N                      rounds (default 1, at most 1000000)
  --games 1|2                     games per round; 2 (default): the same opening with colours
                                  reversed, a game pair
  --repeat [2]                    each opening twice: pairs always do; with --games 1 two
                                  rounds in a row (colours alternate) share an opening
  --concurrency N                 games at once, each worker with its own two engines
  --openings file=F [format=epd|pgn|gomocup] [order=random|sequential] [start=N] [plies=N]
             [policy=default|encounter|round]
                                  start positions (default: the variant's start position).
                                  pgn: each game's position after its first N plies (plies=,
                                  default all; PGN books only), with FEN/SetUp and Variant
                                  tags (Chess960, xiangqi). The engines get that position as a
                                  FEN. gomocup: piskvork's openings.txt for gomoku (dx,dy
                                  offsets from the centre, one opening a line). Bad entries are
                                  reported as file:line:col and skipped; a book without a good
                                  one is an error. policy= is
                                  cutechess's opening shift: each round is one encounter, so
                                  the policies differ only with --games 1 --repeat (default:
                                  a new opening every second round; encounter, round: every
                                  round)
  --srand SEED                    seed of order=random (default 0)
Adjudication:
  --resign movecount=N score=CP [twosided=true]   a side whose score stayed <= -CP for N moves
  --draw movenumber=M movecount=N score=CP       both sides within +-CP for N moves from move M
  --maxmoves N                                    a draw after N moves
  --mate-adjudication [max=5] [nodes=200000]      when an engine's score claims mate in at
                                  most max moves, Arbiter's mate prover checks the claim on
                                  the position after the move (within nodes); a proved claim
                                  ends the game, reason "verified mate" (off by default)
SPRT:
  --sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic]
                                  GSPRT on game pairs (games with --games 1); the match stops
                                  at a bound
Output:
  --json FILE, --junit FILE (a testcase per game, the SPRT verdict as one), --markdown FILE
  --db FILE                       also store the report in a history database (arbiter history)
  --journal FILE                  the games so far, one JSON line each (default: FILE.partial
                                  of --json)
  --resume                        continue the journal's match (same configuration only)
  --quiet                         no progress line (on a terminal) or game lines (otherwise)
  --recover                       accepted (a faulted engine is always restarted)
  --pgnout file=F [min]           append each game as it ends to F as PGN (SAN for chess, ICCS
                                  for xiangqi, {score/depth time} comments unless min,
                                  [Termination]); cutechess's FILE and fi (only finished
                                  games: always so), fastchess's min=true and notation=san
  --rules asian|simple|chinese    xiangqi repetition rules (default asian)
Shards (arbiter merge puts them together; a shard does not stop at its own SPRT bound):
)" HARNESS_SHARD_USAGE HARNESS_BATCH_USAGE
    R"(cutechess-cli / fastchess options about their own printing and logs (-ratinginterval,
-scoreinterval, -autosaveinterval, -output, -log, -report, -event, -site, -tournament,
-use-affinity, -show-latency, -randomseed, -debug, -wait) are ignored with a note.
Engine faults are game results, never the end of the match: illegal or missing move, crash,
stall, time forfeit (measured by Arbiter), protocol error; the faulty engine loses and is
restarted for its next game. A time forfeit against a side that cannot mate (chess: a lone
king, K+N, K+B; xiangqi: no chariot, horse, cannon or soldier) is a draw.
Xiangqi: before each go, a UCCI engine is sent `banmoves` with the moves that would repeat a
position through its own forbidden perpetual under --rules (ElephantEye's convention).
Exit codes: 0 the match ran to its end or to an SPRT verdict (H0 and H1 alike: the verdict is
in the report and the JUnit testcase); 2 usage or input error; 3 an engine could not be
started; 4 an engine's protocol lacks what was asked (nodes= over xboard, --openings for
an engine that cannot be set up in a position); 128 + signal when interrupted (--resume continues).
)";

namespace {

// Options of cutechess-cli / fastchess that change nothing Arbiter reports on (intervals of
// their own printing, logs, event names): accepted with their values and ignored, with a note.
const std::vector<std::string> Ignored { "ratinginterval", "scoreinterval", "autosaveinterval",
    "output", "log", "report", "event", "site", "tournament", "use-affinity", "show-latency",
    "randomseed", "debug", "wait" };

const std::vector<std::string> TcKeys { "tc", "st", "nodes", "depth", "timemargin" };

struct MatchOptions {
    std::vector<std::vector<std::string>> engines;
    std::vector<std::string>              each;
    std::string                           engines_file, journal, rules = "asian";
    ReportFiles                           files;
    game::Game                            variant = game::chess();
    int                                   rounds = 1, games = 2, concurrency = 1;
    std::map<std::string, std::string>    openings, sprt, resign, draw, mate;
    int                                   max_moves = 0;
    std::uint64_t                         seed      = 0;
    bool                                  resume = false, quiet = false, help = false;
    bool repeat = false, mate_adjudication = false, pgn_minimal = false;
};

// KEY=VALUE tokens of an option -> map; errors name the option and quote the token.
std::map<std::string, std::string> key_values(const std::string& option,
    const std::vector<std::string>& tokens, const std::vector<std::string>& keys) {
    std::map<std::string, std::string> out;
    for (const auto& t : tokens) {
        auto eq = t.find('=');
        if (eq == std::string::npos || eq == 0)
            throw UsageError(option + ": expected KEY=VALUE, got " + engine::core::quote(t));
        auto key = t.substr(0, eq);
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
            auto near = did_you_mean(key, keys);
            throw UsageError(option + ": unknown key " + engine::core::quote(key)
                + (near.empty() ? "" : " (did you mean '" + near + "'?)"));
        }
        out[key] = t.substr(eq + 1);
    }
    return out;
}

double number(const std::string& option, const std::string& key, const std::string& v) {
    char*  end = nullptr;
    double d   = std::strtod(v.c_str(), &end);
    if (v.empty() || *end)
        throw UsageError(option + ": " + key + "= expects a number, got " + engine::core::quote(v));
    return d;
}

int integer(const std::string& option, const std::string& key, const std::string& v, int min) {
    double d = number(option, key, v);
    if (d != double(long(d)) || d < min || d > 1e9)
        throw UsageError(option + ": " + key + "= expects a whole number >= " + std::to_string(min)
            + ", got " + engine::core::quote(v));
    return int(d);
}

MatchOptions parse(std::vector<std::string> argv) {
    std::vector<std::string> kept;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        std::string a    = argv[i];
        std::string name = a.empty() ? a : a.substr(a.rfind("--", 0) == 0 ? 2 : 1);
        if (a.size() > 1 && a[0] == '-'
            && std::find(Ignored.begin(), Ignored.end(), name) != Ignored.end()) {
            std::cerr << "arbiter match: " << a << " is ignored\n";
            while (i + 1 < argv.size() && argv[i + 1].rfind("-", 0) != 0) ++i;
            continue;
        }
        kept.push_back(a);
    }
    argv = std::move(kept);
    MatchOptions o;
    Args         a(argv,
                { "--engine", "--each", "--engines-file", "--variant", "--rounds", "--games", "--repeat",
                    "--concurrency", "--openings", "--srand", "--resign", "--draw", "--maxmoves", "--sprt",
                    "--mate-adjudication", "--json", "--junit", "--markdown", "--db", "--journal",
                    "--resume", "--quiet", "--recover", "--pgnout", "--rules", "--help", "-h" });
    while (!a.done()) {
        std::string opt = a.next_option();
        if (opt == "--engine")
            o.engines.push_back(a.tokens());
        else if (opt == "--each") {
            auto t = a.tokens();
            o.each.insert(o.each.end(), t.begin(), t.end());
        } else if (opt == "--engines-file")
            o.engines_file = a.value(opt);
        else if (opt == "--variant") {
            o.variant = variant_value(a, opt);
        } else if (opt == "--rounds")
            o.rounds = a.int_value(opt, 1, match::RoundLimit);
        else if (opt == "--games")
            o.games = a.int_value(opt, 1, 2);
        else if (opt == "--repeat") {
            // cutechess's optional count; fastchess's -repeat has none (it means 2)
            for (const auto& t : a.tokens())
                if (t != "2")
                    throw UsageError("--repeat: only 2 (each opening twice) is supported, got "
                        + engine::core::quote(t));
            o.repeat = true;
        } else if (opt == "--concurrency")
            o.concurrency = a.int_value(opt, 1, 256);
        else if (opt == "--openings")
            o.openings = key_values(
                opt, a.tokens(), { "file", "format", "order", "start", "plies", "policy" });
        else if (opt == "--srand") {
            auto v = a.value(opt);
            if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos
                || v.size() > 19)
                throw UsageError(
                    "--srand expects a seed (a whole number), got " + engine::core::quote(v));
            o.seed = std::stoull(v);
        } else if (opt == "--resign")
            o.resign = key_values(opt, a.tokens(), { "movecount", "score", "twosided" });
        else if (opt == "--draw")
            o.draw = key_values(opt, a.tokens(), { "movenumber", "movecount", "score" });
        else if (opt == "--mate-adjudication") {
            o.mate              = key_values(opt, a.tokens(), { "max", "nodes" });
            o.mate_adjudication = true;
        } else if (opt == "--maxmoves")
            o.max_moves = a.int_value(opt, 1, 100000);
        else if (opt == "--sprt")
            o.sprt = key_values(opt, a.tokens(), { "elo0", "elo1", "alpha", "beta", "model" });
        else if (read_report_file_option(a, opt, o.files))
            ;
        else if (opt == "--journal")
            o.journal = a.value(opt);
        else if (opt == "--resume")
            o.resume = true;
        else if (opt == "--quiet")
            o.quiet = true;
        else if (opt == "--recover")
            ;
        else if (opt == "--pgnout") {
            // cutechess: -pgnout FILE [min] [fi]; fastchess: -pgnout file=FILE [min=true]
            // [notation=san]. Only finished games are ever written, so `fi` is what happens.
            for (const auto& t : a.tokens())
                if (t.rfind("file=", 0) == 0)
                    o.files.pgn = t.substr(5);
                else if (t == "min" || t == "min=true")
                    o.pgn_minimal = true;
                else if (t == "fi" || t == "min=false" || t == "notation=san")
                    ;
                else if (t.find('=') == std::string::npos && o.files.pgn.empty())
                    o.files.pgn = t;
                else
                    throw UsageError("--pgnout: " + engine::core::quote(t)
                        + " is not supported (file=F, min, fi, notation=san)");
            if (o.files.pgn.empty()) throw UsageError("--pgnout needs file=FILE");
        } else if (opt == "--rules")
            o.rules = a.value(opt);
        else if (opt == "--help" || opt == "-h")
            o.help = true;
    }
    return o;
}

// One engine: its spec tokens (after --each's) with the time-control keys taken out.
match::MatchEngine make_engine(const std::vector<std::string>& each,
    const std::vector<std::string>& own, const std::map<std::string, session::EngineSpec>& files,
    game::Game variant, int n) {
    match::MatchEngine       e;
    std::vector<std::string> spec_tokens;
    std::vector<std::string> all = each;
    all.insert(all.end(), own.begin(), own.end());
    const std::string option = "--engine #" + std::to_string(n);
    for (const auto& t : all) {
        auto eq  = t.find('=');
        auto key = eq == std::string::npos ? t : t.substr(0, eq);
        if (eq != std::string::npos
            && std::find(TcKeys.begin(), TcKeys.end(), key) != TcKeys.end()) {
            auto r = match::apply_tc_key(e.tc, key, std::string_view(t).substr(eq + 1));
            if (!r) throw UsageError(option + ": " + r.error().message);
            continue;
        }
        spec_tokens.push_back(t);
    }
    e.spec = engine_spec_or_throw(spec_tokens, files, variant, option, "match");
    if (!e.tc.is_set())
        throw UsageError(option + " (" + e.spec.name
            + ") has no time control: give tc=, st=, nodes= or depth= (in --engine or --each)");
    return e;
}

nlohmann::ordered_json engine_json(const match::MatchEngine& e) {
    nlohmann::ordered_json options = nlohmann::ordered_json::object();
    for (const auto& [k, v] : e.spec.options) options[k] = v;
    return { { "name", e.spec.name }, { "cmd", e.spec.cmd }, { "args", e.spec.args },
        { "proto", protocol::to_string(e.spec.proto) }, { "options", options },
        { "tc", match::to_string(e.tc) } };
}

// What makes two runs the same match (a journal is resumed only by its own configuration);
// concurrency is left out: a match may resume with more or fewer workers.
nlohmann::ordered_json identity_json(const match::MatchConfig& c, const MatchOptions& o) {
    std::uint64_t hash = 1469598103934665603ULL; // FNV-1a of the openings in play order
    for (const auto& f : c.openings)
        for (char ch : f + "\n") hash = (hash ^ std::uint8_t(ch)) * 1099511628211ULL;
    nlohmann::ordered_json j;
    j["variant"]         = c.variant.name();
    j["engines"]         = { engine_json(c.engines[0]), engine_json(c.engines[1]) };
    j["rounds"]          = c.rounds;
    j["games_per_round"] = c.games_per_round;
    j["openings"]        = { { "count", c.openings.size() }, { "hash", std::to_string(hash) } };
    j["adjudication"] = { { "resign", o.resign }, { "draw", o.draw }, { "maxmoves", o.max_moves } };
    if (c.adjudication.mate)
        j["adjudication"]["mate"] = { { "max", c.adjudication.mate->max_moves },
            { "nodes", c.adjudication.mate->nodes } };
    if (!c.openings.empty()) j["openings"]["policy"] = match::to_string(c.opening_policy);
    if (c.games_per_round == 1) j["repeat"] = c.repeat_opening;
    j["sprt"]  = o.sprt;
    j["rules"] = o.rules;
    return j;
}

// --openings policy= (default: default).
match::OpeningPolicy opening_policy(const MatchOptions& o) {
    auto it = o.openings.find("policy");
    if (it == o.openings.end()) return match::OpeningPolicy::Default;
    auto p = match::parse_opening_policy(it->second);
    if (!p) throw UsageError("--openings: policy=: " + p.error().message);
    return *p;
}

// A match of more than a few games without a book plays one opening over and over (engines
// that search alike repeat their games): said, not refused.
void warn_without_book(const MatchOptions& o) {
    if (o.openings.empty() && std::int64_t(o.rounds) * o.games > 4)
        std::cerr << "arbiter match: warning: no --openings, so every game starts from the start "
                     "position and the result measures that one opening; give a book "
                     "(--openings file=F)\n";
}

// The book of --openings in play order; its bad entries are printed and counted in `skipped`.
std::vector<std::string> openings(const MatchOptions& o, game::Game variant, int& skipped) {
    auto get = [&](const std::string& k, const std::string& d) {
        auto it = o.openings.find(k);
        return it == o.openings.end() ? d : it->second;
    };
    const auto file = get("file", "");
    if (file.empty()) throw UsageError("--openings needs file=FILE");
    const auto format = get("format", "epd");
    if (format != "epd" && format != "pgn" && format != "gomocup")
        throw UsageError("--openings: format= expects epd, pgn or gomocup (gomoku offsets), got "
            + engine::core::quote(format));
    const auto order = get("order", "sequential");
    if (order != "sequential" && order != "random")
        throw UsageError(
            "--openings: order= expects random or sequential, got " + engine::core::quote(order));
    if (format != "pgn" && o.openings.count("plies"))
        throw UsageError("--openings: plies= applies to PGN books (format=pgn); an EPD line is "
                         "one position");
    const int start = integer("--openings", "start", get("start", "1"), 1);
    auto      book  = format == "pgn"
              ? match::load_pgn_openings(file, variant,
            o.openings.count("plies") ? integer("--openings", "plies", get("plies", ""), 0) : -1)
              : format == "gomocup" ? match::load_gomocup_openings(file, variant)
                                    : match::load_epd_openings(file, variant);
    for (const auto& e : book.errors) std::cerr << e.to_string() << "\n";
    skipped = int(book.errors.size());
    if (book.fens.empty())
        throw UsageError("--openings: " + file + ": no usable "
            + (format == "pgn" ? "game" : "position")
            + (book.errors.empty() ? "" : " (" + std::to_string(skipped) + " bad, see above)"));
    if (skipped > 0)
        std::cerr << "arbiter match: --openings: " << file << ": " << skipped << " bad entr"
                  << (skipped == 1 ? "y" : "ies") << " skipped, " << book.fens.size() << " used\n";
    return match::order_openings(std::move(book.fens),
        order == "random" ? match::OpeningOrder::Random : match::OpeningOrder::Sequential, o.seed,
        start);
}

match::MatchConfig make_config(const MatchOptions& o, int& skipped_openings) {
    auto files = engines_file_or_throw(o.engines_file);
    if (o.engines.size() != 2)
        throw UsageError("arbiter match needs two engines (--engine ... --engine ...), got "
            + std::to_string(o.engines.size()));
    match::MatchConfig c;
    for (std::size_t i = 0; i < 2; ++i)
        c.engines[i] = make_engine(o.each, o.engines[i], files, o.variant, int(i) + 1);
    if (c.engines[0].spec.variant != c.engines[1].spec.variant)
        throw UsageError("the engines play different variants: " + c.engines[0].spec.variant.name()
            + " and " + c.engines[1].spec.variant.name());
    if (c.engines[0].spec.name == c.engines[1].spec.name) c.engines[1].spec.name += "-2";
    c.variant         = c.engines[0].spec.variant;
    c.rounds          = o.rounds;
    c.games_per_round = o.games;
    c.concurrency     = o.concurrency;

    // Openings.
    if (!o.openings.empty()) c.openings = openings(o, c.variant, skipped_openings);
    warn_without_book(o);
    c.repeat_opening = o.repeat;
    c.opening_policy = opening_policy(o);

    // Adjudication.
    auto value = [](const std::map<std::string, std::string>& m, const std::string& k,
                     const std::string& d) {
        auto it = m.find(k);
        return it == m.end() ? d : it->second;
    };
    if (!o.resign.empty())
        c.adjudication.resign = match::ResignRule { integer("--resign", "movecount",
                                                        value(o.resign, "movecount", "3"), 1),
            integer("--resign", "score", value(o.resign, "score", "600"), 0),
            value(o.resign, "twosided", "false") == "true" };
    if (!o.draw.empty())
        c.adjudication.draw = match::DrawRule { integer("--draw", "movenumber",
                                                    value(o.draw, "movenumber", "40"), 0),
            integer("--draw", "movecount", value(o.draw, "movecount", "8"), 1),
            integer("--draw", "score", value(o.draw, "score", "10"), 0) };
    c.adjudication.max_moves = o.max_moves;
    if (o.mate_adjudication) {
        match::MateRule m;
        m.max_moves = integer("--mate-adjudication", "max", value(o.mate, "max", "5"), 1);
        m.nodes     = std::uint64_t(
                integer("--mate-adjudication", "nodes", value(o.mate, "nodes", "200000"), 1));
        c.adjudication.mate = m;
    }
    auto rules = game::parse_repetition_rules(o.rules);
    if (!rules) throw UsageError("--rules: " + rules.error().message);
    c.referee.xiangqi.rules = *rules;

    // SPRT.
    if (!o.sprt.empty()) {
        stats::SprtConfig s;
        if (!o.sprt.count("elo0") || !o.sprt.count("elo1"))
            throw UsageError("--sprt needs elo0= and elo1=");
        s.elo0  = number("--sprt", "elo0", o.sprt.at("elo0"));
        s.elo1  = number("--sprt", "elo1", o.sprt.at("elo1"));
        s.alpha = number("--sprt", "alpha", value(o.sprt, "alpha", "0.05"));
        s.beta  = number("--sprt", "beta", value(o.sprt, "beta", "0.05"));
        auto m  = stats::parse_elo_model(value(o.sprt, "model", "normalized"));
        if (!m)
            throw UsageError("--sprt: model= expects normalized or logistic, got "
                + engine::core::quote(value(o.sprt, "model", "")));
        s.model = *m;
        if (auto e = stats::sprt_config_error(s)) throw UsageError("--sprt: " + std::string(*e));
        c.sprt = s;
    }
    return c;
}

nlohmann::ordered_json config_json(
    const match::MatchConfig& c, const MatchOptions& o, int skipped_openings) {
    nlohmann::ordered_json j = identity_json(c, o);
    j["limits"]
        = { { "tc", { match::to_string(c.engines[0].tc), match::to_string(c.engines[1].tc) } } };
    j["workers"] = c.concurrency;
    if (!o.openings.empty()) {
        j["openings"]["file"]    = o.openings.at("file");
        j["openings"]["format"]  = o.openings.count("format") ? o.openings.at("format") : "epd";
        j["openings"]["skipped"] = skipped_openings;
        if (o.openings.count("plies")) j["openings"]["plies"] = o.openings.at("plies");
    }
    j["seed"] = o.seed;
    return j;
}

// The rounds this process plays: all of them, or a shard's (of a batch's) with config.shard.
ShardPlan sharded_rounds(const match::MatchConfig& c, const MatchOptions& o, int skipped_openings,
    const ShardOptions& shard) {
    report::Report frame;
    frame.command = "match";
    frame.game    = c.variant.name();
    for (std::size_t i = 0; i < 2; ++i)
        frame.engines.push_back(
            report::engine_info(i == 0 ? "engine" : "opponent", c.engines[i].spec, {}));
    frame.config = config_json(c, o, skipped_openings);
    return plan_shard(shard, std::size_t(c.rounds), report::run_identity(report::to_json(frame)),
        "match", "rounds");
}

// The PGN Date tag ("2026.12.01") of an ISO 8601 time ("2026-12-01T05:00:00Z").
std::string pgn_date(const std::string& iso) {
    std::string d = iso.substr(0, 10);
    std::replace(d.begin(), d.end(), '-', '.');
    return d;
}

} // namespace

int match_command(const std::vector<std::string>& command_line) {
    auto       provenance = report::start_provenance(with_command("match", command_line));
    auto       argv       = command_line;
    const auto shard      = take_shard_options(argv, true);
    auto       o          = parse(argv);
    if (o.help) {
        std::cout << MatchUsage;
        return 0;
    }
    int  skipped_openings = 0;
    auto c                = make_config(o, skipped_openings);
    check_output_paths(o.files,
        { { "--openings", { o.openings.count("file") ? o.openings.at("file") : "" } },
            { "--engines-file", { o.engines_file } } });
    std::ofstream pgn;
    if (!o.files.pgn.empty()) {
        pgn.open(o.files.pgn, std::ios::app);
        if (!pgn) throw SetupError("cannot write " + o.files.pgn);
    }

    // Step 1. The rounds of a shard or batch (each with its place in the whole match), then the
    // journal: the games of an interrupted run of the same match (and shard).
    auto       identity = identity_json(c, o);
    const auto plan     = sharded_rounds(c, o, skipped_openings, shard);
    const auto sprt     = c.sprt;
    if (plan.info) {
        for (auto slot : plan.slots) c.round_slots.push_back(int(slot));
        identity["shard"] = run::to_json(*plan.info);
        c.sprt.reset(); // the merge of all shards decides
    }
    std::string                 journal_path = !o.journal.empty() ? o.journal
                        : !o.files.json.empty()                   ? o.files.json + ".partial"
                                                                  : std::string();
    std::optional<run::Journal> journal;
    if (o.resume && journal_path.empty()) throw UsageError("--resume needs --journal or --json");
    if (!journal_path.empty()) {
        // The journal's first line is the match's identity: a journal of another configuration
        // is refused, naming what differs.
        auto j = run::Journal::open(journal_path, o.resume, nlohmann::json::parse(identity.dump()));
        if (!j) throw UsageError(j.error().to_string());
        journal.emplace(std::move(*j));
        const auto& records = journal->records();
        for (std::size_t i = 0; i < records.size(); ++i) {
            auto g = report::game_from_json(records[i]);
            if (!g) throw UsageError(journal_path + ":" + std::to_string(i + 2) + ": not a game");
            c.previous.push_back(std::move(*g));
        }
    }

    // Step 2. Play.
    const std::array<std::string, 2> names { c.engines[0].spec.name, c.engines[1].spec.name };
    const bool                       show = !o.quiet && isatty(2);
    report::PgnContext               pgn_context { c.variant, c.referee, names,
        { match::to_string(c.engines[0].tc), match::to_string(c.engines[1].tc) },
        pgn_date(provenance.started_at), o.pgn_minimal };
    std::vector<match::GameEntry>    games = c.previous;
    const std::size_t                total = plan.slots.size() * std::size_t(c.games_per_round);
    c.on_game                              = [&](const match::GameEntry& g) {
        if (journal) journal->append(report::game_to_json(g, names));
        if (pgn.is_open()) pgn << report::match_game_pgn(g, pgn_context) << std::flush;
        games.push_back(g);
        if (!o.quiet && !show) // a log (CI): one line per game, as fastchess
            std::fprintf(stderr, "Finished game %zu of %zu (round %d, %s vs %s): %s {%s}\n",
                                             games.size(), total, g.round + 1, names[std::size_t(g.white)].c_str(),
                                             names[std::size_t(1 - g.white)].c_str(), engine::core::to_string(g.outcome.result),
                                             match::to_string(g.outcome.reason));
        if (show)
            std::fprintf(stderr, "\r%s\033[K",
                                             report::match_progress_line(
                                                 match::summarize(games, c.games_per_round, c.sprt), total)
                                                 .c_str());
    };
    c.stop   = [] { return process::interrupted(); };
    auto run = match::run_match(c);
    if (show) std::fprintf(stderr, "\n");
    if (auto code = stopped_run_exit("match", run.error, journal)) return *code;

    // Step 3. Reports; the journal goes once they are written.
    report::finish(provenance);
    report::Report rep;
    rep.command    = "match";
    rep.provenance = provenance;
    rep.game       = c.variant.name();
    for (std::size_t i = 0; i < 2; ++i)
        rep.engines.push_back(
            report::engine_info(i == 0 ? "engine" : "opponent", c.engines[i].spec, run.ids[i]));
    rep.config = config_json(c, o, skipped_openings);
    if (plan.info) {
        rep.config["shard"] = run::to_json(*plan.info);
        run.summary         = match::summarize(run.games, c.games_per_round, sprt);
    }
    rep.results = report::MatchResults { run.games, run.summary, sprt };
    if (auto failed = write_reports(rep, o.files); !failed.empty())
        return report_write_failed("match", failed, journal ? journal->path() : "");
    if (journal) journal->remove();
    return 0;
}

} // namespace harness::cli
