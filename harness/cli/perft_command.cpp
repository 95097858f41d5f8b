#include "perft_command.h"

#include "args.h"
#include "engine_spec.h"
#include "progress.h"

#include "harness/perft/perft_jobs.h"
#include "harness/report/perft_report.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace harness::cli {

const char* const PerftUsage =
    R"(usage: arbiter perft --engine SPEC... [input] [limits] [output]

Validate an engine's perft ("go perft N", Stockfish's divide format) and localise every
mismatch to the exact position and move.

Engine:
  --engine cmd=PATH [name=N] [arg=A]... [dir=D] [proto=uci|ucci|xboard] [variant=V] [ranks=0-9|1-10]
           [option.NAME=VALUE]...        the engine under test (or conf=NAME)
  --engines-file FILE                    JSON engines file for conf=NAME
  --variant chess|chess960|xiangqi       default variant (default chess)
Input (one or more):
  --suite FILE                           EPD ("FEN ;D1 20 ;D2 400") or python-chess .perft
  --random N [--seed S]                  N positions from random legal walks (seed 1)
Limits:
  --depth D                              suites: only depth D; random: the depth (default 3)
  --max-nodes N                          skip suite depths with more than N expected nodes
  --timeout SECONDS                      per perft call (default 600)
Oracle:
  --oracle reference                     Arbiter's own rules (default when a suite has no count)
  --oracle SPEC...                       a second engine, same spec syntax as --engine
Output:
  -j N                                   N engine processes in parallel (default 1)
  --json FILE, --junit FILE              machine-readable reports
  --quiet                                no progress bar
Exit codes: 0 every position passed; 1 a mismatch or an engine fault; 2 usage or input
error; 3 the engine could not be started; 4 the engine (or oracle) has no perft command
(xboard engines; UCCI engines other than Fairy-Stockfish).
)";

namespace {

struct PerftOptions {
    std::vector<std::string> engine_tokens, oracle_tokens;
    std::string              engines_file, json, junit;
    protocol::Variant        variant = protocol::Variant::Chess;
    std::vector<std::string> suites;
    int                      random = 0;
    std::uint64_t            seed   = 1;
    perft::JobLimits         limits;
    int                      jobs    = 1;
    int                      timeout = 600;
    bool                     quiet   = false;
    bool                     help    = false;
};

PerftOptions parse(const std::vector<std::string>& argv) {
    PerftOptions o;
    Args         a(argv,
                { "--engine", "--engines-file", "--variant", "--suite", "--random", "--seed", "--depth",
                    "--max-nodes", "--timeout", "--oracle", "-j", "--jobs", "--json", "--junit", "--quiet",
                    "--help", "-h" });
    while (!a.done()) {
        std::string opt = a.next_option();
        if (opt == "--engine")
            o.engine_tokens = a.tokens();
        else if (opt == "--oracle")
            o.oracle_tokens = a.tokens();
        else if (opt == "--engines-file")
            o.engines_file = a.value(opt);
        else if (opt == "--variant") {
            auto v = parse_variant(a.value(opt));
            if (!v) throw UsageError(v.error().message);
            o.variant = *v;
        } else if (opt == "--suite")
            o.suites.push_back(a.value(opt));
        else if (opt == "--random")
            o.random = a.int_value(opt, 1, 1000000);
        else if (opt == "--seed")
            o.seed = std::uint64_t(a.int_value(opt, 0, 2147483647));
        else if (opt == "--depth")
            o.limits.depth = a.int_value(opt, 1, 20);
        else if (opt == "--max-nodes") {
            std::string v = a.value(opt);
            char*       end;
            auto        n = std::strtoull(v.c_str(), &end, 10);
            if (v.empty() || *end)
                throw UsageError("--max-nodes expects a number, got '" + v + "'");
            o.limits.max_nodes = n;
        } else if (opt == "--timeout")
            o.timeout = a.int_value(opt, 1, 86400);
        else if (opt == "-j" || opt == "--jobs")
            o.jobs = a.int_value(opt, 1, 256);
        else if (opt == "--json")
            o.json = a.value(opt);
        else if (opt == "--junit")
            o.junit = a.value(opt);
        else if (opt == "--quiet")
            o.quiet = true;
        else if (opt == "--help" || opt == "-h")
            o.help = true;
    }
    return o;
}

} // namespace

int perft_command(const std::vector<std::string>& argv) {
    PerftOptions o = parse(argv);
    if (o.help) {
        std::cout << PerftUsage;
        return 0;
    }
    auto engines = engines_file_or_throw(o.engines_file);
    auto spec    = engine_spec_or_throw(o.engine_tokens, engines, o.variant, "--engine", "perft");
    std::optional<session::EngineSpec> oracle_spec;
    bool                               reference = o.oracle_tokens.empty()
        || (o.oracle_tokens.size() == 1 && o.oracle_tokens[0] == "reference");
    if (!reference) {
        oracle_spec
            = engine_spec_or_throw(o.oracle_tokens, engines, spec.variant, "--oracle", "perft");
    }
    if (o.suites.empty() && o.random == 0)
        throw UsageError("arbiter perft needs --suite FILE or --random N");

    // Step 1. Jobs: every suite record within the limits, then the random positions.
    auto                         rules = perft::make_rules(spec.variant);
    std::vector<perft::PerftJob> jobs;
    int                          input_errors = 0;
    for (const auto& path : o.suites) {
        auto list = perft::jobs_from_suite(path, *rules, o.limits);
        for (const auto& e : list.errors) {
            std::cerr << e.to_string() << "\n";
            ++input_errors;
        }
        jobs.insert(jobs.end(), list.jobs.begin(), list.jobs.end());
    }
    if (o.random > 0) {
        auto list = perft::random_jobs(*rules, o.random, o.seed, o.limits);
        jobs.insert(jobs.end(), list.jobs.begin(), list.jobs.end());
    }
    if (jobs.empty()) {
        std::cerr << "arbiter perft: nothing to run (no positions within the limits)\n";
        return 2;
    }

    // Step 2. Workers: each owns an engine (and an oracle engine) and takes jobs in order.
    protocol::Timeouts timeouts;
    timeouts.perft = std::chrono::seconds(o.timeout);
    std::vector<perft::PerftOutcome> results(jobs.size());
    std::atomic<std::size_t>         next { 0 }, finished { 0 };
    std::atomic<int>                 failures { 0 };
    std::atomic<bool>                start_failed { false };
    std::string                      start_error, unsupported;
    std::mutex                       mutex;
    const bool                       show = !o.quiet && isatty(2);
    auto                             t0   = std::chrono::steady_clock::now();

    auto worker = [&] {
        session::EngineSession engine(spec, timeouts);
        auto                   started = engine.start();
        if (!started) {
            std::lock_guard lock(mutex);
            start_failed = true;
            start_error  = started.fault().detail + "\n" + started.fault().transcript_tail;
            return;
        }
        if (!engine.capabilities()->perft) {
            std::lock_guard lock(mutex);
            unsupported  = spec.name;
            start_failed = true;
            return;
        }
        std::unique_ptr<session::EngineSession> oracle_engine;
        perft::DivideOracle                     oracle = perft::reference_oracle(*rules);
        if (oracle_spec) {
            oracle_engine = std::make_unique<session::EngineSession>(*oracle_spec, timeouts);
            if (auto s = oracle_engine->start(); !s) {
                std::lock_guard lock(mutex);
                start_failed = true;
                start_error  = "oracle: " + s.fault().detail;
                return;
            }
            if (!oracle_engine->capabilities()->perft) {
                std::lock_guard lock(mutex);
                unsupported  = oracle_spec->name + " (the oracle)";
                start_failed = true;
                return;
            }
            oracle = perft::engine_oracle(*oracle_engine);
        }
        for (std::size_t i; (i = next++) < jobs.size();) {
            results[i] = perft::run_perft_job(engine, *rules, oracle, jobs[i]);
            if (results[i].status != perft::Status::Ok) ++failures;
            ++finished;
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < std::min<int>(o.jobs, int(jobs.size())); ++t) threads.emplace_back(worker);
    while (show && finished < jobs.size() && !start_failed) {
        draw_progress(finished, jobs.size(), "failures", failures);
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    for (auto& t : threads) t.join();
    if (show) {
        draw_progress(finished, jobs.size(), "failures", failures);
        std::fprintf(stderr, "\n");
    }
    if (finished == 0 && !unsupported.empty()) {
        std::cerr << "arbiter perft: engine " << unsupported << " has no perft command ("
                  << protocol::to_string(spec.proto)
                  << "): perft needs an engine that answers \"go perft N\"\n";
        return 4;
    }
    if (finished == 0 && start_failed) {
        std::cerr << "arbiter perft: engine could not be started: " << start_error << "\n";
        return 3;
    }

    // Step 3. Reports.
    report::PerftRunInfo info;
    info.engine  = spec.name;
    info.variant = protocol::to_string(spec.variant);
    info.oracle  = oracle_spec ? oracle_spec->name : "reference";
    info.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    report::write_perft_text(std::cout, info, results);
    auto write_file = [](const std::string& path, auto&& fn) {
        std::ofstream f(path);
        if (!f) throw SetupError("cannot write " + path);
        fn(f);
    };
    if (!o.json.empty())
        write_file(o.json, [&](std::ostream& f) { report::write_perft_json(f, info, results); });
    if (!o.junit.empty())
        write_file(o.junit, [&](std::ostream& f) { report::write_perft_junit(f, info, results); });
    auto s = report::summarize(results);
    if (input_errors) return 2;
    return s.ok == s.total ? 0 : 1;
}

} // namespace harness::cli
