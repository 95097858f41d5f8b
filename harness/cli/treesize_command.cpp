#include "harness/cli/treesize_command.h"

#include "harness/cli/args.h"
#include "harness/cli/common_options.h"
#include "harness/cli/engine_spec.h"
#include "harness/cli/output_options.h"
#include "harness/cli/usage.h"
#include "harness/treesize/positions.h"
#include "harness/treesize/treesize.h"

#include <cstdio>
#include <iostream>
#include <optional>

namespace harness::cli {

namespace {

std::string ratio(std::uint64_t a, std::uint64_t b) {
    if (b == 0) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", double(a) / double(b));
    return buf;
}

std::string ebf(const std::optional<double>& e) {
    if (!e) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", *e);
    return buf;
}

int faults(const treesize::TreeSizeRun& run, const std::string& name) {
    int n = 0;
    for (const auto& p : run.positions)
        if (!p.fault.empty()) {
            ++n;
            std::fprintf(stderr, "%s: %s: %s\n", name.c_str(), p.fen.c_str(), p.fault.c_str());
        }
    return n;
}

struct TreeSizeOptions {
    ReportFiles              files;
    std::vector<std::string> engine_tokens, base_tokens;
    std::string              suite_path, engines_file;
    game::Game               variant = game::chess();
    int                      depth = 8, first = 12;
    bool                     help = false;
};

using T = TreeSizeOptions;
const std::vector<Option<TreeSizeOptions>> TreeSizeOptionTable {
    spec_option("--engine", &T::engine_tokens, { "--engine SPEC", "the engine (candidate)" }),
    spec_option("--base", &T::base_tokens,
        { "--base SPEC", "a base engine, searched on the same positions" }),
    text_option("--suite", &T::suite_path, { "--suite FILE", "the positions" }),
    variant_option(&T::variant, nullptr, { "--variant V", "chess (default), chess960, xiangqi" }),
    int_option(
        { "--depth" }, &T::depth, 1, 64, { "--depth D", "the depth to search to (default 8)" }),
    int_option({ "--first" }, &T::first, 1, 100000,
        { "--first N", "only the first N positions (default 12)" }),
    engines_file_option(&T::engines_file),
    report_files_option<T>({ "--json", "--junit", "--markdown" }, &T::files,
        { "--json FILE, --junit FILE, --markdown FILE",
            "reports (every position's depths, totals per depth, the ratio)" }),
    db_option(&T::files),
    help_option(&T::help),
};

const UsageText TreeSizeUsage {
    .head = R"(usage: arbiter treesize --engine SPEC... [--base SPEC...] --suite FILE [--variant V]
                        [--depth D] [--first N] [--engines-file FILE]
                        [--json F] [--junit F] [--markdown F] [--db F]

Searches each position of FILE (FEN lines or a perft suite, e.g.
suites/peer/chess/stockfish_benchmark.DERIVED.epd) with `go depth D` and reads from the info
lines the nodes and time at which every depth was finished. Prints, per depth, the totals over
the positions that reached it and the effective branching factor (nodes at d / nodes at d-1);
with --base, the base engine's figures beside them and the node ratio (engine / base): what a
pruning or move-ordering change costs, before any game is played.

)",
    .tail
    = R"(Exit codes: 0 done; 1 a position faulted; 2 usage or input error; 3 an engine could not start.
)",
    .column = 23,
};

TreeSizeOptions parse(const std::vector<std::string>& argv) {
    return read_options(argv, TreeSizeOptionTable);
}

// The table: per depth the engine's totals, and the base's beside them with the node ratio.
void print_totals(const TreeSizeOptions& o, const std::string& name, std::size_t positions,
    const treesize::TreeSizeRun& run, const std::optional<treesize::TreeSizeRun>& base,
    const std::string& base_name) {
    auto totals = treesize::depth_totals(run, o.depth);
    std::printf("arbiter treesize: %s, %zu positions of %s, depth %d\n", name.c_str(), positions,
        o.suite_path.c_str(), o.depth);
    if (!base) {
        std::printf("%5s %9s %14s %9s %6s\n", "depth", "positions", "nodes", "ms", "ebf");
        for (const auto& t : totals)
            std::printf("%5d %9d %14llu %9lld %6s\n", t.depth, t.positions,
                static_cast<unsigned long long>(t.nodes), static_cast<long long>(t.time_ms),
                ebf(t.ebf).c_str());
        return;
    }
    auto b = treesize::depth_totals(*base, o.depth);
    std::printf("%5s %9s %14s %9s %6s   %9s %14s %9s %6s   %7s\n", "depth", "positions",
        name.substr(0, 14).c_str(), "ms", "ebf", "positions", base_name.substr(0, 14).c_str(), "ms",
        "ebf", "ratio");
    for (std::size_t i = 0; i < totals.size(); ++i)
        std::printf("%5d %9d %14llu %9lld %6s   %9d %14llu %9lld %6s   %7s\n", totals[i].depth,
            totals[i].positions, static_cast<unsigned long long>(totals[i].nodes),
            static_cast<long long>(totals[i].time_ms), ebf(totals[i].ebf).c_str(), b[i].positions,
            static_cast<unsigned long long>(b[i].nodes), static_cast<long long>(b[i].time_ms),
            ebf(b[i].ebf).c_str(),
            totals[i].positions == b[i].positions ? ratio(totals[i].nodes, b[i].nodes).c_str()
                                                  : "-");
}

// One engine's measurement; nullopt (and the message) when it could not be started.
std::optional<treesize::TreeSizeRun> measure(const treesize::TreeSizeConfig& config) {
    auto run = treesize::measure_tree_size(config);
    if (run.started) return run;
    std::cerr << "arbiter treesize: " << config.engine.name << " could not be started\n";
    return std::nullopt;
}

} // namespace

CommandHelp treesize_help() {
    return command_help(TreeSizeUsage, { option_list(TreeSizeOptionTable) });
}

int treesize_command(const std::vector<std::string>& argv) {
    auto provenance = report::start_provenance(with_command("treesize", argv));
    auto o          = parse(argv);
    if (o.help) {
        std::cout << treesize_help().text;
        return 0;
    }
    if (o.suite_path.empty()) throw UsageError("arbiter treesize needs --suite FILE");
    auto engines = engines_file_or_throw(o.engines_file);
    auto spec = engine_spec_or_throw(o.engine_tokens, engines, o.variant, "--engine", "treesize");
    // The positions: each FEN of the file once, in file order.
    auto jobs = treesize::load_positions(o.suite_path, o.variant, o.first);
    for (const auto& e : jobs.errors) std::cerr << e.to_string() << "\n";
    if (jobs.fens.empty()) throw UsageError(o.suite_path + ": no positions");
    require_output_paths(
        o.files, { { "--suite", { o.suite_path } }, { "--engines-file", { o.engines_file } } });
    treesize::TreeSizeConfig config { spec, jobs.fens, o.depth };
    auto                     run = measure(config);
    if (!run) return 3;
    std::optional<treesize::TreeSizeRun> base;
    if (!o.base_tokens.empty()) {
        config.engine
            = engine_spec_or_throw(o.base_tokens, engines, o.variant, "--base", "treesize");
        base = measure(config);
        if (!base) return 3;
    }
    print_totals(o, spec.name, jobs.fens.size(), *run, base, config.engine.name);
    int faulted = faults(*run, spec.name) + (base ? faults(*base, config.engine.name) : 0);
    report::finish(provenance);
    report::Report rep;
    rep.command    = "treesize";
    rep.provenance = provenance;
    rep.game       = o.variant.name();
    rep.engines.push_back(report::engine_info("engine", spec, run->engine_id));
    if (base) rep.engines.push_back(report::engine_info("base", config.engine, base->engine_id));
    rep.config  = { { "limits", { { "depth", o.depth } } }, { "workers", 1 },
         { "suites", { o.suite_path } }, { "first", o.first } };
    rep.results = report::TreeSizeResults { *run, base, o.depth };
    if (auto failed = write_report_files(rep, o.files); !failed.empty())
        return report_write_failed("treesize", failed, "");
    if (!jobs.errors.empty()) return 2;
    return faulted ? 1 : 0;
}

} // namespace harness::cli
