#include "perft_command.h"

#include "args.h"
#include "common_options.h"
#include "cores.h"
#include "engine_spec.h"
#include "suite_game.h"
#include "usage.h"

#include "output_options.h"
#include "shard_options.h"

#include "harness/game/registry.h"
#include "harness/perft/perft_jobs.h"
#include "harness/perft/perft_run.h"
#include "harness/report/perft_report.h"
#include "harness/report/writers.h"
#include "harness/run/journal.h"
#include "harness/run/run_identity.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <unistd.h>

namespace harness::cli {

namespace {

struct PerftOptions {
    std::vector<std::string> engine_tokens, oracle_tokens;
    std::string              engines_file;
    ReportFiles              files;
    game::Game               variant       = game::chess();
    bool                     variant_given = false; // --variant or variant= in the spec
    std::vector<std::string> suites;
    int                      random = 0;
    std::uint64_t            seed   = 1;
    perft::JobLimits         limits;
    int                      jobs = 1;
    std::optional<int>       timeout; // seconds; nullopt: perft::perft_deadline of the jobs
    bool                     quiet  = false;
    bool                     resume = false;
    bool                     help   = false;
};

using P = PerftOptions;

const auto PerftOptionTable = option_table<P>({
    group<P>("Engine:",
        engine_under_test_options(
            &P::engine_tokens, &P::engines_file, &P::variant, &P::variant_given)),
    group<P>("Input (one or more):",
        {
            input_files_option("--suite", &P::suites,
                { "--suite FILE", "EPD (\"FEN ;D1 20 ;D2 400\") or python-chess .perft" }),
            int_option({ "--random" }, &P::random, 1, 1000000,
                { "--random N [--seed S]", "N positions from random legal walks (seed 1)" }),
            { { "--seed" },
                [](Args& a, const std::string& opt, P& o) {
                    o.seed = std::uint64_t(a.int_value(opt, 0, 2147483647));
                } }, // on the line of --random
        }),
    group<P>("Limits:",
        {
            number_option<P>("--depth", 1, 20, [](P& o, int d) { o.limits.depth = d; },
                { "--depth D", "suites: only depth D; random: the depth (default 3)" }),
            { { "--max-nodes" },
                [](Args& a, const std::string& opt, P& o) {
                    o.limits.max_nodes = a.u64_value(opt, 1);
                },
                { "--max-nodes N", "skip suite depths with more than N expected nodes" } },
            number_option<P>("--timeout", 1, 86400, [](P& o, int s) { o.timeout = s; },
                { "--timeout SECONDS",
                    "hang deadline per perft call (default: from the work, 10 s + 2 s per "
                    "million nodes of the largest job)" }),
        }),
    group<P>("Oracle:",
        {
            spec_option("--oracle", &P::oracle_tokens,
                { "--oracle reference", "Arbiter's own rules (default when a suite has no count)",
                    { { "--oracle SPEC...", "a second engine, same spec syntax as --engine" } } }),
        }),
    group<P>("Output:",
        journaled_output_options(&P::jobs, &P::files, &P::resume,
            "keep the results in FILE.partial, run only the rest", "summary",
            { quiet_option(&P::quiet) })),
    { help_option(&P::help) },
});

const UsageText PerftUsage {
    .head = R"(usage: arbiter perft --engine SPEC... [input] [limits] [output]

Validate an engine's perft ("go perft N", Stockfish's divide format) and localise every
mismatch to the exact position and move.

)",
    .tail
    = R"(Exit codes: 0 every position passed; 1 a mismatch or an engine fault; 2 usage or input
error; 3 the engine could not be started; 4 the engine (or oracle) has no perft command
(xboard engines; UCI and UCCI engines that do not answer "go perft 1" with a count).
)",
    .column = 41,
};

PerftOptions parse(const std::vector<std::string>& argv) {
    auto o = read_options(argv, PerftOptionTable);
    if (o.help) return o;
    if (o.resume && o.files.json.empty()) throw UsageError("--resume needs --json FILE");
    return o;
}

nlohmann::ordered_json config_json(
    const PerftOptions& o, const std::string& oracle, std::chrono::milliseconds timeout) {
    nlohmann::ordered_json limits;
    limits["depth"] = o.limits.depth ? nlohmann::ordered_json(*o.limits.depth) : nullptr;
    limits["max_nodes"]
        = o.limits.max_nodes ? nlohmann::ordered_json(*o.limits.max_nodes) : nullptr;
    limits["timeout_ms"] = std::int64_t(timeout.count());
    nlohmann::ordered_json c;
    c["limits"]  = limits;
    c["oracle"]  = oracle;
    c["suites"]  = o.suites;
    c["random"]  = o.random;
    c["seed"]    = o.seed;
    c["workers"] = o.jobs;
    return c;
}

// The engine, the oracle and the jobs (suite records within the limits, then the random
// positions); the rejected records are printed and kept for every report.
perft::PerftConfig make_config(
    const PerftOptions& o, std::vector<report::RejectedRecord>& rejected) {
    auto               engines = engines_file_or_throw(o.engines_file);
    perft::PerftConfig config;
    config.engine = engine_spec_or_throw(o.engine_tokens, engines, o.variant, "--engine", "perft");
    config.engine.variant = game_for_suites("perft", o.suites, config.engine.variant,
        o.variant_given || spec_sets_variant(o.engine_tokens));
    bool reference        = o.oracle_tokens.empty()
        || (o.oracle_tokens.size() == 1 && o.oracle_tokens[0] == "reference");
    if (!reference)
        config.oracle = engine_spec_or_throw(
            o.oracle_tokens, engines, config.engine.variant, "--oracle", "perft");
    if (o.suites.empty() && o.random == 0)
        throw UsageError("arbiter perft needs --suite FILE or --random N");
    auto suites = perft::jobs_from_suites(o.suites, config.engine.variant, o.limits);
    if (!suites.widened_by.empty()) {
        std::cerr << "arbiter perft: " << suites.widened_by << " is a " << suites.game.name()
                  << " position (its castling field): the run uses --variant " << suites.game.name()
                  << "\n";
        config.engine.variant = suites.game;
        if (config.oracle) config.oracle->variant = suites.game;
    }
    for (const auto& e : suites.list.errors) {
        std::cerr << e.to_string() << "\n";
        rejected.push_back(report::rejected_record(e));
    }
    config.jobs = std::move(suites.list.jobs);
    if (o.random > 0) {
        auto list = perft::random_jobs(*config.engine.variant, o.random, o.seed, o.limits);
        config.jobs.insert(config.jobs.end(), list.jobs.begin(), list.jobs.end());
    }
    if (auto duplicate = perft::duplicate_job_error(config.jobs)) throw UsageError(*duplicate);
    config.timeouts.perft
        = o.timeout ? std::chrono::seconds(*o.timeout) : perft::perft_deadline(config.jobs);
    config.workers = o.jobs;
    return config;
}

// The report's frame (engines, game, config): it also names the run in the journal.
report::Report report_frame(const PerftOptions& o, const perft::PerftConfig& config) {
    report::Report rep;
    rep.command = "perft";
    rep.game    = config.engine.variant.name();
    rep.engines.push_back(report::engine_info("engine", config.engine, {}));
    if (config.oracle) rep.engines.push_back(report::engine_info("oracle", *config.oracle, {}));
    rep.config
        = config_json(o, config.oracle ? config.oracle->name : "reference", config.timeouts.perft);
    return rep;
}

// The shard's slots of the jobs (the report and the journal name the shard), then the results
// an interrupted run kept.
void plan_and_resume(frame::RunFrame& frame, perft::PerftConfig& config, report::Report& rep) {
    auto plan = value_or_throw(
        frame.plan(config.jobs.size(), run::run_identity(report::to_json(rep)), "jobs"));
    if (plan.info) {
        std::vector<perft::PerftJob> mine;
        for (auto slot : plan.slots) mine.push_back(config.jobs[slot]);
        config.jobs         = std::move(mine);
        rep.config["shard"] = run::to_json(*plan.info);
    }
    for (const auto& record :
        value_or_throw(frame.open_journal(run::run_identity(report::to_json(rep))))) {
        auto r = report::perft_result_from_json(record);
        if (!r) throw UsageError(frame.journal()->path() + ": a line that is not a perft result");
        config.previous.push_back(std::move(*r));
    }
}

// Run, the journal and the progress bar fed as each result arrives.
perft::PerftRun run(frame::RunFrame& frame, perft::PerftConfig& config) {
    warn_if_oversubscribed("perft", config.workers, config.workers * (config.oracle ? 2 : 1));
    std::size_t finished = 0, total = config.jobs.size();
    int         failures = 0;
    for (const auto& r : config.previous) {
        ++finished;
        failures += r.status != perft::Status::Ok;
    }
    config.on_result = [&](const perft::PerftRecord& r) {
        frame.record(report::result_to_json(r));
        ++finished;
        failures += r.status != perft::Status::Ok;
        frame.progress(finished, total, "failures", failures);
    };
    auto result = perft::run_perft(config);
    frame.end_progress();
    return result;
}

} // namespace

CommandHelp perft_help() {
    return command_help(PerftUsage, { option_list(PerftOptionTable), shard_option_list(false) });
}

int perft_command(const std::vector<std::string>& command_line) {
    auto         argv  = command_line;
    const auto   shard = take_shard_options(argv, false);
    PerftOptions o     = parse(argv);
    if (o.help) {
        std::cout << perft_help().text;
        return 0;
    }
    frame::RunFrame frame(
        "perft", with_command("perft", command_line), { o.files, shard, "", o.resume, o.quiet });
    throw_if(
        frame.check_outputs({ { "--suite", o.suites }, { "--engines-file", { o.engines_file } } }));
    std::vector<report::RejectedRecord> rejected; // in every report, and exit 2
    auto                                config = make_config(o, rejected);
    if (config.jobs.empty() && rejected.empty()) {
        std::cerr << "arbiter perft: nothing to run (no positions within the limits)\n";
        return 2;
    }
    auto rep     = report_frame(o, config);
    rep.rejected = rejected;
    if (config.jobs.empty()) return frame.rejections_only(rep);
    plan_and_resume(frame, config, rep);

    auto result = run(frame, config);
    if (auto code = frame.stopped(result.error)) return *code;
    rep.engines[0] = report::engine_info("engine", config.engine, result.engine_id);
    if (config.oracle)
        rep.engines[1] = report::engine_info("oracle", *config.oracle, result.oracle_id);
    rep.results         = result.results;
    const bool complete = result.results.size() == config.jobs.size();
    if (auto code = frame.write(rep, complete)) return *code;
    auto s = report::summarize(result.results);
    if (!rejected.empty()) return 2;
    return s.ok == s.total && complete ? 0 : 1;
}

} // namespace harness::cli
