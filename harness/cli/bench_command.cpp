#include "harness/cli/bench_command.h"

#include "harness/bench/bench_runner.h"
#include "harness/cli/args.h"
#include "harness/cli/bench_form.h"
#include "harness/cli/common_options.h"
#include "harness/cli/engine_spec.h"
#include "harness/cli/output_options.h"
#include "harness/cli/usage.h"

#include <cstdio>
#include <iostream>
#include <optional>

namespace harness::cli {

namespace {

void print_runs(
    const std::string& role, const session::EngineSpec& spec, const bench::BenchRun& out) {
    std::printf("%s %s:\n", role.c_str(), spec.name.c_str());
    int i = 0;
    for (const auto& r : out.runs) {
        ++i;
        if (!r.fault.empty()) {
            std::printf("  run %d: %s\n%s", i, r.fault.c_str(), r.tail.c_str());
            if (!r.tail.empty() && r.tail.back() != '\n') std::printf("\n");
            continue;
        }
        std::printf("  run %d: %llu nodes, %s nps, %s ms (wall %lld ms)\n", i,
            static_cast<unsigned long long>(*r.figures.nodes),
            r.figures.nps ? std::to_string(*r.figures.nps).c_str() : "-",
            r.figures.time_ms ? std::to_string(*r.figures.time_ms).c_str() : "-",
            static_cast<long long>(r.wall_ms));
    }
    if (out.deterministic)
        std::printf("  signature %llu (%zu runs agree)\n",
            static_cast<unsigned long long>(*out.signature), out.runs.size());
    else
        std::printf(
            "  no signature: the runs %s\n", out.runs.size() > 1 ? "disagree or failed" : "failed");
}

struct BenchOptions {
    ReportFiles                  files;
    std::vector<std::string>     engine_tokens, base_tokens;
    std::string                  engines_file;
    bench::BenchConfig           config;
    BenchForm                    form; // --bench, --bench-regex, --uci
    std::optional<std::uint64_t> expect;
    bool                         help = false;
};

using B                                                  = BenchOptions;
const std::vector<Option<BenchOptions>> BenchOptionTable = option_table<B>(
    { {
          spec_option("--engine", &B::engine_tokens,
              { "--engine cmd=PATH [name=N] [arg=A]... [dir=D] [option.NAME=V]...",
                  "the engine (candidate)" }),
          spec_option("--base", &B::base_tokens,
              { "--base SPEC", "a base engine to compare with (same bench words)" }),
          { { "--runs" },
              [](Args& a, const std::string& opt, B& o) {
                  o.config.runs = a.int_value(opt, 1, 100);
              },
              { "--runs N", "runs per engine (default 2)" } },
          { { "--expect" },
              [](Args& a, const std::string& opt, B& o) {
                  o.expect = std::uint64_t(a.int_value(opt, 0, 2147483647));
              },
              { "--expect NODES", "the signature the engine must give" } },
          { { "--timeout" },
              [](Args& a, const std::string& opt, B& o) {
                  o.config.timeout = std::chrono::seconds(a.int_value(opt, 1, 86400));
              },
              { "--timeout S", "seconds per run before it counts as a hang (default 300)" } },
          engines_file_option(&B::engines_file),
          report_files_option<B>({ "--json", "--junit", "--markdown" }, &B::files,
              { "--json FILE, --junit FILE, --markdown FILE",
                  "reports (runs, signature, nps and ratio)" }),
          db_option(&B::files,
              "also store the report in a history database (`arbiter history --metric signature`)"),
      },
        bench_form_options(&B::form), { help_option(&B::help) } });

const UsageText BenchUsage {
    .head = R"(usage: arbiter bench --engine SPEC... [--base SPEC...] [--runs N] [--expect NODES]
                     [--uci] [--bench WORD...] [--timeout S] [--engines-file FILE]
                     [--json F] [--junit F] [--markdown F] [--db F]

Runs the engine's own benchmark (Stockfish's `engine bench`, or with --uci the UCI command
`bench` after the handshake) N times and reads its signature, nps and time: Stockfish's
"Nodes searched : N", or a line "... N nodes M nps" as OpenBench reads it (Weiss's and
Ethereal's "OVERALL: T ms N nodes M nps"). A bench must be deterministic: runs that disagree
fail. --expect checks the signature; --base runs a base engine's bench the same way and says
whether the signature changed and the nps ratio (candidate / base), as a regression gate does.

)",
    .tail
    = R"(Exit codes: 0 deterministic (and as expected); 1 a fault, disagreeing runs or an unexpected
signature; 2 usage error; 3 the engine could not be started.
)",
    .column = 23,
};

BenchOptions parse(const std::vector<std::string>& argv) {
    auto o = read_options(argv, BenchOptionTable);
    apply_bench_form(o.form, o.config.bench_args, o.config.signature_regex, o.config.mode);
    return o;
}

// The base's runs beside the engine's: its signature and the nps ratio. False when the base
// could not be started.
bool compare_with_base(const bench::BenchConfig& base_config, const bench::BenchRun& candidate,
    report::BenchResults& results, report::Report& rep, bool& ok) {
    auto base    = bench::run_bench(base_config);
    results.base = base;
    rep.engines.push_back(report::engine_info("base", base_config.engine, {}));
    print_runs("base", base_config.engine, base);
    if (!base.runs.empty() && !base.runs.front().started) return false;
    ok = ok && base.deterministic;
    if (base.signature && candidate.signature)
        std::printf("signature %s (base %llu, engine %llu)\n",
            *base.signature == *candidate.signature ? "unchanged" : "changed",
            static_cast<unsigned long long>(*base.signature),
            static_cast<unsigned long long>(*candidate.signature));
    auto bn = base.median_nps(), cn = candidate.median_nps();
    if (bn && cn && *bn > 0)
        std::printf("nps ratio %.3f (engine %llu / base %llu, medians)\n",
            double(*cn) / double(*bn), static_cast<unsigned long long>(*cn),
            static_cast<unsigned long long>(*bn));
    return true;
}

} // namespace

CommandHelp bench_help() { return command_help(BenchUsage, { option_list(BenchOptionTable) }); }

int bench_command(const std::vector<std::string>& argv) {
    auto provenance = report::start_provenance(with_command("bench", argv));
    auto o          = parse(argv);
    if (o.help) {
        std::cout << bench_help().text;
        return 0;
    }
    auto& config  = o.config;
    auto  engines = engines_file_or_throw(o.engines_file);
    config.engine
        = engine_spec_or_throw(o.engine_tokens, engines, game::chess(), "--engine", "bench");
    require_output_paths(o.files, { { "--engines-file", { o.engines_file } } });
    auto candidate = bench::run_bench(config);
    print_runs("engine", config.engine, candidate);
    if (!candidate.runs.empty() && !candidate.runs.front().started) return 3;
    report::Report rep;
    rep.command = "bench";
    rep.game    = config.engine.variant.name();
    rep.engines.push_back(report::engine_info("engine", config.engine, {}));
    rep.config = { { "limits", { { "timeout_ms", config.timeout.count() } } }, { "workers", 1 },
        { "runs", config.runs },
        { "mode", config.mode == bench::BenchMode::Uci ? "uci" : "command-line" },
        { "words", config.bench_args } };
    report::BenchResults results { candidate, std::nullopt, o.expect };
    bool                 ok = candidate.deterministic;
    if (o.expect && candidate.signature) {
        bool same = *candidate.signature == *o.expect;
        std::printf("expected %llu: %s\n", static_cast<unsigned long long>(*o.expect),
            same ? "ok" : "DIFFERENT");
        ok = ok && same;
    }
    if (!o.base_tokens.empty()) {
        auto base_config = config;
        base_config.engine
            = engine_spec_or_throw(o.base_tokens, engines, game::chess(), "--base", "bench");
        if (!compare_with_base(base_config, candidate, results, rep, ok)) return 3;
    }
    report::finish(provenance);
    rep.provenance = provenance;
    rep.results    = results;
    if (auto failed = write_report_files(rep, o.files); !failed.empty())
        return report_write_failed("bench", failed, "");
    return ok ? 0 : 1;
}

} // namespace harness::cli
