#include "bisect_command.h"

#include "args.h"
#include "bench_form.h"
#include "common_options.h"
#include "dossier.h"
#include "engine_spec.h"
#include "gate_config_file.h"
#include "output_options.h"
#include "self_path.h"
#include "usage.h"

#include "harness/bisect/bisect_run.h"
#include "harness/enginefuzz/reproducer.h"
#include "harness/gate/intree_steps.h"
#include "harness/input/utf8.h"
#include "harness/process/interrupt.h"
#include "harness/report/bisect_report.h"
#include "harness/report/writers.h"

#include <filesystem>
#include <iostream>

namespace harness::cli {

namespace {

struct BisectOptions {
    bisect::BisectInputs     in;
    std::string              criterion, out = "bisect-out", suites_dir, tc, config_file;
    BenchForm                bench; // --bench, --bench-regex, --uci
    std::vector<std::string> engine_tokens, perft_suites, replays, commands, openings, positions;
    double                   elo = 100, error = 0.05, max_ratio = 1.5;
    int                      movetime = 0, depth = 0, concurrency = 2;
    std::uint64_t            max_nodes = 0, expect = 0;
    game::Game               variant = game::chess();
    bool                     quiet = false, help = false, expect_given = false, resume = false;
    bool                     expect_message = false;
};

using B = BisectOptions;

template <class T> Option<B> rev_option(std::string name, T field, OptionHelp help) {
    return { { std::move(name) },
        [field](Args& a, const std::string& opt, B& o) { o.in.*field = a.value(opt); },
        std::move(help) };
}

template <class F> Option<B> list_option(std::string name, F field, OptionHelp help) {
    return { { std::move(name) },
        [field](Args& a, const std::string& opt, B& o) { (o.*field).push_back(a.value(opt)); },
        std::move(help) };
}

const auto BisectOptionTable = option_table<B>({
    group<B>("History:",
        {
            { { "--repo" },
                [](Args& a, const std::string& opt, B& o) {
                    o.in.build.repo = a.value(opt);
                    if (!std::filesystem::is_directory(o.in.build.repo))
                        throw UsageError(
                            "--repo: '" + o.in.build.repo.string() + "' is not a directory");
                },
                { "--repo DIR", "the git repository of a CMake engine (required)" } },
            rev_option("--good", &bisect::BisectInputs::good,
                { "--good REV, --bad REV",
                    "the ends: a good revision and a later bad one "
                    "(required; --bad defaults to HEAD)" }),
            rev_option("--bad", &bisect::BisectInputs::bad, {}), // on the line of --good
            { { "--all-parents" },
                [](Args&, const std::string&, B& o) { o.in.first_parent = false; },
                { "--all-parents",
                    "merged branches too, picked as git bisect picks (default: the first-parent "
                    "line, a "
                    "merge one step)" } },
            { { "--build" },
                [](Args& a, const std::string& opt, B& o) {
                    o.in.build.build_command = a.value(opt);
                },
                { "--build CMD",
                    "build with CMD (/bin/sh in the worktree, {build_dir} and {source_dir} "
                    "substituted) instead of cmake --preset release" } },
            { { "--target" },
                [](Args& a, const std::string& opt, B& o) { o.in.build.target = a.value(opt); },
                { "--target T", "the engine's executable target (default sable)" } },
            { { "--work-dir" },
                [](Args& a, const std::string& opt, B& o) { o.in.build.work_dir = a.value(opt); },
                { "--work-dir DIR",
                    "worktrees, one per commit, kept as a cache the gate shares (default "
                    "DIR/build/gate-worktrees)" } },
            spec_option("--engine", &B::engine_tokens,
                { "--engine [proto=..] [option.NAME=V]... [arg=A]...",
                    "how to run each revision's engine (its cmd is the build's)" }),
            variant_option(&B::variant, nullptr,
                { "--variant chess|chess960|xiangqi|gomoku", "the game (default chess)" }),
        }),
    group<B>("Criterion (--criterion perft|bench|position|crash|treesize|strength, required):",
        {
            text_option("--criterion", &B::criterion,
                { "--criterion C", "what makes a revision bad (see above)" }),
            list_option("--perft-suite", &B::perft_suites,
                { "--perft-suite FILE",
                    "perft: a suite (repeatable; default the gate's suite for the game)" }),
            { { "--max-nodes" },
                [](Args& a, const std::string& opt, B& o) { o.max_nodes = a.u64_value(opt, 1); },
                { "--max-nodes N", "perft: skip depths with more nodes (default 100000)" } },
            { { "--expect" },
                [](Args& a, const std::string& opt, B& o) {
                    const auto v = a.value(opt);
                    if (v == "message") {
                        o.expect_message = true;
                        return;
                    }
                    if (v.empty() || v.size() > 19 || v.find_first_not_of("0123456789") != v.npos)
                        throw UsageError(
                            opt + " expects a bench signature or 'message', got '" + v + "'");
                    o.expect       = std::stoull(v);
                    o.expect_given = true;
                },
                { "--expect N|message",
                    "bench: the good signature, or the good commit's 'Bench: N' line (default: "
                    "the good revision's own bench, measured once)" } },
            text_option("--config", &B::config_file,
                { "--config FILE",
                    "the gate's TOML configuration over its quick profile (perft, bench, "
                    "treesize, strength keys); the criterion's options and their defaults over "
                    "it" }),
        }),
    group<B>("", bench_form_options(&B::bench)),
    group<B>("",
        {
            list_option("--positions", &B::positions,
                { "--positions FILE",
                    "position: an EPD file (bm/am/dm; repeatable): any unsolved is bad" }),
            int_option({ "--movetime" }, &B::movetime, 1, 3600000,
                { "--movetime MS, --depth N",
                    "position: the limit per position (default movetime 1000); treesize: the "
                    "depth (default 7)" }),
            int_option({ "--depth" }, &B::depth, 1, 64, {}), // on the line of --movetime
            list_option("--replay", &B::replays,
                { "--replay FILE",
                    "crash: a reproducer (arbiter fuzz, a match's -replay-dir): must fire no "
                    "oracle" }),
            list_option("--command", &B::commands,
                { "--command LINE", "crash: a protocol line (repeatable, in order)" }),
            number_option<B>("--max-ratio", &B::max_ratio, 0, 1e9,
                { "--max-ratio R",
                    "treesize: bad above R times the good revision's nodes (default 1.5)" }),
            number_option<B>("--elo", &B::elo, 0, 2000,
                { "--elo D",
                    "strength: bad when D Elo weaker than the good revision (default "
                    "100)" }),
            number_option<B>("--error", &B::error, 0, 0.5,
                { "--error E",
                    "strength: the chance the bisection names a wrong commit, at most "
                    "(default 0.05)" }),
            text_option("--tc", &B::tc,
                { "--tc TOKEN", "strength: tc=10+0.1, st=, nodes=, depth= (default tc=0.5+0.01)" }),
            int_option({ "--concurrency" }, &B::concurrency, 1, 256,
                { "--concurrency N", "strength: games at once (default 2)" }),
            list_option("--openings", &B::openings,
                { "--openings FILE", "strength: EPD or PGN openings (default the gate's)" }),
            text_option("--suites-dir", &B::suites_dir,
                { "--suites-dir DIR", "where the default suites are (default: next to arbiter)" }),
        }),
    group<B>("Output:",
        {
            text_option("--out", &B::out,
                { "--out DIR",
                    "report.json, junit.xml, summary.md, index.html and the journal (default "
                    "bisect-out)" }),
            flag_option("--resume", &B::resume,
                { "--resume", "continue the bisection journaled in --out: nothing judged again" }),
            quiet_option(&B::quiet, "no progress lines on stderr"),
        }),
    { help_option(&B::help) },
});

const UsageText BisectUsage {
    .head = R"(usage: arbiter bisect --repo DIR --good REV [--bad REV] --criterion C [options]

The first commit between a good and a bad revision of an in-tree CMake engine that a criterion
calls bad, in about log2(N) builds. Each revision is built in a git worktree (cached by commit,
shared with arbiter gate) and judged against the good revision's engine:
  perft     the perft suites must pass
  bench     the bench signature equals the good revision's (or --expect N|message)
  position  every position of --positions is solved at --movetime or --depth
  crash     the --replay file or --command lines must not crash or hang the engine
  treesize  nodes at --depth at most --max-ratio times the good revision's
  strength  a sequential match against the good revision: bad when --elo D weaker; the
            decisions share the error budget --error, so that the commit named is wrong with
            at most that chance (when each commit is as strong as the good one or D weaker)
A revision that does not build, or that cannot be judged, is skipped (as git bisect skip).

)",
    .tail
    = R"(Exit codes: 0 found; 1 nothing to find (the good revision is bad or the bad one good);
2 usage; 3 an end could not be built or its engine not started; 130 interrupted (--resume).
)",
    .column = 30,
};

// The criterion's inputs as the options give them; a UsageError for a criterion without its
// input.
void read_criterion(BisectOptions& o) {
    auto& c = o.in.criterion;
    auto  k = bisect::parse_criterion(o.criterion);
    if (!k)
        throw UsageError("--criterion expects perft, bench, position, crash, treesize or "
                         "strength, got "
            + engine::core::quote(o.criterion));
    c.kind = *k;
    if (!o.config_file.empty()) {
        require_input_file(o.config_file, "--config");
        c.gate = gate_config_file(o.config_file, "quick");
    }
    apply_bench_form(o.bench, c.gate.bench.words, c.gate.bench.regex, c.gate.bench.mode);
    c.variant   = o.variant;
    c.positions = o.positions;
    o.in.resume = o.resume;
    if (!o.perft_suites.empty()) c.gate.perft.suites[o.variant.name()] = o.perft_suites;
    if (o.max_nodes) c.gate.perft.max_nodes = o.max_nodes;
    if (o.expect_given) c.bench_expect = o.expect;
    c.bench_expect_from_message = o.expect_message;
    c.limits.movetime_ms        = o.movetime ? std::optional<int>(o.movetime) : std::nullopt;
    if (o.depth && c.kind == bisect::Criterion::Position) c.limits.depth = o.depth;
    if (!c.limits.depth && !c.limits.movetime_ms) c.limits.movetime_ms = 1000;
    c.gate.treesize.depth          = o.depth ? o.depth : 7;
    c.gate.treesize.max_node_ratio = o.max_ratio;
    c.gate.sprt.detect_elo         = o.elo;
    c.gate.sprt.concurrency        = o.concurrency;
    if (!o.tc.empty()) c.gate.sprt.tc = c.gate.sprt.game_tc[o.variant.name()] = o.tc;
    if (!o.openings.empty()) c.gate.sprt.openings[o.variant.name()] = o.openings;
    for (const auto& f : c.positions) require_input_file(f, "--positions");
    if (c.kind == bisect::Criterion::Position && c.positions.empty())
        throw UsageError("--criterion position needs --positions FILE");
    for (const auto& f : o.replays) {
        require_input_file(f, "--replay");
        auto lines = enginefuzz::read_reproducer(f);
        if (!lines) throw UsageError(lines.error().to_string());
        c.replay.insert(c.replay.end(), lines->begin(), lines->end());
        c.replay_source = f;
    }
    c.replay.insert(c.replay.end(), o.commands.begin(), o.commands.end());
    if (c.replay_source.empty() && !o.commands.empty()) c.replay_source = "--command";
    if (c.kind == bisect::Criterion::Crash && c.replay.empty())
        throw UsageError("--criterion crash needs --replay FILE or --command LINE");
    const auto errors = bisect::input_errors(c);
    for (const auto& e : errors) std::cerr << e << "\n";
    if (!errors.empty()) throw UsageError("--positions: " + errors.front());
}

BisectOptions parse(const std::vector<std::string>& argv) {
    BisectOptions defaults;
    defaults.in.bad = "HEAD";
    auto o          = read_options(argv, BisectOptionTable, defaults);
    if (o.help) return o;
    if (o.in.build.repo.empty()) throw UsageError("bisect needs --repo DIR");
    if (o.in.good.empty()) throw UsageError("bisect needs --good REV");
    if (o.criterion.empty()) throw UsageError("bisect needs --criterion C");
    read_criterion(o);
    return o;
}

// The spec every revision's engine runs with: --engine's tokens (protocol, options, args) with
// the build's executable as its cmd (a placeholder until then).
session::EngineSpec engine_template(const BisectOptions& o) {
    std::vector<std::string> tokens { "cmd=" + o.in.build.target };
    tokens.insert(tokens.end(), o.engine_tokens.begin(), o.engine_tokens.end());
    return engine_spec_or_throw(tokens, {}, o.variant, "--engine", "bisect");
}

// The dossier's files in --out (created), checked before anything is built.
Dossier bisect_dossier(const BisectOptions& o) {
    return dossier_files(o.out, "", { { "--positions", o.positions } });
}

// A line on stderr as each revision starts and ends, and the strength test's progress.
void say_steps(bisect::BisectInputs& in) {
    in.on_step = [](const bisect::BisectStep& s, bool finished) {
        std::cerr << "bisect: " << s.index << " " << s.sha.substr(0, 12) << " "
                  << input::one_line_text(s.subject)
                  << (finished ? ": " + std::string(bisect::to_string(s.mark)) + " ("
                                 + input::one_line_text(s.reason) + ")"
                               : std::string(" ..."))
                  << "\n";
    };
    in.on_progress = [](const std::string& line) {
        std::cerr << "bisect:   " << input::one_line_text(line) << "\n";
    };
}

nlohmann::ordered_json config_json(const BisectOptions& o) {
    const auto& in = o.in;
    return { { "repo", in.build.repo.string() }, { "good", in.good }, { "bad", in.bad },
        { "criterion", o.criterion }, { "first_parent", in.first_parent },
        { "target", in.build.target }, { "build", in.build.build_command },
        { "work_dir", in.build.work_dir.string() }, { "positions", in.criterion.positions },
        { "replay", in.criterion.replay }, { "elo", o.elo }, { "error", o.error },
        { "tc", in.criterion.gate.sprt.tc }, { "max_ratio", o.max_ratio },
        { "limits",
            { { "movetime_ms", in.criterion.limits.movetime_ms.value_or(0) },
                { "depth", in.criterion.limits.depth.value_or(0) },
                { "treesize_depth", in.criterion.gate.treesize.depth },
                { "perft_max_nodes", in.criterion.gate.perft.max_nodes } } },
        { "workers", o.concurrency } };
}

int write_dossier(
    const report::Report& rep, const report::BisectResults& results, const Dossier& d) {
    const auto failed = write_dossier_files(
        rep, d, [&](std::ostream& out) { report::write_bisect_html(out, rep, results); });
    if (!failed.empty()) return report_write_failed("bisect", failed, "");
    std::cout << "dossier: " << std::filesystem::absolute(d.html).string() << "\n";
    return bisect::exit_code(results.run);
}

report::Report bisect_report(
    report::Provenance provenance, const BisectOptions& o, bisect::BisectRun run) {
    report::finish(provenance);
    report::Report rep;
    rep.command    = "bisect";
    rep.provenance = provenance;
    rep.game       = o.variant.name();
    rep.engines.push_back(report::engine_info("engine", o.in.engine, {}));
    rep.config = config_json(o);
    report::BisectResults results;
    results.run         = std::move(run);
    results.criterion   = o.criterion;
    results.total_error = bisect::is_noisy(o.in.criterion.kind) ? o.error : 0;
    rep.results         = std::move(results);
    return rep;
}

} // namespace

CommandHelp bisect_help() { return command_help(BisectUsage, { option_list(BisectOptionTable) }); }

int bisect_command(const std::vector<std::string>& argv) {
    auto provenance = report::start_provenance(with_command("bisect", argv));
    auto o          = parse(argv);
    if (o.help) {
        std::cout << bisect_help().text;
        return 0;
    }
    auto& in = o.in;
    if (in.build.work_dir.empty()) in.build.work_dir = gate::default_work_dir(in.build.repo);
    auto& suites_dir = in.criterion.gate.suites_dir; // --suites-dir, the config's, or the default
    if (!o.suites_dir.empty()) suites_dir = o.suites_dir;
    if (suites_dir.empty()) suites_dir = gate::default_suites_dir(self_path());
    in.engine          = engine_template(o);
    in.total_error     = o.error;
    const auto dossier = bisect_dossier(o);
    in.journal         = (std::filesystem::path(o.out) / "journal.jsonl").string();
    in.replay_dir      = (std::filesystem::path(o.out) / "replays").string();
    if (!o.quiet) say_steps(in);
    in.stop  = [] { return process::interrupted(); };
    auto run = bisect::run_bisect(in);
    if (run.end == bisect::BisectEnd::BadRange) throw UsageError(run.message);
    auto rep = bisect_report(provenance, o, std::move(run));
    return write_dossier(rep, std::get<report::BisectResults>(rep.results), dossier);
}

} // namespace harness::cli
