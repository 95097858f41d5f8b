#include "merge_command.h"

#include "args.h"
#include "common_options.h"
#include "output_options.h"
#include "usage.h"

#include "harness/process/interrupt.h"
#include "harness/report/perft_report.h"
#include "harness/shard/merge.h"
#include "harness/suite/suite_runner.h"

#include <iostream>
#include <optional>

namespace harness::cli {

namespace {

struct MergeOptions {
    std::vector<std::string> paths; // the shards' reports
    ReportFiles              files;
    bool                     help = false;
};

using Mg = MergeOptions;

const auto MergeOptionTable = option_table<Mg>({
    group<Mg>("Options:",
        {
            report_files_option<Mg>({ "--json", "--junit", "--markdown" }, &Mg::files,
                { "--json FILE, --junit FILE, --markdown FILE",
                    "the merged report (the terminal text is printed)" }),
            db_option(&Mg::files, "also store it in a history database"),
        }),
    { help_option(&Mg::help) },
});

const UsageText MergeUsage {
    .head
    = R"(usage: arbiter merge REPORT... [--json FILE] [--junit FILE] [--markdown FILE] [--db FILE]

Merge the JSON reports of the shards of one run (perft, suite, match or tournament with
--shard K/N; a match's batches with --batch B) into the report the unsharded run would have
written: results in the unsharded order; a match's W/D/L, pentanomial, Elo and SPRT computed
on the merged game pairs; a tournament's pairings and joint ratings computed again. Shards of
another run (engines, game, limits, inputs, shard count, run id, Arbiter version) are
refused, naming what differs; a missing, duplicated or incomplete shard is named.

)",
    .tail
    = R"(Exit codes: 0 merged (perft: every position passed; suite: every position solved); 1 the
merged perft or suite run has a failure; 2 a report that cannot be read or merged (another
run, a missing or duplicated shard), a report that could not be written, or input records
the run refused (listed in the report, as by the run itself); 128 + the signal when SIGINT or
SIGTERM ended it (between reports; nothing is written).
)",
    .column = 47,
};

// Report paths are the arguments that are not options; the options take a value each.
MergeOptions parse(const std::vector<std::string>& argv) {
    const auto args = split_operands(argv);
    auto       o    = read_options(args.options, MergeOptionTable);
    o.paths         = args.operands;
    if (o.help) return o;
    if (o.paths.empty()) throw UsageError("arbiter merge needs the shards' JSON reports");
    return o;
}

// SIGINT/SIGTERM: nothing is written from a merge cut short.
bool stopped() {
    if (!process::interrupted()) return false;
    std::cerr << "arbiter merge: interrupted; nothing written\n";
    return true;
}

// Step 1. Every shard report (all errors printed, then nullopt once), or nullopt when
// interrupted between two reports.
std::optional<std::vector<shard::ShardReport>> read_shards(const std::vector<std::string>& paths) {
    std::vector<shard::ShardReport> shards;
    int                             bad = 0;
    for (const auto& p : paths) {
        if (stopped()) return std::nullopt;
        auto s = shard::load_shard_report(p);
        if (!s) {
            std::cerr << s.error().to_string() << "\n";
            ++bad;
            continue;
        }
        shards.push_back(std::move(*s));
    }
    if (bad) return std::nullopt;
    return shards;
}

// The exit of a merged report, as the unsharded run gives it.
int merged_exit(const report::Report& rep) {
    if (!rep.rejected.empty()) return 2; // as the run itself: input records were refused
    if (auto* p = std::get_if<report::PerftResults>(&rep.results)) {
        auto s = report::summarize(*p);
        return s.ok == s.total ? 0 : 1;
    }
    if (auto* s = std::get_if<report::SuiteResults>(&rep.results)) {
        auto sum = suite::summarize(*s);
        return sum.solved == sum.total && sum.problems.empty() ? 0 : 1;
    }
    return 0;
}

} // namespace

CommandHelp merge_help() { return command_help(MergeUsage, { option_list(MergeOptionTable) }); }

int merge_command(const std::vector<std::string>& argv) {
    auto provenance = report::start_provenance(with_command("merge", argv));
    auto o          = parse(argv);
    if (o.help) {
        std::cout << merge_help().text;
        return 0;
    }
    require_output_paths(o.files, { { "a shard report", o.paths } });
    auto shards = read_shards(o.paths);
    if (!shards) return process::interrupted() ? process::interrupted_exit_code() : 2;

    // Step 2. Merge; then the reports, as the unsharded run writes them.
    if (stopped()) return process::interrupted_exit_code();
    auto merged = shard::merge_shards(*shards, provenance);
    if (stopped()) return process::interrupted_exit_code();
    if (!merged) {
        for (const auto& e : merged.error()) std::cerr << "arbiter merge: " << e << "\n";
        return 2;
    }
    const auto& rep = *merged;
    if (auto failed = write_reports(rep, o.files); !failed.empty())
        return report_write_failed("merge", failed, "");
    return merged_exit(rep);
}

} // namespace harness::cli
