#include "gate_command.h"

#include "args.h"
#include "common_options.h"
#include "dossier.h"
#include "engine_spec.h"
#include "gate_config_file.h"
#include "output_options.h"
#include "self_path.h"
#include "usage.h"

#include "harness/gate/gate.h"
#include "harness/gate/gate_config_toml.h"
#include "harness/gate/intree_steps.h"
#include "harness/gate/step_plan.h"
#include "harness/gate/step_table.h"
#include "harness/history/history.h"
#include "harness/history/ladder.h"
#include "harness/match/match_setup.h"
#include "harness/process/interrupt.h"
#include "harness/report/gate_html.h"
#include "harness/report/ladder_report.h"
#include "harness/report/writers.h"

#include <filesystem>
#include <iostream>

namespace harness::cli {

namespace {

struct GateOptions {
    std::vector<std::string> base_tokens, candidate_tokens;
    std::string engines_file, profile = "quick", config_file, out = "gate-out", db, suites_dir;
    gate::InTreeOptions intree;
    bool                in_tree = false, sources_given = false;
    game::Game          variant = game::chess();
    bool                quiet = false, help = false, ladder = false, allow_incomplete = false;
};

using G = GateOptions;

const auto GateOptionTable = option_table<G>({
    group<G>("Engines:",
        {
            spec_option("--base", &G::base_tokens,
                { "--base SPEC, --candidate SPEC",
                    "cmd=PATH [name=N] [arg=A]... [proto=..] [option.NAME=V]...; tc=, st=, nodes=, "
                    "depth= set that engine's time control in the SPRT match (the config's "
                    "otherwise)" }),
            spec_option("--candidate", &G::candidate_tokens, {}), // on the line of --base
            engines_file_option(&G::engines_file),
            variant_option(&G::variant, nullptr,
                { "--variant chess|xiangqi|gomoku",
                    "the engines' default game (default chess; gomoku with proto=gomocup)" }),
        }),
    group<G>("In-tree engines (a CMake project with the presets release, coverage and sanitize):",
        {
            { { "--repo" },
                [](Args& a, const std::string& opt, G& o) {
                    o.intree.repo = a.value(opt);
                    o.in_tree     = true;
                    if (!std::filesystem::is_directory(o.intree.repo))
                        throw UsageError(
                            "--repo: '" + o.intree.repo.string() + "' is not a directory");
                },
                { "--repo DIR", "the git repository; both revisions are built in worktrees" } },
            { { "--base-rev" },
                [](Args& a, const std::string& opt, G& o) { o.intree.base_rev = a.value(opt); },
                { "--base-rev R1, --candidate-rev R2",
                    "the revisions (default HEAD~1 and HEAD)" } },
            { { "--candidate-rev" },
                [](Args& a, const std::string& opt, G& o) {
                    o.intree.candidate_rev = a.value(opt);
                } }, // on the line of --base-rev
            { { "--build" },
                [](Args& a, const std::string& opt, G& o) {
                    o.intree.build_command = a.value(opt);
                },
                { "--build CMD",
                    "build with CMD (run by /bin/sh in the worktree, {build_dir} and {source_dir} "
                    "substituted, each one quoted shell word) instead of cmake --preset" } },
            { { "--target" },
                [](Args& a, const std::string& opt, G& o) { o.intree.target = a.value(opt); },
                { "--target T", "the engine's executable target (default sable)" } },
            { { "--sources" },
                [](Args& a, const std::string& opt, G& o) {
                    if (!o.sources_given) o.intree.prefixes.clear();
                    o.sources_given = true;
                    o.intree.prefixes.push_back(a.value(opt));
                },
                { "--sources DIR/",
                    "the engine's source folders for the changed lines (repeatable; default "
                    "engine/)" } },
            { { "--work-dir" },
                [](Args& a, const std::string& opt, G& o) { o.intree.work_dir = a.value(opt); },
                { "--work-dir DIR",
                    "worktrees and build logs (default DIR/build/gate-worktrees)" } },
        }),
    group<G>("Configuration:",
        {
            { { "--profile" },
                [](Args& a, const std::string& opt, G& o) {
                    o.profile = a.value(opt);
                    if (!gate::profile(o.profile))
                        throw UsageError("--profile expects quick, standard or full, got "
                            + engine::core::quote(o.profile));
                },
                { "--profile quick|standard|full",
                    "built-in configuration (default quick: at most 10 minutes on 2 cores; "
                    "standard: about an hour and a half; full: a night; docs/commands/gate.md "
                    "has the measured times)" } },
            { { "--config" },
                [](Args& a, const std::string& opt, G& o) {
                    o.config_file = a.value(opt);
                    require_input_file(o.config_file, opt);
                },
                { "--config FILE", "TOML file over a profile (the keys: docs/gate.md)" } },
            text_option("--suites-dir", &G::suites_dir,
                { "--suites-dir DIR",
                    "where the config's relative suite paths are (default: the shipped suites next "
                    "to arbiter)" }),
        }),
    group<G>("Output:",
        {
            text_option("--out", &G::out,
                { "--out DIR",
                    "the dossier: report.json, junit.xml (a testcase per step), summary.md (a CI "
                    "job summary), index.html (default gate-out)" }),
            text_option("--db", &G::db,
                { "--db FILE",
                    "store the run in a history database; the dossier lists the candidate's "
                    "earlier gates from it" }),
            flag_option("--ladder", &G::ladder,
                { "--ladder",
                    "add the candidate to the rating ladder in --db: step 10 plays a gauntlet "
                    "against the [ladder] references and the base; the dossier plots the "
                    "ladder (arbiter history ladder prints it)" }),
            flag_option("--allow-incomplete", &G::allow_incomplete,
                { "--allow-incomplete",
                    "exit 0 when the verdict is INCOMPLETE (a gating step left out at the time "
                    "bound or its build timeout); the verdict still says INCOMPLETE" }),
            quiet_option(&G::quiet, "no step lines on stderr"),
        }),
    { help_option(&G::help) },
});

const UsageText GateUsage {
    .head
    = R"(usage: arbiter gate --base SPEC... --candidate SPEC... [--profile quick|standard|full]
                    [--config FILE] [--out DIR] [--db FILE] [options]
       arbiter gate --repo DIR [--base-rev R1] [--candidate-rev R2] [--build CMD] [--target T] ...

One regression verdict for a change to an engine, base against candidate. Steps (each with a
verdict pass, fail, skipped or error, its numbers and the reason):
  1 check      the compliance checklist on both engines (and the games both play)
  2 perft      the shipped perft suites of each game the engine plays (node cap per profile)
  3 bench      the engines' own bench: signature changed or not, deterministic, nps ratio
  4 treesize   nodes per depth on fixed positions, base vs candidate, with the ratio
  5 suites     tactics and mates per game on both engines: newly failed / newly solved,
               McNemar's exact test (or a tolerance) on the paired table
  6 sprt       the strength test, candidate vs base, in every game both engines play
               (chess, Chess960, xiangqi, gomoku): a truncated SPRT that catches a loss of
               D Elo with 95% (D: quick 100, standard 30, full 10) and fails an equal engine
               with at most 5% over all games; its cap of games sized for that, its time
               budget split between the games; a classic SPRT with [sprt] elo0/elo1
  7 coverage   coverage of the changed lines (in-tree engines built by the gate)
  8 instrumented  sanitizer reports of an instrumented candidate (in-tree engines)
  9 symmetry   each engine's evaluation and search symmetry on random positions of each
               game (arbiter symmetry's checks at a fixed depth): a kind of finding the
               base does not show, or a transform's bias grown, fails the candidate
 10 ladder     with --ladder: a gauntlet against fixed references, stored in the rating
               ladder of --db (never gates)
Which steps run and which may fail the gate (the others only report) is set by the config.

)",
    .tail
    = R"(Exit codes: 0 pass; 1 a gating step failed; 2 usage or config error (or a dossier file that
could not be written); 3 an engine or build could not start; 5 INCOMPLETE: no step failed,
but a gating step was left out (the time bound, a build timeout; --allow-incomplete: 0).
The time bound covers the whole gate: the builds of --repo, every step and the ladder.
)",
    .column = 34,
};

GateOptions parse(const std::vector<std::string>& argv) {
    GateOptions defaults;
    defaults.intree.base_rev      = "HEAD~1";
    defaults.intree.candidate_rev = "HEAD";
    return read_options(argv, GateOptionTable, defaults);
}

// An engine of the gate: its spec, and the time-control tokens taken out of it.
gate::GateEngine gate_engine(const std::vector<std::string>& tokens,
    const std::map<std::string, session::EngineSpec>& files, game::Game variant,
    const std::string& option) {
    gate::GateEngine         e;
    std::vector<std::string> spec_tokens;
    for (const auto& t : tokens) {
        if (match::is_time_control_token(t))
            e.tc.push_back(t);
        else
            spec_tokens.push_back(t);
    }
    e.spec = engine_spec_or_throw(spec_tokens, files, variant, option, "gate");
    return e;
}

nlohmann::ordered_json config_json(const gate::GateConfig& c) {
    nlohmann::ordered_json j;
    j["profile"] = c.profile;
    j["limits"]  = { { "perft_max_nodes", c.perft.max_nodes },
         { "treesize_depth", c.treesize.depth }, { "suite_movetime_ms", c.suites.movetime_ms },
         { "sprt_max_games", c.sprt.max_games }, { "sprt_tc", c.sprt.tc },
         { "time_bound_s", c.time_bound_s }, { "build_timeout_s", c.build_timeout_s },
         { "reserve_s", c.reserve_s }, { "symmetry_positions", c.symmetry.positions },
         { "symmetry_depth", c.symmetry.depth } };
    j["sprt"]    = { { "elo0", c.sprt.sprt.elo0 }, { "elo1", c.sprt.sprt.elo1 },
           { "alpha", c.sprt.sprt.alpha }, { "beta", c.sprt.sprt.beta },
           { "model", stats::to_string(c.sprt.sprt.model) } };
    if (c.sprt.detect_elo > 0)
        j["sprt"]
            = { { "elo0", -c.sprt.detect_elo }, { "elo1", 0.0 }, { "alpha", c.sprt.miss_rate },
                  { "beta", c.sprt.false_alarm_rate }, { "model", "logistic" },
                  { "detect_elo", c.sprt.detect_elo }, { "time_budget_s", c.sprt.time_budget_s } };
    j["slow_factor"] = c.slow_factor;
    auto steps       = nlohmann::ordered_json::object();
    for (int i = 0; i <= int(gate::StepId::Ladder); ++i) {
        const auto  id                     = gate::StepId(i);
        const auto& on                     = gate::step_switch(id, c);
        steps[gate::step_name(id, c).name] = { { "enabled", on.enabled }, { "gating", on.gating } };
    }
    j["steps"]      = steps;
    j["suites_dir"] = c.suites_dir;
    j["workers"]    = std::max({ c.perft.concurrency, c.suites.concurrency, c.sprt.concurrency });
    return j;
}

// The candidate's earlier runs in the history database, newest last (at most 10); none, with a
// warning, when the file can no longer be read (the gate's own dossier is written all the same).
std::vector<history::Run> earlier_runs(const std::string& db, const std::string& engine) {
    if (db.empty() || !std::filesystem::exists(db)) return {};
    history::RunFilter filter;
    filter.command = "gate";
    filter.engine  = engine;
    filter.last    = 10;
    auto h         = history::History::open(db);
    auto runs      = h ? h->runs(filter) : h.error();
    if (runs) return std::move(runs).value();
    std::cerr << "gate: the dossier lists no earlier gates: " << runs.error().message << "\n";
    return {};
}

// The candidate's earlier gates, as the dossier lists them.
nlohmann::ordered_json earlier_gates(const std::string& db, const std::string& engine) {
    auto out = nlohmann::ordered_json::array();
    for (const auto& r : earlier_runs(db, engine)) {
        nlohmann::ordered_json j { { "started_at", r.started_at } };
        auto                   metric = [&](const char* name) -> nlohmann::ordered_json {
            auto it = r.metrics.find(name);
            return it == r.metrics.end() ? nlohmann::ordered_json(nullptr)
                                                           : nlohmann::ordered_json(it->second);
        };
        auto code            = metric("exit_code");
        j["verdict"]         = code.is_null()                            ? "?"
                    : code.get<double>() == 0                            ? "pass"
                    : code.get<double>() == double(gate::IncompleteExit) ? "incomplete"
                                                                         : "fail";
        j["elo"]             = metric("elo");
        j["bench_signature"] = metric("bench_signature");
        j["solved"]          = metric("solved");
        auto ms              = metric("elapsed_ms");
        j["elapsed_s"]       = ms.is_null() ? nlohmann::ordered_json(nullptr)
                                            : nlohmann::ordered_json(ms.get<double>() / 1000);
        out.push_back(j);
    }
    return out;
}

// The newest earlier gate's report, in the history database, of the same profile and engine
// (the name up to an '@': an in-tree build of any revision); null when there is none.
nlohmann::json earlier_report(
    const std::string& db, const std::string& engine, const std::string& profile) {
    if (db.empty() || !std::filesystem::exists(db)) return nullptr;
    const auto         family = [](const std::string& n) { return n.substr(0, n.find('@')); };
    history::RunFilter filter;
    filter.command = "gate";
    filter.last    = 50;
    auto h         = history::History::open(db);
    auto runs      = h ? h->runs(filter) : h.error();
    if (!runs) return nullptr;
    for (auto r = runs->rbegin(); r != runs->rend(); ++r) {
        if (family(r->engine) != family(engine)) continue;
        auto text   = h->report(r->id);
        auto report = text ? nlohmann::json::parse(*text, nullptr, false) : nlohmann::json();
        if (report.is_object() && report["config"].value("profile", "") == profile) return report;
    }
    return nullptr;
}

void check_engine_options(const GateOptions& o) {
    if (!o.in_tree && (o.base_tokens.empty() || o.candidate_tokens.empty()))
        throw UsageError("arbiter gate needs --base SPEC and --candidate SPEC, or --repo DIR");
    if (o.in_tree && !(o.base_tokens.empty() && o.candidate_tokens.empty()))
        throw UsageError("--repo builds both engines: give no --base or --candidate");
}

// Step 1. The configuration: a profile, or a TOML file over one; the suites directory.
gate::GateConfig gate_config(const GateOptions& o) {
    gate::GateConfig config = o.config_file.empty() ? *gate::profile(o.profile)
                                                    : gate_config_file(o.config_file, o.profile);
    if (o.ladder) config.ladder.on.enabled = true;
    if (config.ladder.on.enabled && o.db.empty())
        throw UsageError("the ladder (--ladder, or [ladder] enabled) needs --db FILE");
    if (!o.suites_dir.empty()) config.suites_dir = o.suites_dir;
    if (config.suites_dir.empty()) config.suites_dir = gate::default_suites_dir(self_path());
    if (!std::filesystem::is_directory(config.suites_dir))
        throw UsageError("no suites directory (give --suites-dir DIR or suites_dir in the config)");
    return config;
}

// Step 2a. In-tree engines: both revisions built (release), steps 7 and 8 wired. False (with
// the reason on stderr) when a build failed.
bool build_in_tree(GateOptions& o, const gate::GateConfig& config, gate::GateInputs& in) {
    const auto self  = self_path();
    o.intree.arbiter = self.empty() ? "arbiter" : self;
    if (o.intree.work_dir.empty()) o.intree.work_dir = gate::default_work_dir(o.intree.repo);
    if (!o.quiet)
        std::cerr << "gate: building " << o.intree.base_rev << " and " << o.intree.candidate_rev
                  << " of " << o.intree.repo.string() << " (" << o.intree.target << ")\n";
    auto built = gate::build_engines(o.intree, in.deadline);
    if (!built.base || !built.candidate) {
        std::cerr << "arbiter gate: " << built.error << "\n";
        return false;
    }
    in.base                 = *built.base;
    in.candidate            = *built.candidate;
    in.changed_source_lines = gate::changed_source_lines(o.intree, in.base, in.candidate);
    in.changed_source_files = gate::changed_source_files(o.intree, in.base, in.candidate);
    if (config.coverage.on.enabled || config.instrumented.on.enabled) {
        if (!o.quiet) std::cerr << "gate: building the candidate's instrumented tree\n";
        auto tree = gate::prebuild_instrumented(o.intree, config, in.deadline);
        if (!tree.ok && !o.quiet)
            std::cerr << "gate: the instrumented build did not finish (" << tree.error
                      << "); steps 7 and 8 continue it\n";
    }
    in.base.spec.variant = in.candidate.spec.variant = o.variant;
    const auto options                               = o.intree;
    const auto base                                  = in.base;
    in.build.coverage = [options, config, lines = in.changed_source_lines](
                            const auto& games, const gate::Deadline& end) {
        return gate::coverage_step(options, config, games, end, lines);
    };
    in.build.instrumented = [options, config, base](const auto& games, const auto& end) {
        return gate::instrumented_step(options, config, base, games, end);
    };
    return true;
}

// The dossier's files in --out (created), checked before any engine starts.
Dossier gate_dossier(const GateOptions& o) {
    return dossier_files(o.out, o.db,
        { { "--config", { o.config_file } }, { "--engines-file", { o.engines_file } } });
}

// A line on stderr as each step starts, progresses and ends.
void say_steps(gate::GateInputs& in) {
    auto say = [](const gate::StepRecord& s, const std::string& what) {
        std::cerr << "gate: step " << s.number << " " << s.name << what << "\n";
    };
    in.on_step = [say](const gate::StepRecord& s, bool finished) {
        say(s,
            finished ? ": " + std::string(gate::to_string(s.verdict)) + " ("
                    + std::to_string(s.elapsed_ms / 1000) + " s)"
                     : std::string("..."));
    };
    in.on_progress
        = [say](const gate::StepRecord& s, const std::string& line) { say(s, ": " + line); };
}

// Step 3b. The ladder: step 10's entry stored in the history database, then the whole ladder
// rated; nothing when the step is off or the gate was interrupted. A database error is said and
// leaves the dossier without its ladder.
std::optional<gate::LadderStanding> add_to_ladder(
    const std::string& db, const gate::GateResults& results, const gate::LadderStepConfig& c) {
    if (!c.on.enabled || process::interrupted()) return std::nullopt;
    const gate::LadderData* data = nullptr;
    for (const auto& s : results.steps)
        if (s.name == "ladder") data = std::get_if<gate::LadderData>(&s.data);
    auto h = history::History::open(db);
    if (h && data)
        if (auto id = h->add_ladder_entry(data->entry); !id) {
            std::cerr << "gate: the ladder was not updated: " << id.error().message << "\n";
            return std::nullopt;
        }
    auto entries = h ? h->ladder_entries() : h.error();
    if (!entries) {
        std::cerr << "gate: the ladder was not updated: " << entries.error().message << "\n";
        return std::nullopt;
    }
    auto standing = history::rate_ladder(*entries, c.anchor);
    if (data) standing.candidate = data->build;
    return standing;
}

// Step 4. The dossier: the report files, the history entry (not for a cut-short gate) and
// index.html. The exit code.
int write_dossier(report::Report& rep, const gate::GateResults& results, Dossier d) {
    if (process::interrupted()) { // a cut-short gate is no history entry
        d.files.db.clear();
        std::cerr << "gate: interrupted; the dossier keeps the steps run so far, the history "
                     "does not record this gate\n";
    }
    const auto failed = write_dossier_files(
        rep, d, [&](std::ostream& out) { report::write_gate_html(out, rep, results); });
    if (!failed.empty()) return report_write_failed("gate", failed, "");
    if (results.ladder) report::write_ladder_text(std::cout, *results.ladder);
    std::cout << "dossier: " << std::filesystem::absolute(d.html).string() << "\n";
    return gate::exit_code(results);
}

report::Report gate_report(report::Provenance provenance, const gate::GateInputs& in,
    const gate::GateConfig& config, const gate::GateResults& results) {
    report::finish(provenance);
    report::Report rep;
    rep.command    = "gate";
    rep.provenance = provenance;
    rep.game       = in.candidate.spec.variant.name();
    rep.engines.push_back(report::engine_info("engine", in.candidate.spec,
        { results.candidate_id.name, results.candidate_id.author, {} }));
    rep.engines.push_back(report::engine_info(
        "base", in.base.spec, { results.base_id.name, results.base_id.author, {} }));
    rep.config  = config_json(config);
    rep.results = results;
    return rep;
}

} // namespace

CommandHelp gate_help() { return command_help(GateUsage, { option_list(GateOptionTable) }); }

int gate_command(const std::vector<std::string>& argv) {
    auto provenance = report::start_provenance(with_command("gate", argv));
    auto o          = parse(argv);
    if (o.help) {
        std::cout << gate_help().text;
        return 0;
    }
    check_engine_options(o);
    gate::GateInputs in;
    in.config    = gate_config(o);
    in.deadline  = gate::work_deadline_in(in.config.time_bound_s); // the builds count
    auto engines = engines_file_or_throw(o.engines_file);
    if (o.in_tree) {
        if (!build_in_tree(o, in.config, in)) return 3;
    } else {
        in.base      = gate_engine(o.base_tokens, engines, o.variant, "--base");
        in.candidate = gate_engine(o.candidate_tokens, engines, o.variant, "--candidate");
    }
    if (in.base.spec.name == in.candidate.spec.name) in.base.spec.name += "-base";
    const auto plan     = gate::plan_time(in.config,
            gate::step_estimates(earlier_report(o.db, in.candidate.spec.name, in.config.profile)),
            o.in_tree, o.in_tree);
    in.config.reserve_s = plan.reserve_s;
    if (!o.quiet && in.deadline) std::cerr << "gate: time plan: " << plan.why << "\n";
    const auto dossier = gate_dossier(o);
    in.replay_dir      = (std::filesystem::path(o.out) / "replays").string();

    // Step 3. Run the steps.
    if (!o.quiet) say_steps(in);
    in.stop         = [] { return process::interrupted(); };
    auto results    = gate::run_gate(in);
    results.history = earlier_gates(o.db, in.candidate.spec.name);
    results.ladder  = add_to_ladder(o.db, results, in.config.ladder);
    if (process::interrupted()) results.interrupted_exit = process::interrupted_exit_code();
    results.allow_incomplete = o.allow_incomplete;
    auto rep                 = gate_report(provenance, in, in.config, results);
    return write_dossier(rep, results, dossier);
}

} // namespace harness::cli
