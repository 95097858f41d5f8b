#include "fuzz_command.h"

#include "args.h"
#include "common_options.h"
#include "engine_spec.h"
#include "output_options.h"
#include "usage.h"

#include "harness/enginefuzz/fuzz_run.h"
#include "harness/enginefuzz/reproducer.h"
#include "harness/process/interrupt.h"
#include "harness/report/writers.h"

#include <iostream>

namespace harness::cli {

namespace {

std::string one_line(const enginefuzz::Finding& f) {
    return "finding: " + f.verdict.kind
        + (f.verdict.signature.empty() ? "" : " (" + f.verdict.signature + ")") + " on "
        + f.input_class + " (" + std::to_string(f.shrunk.size()) + " lines)";
}

struct FuzzOptions {
    std::vector<std::string> tokens;
    std::string              engines_file, replay, corpus_dir;
    ReportFiles              files;
    game::Game               variant = game::chess();
    enginefuzz::FuzzConfig   config;
    bool                     runs_set = false, seconds_set = false; // exclusive
    bool                     help = false;
};

// --class: one class, or all (the default).
void read_class(const std::string& c, enginefuzz::FuzzConfig& config) {
    if (c == "all") return;
    auto cat = enginefuzz::parse_category(c);
    if (!cat || *cat == enginefuzz::Category::Corpus)
        throw UsageError(
            "--class: unknown class '" + c + "' (valid, edge, invalid, protocol or all)");
    config.categories = { *cat };
}

using F = FuzzOptions;
const std::vector<Option<FuzzOptions>> FuzzOptionTable {
    { { "--engine" }, [](Args& a, const std::string&, F& o) { o.tokens = a.tokens(); },
        { "--engine SPEC",
            "as for `arbiter check` (proto=uci|ucci|xboard|gomocup, variant=...)" } },
    engines_file_option(&F::engines_file),
    variant_option(&F::variant),
    { { "--seconds" },
        [](Args& a, const std::string& opt, F& o) {
            o.config.seconds = a.int_value(opt, 1, 86400 * 7);
            o.seconds_set    = true;
        },
        { "--seconds N", "run for N seconds (default 60)" } },
    { { "--runs" },
        [](Args& a, const std::string& opt, F& o) {
            o.config.runs = std::uint64_t(a.int_value(opt, 1, 1000000000));
            o.runs_set    = true;
        },
        { "--runs N", "run N generated cases instead" } },
    { { "--seed" },
        [](Args& a, const std::string& opt, F& o) {
            o.config.seed = std::uint64_t(a.int_value(opt, 0, 2147483647));
        },
        { "--seed S", "seed of the generators (default 1); a seed gives the same cases" } },
    { { "--class" },
        [](Args& a, const std::string& opt, F& o) { read_class(a.value(opt), o.config); },
        { "--class C", "valid, edge, invalid, protocol or all (default all)" } },
    text_option("--corpus", &F::corpus_dir, { "--corpus DIR", "replay every file of DIR first" }),
    { { "--out" }, [](Args& a, const std::string& opt, F& o) { o.config.out_dir = a.value(opt); },
        { "--out DIR", "write reproducers into DIR" } },
    { { "--deadline" },
        [](Args& a, const std::string& opt, F& o) {
            o.config.limits.answer = std::chrono::milliseconds(a.int_value(opt, 10, 600000));
        },
        { "--deadline MS", "wait for an answer at most MS ms (default 5000): then a hang" } },
    { { "--shrink-runs" },
        [](Args& a, const std::string& opt, F& o) {
            o.config.shrink_runs = a.int_value(opt, 0, 100000);
        },
        { "--shrink-runs N", "engine runs per shrink at most (default 150)" } },
    { { "-j" },
        [](Args& a, const std::string& opt, F& o) { o.config.jobs = a.int_value(opt, 1, 256); },
        { "-j N", "engines at once (default 1)" } },
    text_option(
        "--replay", &F::replay, { "--replay FILE", "run one reproducer and report what fires" }),
    report_files_option<F>({ "--json", "--junit", "--markdown" }, &F::files,
        { "--json/--junit/--markdown FILE",
            "reports (findings with their reproducers and transcripts)" }),
    db_option(&F::files),
    help_option(&F::help),
};

const UsageText FuzzUsage {
    .head
    = R"(usage: arbiter fuzz --engine SPEC... [--variant V] [--seconds N | --runs N] [--seed S]
                    [--class valid|edge|invalid|protocol|all] [--corpus DIR] [--out DIR] [-j N]
       arbiter fuzz --engine SPEC... --replay FILE

Fuzz an engine's input handling over its protocol, as a black box: valid positions (random
legal play), edge-valid ones, invalid FENs in labelled classes, illegal and malformed moves, and
protocol streams (commands out of order, races, bad options, overlong lines, binary bytes,
CRLF, quit mid-search). Oracles: crash, exit, hang, illegal/malformed/missing bestmove for a
valid position, protocol violation. Each finding is shrunk to a minimal list of protocol lines
(a reproducer, `engine < FILE` replays it) and reported once.

Gomocup engines (proto=gomocup, gomoku): START and INFO, BOARD ... DONE with legal stone sets,
BEGIN, TURN, RESTART, TAKEBACK, ABOUT, END; boards of 5 to 20, nearly full boards, CRLF, lower
case; garbage, occupied and off-board points, bad BOARD fields, junk INFO values, START 0 / 1000;
commands out of order, each case ending with a valid turn the engine must still answer. Oracles:
occupied-move, off-board-move, malformed-move, forbidden-move (renju), refused-move,
missing-move, unbounded-output, besides crash, exit, hang and protocol violation.

)",
    .tail = R"(Exit codes: 0 nothing found; 1 findings; 2 usage error; 3 the engine could not start.
)",
    .column = 28,
};

FuzzOptions parse(const std::vector<std::string>& argv) {
    auto o = read_options(argv, FuzzOptionTable);
    if (o.help) return o;
    if (o.runs_set && o.seconds_set) throw UsageError("--runs and --seconds exclude each other");
    if (o.tokens.empty()) throw UsageError("fuzz needs --engine");
    return o;
}

// Gomoku is fuzzed over Gomocup, and a Gomocup engine plays gomoku.
void check_protocol_game(const session::EngineSpec& spec) {
    const bool gomocup = spec.proto == protocol::Protocol::Gomocup;
    if (gomocup != spec.variant->protocol().gomocup)
        throw UsageError(gomocup
                ? "fuzz: a Gomocup engine plays gomoku, not '" + spec.variant.name()
                    + "' (variant=gomoku)"
                : "fuzz: " + spec.variant.name() + " is fuzzed over Gomocup only (proto=gomocup)");
}

// The engine must start and answer its handshake before anything is blamed on it: its id, and
// its capabilities into the config; nullopt (and the reason) when it does not.
std::optional<protocol::EngineId> probe_engine(enginefuzz::FuzzConfig& config) {
    session::EngineSession probe(config.spec);
    if (auto s = probe.start(); !s) {
        std::cerr << "arbiter fuzz: " << s.error().detail << "\n";
        return std::nullopt;
    }
    if (auto c = probe.capabilities()) enginefuzz::adopt_capabilities(config, *c);
    return probe.id();
}

// --replay FILE: the reproducer run once; 1 when it still fires.
int replay(
    const enginefuzz::FuzzConfig& config, const enginefuzz::Dialect& d, const std::string& path) {
    auto lines = enginefuzz::read_reproducer(path);
    if (!lines) throw UsageError(lines.error().message);
    std::string err;
    auto        f = enginefuzz::fuzz_one(
               config, d, { enginefuzz::Category::Corpus, "replay/" + path, *lines }, 0, false, err);
    if (!err.empty()) {
        std::cerr << "arbiter fuzz: cannot start the engine: " << err << "\n";
        return 3;
    }
    if (!f) {
        std::cout << "replay: nothing fired (" << lines->size() << " lines)\n";
        return 0;
    }
    std::cout << one_line(*f) << "\n  " << f->verdict.detail << "\n" << f->verdict.transcript;
    return 1;
}

nlohmann::ordered_json config_json(
    const enginefuzz::FuzzConfig& config, const enginefuzz::FuzzRun& run) {
    auto classes = nlohmann::ordered_json::array();
    for (auto c : config.categories) classes.push_back(enginefuzz::to_string(c));
    nlohmann::ordered_json limits = { { "deadline_ms", config.limits.answer.count() },
        { "settle_ms", config.limits.settle.count() }, { "shrink_runs", config.shrink_runs } };
    return { { "limits", limits }, { "workers", config.jobs }, { "seed", config.seed },
        { "classes", classes },
        { "runs", config.runs ? nlohmann::ordered_json(*config.runs) : nullptr },
        { "seconds",
            config.runs ? nlohmann::ordered_json(nullptr)
                        : nlohmann::ordered_json(config.seconds) },
        { "corpus", config.corpus.size() }, { "cases", run.cases },
        { "unconfirmed", run.unconfirmed } };
}

} // namespace

CommandHelp fuzz_help() { return command_help(FuzzUsage, { option_list(FuzzOptionTable) }); }

int fuzz_command(const std::vector<std::string>& argv) {
    auto o = parse(argv);
    if (o.help) {
        std::cout << fuzz_help().text;
        return 0;
    }
    auto& config  = o.config;
    auto  engines = engines_file_or_throw(o.engines_file);
    config.spec   = engine_spec_or_throw(o.tokens, engines, o.variant, "--engine", "fuzz");
    check_protocol_game(config.spec);
    config.stop = [] { return process::interrupted(); };
    if (!o.corpus_dir.empty()) config.corpus = enginefuzz::corpus_files(o.corpus_dir);
    auto provenance = report::start_provenance(with_command("fuzz", argv));
    auto id         = probe_engine(config);
    if (!id) return 3;
    const auto d = enginefuzz::dialect_of(config.spec, config.features);
    std::cout << "arbiter fuzz: " << config.spec.name << " ("
              << protocol::to_string(config.spec.proto) << ", " << config.spec.variant.name()
              << ")\n";
    if (!o.replay.empty()) return replay(config, d, o.replay);

    config.on_finding = [](const enginefuzz::Finding& f) { std::cout << one_line(f) << std::endl; };
    require_output_paths(o.files);
    auto run = enginefuzz::run_fuzz(config);
    if (run.start_error) {
        std::cerr << "arbiter fuzz: cannot start the engine: " << *run.start_error << "\n";
        return 3;
    }
    report::finish(provenance);
    report::Report rep;
    rep.command    = "fuzz";
    rep.provenance = provenance;
    rep.game       = config.spec.variant.name();
    rep.engines.push_back(report::engine_info("engine", config.spec, *id));
    rep.config  = config_json(config, run);
    rep.results = run.findings;
    if (auto failed = write_reports(rep, o.files); !failed.empty())
        return report_write_failed("fuzz", failed, "");
    if (process::interrupted()) return process::interrupted_exit_code();
    return run.findings.empty() ? 0 : 1;
}

} // namespace harness::cli
