#include "tune_command.h"

#include "args.h"
#include "common_options.h"
#include "cores.h"
#include "dossier.h"
#include "engine_spec.h"
#include "match_groups.h"
#include "match_request.h"
#include "output_options.h"
#include "self_path.h"
#include "usage.h"

#include "harness/gate/gate_config.h"
#include "harness/input/text_file.h"
#include "harness/input/utf8.h"
#include "harness/match/match_setup.h"
#include "harness/process/interrupt.h"
#include "harness/protocol/spin_option.h"
#include "harness/report/match_report.h"
#include "harness/report/tune_report.h"
#include "harness/report/writers.h"
#include "harness/run/journal.h"
#include "harness/run/run_identity.h"
#include "harness/tune/tune_journal.h"
#include "harness/tune/tune_run.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>

namespace harness::cli {

namespace {

struct TuneOptions {
    match::MatchRequest                     request; // engines: the one engine
    std::string                             params_file, out = "tune-out", db;
    std::optional<std::vector<std::string>> from_options; // names (empty: every spin option)
    int                                     games = 2000, batch = 8;
    std::uint64_t                           seed = 1;
    std::map<std::string, std::string>      spsa, verify;
    std::map<std::string, double>           file_settings; // alpha, gamma, A of --params
    std::optional<run::Shard>               shard;
    int                                     shard_wait = 3600;
    bool no_verify = false, resume = false, quiet = false, help = false;
};

using T = TuneOptions;

const std::vector<std::string> VerifyKeys { "tc", "st", "nodes", "depth", "timemargin", "elo0",
    "elo1", "alpha", "beta", "model", "pairs" };

const auto EngineGroup = group<T>("The engine:",
    {
        { { "--engine" },
            [](Args& a, const std::string& opt, T& o) {
                require_once(o.request.engines.empty() ? std::vector<std::string> {}
                                                       : o.request.engines.front(),
                    opt);
                o.request.engines.push_back(a.tokens());
            },
            { "--engine cmd=PATH [proto=uci|ucci|xboard] [option.NAME=V]... tc=...|st=S|nodes=N"
              "|depth=D",
                "the engine to tune and the time control of the tune's games (required)" } },
        { { "--variant" },
            [](Args& a, const std::string& opt, T& o) {
                o.request.variant = variant_value(a, opt);
            },
            { "--variant chess|chess960|xiangqi|gomoku", "(default chess)" } },
        { { "--openings" },
            [](Args& a, const std::string& opt, T& o) {
                o.request.openings = openings_group(key_values(
                    opt, a.tokens(), { "file", "format", "order", "plies", "start", "policy" }));
            },
            { "--openings file=F [format=epd|pgn|gomocup] [order=random|sequential] [plies=N]",
                "pair k plays the k-th opening (cycling); default: the start position" } },
        number_option<T>("--concurrency", 1, 256, [](T& o, int n) { o.request.concurrency = n; },
            { "--concurrency N", "game pairs at once (default 1)" }),
        number_option<T>("--maxmoves", 1, 100000, [](T& o, int n) { o.request.max_moves = n; },
            { "--maxmoves N", "a draw after N moves" }),
        { { "--draw" },
            [](Args& a, const std::string& opt, T& o) {
                o.request.draw = draw_group(
                    key_values(opt, a.tokens(), { "movenumber", "movecount", "score" }));
            },
            { "--draw movenumber=M movecount=N score=CP", "draw adjudication, as arbiter match" } },
        { { "--resign" },
            [](Args& a, const std::string& opt, T& o) {
                o.request.resign = resign_group(
                    key_values(opt, a.tokens(), { "movecount", "score", "twosided" }));
            },
            { "--resign movecount=N score=CP", "resign adjudication, as arbiter match" } },
    });

const auto TuneGroup = group<T>("The tune:",
    {
        text_option("--params", &T::params_file,
            { "--params FILE", "NAME, START, MIN, MAX, C_END, R_END per line (fishtest's form)" }),
        { { "--from-options" },
            [](Args& a, const std::string&, T& o) { o.from_options = a.tokens(); },
            { "--from-options [NAME]...",
                "the engine's spin options instead: those named, or every one that is not Hash, "
                "Threads, MultiPV, Move Overhead, Skill Level... (start: the default; c_end: a "
                "twentieth of it; r_end 0.002)" } },
        number_option<T>("--games", 2, 2000000, [](T& o, int n) { o.games = n; },
            { "--games N", "games of the tune, two per SPSA iteration (default 2000)" }),
        int_option({ "--batch" }, &T::batch, 1, 100000,
            { "--batch B", "game pairs played from one theta (default 8)" }),
        { { "--seed" }, [](Args& a, const std::string& opt, T& o) { o.seed = a.u64_value(opt, 0); },
            { "--seed S", "the perturbations' seed (default 1)" } },
        { { "--spsa" },
            [](Args& a, const std::string& opt, T& o) {
                o.spsa = key_values(opt, a.tokens(), { "alpha", "gamma", "A" });
            },
            { "--spsa [alpha=0.602] [gamma=0.101] [A=0.1]",
                "the schedules' exponents and A as a fraction of the iterations" } },
    });

const auto VerifyGroup = group<T>("The verification (an SPRT of the tuned values against the start "
                                  "values):",
    {
        { { "--verify" },
            [](Args& a, const std::string& opt, T& o) {
                o.verify = key_values(opt, a.tokens(), VerifyKeys);
            },
            { "--verify [tc=...|st=S|nodes=N|depth=D] [elo0=0] [elo1=5] [alpha=0.05] [beta=0.05] "
              "[pairs=1000]",
                "time control (default: the tune's, 4x), SPRT bounds and error rates, the cap in "
                "game pairs" } },
        flag_option("--no-verify", &T::no_verify, { "--no-verify", "no verification" }),
    });

const auto RunGroup = group<T>("The run:",
    {
        text_option("--out", &T::out,
            { "--out DIR",
                "report.json, summary.md, junit.xml, index.html, tuned.params, journal "
                "(default tune-out)" }),
        flag_option("--resume", &T::resume, { "--resume", "continue the journal in --out" }),
        { { "--shard" },
            [](Args& a, const std::string& opt, T& o) {
                auto s = run::parse_shard(a.value(opt));
                if (!s) throw UsageError(opt + ": " + s.error().message);
                o.shard = *s;
            },
            { "--shard K/N",
                "play pairs k with (k - 1) % N == K - 1; the shards share --out (their journals) "
                "and shard 1 writes the report" } },
        int_option({ "--shard-wait" }, &T::shard_wait, 1, 86400 * 7,
            { "--shard-wait S", "how long a shard waits for the others' pairs (default 3600)" }),
        text_option("--db", &T::db, { "--db FILE", "also store the report in a history database" }),
        quiet_option(&T::quiet, "no progress lines"),
    });

const auto TuneOptionTable
    = option_table<T>({ EngineGroup, TuneGroup, VerifyGroup, RunGroup, { help_option(&T::help) } });

const UsageText TuneUsage {
    .head
    = R"(usage: arbiter tune --engine cmd=PATH tc=... (--params FILE | --from-options [NAME]...)
                   [--games N] [--concurrency N] [--verify ...] [--out DIR] [--shard K/N]

SPSA tuning as fishtest runs it (simultaneous perturbation; c_k = c / k^gamma, a_k = a / (A +
k)^alpha; c_end and r_end per parameter). Iteration k is a game pair, colours reversed on one
opening, between the engine with theta + c_k delta and with theta - c_k delta, each value sent
as a rounded spin option; pairs are played in batches from one theta. The perturbations are a
function of (seed, k, parameter), so a resumed tune, or one split over shards (GNU parallel, a
Slurm array: each shard plays its pairs and reads the others' journals in --out), follows the
same trajectory as one run straight through. Then the verification: the tuned values against
the start values in an SPRT at a longer time control; its verdict carries its error rates.

)",
    .tail
    = R"(Exit codes: 0 the tune held (or --no-verify); 1 it failed or was inconclusive; 2 usage, a bad
parameter file (file:line:col), a journal of another tune, a shard's pairs that never came, or
a report that could not be written; 3 the engine did not start; 130 interrupted (--resume).
)",
    .column = 40,
};

// Without --openings: Arbiter's balanced book of the variant, in an order of the seed (a tune
// from one start position would play the same pair again and again).
void default_openings(TuneOptions& o) {
    if (o.request.openings) return;
    const auto  dir  = std::filesystem::path(gate::default_suites_dir(self_path()));
    const auto& name = o.request.variant.name();
    const auto  book = name == "gomoku" ? dir / "gomoku/openings/arbiter3.txt"
         : name == "chess960"           ? dir / "chess/openings/arbiter_balanced_chess960.epd"
                                        : dir / name / "openings/arbiter_balanced.epd";
    if (!std::filesystem::is_regular_file(book)) {
        std::cerr << "tune: no opening book found (" << book.string()
                  << "); every pair starts from the start position (give --openings)\n";
        return;
    }
    match::OpeningsRequest openings;
    openings.file   = book.string();
    openings.order  = match::OpeningOrder::Random;
    openings.format = name == "gomoku" ? game::PositionFormat::Gomocup : game::PositionFormat::Epd;
    o.request.openings = openings;
}

TuneOptions parse(const std::vector<std::string>& argv) {
    auto o = read_options(argv, TuneOptionTable);
    if (o.help) return o;
    if (o.request.engines.empty()) throw UsageError("tune needs --engine");
    if (o.params_file.empty() == !o.from_options)
        throw UsageError("tune needs --params FILE or --from-options (one of them)");
    if (!o.params_file.empty()) require_input_file(o.params_file, "--params");
    if (o.games % 2) throw UsageError("--games: a tune plays game pairs; give an even number");
    if (o.no_verify && !o.verify.empty()) throw UsageError("--verify and --no-verify together");
    o.request.rounds = o.games / 2;
    o.request.games  = 2;
    o.request.seed   = o.seed;
    default_openings(o);
    return o;
}

// The match request of the tune's games: the one engine on both sides.
match::MatchRequest match_request(const TuneOptions& o) {
    auto r    = o.request;
    r.engines = { o.request.engines.front(), o.request.engines.front() };
    return r;
}

// --spsa KEY=V, else the parameter file's KEY = V, else the default.
double spsa_number(const TuneOptions& o, const std::string& key, double fallback) {
    const auto it = o.spsa.find(key);
    if (it == o.spsa.end()) return o.file_settings.count(key) ? o.file_settings.at(key) : fallback;
    char*        end = nullptr;
    const double x   = std::strtod(it->second.c_str(), &end);
    if (it->second.empty() || *end || !(x > 0 && x < 10))
        throw UsageError("--spsa: " + key + " expects a number in (0, 10), got "
            + engine::core::quote(it->second));
    return x;
}

tune::SpsaConfig spsa_config(const TuneOptions& o) {
    tune::SpsaConfig c;
    c.iterations = o.games / 2;
    c.seed       = o.seed;
    c.alpha      = spsa_number(o, "alpha", c.alpha);
    c.gamma      = spsa_number(o, "gamma", c.gamma);
    c.a_ratio    = spsa_number(o, "A", c.a_ratio);
    return c;
}

// The parameter file, each bad line said as file:line:col (a usage error when any is bad).
tune::ParamsRead file_params(const std::string& path) {
    // Read within a configuration file's limits (/dev/zero, a FIFO: refused at 16 MiB).
    const auto text = input::read_text_file(path, input::ConfigLimits);
    if (!text) throw UsageError(text.error().to_string());
    auto read = tune::parse_params(*text, path);
    for (const auto& e : read.errors) std::cerr << e.to_string() << "\n";
    if (!read.errors.empty()) throw UsageError(path + ": bad parameter lines (above)");
    if (read.params.empty()) throw UsageError(path + ": no parameters");
    return read;
}

// The engine's spin options, read from its handshake.
std::vector<tune::Param> option_params(const TuneOptions& o, const session::EngineSpec& spec) {
    session::EngineSession s(spec);
    auto                   id = s.start();
    if (!id) throw SetupError("tune: the engine did not start: " + id.error().detail);
    std::vector<std::string> unknown;
    auto                     params
        = tune::params_from_options(protocol::spin_options(id->options), *o.from_options, unknown);
    s.stop();
    for (const auto& n : unknown)
        throw UsageError("--from-options: the engine has no spin option " + engine::core::quote(n));
    if (params.empty())
        throw UsageError("--from-options: the engine offers no spin option to tune");
    return params;
}

// A parameter file against the engine's declared spin options: a name it does not offer or a
// range beyond its own is a usage error, each said on stderr.
void check_file_params(const session::EngineSpec& spec, const std::vector<tune::Param>& params) {
    session::EngineSession s(spec);
    auto                   id = s.start();
    if (!id) throw SetupError("tune: the engine did not start: " + id.error().detail);
    const auto errors = tune::check_with_engine(params, protocol::spin_options(id->options));
    s.stop();
    for (const auto& e : errors) std::cerr << "tune: --params: " << e << "\n";
    if (!errors.empty())
        throw UsageError("--params: " + std::to_string(errors.size())
            + " parameter(s) the engine cannot take (above)");
}

// The tune's time control, `factor` times longer (depth: one ply deeper).
match::TimeControl longer(match::TimeControl tc, int factor) {
    tc.base_ms *= factor;
    tc.inc_ms *= factor;
    if (tc.movetime_ms) *tc.movetime_ms *= factor;
    if (tc.nodes) *tc.nodes *= std::uint64_t(factor);
    if (tc.depth) *tc.depth += 1;
    return tc;
}

// --verify: the match the verification plays, built as arbiter match builds one.
std::optional<tune::VerifyConfig> verify_config(
    const TuneOptions& o, const match::MatchConfig& base) {
    if (o.no_verify) return std::nullopt;
    auto                     r = match_request(o);
    const tune::VerifyConfig defaults; // the SPRT its tests check (verify_error_test.cpp)
    KeyValues                sprt { { "elo0", std::to_string(defaults.sprt.elo0) },
        { "elo1", std::to_string(defaults.sprt.elo1) },
        { "alpha", std::to_string(defaults.sprt.alpha) },
        { "beta", std::to_string(defaults.sprt.beta) },
        { "model", stats::to_string(defaults.sprt.model) } };
    std::vector<std::string> tc;
    for (const auto& [key, value] : o.verify)
        if (match::is_time_control_token(key + "="))
            tc.push_back(key + "=" + value);
        else if (key != "pairs")
            sprt[key] = value;
    try {
        r.sprt = sprt_group(sprt);
    } catch (const UsageError& e) {
        throw UsageError("--verify: " + std::string(e.what()));
    }
    if (!tc.empty()) {
        for (auto& tokens : r.engines) {
            std::erase_if(tokens, [](const auto& t) { return match::is_time_control_token(t); });
            tokens.insert(tokens.end(), tc.begin(), tc.end());
        }
    }
    std::ostringstream notes;
    tune::VerifyConfig v;
    try {
        const auto setup = match_setup_or_throw(r, notes, { 1, 1 });
        v.tc             = tc.empty() ? longer(base.engines[0].tc, 4) : setup.config.engines[0].tc;
        v.sprt           = *setup.config.sprt;
    } catch (const UsageError& e) {
        throw UsageError("--verify: " + std::string(e.what()));
    }
    if (o.verify.count("pairs")) {
        const auto& text = o.verify.at("pairs");
        if (text.empty() || text.size() > 7 || text.find_first_not_of("0123456789") != text.npos
            || std::stoi(text) < 1)
            throw UsageError(
                "--verify: pairs= expects a count from 1, got " + engine::core::quote(text));
        v.max_pairs = std::stoi(text);
    }
    return v;
}

// The tune's settings (the report's config.identity): the engine, the game, the time control,
// the book, the parameters, SPSA's schedule and seed, the shard count.
nlohmann::json settings_json(const TuneOptions& o, const tune::TuneConfig& c) {
    const auto& e      = c.base.engines[0];
    auto        params = nlohmann::json::array();
    for (const auto& p : c.params)
        params.push_back({ p.name, p.start, p.min, p.max, p.c_end, p.r_end });
    return { { "command", "tune" }, { "engine", e.spec.cmd }, { "args", e.spec.args },
        { "options", e.spec.options }, { "variant", c.base.variant.name() },
        { "tc", match::to_string(e.tc) },
        { "openings",
            o.request.openings ? match::to_json(*o.request.openings)
                               : nlohmann::ordered_json::object() },
        { "params", params }, { "iterations", c.spsa.iterations }, { "batch", c.batch },
        { "seed", c.spsa.seed }, { "spsa", { c.spsa.alpha, c.spsa.gamma, c.spsa.a_ratio } },
        { "shards", c.shard.count } };
}

// The tune's configuration: the base match, the parameters, SPSA, shards, the verification.
tune::TuneConfig tune_config(TuneOptions& o) {
    std::ostringstream notes;
    auto               setup = match_setup_or_throw(match_request(o), notes, { 1, 1 });
    warn_without_book(o.request, notes);
    if (!o.quiet) std::cerr << notes.str();
    tune::TuneConfig c;
    c.base            = setup.config;
    c.base.replay.dir = (std::filesystem::path(o.out) / "replays").string();
    if (o.from_options) {
        c.params = option_params(o, c.base.engines[0].spec);
    } else {
        auto read       = file_params(o.params_file);
        c.params        = read.params;
        o.file_settings = read.settings;
        check_file_params(c.base.engines[0].spec, c.params);
    }
    c.spsa        = spsa_config(o);
    c.batch       = o.batch;
    c.concurrency = o.request.concurrency;
    c.shard       = o.shard.value_or(run::Shard {});
    c.shard_wait  = std::chrono::seconds(o.shard_wait);
    c.verify      = verify_config(o, c.base);
    c.stop        = [] { return process::interrupted(); };
    warn_if_oversubscribed("tune", c.concurrency, c.concurrency, "--concurrency");
    return c;
}

// The tune as its report describes it before its results: what its run identity is made of.
report::Report frame_report(
    report::Provenance provenance, const TuneOptions& o, const tune::TuneConfig& c) {
    report::Report rep;
    rep.command    = "tune";
    rep.provenance = std::move(provenance);
    rep.game       = c.base.variant.name();
    rep.engines.push_back(report::engine_info("engine", c.base.engines[0].spec, {}));
    rep.config = { { "identity", settings_json(o, c) }, { "out", o.out },
        { "limits", { { "tc", match::to_string(c.base.engines[0].tc) } } },
        { "workers", c.concurrency } };
    return rep;
}

// The journal in --out (resumed with --resume), its records into the config, and each new pair
// and verification game appended to it; the other shards' journals read as the tune waits.
run::Journal open_journal(const TuneOptions& o, tune::TuneConfig& c, const report::Report& rep) {
    const auto id   = run::run_identity(report::to_json(rep));
    auto       mine = id;
    mine["shard"]   = c.shard.index;
    const auto path = tune::journal_path(o.out, c.shard);
    auto       j    = run::Journal::open(path, o.resume, mine);
    if (!j) throw UsageError(j.error().to_string());
    if (auto error = tune::read_records(j->records(), path, c)) throw UsageError(*error);
    if (c.shard.count > 1) c.others = tune::other_shards(o.out, c.shard, id);
    return std::move(*j);
}

void follow(const TuneOptions& o, tune::TuneConfig& c, run::Journal& journal) {
    c.on_pair = [&journal](const tune::PairRecord& p) { journal.append(tune::pair_record(p)); };
    c.on_verify_game = [&journal, &o, &c](const match::GameEntry& g) {
        journal.append(tune::verify_record(g));
        if (!o.quiet)
            std::cerr << "tune: verification game " << match::game_number(g, 2) << " of at most "
                      << 2 * c.verify->max_pairs << "\n";
    };
    if (o.quiet) return;
    c.on_batch = [&c](const tune::TunePoint& point) {
        std::cerr << "tune: " << point.iteration << "/" << c.spsa.iterations << " pairs:";
        for (std::size_t i = 0; i < c.params.size(); ++i)
            std::cerr << " " << input::one_line_text(c.params[i].name) << " "
                      << std::llround(point.theta[i]);
        std::cerr << "\n";
    };
}

report::Report tune_report(report::Report rep, const tune::TuneConfig& c, tune::TuneRun run) {
    report::finish(rep.provenance);
    rep.results = report::TuneResults { std::move(run), c.params, c.spsa, c.batch, c.verify,
        c.base.engines[0].spec.proto };
    return rep;
}

// Shard 1 (or the only process) writes the dossier and tuned.params; every process prints the
// final values.
int finish(const report::Report& rep, const TuneOptions& o, const Dossier& d, int shard) {
    const auto& t = std::get<report::TuneResults>(rep.results);
    for (const auto& line : report::tune_setoption_lines(t)) std::cout << line << "\n";
    std::cout << t.run.message << "\n";
    if (shard != 1) return tune::exit_code(t.run);
    auto failed = write_dossier_files(
        rep, d, [&](std::ostream& out) { report::write_tune_html(out, rep, t); });
    const auto    params = (std::filesystem::path(o.out) / "tuned.params").string();
    std::ofstream f(params, std::ios::binary | std::ios::trunc);
    f << tune::params_text(report::final_params(t));
    f.flush();
    if (!f) failed.push_back(params + ": " + std::strerror(errno));
    if (!failed.empty()) return report_write_failed("tune", failed, "");
    std::cout << "dossier: " << std::filesystem::absolute(d.html).string() << "\n";
    return tune::exit_code(t.run);
}

} // namespace

CommandHelp tune_help() { return command_help(TuneUsage, { option_list(TuneOptionTable) }); }

int tune_command(const std::vector<std::string>& argv) {
    auto provenance = report::start_provenance(with_command("tune", argv));
    auto o          = parse(argv);
    if (o.help) {
        std::cout << tune_help().text;
        return 0;
    }
    const InputFiles inputs  = { { "--params", { o.params_file } },
         { "--openings", { o.request.openings ? o.request.openings->file : "" } } };
    const auto       dossier = dossier_files(o.out, o.db, inputs);
    ReportFiles      params;
    params.others = { { "--out", (std::filesystem::path(o.out) / "tuned.params").string() } };
    require_output_paths(params, inputs);
    auto c       = tune_config(o);
    auto rep     = frame_report(provenance, o, c);
    auto journal = open_journal(o, c, rep);
    follow(o, c, journal);
    auto run = tune::run_tune(c);
    if (run.end == tune::TuneEnd::Unusable && !run.error) throw UsageError(run.message);
    if (run.end == tune::TuneEnd::Interrupted)
        std::cerr << "tune: interrupted; " << journal.path() << " keeps the pairs (--resume)\n";
    rep = tune_report(std::move(rep), c, std::move(run));
    return finish(rep, o, dossier, c.shard.index);
}

} // namespace harness::cli
