#include "match_command.h"

#include "cores.h"

#include "args.h"
#include "common_options.h"
#include "engine_spec.h"
#include "game_out.h"
#include "match_groups.h"
#include "match_request.h"
#include "output_options.h"
#include "shard_options.h"
#include "usage.h"

#include "engine/core/text.h"
#include "harness/frame/terminal.h"
#include "harness/game/registry.h"
#include "harness/input/json_text.h"
#include "harness/match/game_json.h"
#include "harness/match/match_setup.h"
#include "harness/process/interrupt.h"
#include "harness/report/match_pgn.h"
#include "harness/report/match_report.h"
#include "harness/report/writers.h"
#include "harness/run/journal.h"
#include "harness/run/run_identity.h"
#include "tournament_command.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <unistd.h>

namespace harness::cli {

namespace {

// Options of cutechess-cli / fastchess that change nothing Arbiter plays or reports (intervals of
// their own printing, their console format): accepted with their values and ignored, with the
// reason said.
const std::map<std::string, std::string> Ignored {
    { "ratinginterval", "Arbiter's report rates the match at its end" },
    { "scoreinterval", "Arbiter prints each game as it ends" },
    { "autosaveinterval", "Arbiter's journal saves every game as it ends (--resume)" },
    { "output", "Arbiter's own console lines and reports" },
    { "testEnv", "fastchess's one-line warnings for test servers; Arbiter's are in its report" },
    { "show-latency", "each move's latency is in the report's clock audit" },
    { "randomseed", "the seed is -srand" }, { "debug", "-log writes every engine line" },
    { "wait", "Arbiter starts the next game when one ends" }
};

struct MatchOptions {
    match::MatchRequest request; // what the match is; the rest is how this run reports it
    std::string         engines_file, journal;
    ReportFiles         files;
    bool                resume = false, quiet = false, help = false, rounds_given = false;
    report::PgnStyle    pgn;
    std::string         replay_dir; // empty: next to the reports
    bool                shrink     = true;
    tournament::Kind    tournament = tournament::Kind::RoundRobin;
    std::size_t         seeds      = 1; // a gauntlet's (-seeds N)
};

// "true" or "false", the only values fastchess's boolean keys take.
bool true_false(const std::string& opt, const std::string& key, const std::string& value) {
    if (value != "true" && value != "false")
        throw UsageError(
            opt + ": " + key + "= expects true or false, got " + engine::core::quote(value));
    return value == "true";
}

// fastchess's -pgnout keys Arbiter has no data for.
const std::set<std::string> UnrecordedPgnKeys { "nps", "hashfull", "tbhits", "timeleft", "latency",
    "pv", "match_line" };

// One fastchess KEY=VALUE of -pgnout (file= aside): what it sets, or refused with why.
void read_pgnout_key(const std::string& key, const std::string& value, MatchOptions& o) {
    const std::string opt = "--pgnout";
    if (key == "min")
        o.pgn.minimal = true_false(opt, key, value);
    else if (key == "nodes")
        o.pgn.nodes = true_false(opt, key, value);
    else if (key == "seldepth")
        o.pgn.seldepth = true_false(opt, key, value);
    else if (key == "append" && !true_false(opt, key, value))
        throw UsageError("--pgnout: append=false: refused: Arbiter appends to a PGN file, never "
                         "truncating one");
    else if (key == "notation" && value != "san")
        throw UsageError(
            "--pgnout: notation=" + value + ": refused: Arbiter writes SAN (ICCS for xiangqi)");
    else if (UnrecordedPgnKeys.count(key))
        throw UsageError("--pgnout: " + key + "=: refused: Arbiter does not record it per move");
    else if (key != "append" && key != "notation")
        throw UsageError("--pgnout: " + engine::core::quote(key + "=" + value)
            + " is not supported (file=F, min, fi, notation=san, nodes=, seldepth=, append=true)");
}

// cutechess: -pgnout FILE [min] [fi]; fastchess: -pgnout file=FILE [min=true] [notation=san]
// [nodes=true] [seldepth=true]. Only finished games are ever written, so `fi` is what happens.
void read_pgnout(const std::vector<std::string>& tokens, MatchOptions& o) {
    for (const auto& t : tokens) {
        const auto eq = t.find('=');
        if (t.rfind("file=", 0) == 0)
            o.files.pgn = t.substr(5);
        else if (t == "min")
            o.pgn.minimal = true;
        else if (t == "fi")
            ;
        else if (eq == std::string::npos && o.files.pgn.empty())
            o.files.pgn = t;
        else if (eq != std::string::npos)
            read_pgnout_key(t.substr(0, eq), t.substr(eq + 1), o);
        else
            throw UsageError("--pgnout: " + engine::core::quote(t) + " is not supported");
    }
    if (o.files.pgn.empty()) throw UsageError("--pgnout needs file=FILE");
}

// A file option as fastchess writes it, `file=FILE` (or FILE alone), with the keys it may carry
// that Arbiter accepts and has no use for (`ignored`); any other token refused, quoted.
std::string file_option(const std::vector<std::string>& tokens, const std::string& opt,
    const std::set<std::string>& ignored = {}) {
    std::string file;
    for (const auto& t : tokens)
        if (t.rfind("file=", 0) == 0)
            file = t.substr(5);
        else if (t.find('=') == std::string::npos && file.empty())
            file = t;
        else if (!ignored.count(t.substr(0, t.find('='))))
            throw UsageError(opt + ": " + engine::core::quote(t) + " is not supported (file=F)");
    if (file.empty()) throw UsageError(opt + " needs file=FILE");
    return file;
}

// fastchess: -epdout file=FILE; or -epdout FILE. Each game's final position.
void read_epdout(const std::vector<std::string>& tokens, MatchOptions& o) {
    o.files.epd_out = file_option(tokens, "--epdout");
}

// fastchess: -log file=FILE [level=...] [engine=true] [append=...]; or -log FILE. Every line of
// every engine goes to the file; fastchess's level, engine, append and compress keys are accepted.
void read_log(const std::vector<std::string>& tokens, MatchOptions& o) {
    o.files.log = file_option(tokens, "--log", { "level", "engine", "append", "compress" });
}

// -use-affinity [CPUS]: CPUS as fastchess and cutechess write them, "0,2,4-7"; none: all.
std::vector<int> read_cpus(const std::vector<std::string>& tokens) {
    std::vector<int> cpus;
    auto             number = [](const std::string& text, const std::string& token) {
        if (text.empty() || text.size() > 4 || text.find_first_not_of("0123456789") != text.npos)
            throw UsageError(
                            "--use-affinity: expected CPUs like 0,2,4-7, got " + engine::core::quote(token));
        return std::stoi(text);
    };
    for (const auto& token : tokens) {
        std::istringstream parts(token);
        for (std::string part; std::getline(parts, part, ',');) {
            const auto dash = part.find('-');
            const int  from = number(part.substr(0, dash), token);
            const int  to   = dash == part.npos ? from : number(part.substr(dash + 1), token);
            if (to < from || to >= 1024)
                throw UsageError("--use-affinity: bad range " + engine::core::quote(part));
            for (int cpu = from; cpu <= to; ++cpu) cpus.push_back(cpu);
        }
    }
    return cpus;
}

// -shrink on|off.
bool on_off(Args& a, const std::string& opt) {
    const auto v = a.value(opt);
    if (v != "on" && v != "off")
        throw UsageError(opt + ": expected on or off, got " + engine::core::quote(v));
    return v == "on";
}

// Where fault replays go: -replay-dir, else `replays` next to the first report file given
// (--json, --junit, --markdown, -pgnout, -epdout), else ./replays.
match::ReplayConfig replay_config(const MatchOptions& o) {
    match::ReplayConfig r;
    r.shrink = o.shrink;
    r.dir    = o.replay_dir;
    for (const auto* f :
        { &o.files.json, &o.files.junit, &o.files.markdown, &o.files.pgn, &o.files.epd_out })
        if (r.dir.empty() && !f->empty())
            r.dir = (std::filesystem::path(*f).parent_path() / "replays").string();
    if (r.dir.empty()) r.dir = "replays";
    return r;
}

// -log: one log for every engine of the match.
void open_log(match::MatchConfig& c, const std::string& path) {
    if (path.empty()) return;
    std::string error;
    auto        log = process::EngineLog::open(path, error);
    if (!log) throw SetupError("--log: " + error);
    for (auto& e : c.engines) e.spec.log = log;
}

std::uint64_t seed_value(const std::string& v) {
    if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos || v.size() > 19)
        throw UsageError("--srand expects a seed (a whole number), got " + engine::core::quote(v));
    return std::stoull(v);
}

// An option of KEY=VALUE tokens read into a typed setting of the request (match_groups.h).
template <class T>
Option<MatchOptions> key_value_option(const std::string& name,
    std::optional<T> match::MatchRequest::*field, T (*read)(const KeyValues&),
    std::vector<std::string> keys, OptionHelp help) {
    return { { name },
        [field, read, keys](Args& a, const std::string& opt, MatchOptions& o) {
            o.request.*field = read(key_values(opt, a.tokens(), keys));
        },
        std::move(help) };
}

// all= and the names of the in-play output checks.
std::vector<std::string> output_check_keys() {
    std::vector<std::string> keys { "all" };
    for (auto c : output_checks::AllChecks) keys.push_back(output_checks::to_string(c));
    return keys;
}

using M = MatchOptions;

const auto EngineOptions = group<M>("Engines:",
    {
        { { "--engine" },
            [](Args& a, const std::string&, M& o) { o.request.engines.push_back(a.tokens()); },
            { "--engine cmd=PATH [name=N] [proto=uci|ucci|xboard] [variant=V] "
              "[option.NAME=VALUE]...\n"
              "         [tc=...] [st=S] [nodes=N] [depth=D] [timemargin=MS] [flagstop=MS|off]",
                "(twice; or conf=NAME)" } },
        { { "--tournament" },
            [](Args& a, const std::string& opt, M& o) {
                const auto v = a.value(opt);
                const auto k = tournament::parse_kind(v);
                if (!k)
                    throw UsageError(
                        opt + ": expected round-robin or gauntlet, got " + engine::core::quote(v));
                o.tournament = *k;
            },
            { "--tournament round-robin|gauntlet",
                "with more than two --engine: every pairing, or the first engine against each "
                "other (default round-robin); all games rated together at the end" } },
        { { "--each" },
            [](Args& a, const std::string&, M& o) {
                auto t = a.tokens();
                o.request.each.insert(o.request.each.end(), t.begin(), t.end());
            },
            { "--each KEY=VALUE...", "applied to both engines (an engine's own keys win)" } },
        engines_file_option(&M::engines_file),
        { { "--variant" },
            [](Args& a, const std::string& opt, M& o) {
                o.request.variant = variant_value(a, opt);
            },
            { "--variant chess|chess960|xiangqi|gomoku", "(default chess)" } },
    },
    R"(Time controls (per engine or --each; at least one limit each):
  tc=40/60+0.6 (moves/seconds+increment, the period repeats), tc=10+0.1, tc=1:30+1;
  st=SECONDS a move; nodes=N; depth=D; timemargin=MS (lateness allowed before a time forfeit);
  flagstop=MS|off ("stop" at the flag, a bestmove within MS plays; default 200 over UCCI);
  Gomocup engines: timeturn=S (a limit a turn), timematch=S (a match clock), tolerance=MS
  (default 1000); any engine: memory=MB (resident memory sampled during its turns)
)");

const auto ScheduleOptions = group<M>("Schedule:",
    {
        number_option<M>("--rounds", 1, match::RoundLimit,
            [](M& o, int n) {
                o.request.rounds = n;
                o.rounds_given   = true;
            },
            { "--rounds N", "rounds (default 1, at most 1000000)" }),
        number_option<M>("--games", 1, match::RoundLimit, [](M& o, int n) { o.request.games = n; },
            { "--games 1|2",
                "games per round; 2 (default): the same opening with colours reversed, a game "
                "pair. More than 2, as fastchess reads it: -games and -rounds swap places "
                "(-games 64 alone: 64 rounds of 2)" }),
        { { "--noswap" }, [](Args&, const std::string&, M& o) { o.request.noswap = true; },
            { "--noswap", "the first engine has the first move in every game (fastchess)" } },
        { { "--reverse" }, [](Args&, const std::string&, M& o) { o.request.reverse = true; },
            { "--reverse", "every game's colours the other way round (fastchess)" } },
        number_option<M>("--seeds", 1, long(tournament::MaxEngines),
            [](M& o, int n) { o.seeds = std::size_t(n); },
            { "--seeds N",
                "a gauntlet's first N engines each play every engine after them (default "
                "1)" }),
        { { "--repeat" },
            [](Args& a, const std::string&, M& o) {
                // cutechess's optional count; fastchess's -repeat has none (it means 2)
                for (const auto& t : a.tokens())
                    if (t != "2")
                        throw UsageError("--repeat: only 2 (each opening twice) is supported, got "
                            + engine::core::quote(t));
                o.request.repeat = true;
            },
            { "--repeat [2]",
                "each opening twice: pairs always do; with --games 1 two rounds in a row (colours "
                "alternate) share an opening" } },
        number_option<M>("--concurrency", 1, 256, [](M& o, int n) { o.request.concurrency = n; },
            { "--concurrency N", "games at once, each worker with its own two engines" }),
        key_value_option("--openings", &match::MatchRequest::openings, &openings_group,
            { "file", "format", "order", "start", "plies", "policy", "opener" },
            { "--openings file=F [format=epd|pgn|gomocup] [order=random|sequential] [start=N] "
              "[plies=N]\n           [policy=default|encounter|round] | opener=swap2",
                "start positions (default: the variant's start position). pgn: each game's "
                "position after its first N plies (plies=, default all; PGN books only), with "
                "FEN/SetUp and Variant tags (Chess960, xiangqi). The engines get that position as "
                "a FEN. gomocup: piskvork's openings.txt for gomoku (dx,dy offsets from the "
                "centre, one opening a line). Bad entries are reported as file:line:col and "
                "skipped; a book without a good one is an error. policy= is cutechess's opening "
                "shift: each round is one encounter, so the policies differ only with --games 1 "
                "--repeat (default: a new opening every second round; encounter, round: every "
                "round). opener=swap2 (Gomocup engines): each game opens with Swap2 through "
                "SWAP2BOARD, refereed; the engine with the first move opens" }),
        { { "--srand" },
            [](Args& a, const std::string& opt, M& o) {
                o.request.seed = seed_value(a.value(opt));
            },
            { "--srand SEED", "seed of order=random (default 0)" } },
    });

const auto AdjudicationOptions = group<M>("Adjudication:",
    {
        key_value_option("--resign", &match::MatchRequest::resign, &resign_group,
            { "movecount", "score", "twosided" },
            { "--resign movecount=N score=CP [twosided=true]",
                "a side whose score stayed <= -CP for N moves" }),
        key_value_option("--draw", &match::MatchRequest::draw, &draw_group,
            { "movenumber", "movecount", "score" },
            { "--draw movenumber=M movecount=N score=CP",
                "both sides within +-CP for N moves from move M" }),
        number_option<M>("--maxmoves", 1, 100000, [](M& o, int n) { o.request.max_moves = n; },
            { "--maxmoves N", "a draw after N moves" }),
        { { "--mate-adjudication" },
            [](Args& a, const std::string& opt, M& o) {
                o.request.mate = mate_group(key_values(opt, a.tokens(), { "max", "nodes" }));
            },
            { "--mate-adjudication [max=5] [nodes=200000]",
                "when an engine's score claims mate in at most max moves, Arbiter's mate prover "
                "checks the claim on the position after the move (within nodes); a proved claim "
                "ends the game, reason \"verified mate\" (off by default)" } },
    });

const auto SprtOptions = group<M>("SPRT:",
    {
        key_value_option("--sprt", &match::MatchRequest::sprt, &sprt_group,
            { "elo0", "elo1", "alpha", "beta", "model" },
            { "--sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic]",
                "GSPRT on game pairs (games with --games 1); the match stops at a bound" }),
    });

const auto OutputOptions = group<M>("Output:",
    {
        report_files_option<M>({ "--json", "--junit", "--markdown" }, &M::files,
            { "--json FILE, --junit FILE, --markdown FILE",
                "the reports (JUnit: a testcase per game, the SPRT verdict as one)" }),
        { { "--html" }, [](Args& a, const std::string& opt, M& o) { o.files.html = a.value(opt); },
            { "--html FILE",
                "one page: the results, each engine's faults, clock audit (a histogram of time "
                "used / time allotted), warnings, output findings and the faulted games with "
                "their replay files" } },
        db_option(&M::files),
        text_option("--journal", &M::journal,
            { "--journal FILE",
                "the games so far, one JSON line each (default: FILE.partial of --json)" }),
        flag_option("--resume", &M::resume,
            { "--resume", "continue the journal's match (same configuration only)" }),
        quiet_option(&M::quiet, "no progress line (on a terminal) or game lines (otherwise)"),
        { { "--recover" }, [](Args&, const std::string&, M&) {},
            { "--recover", "accepted (a faulted engine is always restarted)" } },
        { { "--tb", "--tbpieces", "--tbignore50", "--tbadjudicate" },
            [](Args&, const std::string& opt, M&) {
                throw UsageError(opt
                    + ": refused: Arbiter has no tablebase adjudication; a game ends by its rules, "
                      "-draw, -resign or -maxmoves");
            },
            { "--tb PATHS",
                "refused with the reason (cutechess's and fastchess's tablebase adjudication)",
                { { "--tbpieces N" }, { "--tbignore50" }, { "--tbadjudicate R" } } } },
        { { "--config" },
            [](Args&, const std::string& opt, M&) {
                throw UsageError(opt
                    + ": refused: fastchess's saved state (config.json) is not read; Arbiter "
                      "resumes a match from its journal: --resume (--journal F or --json F)");
            },
            { "--config file=F",
                "refused with the reason (fastchess's saved state; Arbiter's is --resume)" } },
        { { "--epdout" }, [](Args& a, const std::string&, M& o) { read_epdout(a.tokens(), o); },
            { "--epdout file=F",
                "each game's final position appended to F as an EPD line (fastchess's -epdout)" } },
        { { "--psqout" }, [](Args& a, const std::string& opt, M& o) { o.files.psq = a.value(opt); },
            { "--psqout DIR",
                "gomoku, renju, caro: each game as piskvork's .psq record in DIR (made if "
                "needed), read back by arbiter adjudicate and arbiter rate" } },
        { { "--pgnout" }, [](Args& a, const std::string&, M& o) { read_pgnout(a.tokens(), o); },
            { "--pgnout file=F [min]",
                "append each game as it ends to F as PGN (SAN for chess, ICCS for xiangqi, "
                "{score/depth time} comments unless min, [Termination]); cutechess's FILE and fi "
                "(only finished games: always so), fastchess's min=true and notation=san" } },
        { { "--rules" },
            [](Args& a, const std::string& opt, M& o) {
                o.request.rules = rules_value(a.value(opt));
            },
            { "--rules asian|simple|chinese", "xiangqi repetition rules (default asian)" } },
        { { "--foul" },
            [](Args& a, const std::string& opt, M& o) {
                o.request.foul = foul_value(a.value(opt));
            },
            { "--foul lose|refuse",
                "renju: a foul of black's loses (default, as Gomocup) or is refused and the engine "
                "asked again, at most 3 times" } },
        key_value_option("--output-checks", &match::MatchRequest::output_checks,
            &output_checks_group, output_check_keys(),
            { "--output-checks CHECK=off|warning|fault ...",
                "each answer of a UCI or UCCI engine is checked in play: pv-illegal (a PV move "
                "not legal where it stands), pv-past-end (a PV going on after mate or "
                "stalemate), mate-contradicted (a mate score its own PV contradicts), "
                "bestmove-not-pv (the answer is not the last PV's first move); all= sets every "
                "check. Default: all warnings, counted per engine with examples in the report; a "
                "fault ends the game as a protocol error of the engine" }),
        text_option("--replay-dir", &M::replay_dir,
            { "--replay-dir DIR",
                "where each crash, stall, illegal move or protocol error gets a replay file, "
                "game-N-REASON.txt: the lines sent to the faulty engine since it started "
                "(handshake, options, that game), for `arbiter fuzz --replay FILE --engine SPEC` "
                "(default: replays/ next to --json, --junit, --markdown or --pgnout, the first "
                "given; else ./replays). Named in the reports and the PGN" }),
        { { "--shrink" }, [](Args& a, const std::string& opt, M& o) { o.shrink = on_off(a, opt); },
            { "--shrink on|off",
                "shrink each replay with the fuzz shrinker first (default on: the first 3 faults "
                "of each engine, 60 engine runs and 30 s at most each); off: the lines as "
                "sent" } },
        { { "--report" },
            [](Args& a, const std::string& opt, M&) {
                for (const auto& [key, value] : key_values(opt, a.tokens(), { "penta" }))
                    true_false(opt, key, value); // both ways: the report has pairs and games
            },
            { "--report penta=true|false",
                "accepted: the report counts game pairs (pentanomial) and games alike" } },
        { { "--event" },
            [](Args& a, const std::string&, M& o) {
                o.pgn.event = engine::core::unwords(a.tokens());
            },
            { "--event NAME", "the PGN's [Event] (default \"arbiter match\")" } },
        { { "--site" },
            [](Args& a, const std::string&, M& o) {
                o.pgn.site = engine::core::unwords(a.tokens());
            },
            { "--site NAME", "the PGN's [Site]" } },
        { { "--crc32" },
            [](Args& a, const std::string& opt, M& o) {
                const auto kv = key_values(opt, a.tokens(), { "pgn" });
                o.pgn.crc     = kv.count("pgn") && true_false(opt, "pgn", kv.at("pgn"));
            },
            { "--crc32 pgn=true",
                "after each game, the PGN file's CRC-32 on stderr as fastchess prints it: "
                "\"File F has CRC32: 0x...\" (zlib's crc32 of the whole file)" } },
        { { "--check-mate-pvs" },
            [](Args&, const std::string&, M& o) {
                using output_checks::Check, output_checks::Severity;
                auto& p = o.request.output_checks;
                if (!p) p = output_checks::DefaultPolicy;
                for (auto c : { Check::PvPastEnd, Check::MateContradicted })
                    (*p)[std::size_t(c)] = Severity::Fault;
                (*p)[std::size_t(Check::MateSign)] = Severity::Warning;
            },
            { "--check-mate-pvs",
                "fastchess's mate checks: pv-past-end and mate-contradicted as faults; "
                "mate-sign (both engines claim a mate for themselves, or both to be mated) "
                "counted as a warning: it does not show which engine is wrong" } },
        { { "--use-affinity" },
            [](Args& a, const std::string&, M& o) { o.request.affinity = read_cpus(a.tokens()); },
            { "--use-affinity [CPUS]",
                "pin each engine to one CPU (of CPUS, e.g. 0-3,6; default all this process may "
                "use), its threads too; a warning when the engines outnumber the CPUs" } },
        { { "--log" }, [](Args& a, const std::string&, M& o) { read_log(a.tokens(), o); },
            { "--log file=F",
                "every line each engine sends, receives and prints on stderr, as it happens: "
                "\"MS ENGINE > line\" (1 GiB at most; fastchess's level= and engine= are "
                "accepted)" } },
    });

const auto MatchOptionTable = option_table<M>({ EngineOptions, ScheduleOptions, AdjudicationOptions,
    SprtOptions, OutputOptions, { help_option(&M::help) } });

const UsageText MatchUsage {
    .head   = R"(usage: arbiter match --engine SPEC --engine SPEC [--each KEY=VALUE...] [options]

Play games between two engines, every move checked with Arbiter's rules, clocks kept by Arbiter;
with more --engine options, a tournament of their pairings (--tournament), rated together.
cutechess-cli / fastchess spellings work as they are (-engine, -each, -rounds, ...), as do the
GNU long forms (--engine, --each, --rounds, ...).

)",
    .tail   = R"(cutechess-cli / fastchess options about their own printing (-ratinginterval,
-scoreinterval, -autosaveinterval, -output, -testEnv, -show-latency, -randomseed, -debug,
-wait) are ignored, each with a note saying why; fishtest's and OpenBench's fastchess lines run
as they are (docs/commands/match.md).
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
)",
    .column = 34,
};

// cutechess-cli / fastchess options Arbiter ignores, taken out with their values and a note.
std::vector<std::string> without_ignored(const std::vector<std::string>& argv) {
    std::vector<std::string> kept;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& a      = argv[i];
        std::string        name   = a.empty() ? a : a.substr(a.rfind("--", 0) == 0 ? 2 : 1);
        const auto         reason = Ignored.find(name);
        if (a.size() > 1 && a[0] == '-' && reason != Ignored.end()) {
            std::cerr << "arbiter match: " << a << " is ignored: " << reason->second << "\n";
            while (i + 1 < argv.size() && argv[i + 1].rfind("-", 0) != 0) ++i;
            continue;
        }
        kept.push_back(a);
    }
    return kept;
}

// fastchess's reading of -games above 2: games and rounds swap places (rounds default to 2
// there), and more than 2 games a round is refused.
void swap_games_and_rounds(MatchOptions& o) {
    auto& r = o.request;
    if (r.games <= 2) return;
    const int games = o.rounds_given ? r.rounds : 2;
    if (games > 2)
        throw UsageError("--games " + std::to_string(r.games) + " with --rounds "
            + std::to_string(r.rounds) + ": at most 2 games a round (fastchess swaps them)");
    std::cerr << "arbiter match: -games " << r.games << " read as fastchess reads it: " << r.games
              << " rounds of " << games << "\n";
    r.rounds = r.games;
    r.games  = games;
}

MatchOptions parse(const std::vector<std::string>& argv) {
    auto o = read_options(without_ignored(argv), MatchOptionTable);
    swap_games_and_rounds(o);
    if (o.seeds > 1 && o.tournament != tournament::Kind::Gauntlet)
        throw UsageError("--seeds: only a gauntlet has seeds (--tournament gauntlet)");
    return o;
}

// The match as its report describes it before its results: what its run identity is made of.
nlohmann::json match_run(const match::MatchConfig& c, const MatchOptions& o, int skipped_openings) {
    report::Report rep;
    rep.command = "match";
    rep.game    = c.variant.name();
    for (std::size_t i = 0; i < 2; ++i)
        rep.engines.push_back(
            report::engine_info(i == 0 ? "engine" : "opponent", c.engines[i].spec, {}));
    rep.config = match::config_json(c, o.request, skipped_openings);
    return report::to_json(rep);
}

// The shard's rounds (each with its place in the whole match), then the games of an
// interrupted run of the same match (and shard): the journal's first line is the match's
// identity, so a journal of another configuration is refused, naming what differs.
frame::ShardPlan plan_and_resume(
    frame::RunFrame& frame, match::MatchConfig& c, const MatchOptions& o, int skipped_openings) {
    auto       identity = run::run_identity(match_run(c, o, skipped_openings));
    const auto plan     = value_or_throw(frame.plan(std::size_t(c.rounds), identity, "rounds"));
    if (plan.info) {
        c.round_slots.emplace(); // a shard plays its slots only, maybe none
        for (auto slot : plan.slots) c.round_slots->push_back(int(slot));
        identity["shard"] = run::to_json(*plan.info);
        c.sprt.reset(); // the merge of all shards decides
    }
    const auto records = value_or_throw(frame.open_journal(input::valid_json(identity)));
    auto       games   = match::games_from_journal(records, frame.journal()->path());
    if (!games) throw UsageError(games.error());
    c.previous = std::move(*games);
    return plan;
}

// Each game as it ends: into the journal and the PGN file, then a line on a log (CI, as
// fastchess prints) or the progress line on a terminal.
void on_game(frame::RunFrame& frame, match::MatchConfig& c, GameFiles& files,
    const report::PgnStyle& style, std::vector<match::GameEntry>& games, std::size_t total) {
    const std::array<std::string, 2> names { c.engines[0].spec.name, c.engines[1].spec.name };
    const report::PgnContext         pgn_context { c.variant, c.referee, names,
        { match::to_string(c.engines[0].tc), match::to_string(c.engines[1].tc) },
        pgn_date(frame.provenance().started_at), style };
    c.on_game = [&frame, &c, &files, &games, total, names, pgn_context](const match::GameEntry& g) {
        frame.record(match::game_to_json(g, names));
        files.write(g, pgn_context);
        games.push_back(g);
        if (!frame.options().quiet && !frame.shows_progress())
            std::fprintf(stderr,
                "Finished game %d (round %d, %s vs %s): %s {%s}; %zu of %zu played\n",
                match::game_number(g, c.games_per_round), g.round + 1,
                names[std::size_t(g.white)].c_str(), names[std::size_t(1 - g.white)].c_str(),
                engine::core::to_string(g.played.result), match::to_string(g.played.reason),
                games.size(), total);
        if (frame.shows_progress()) {
            frame::terminal_control("\r");
            std::cerr << report::match_progress_line(
                match::summarize(games, c.games_per_round, c.sprt), total);
            frame::terminal_control("\033[K");
        }
    };
}

// More than two engines: a tournament of their pairings (each its own SPRT with --sprt).
int tournament(const MatchOptions& o, const frame::ShardOptions& shard,
    const std::vector<std::string>& command_line) {
    if (shard.batch) throw UsageError("--batch: a tournament is sharded without batches");
    if (o.request.engines.size() > tournament::MaxEngines)
        throw UsageError(std::to_string(o.request.engines.size())
            + " engines: a tournament holds at most " + std::to_string(tournament::MaxEngines));
    TournamentRequest t { o.request, o.tournament, o.seeds, o.files, o.journal, o.resume, o.quiet,
        o.pgn, replay_config(o), shard };
    t.request.named = engines_file_or_throw(o.engines_file);
    return tournament_command(t, with_command("match", command_line));
}

} // namespace

CommandHelp match_help() {
    return command_help(MatchUsage,
        { option_list(MatchOptionTable),
            shard_option_list(true,
                "Shards (arbiter merge puts them together; a shard does not stop at its own SPRT "
                "bound):") });
}

int match_command(const std::vector<std::string>& command_line) {
    auto       argv  = command_line;
    const auto shard = take_shard_options(argv, true);
    auto       o     = parse(argv);
    if (o.help) {
        std::cout << match_help().text;
        return 0;
    }
    if (o.request.engines.size() > 2) return tournament(o, shard, command_line);
    frame::RunFrame frame("match", with_command("match", command_line),
        { o.files, shard, o.journal, o.resume, o.quiet });
    o.request.named = engines_file_or_throw(o.engines_file);
    auto setup      = match_setup_or_throw(o.request, std::cerr);
    warn_without_book(o.request, std::cerr);
    auto&       c                = setup.config;
    const int   skipped_openings = setup.skipped_openings;
    const auto& book             = o.request.openings;
    throw_if(frame.check_outputs({ { "--openings", { book ? book->file : "" } },
        { "--engines-file", { o.engines_file } } }));
    GameFiles game_files(o.files, o.pgn.crc);
    open_log(c, o.files.log);
    // One engine of each game searches at a time (no pondering): a worker needs one core.
    if (c.affinity_cpus.empty())
        warn_if_oversubscribed("match", c.concurrency, c.concurrency, "-concurrency");
    const auto sprt = c.sprt;
    const auto plan = plan_and_resume(frame, c, o, skipped_openings);

    std::vector<match::GameEntry> games = c.previous;
    on_game(frame, c, game_files, o.pgn, games, plan.slots.size() * std::size_t(c.games_per_round));
    c.stop      = [] { return process::interrupted(); };
    c.replay    = replay_config(o);
    auto result = match::run_match(c);
    frame.end_progress();
    if (auto code = frame.stopped(result.error)) return *code;

    report::Report rep;
    rep.command = "match";
    rep.game    = c.variant.name();
    for (std::size_t i = 0; i < 2; ++i)
        rep.engines.push_back(
            report::engine_info(i == 0 ? "engine" : "opponent", c.engines[i].spec, result.ids[i]));
    rep.config = match::config_json(c, o.request, skipped_openings);
    if (plan.info) {
        rep.config["shard"] = run::to_json(*plan.info);
        result.summary      = match::summarize(result.games, c.games_per_round, sprt);
    }
    rep.results = report::MatchResults { result.games, result.summary, sprt };
    return frame.write(rep, true).value_or(0);
}

} // namespace harness::cli
