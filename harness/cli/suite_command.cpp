#include "suite_command.h"

#include "args.h"
#include "common_options.h"
#include "cores.h"
#include "engine_spec.h"
#include "suite_game.h"
#include "usage.h"

#include "output_options.h"
#include "shard_options.h"

#include "harness/game/registry.h"
#include "harness/input/json_text.h"
#include "harness/input/nesting.h"
#include "harness/input/text_file.h"
#include "harness/report/sanitize.h"
#include "harness/report/suite_report.h"
#include "harness/report/writers.h"
#include "harness/run/deadline.h"
#include "harness/run/journal.h"
#include "harness/run/run_identity.h"
#include "harness/suite/compare.h"
#include "harness/suite/suite_run.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <unistd.h>

namespace harness::cli {

namespace {

struct SuiteOptions {
    std::vector<std::string> engine_tokens;
    std::string              engines_file;
    ReportFiles              files;
    game::Game               variant       = game::chess();
    bool                     variant_given = false; // --variant or variant= in the spec
    std::vector<std::string> suites;
    std::set<std::string>    ids;
    int                      first = 0;
    protocol::Limits         limits;
    bool                     go_mate = false, prove = false, resume = false, quiet = false;
    std::uint64_t            prove_nodes = 2000000;
    int                      margin_ms   = 5000;
    std::optional<int>       timeout; // seconds; nullopt: from the limit (see --timeout)
    int                      jobs        = 1;
    int                      limit_count = 0; // of --movetime, --depth, --nodes
    bool                     help        = false;
};

// A search limit; exactly one is given (checked after the options are read).
template <class T> auto limit(T read) {
    return [read](Args& a, const std::string& opt, SuiteOptions& o) {
        read(a, opt, o);
        ++o.limit_count;
    };
}

using S = SuiteOptions;

const auto SuiteOptionTable = option_table<S>({
    group<S>("Engine:",
        engine_under_test_options(
            &S::engine_tokens, &S::engines_file, &S::variant, &S::variant_given)),
    group<S>("Input:",
        {
            input_files_option("--suite", &S::suites, { "--suite FILE", "EPD suite (repeatable)" }),
            { { "--ids" },
                [](Args& a, const std::string& opt, S& o) {
                    std::stringstream in(a.value(opt));
                    for (std::string id; std::getline(in, id, ',');)
                        if (!id.empty()) o.ids.insert(id);
                },
                { "--ids ID,...", "only these ids" } },
            int_option({ "--first" }, &S::first, 1, 100000000,
                { "--first N", "only the first N positions" }),
        }),
    group<S>("Search (exactly one limit):",
        {
            { { "--movetime" }, limit([](Args& a, const std::string& opt, S& o) {
                 o.limits.movetime_ms = a.int_value(opt, 1, 86400000);
             }),
                { "--movetime MS | --depth D | --nodes N" } },
            { { "--depth" }, limit([](Args& a, const std::string& opt, S& o) {
                 o.limits.depth = a.int_value(opt, 1, 1000);
             }) }, // on the line of --movetime
            { { "--nodes" }, limit([](Args& a, const std::string& opt, S& o) {
                 o.limits.nodes = a.u64_value(opt, 1);
             }) }, // on the line of --movetime
            flag_option("--go-mate", &S::go_mate,
                { "--go-mate", "dm N positions: \"go mate N\" with the limit" }),
            flag_option("--prove-mates", &S::prove,
                { "--prove-mates", "prove every mate the engine claims (Arbiter's prover)" }),
            { { "--prove-nodes" },
                [](Args& a, const std::string& opt, S& o) { o.prove_nodes = a.u64_value(opt, 1); },
                { "--prove-nodes N", "prover node budget per claim (default 2000000)" } },
            int_option({ "--margin" }, &S::margin_ms, 1, 3600000,
                { "--margin MS", "time beyond --movetime before a hang (default 5000)" }),
            { { "--timeout" },
                [](Args& a, const std::string& opt, S& o) {
                    o.timeout = a.int_value(opt, 1, 86400);
                },
                { "--timeout SECONDS",
                    "depth/nodes searches: hang bound (default: --nodes N 10 s + 2 s per million "
                    "nodes; --depth 600)" } },
        }),
    group<S>("Output:",
        journaled_output_options(&S::jobs, &S::files, &S::resume,
            "skip ids already in FILE (or FILE.partial)", "table",
            {
                { { "--epd-out" },
                    [](Args& a, const std::string& opt, S& o) { o.files.epd_out = a.value(opt); },
                    { "--epd-out FILE", "the suite annotated with acd acn acs ce pv" } },
                quiet_option(&S::quiet),
            })),
    { help_option(&S::help) },
});

const UsageText SuiteUsage {
    .head
    = R"(usage: arbiter suite --engine SPEC... --suite FILE.epd... (--movetime MS | --depth D | --nodes N)
                     [options]
       arbiter suite compare OLD.json NEW.json

Run an engine on EPD test suites. A position is solved when the engine's best move is a `bm`
move (or avoids every `am` move; or, for `dm N` alone, a verified mate score <= N) and stays
one until the end of the search (PolyGlot's criterion). Mate claims are checked: PV legal and
mating at the claimed length, sign, bestmove = PV's first move; --prove-mates proves them.

)",
    .tail   = R"(Compare:
  arbiter suite compare OLD.json NEW.json  see arbiter suite compare --help
Exit codes: 0 every position solved without problems; 1 a position failed, faulted or showed a
problem; 2 usage or input error; 3 the engine could not be started; 4 the engine's protocol
lacks what was asked (setboard on xboard engines such as MaxQi, --nodes on xboard, --go-mate on
UCCI/xboard).
)",
    .column = 41,
};

SuiteOptions parse(const std::vector<std::string>& argv) {
    auto o = read_options(argv, SuiteOptionTable);
    if (o.help) return o;
    if (o.limit_count != 1)
        throw UsageError("arbiter suite needs exactly one of --movetime, --depth, --nodes");
    if (o.resume && o.files.json.empty()) throw UsageError("--resume needs --json FILE");
    if (!o.ids.empty() && o.first) throw UsageError("--ids and --first exclude each other");
    return o;
}

// The text of a JSON report or journal (nullopt: there is no such file); one that cannot be
// read, is over input::ReportLimits or nests deeper than input::NestingLimit is a usage error.
std::optional<std::string> read_text(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return std::nullopt;
    auto text = input::read_text_file(path, input::ReportLimits);
    if (!text) throw UsageError(text.error().to_string());
    if (auto deep = input::json_nesting_error(*text, path)) throw UsageError(deep->to_string());
    return *text;
}

// A suite report as `suite compare` needs it: results plus what makes two runs comparable.
struct ComparedReport {
    std::string                        game, limits, engine;
    std::vector<suite::PositionRecord> results;
};

// Each position once: a second result under one id would be paired again and could offset a
// real loss.
void check_unique_ids(const std::string& path, const std::vector<suite::PositionRecord>& results) {
    std::map<std::string, std::size_t> seen;
    for (std::size_t i = 0; i < results.size(); ++i)
        if (auto [it, fresh] = seen.emplace(results[i].id, i); !fresh)
            throw UsageError(path + ": the position " + engine::core::quote(results[i].id)
                + " is there twice (results " + std::to_string(it->second + 1) + " and "
                + std::to_string(i + 1) + "); a comparison counts each position once");
}

ComparedReport read_report(const std::string& path) {
    auto text = read_text(path);
    if (!text) throw UsageError("cannot read '" + path + "'");
    auto j = nlohmann::json::parse(*text, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("results") || !j.contains("game")
        || !j.contains("config") || !j["config"].is_object() || !j["config"].contains("limits"))
        throw UsageError(path
            + ": not an arbiter suite report (a JSON object with game, config "
              "and results; a .partial journal must be finished with --resume)");
    auto r = report::parse_suite_results(*text);
    if (!r) throw UsageError(path + ": " + r.error().to_string());
    if (r->empty()) throw UsageError(path + ": the report has no results");
    check_unique_ids(path, *r);
    ComparedReport out; // its text is printed: one line each, no control characters
    out.game = report::one_line_text(
        j["game"].is_string() ? j["game"].get<std::string>() : input::json_text(j["game"]));
    out.limits = report::one_line_text(input::json_text(j["config"]["limits"]));
    out.engine = "?";
    if (j.contains("engines") && j["engines"].is_array() && !j["engines"].empty()) {
        const auto& e = j["engines"][0];
        out.engine    = e.value("name", std::string("?"));
        if (e.contains("id_name") && e["id_name"].is_string())
            out.engine += " (" + e["id_name"].get<std::string>() + ")";
    }
    out.engine  = report::one_line_text(out.engine);
    out.results = std::move(*r);
    return out;
}

struct CompareOptions {
    std::vector<std::string> files;
    suite::Criterion         criterion = suite::Criterion::McNemar;
    double                   alpha     = 0.05;
    int                      tolerance = 0;
    bool                     help      = false;
};

using C = CompareOptions;

const auto CompareOptionTable = option_table<C>({
    { { { "--criterion" },
          [](Args& a, const std::string& opt, C& o) {
              const auto v = a.value(opt);
              if (v != "mcnemar" && v != "tolerance")
                  throw UsageError("--criterion expects mcnemar or tolerance, got '" + v + "'");
              o.criterion
                  = v == "mcnemar" ? suite::Criterion::McNemar : suite::Criterion::Tolerance;
          },
          { "--criterion mcnemar",
              "(default) a regression when more positions were lost than gained and McNemar's "
              "exact test says so at level --alpha (default 0.05): one position flipping at a "
              "time limit is not a regression",
              { { "--criterion tolerance",
                  "a regression when lost - gained exceeds --tolerance N (default 0)" } } } },
        number_option<C>("--alpha", &C::alpha, 0, 1, {}), // on the line of --criterion mcnemar
        { { "--tolerance" },
            [](Args& a, const std::string& opt, C& o) {
                const auto v = a.value(opt);
                if (v.empty() || v.size() > 6
                    || v.find_first_not_of("0123456789") != std::string::npos)
                    throw UsageError("--tolerance expects a count, got '" + v + "'");
                o.tolerance = std::stoi(v);
            } }, // on the line of --criterion tolerance
        help_option(&C::help) },
});

const UsageText CompareUsage {
    .head
    = R"(usage: arbiter suite compare [--criterion mcnemar|tolerance] [--alpha A] [--tolerance N]
                             OLD.json NEW.json

Compare two suite reports of the same game and limits (e.g. the old and the new build of an
engine): the positions in both, the solved counts and median time to solve over them, the ids
newly failed and newly solved, and a verdict:
)",
    .tail
    = R"(Exit codes: 0 no regression; 1 regression; 2 usage or input error (unreadable file, not a
report, an empty report, different games or limits, no position in common).
)",
    .column = 25,
};

CompareOptions parse_compare(const std::vector<std::string>& argv) {
    const auto args = split_operands(argv);
    auto       o    = read_options(args.options, CompareOptionTable);
    o.files         = args.operands;
    if (o.help) return o;
    if (o.files.size() != 2)
        throw UsageError("usage: arbiter suite compare OLD.json NEW.json (see arbiter suite "
                         "compare --help)");
    return o;
}

int compare_command(const std::vector<std::string>& argv) {
    const auto o = parse_compare(argv);
    if (o.help) {
        std::cout << suite_compare_help().text;
        return 0;
    }
    auto older = read_report(o.files[0]);
    auto newer = read_report(o.files[1]);
    if (older.game != newer.game)
        throw UsageError(
            "the reports are of different games: " + older.game + " and " + newer.game);
    if (older.limits != newer.limits)
        throw UsageError(
            "the reports have different limits: " + older.limits + " and " + newer.limits);
    auto c = suite::compare(older.results, newer.results);
    if (c.common == 0) throw UsageError("the reports have no position in common");
    std::cout << "old: " << older.engine << "\nnew: " << newer.engine << "\ngame: " << older.game
              << ", limits: " << older.limits << "\n";
    report::write_comparison_text(std::cout, c);
    auto d = suite::decide(c, o.criterion, o.alpha, o.tolerance);
    std::cout << (d.regression ? "regression" : "no regression") << " (" << d.reason << ")\n";
    return d.regression ? 1 : 0;
}

// The hang bound of a depth or nodes search (movetime searches get --margin).
std::chrono::seconds search_timeout(const SuiteOptions& o) {
    if (o.timeout) return std::chrono::seconds(*o.timeout);
    if (o.limits.nodes) return run::work_deadline(double(*o.limits.nodes));
    return std::chrono::seconds(600);
}

nlohmann::ordered_json config_json(const SuiteOptions& o) {
    auto opt = [](const auto& v) { return v ? nlohmann::ordered_json(*v) : nullptr; };
    nlohmann::ordered_json limits;
    limits["movetime_ms"] = opt(o.limits.movetime_ms);
    limits["depth"]       = opt(o.limits.depth);
    limits["nodes"]       = opt(o.limits.nodes);
    limits["margin_ms"]   = o.margin_ms;
    limits["timeout_ms"]  = std::int64_t(search_timeout(o).count()) * 1000;
    nlohmann::ordered_json c;
    c["limits"]      = limits;
    c["go_mate"]     = o.go_mate;
    c["prove_mates"] = o.prove;
    c["prove_nodes"] = o.prove_nodes;
    c["suites"]      = o.suites;
    c["workers"]     = o.jobs;
    return c;
}

// Step 1. Positions: every resolvable record, filtered by --ids / --first; the rejected records
// are printed and kept for every report.
std::vector<suite::SuitePosition> load_positions(
    const SuiteOptions& o, game::Game variant, std::vector<report::RejectedRecord>& rejected) {
    std::vector<suite::SuitePosition> positions;
    for (const auto& path : o.suites) {
        auto load = suite::load_suite(path, variant);
        for (const auto& e : load.errors) {
            std::cerr << e.to_string() << "\n";
            rejected.push_back(report::rejected_record(e));
        }
        for (auto& p : load.positions) positions.push_back(std::move(p));
    }
    if (!o.ids.empty()) {
        std::erase_if(positions, [&](const auto& p) { return !o.ids.count(p.id); });
        for (const auto& id : o.ids)
            if (std::none_of(positions.begin(), positions.end(),
                    [&](const auto& p) { return p.id == id; })) {
                std::cerr << "arbiter suite: no position with id '" << id << "'\n";
                rejected.push_back({ "--ids", 0, 0, "no position with id '" + id + "'" });
            }
    }
    // Results are keyed by id (journal, --resume, compare): two positions with one id would
    // lose one result.
    std::map<std::string, std::string> sources;
    for (const auto& p : positions)
        if (auto [it, fresh] = sources.emplace(p.id, p.source); !fresh)
            throw UsageError("duplicate id '" + p.id + "' at " + it->second + " and " + p.source
                + ": every position needs its own id");
    if (o.first && positions.size() > std::size_t(o.first)) positions.resize(std::size_t(o.first));
    return positions;
}

// The results of FILE itself (a finished or earlier report) when resuming, by id; FILE of
// another run is refused.
std::map<std::string, suite::PositionRecord> report_results(
    const SuiteOptions& o, const nlohmann::json& run_id) {
    std::map<std::string, suite::PositionRecord> previous;
    auto text = o.resume ? read_text(o.files.json) : std::nullopt;
    if (!text) return previous;
    auto whole = nlohmann::json::parse(*text, nullptr, false);
    if (whole.is_object()) {
        auto diff = run::run_differences(run::run_identity(whole), run_id);
        if (!diff.empty()) {
            std::string message = o.files.json + ": a report of another run (";
            for (std::size_t i = 0; i < diff.size(); ++i) message += (i ? "; " : "") + diff[i];
            throw UsageError(message + "); --resume continues only the same run");
        }
    }
    auto r = report::parse_suite_results(*text);
    if (!r) throw UsageError(o.files.json + ": " + r.error().to_string());
    for (auto& e : *r) previous[e.id] = std::move(e);
    return previous;
}

// Step 2. The shard's slots of the positions (the report and the journal name the shard), then
// the results kept from an interrupted run (FILE's too, copied into the journal).
void plan_and_resume(frame::RunFrame& frame, const SuiteOptions& o,
    std::vector<suite::SuitePosition>& positions, suite::SuiteConfig& config, report::Report& rep) {
    auto plan = value_or_throw(
        frame.plan(positions.size(), run::run_identity(report::to_json(rep)), "positions"));
    if (plan.info) {
        std::vector<suite::SuitePosition> mine;
        for (auto slot : plan.slots) mine.push_back(std::move(positions[slot]));
        positions           = std::move(mine);
        rep.config["shard"] = run::to_json(*plan.info);
    }
    if (o.files.json.empty()) return;
    const nlohmann::json run_id   = run::run_identity(report::to_json(rep));
    auto                 previous = report_results(o, run_id);
    for (const auto& record : value_or_throw(frame.open_journal(run_id))) {
        auto r = report::result_from_json(record);
        if (!r) throw UsageError(frame.journal()->path() + ": a line that is not a suite result");
        previous.erase(r->id);
        config.previous.push_back(std::move(*r));
    }
    for (auto& [id, r] : previous) { // FILE's results: into the journal too
        frame.record(report::result_to_json(r));
        config.previous.push_back(std::move(r));
    }
}

suite::SuiteConfig make_config(const SuiteOptions& o, const session::EngineSpec& spec) {
    suite::SuiteConfig config;
    config.engine                 = spec;
    config.timeouts.search_margin = std::chrono::milliseconds(o.margin_ms);
    config.timeouts.perft         = search_timeout(o);
    config.options.variant        = spec.variant;
    config.options.limits         = o.limits;
    config.options.go_mate        = o.go_mate;
    config.options.claims.prove   = o.prove;
    config.options.claims.budget  = o.prove_nodes;
    config.workers                = o.jobs;
    return config;
}

// Step 3. Run, the journal and the progress bar fed as each result arrives.
suite::SuiteRun run(frame::RunFrame& frame, suite::SuiteConfig& config) {
    warn_if_oversubscribed("suite", config.workers, config.workers);
    std::size_t finished = 0, total = config.positions.size();
    int         solved = 0;
    for (const auto& r : config.previous) {
        ++finished;
        solved += r.status == suite::Status::Solved;
    }
    config.on_result = [&](const suite::PositionRecord& r) {
        frame.record(report::result_to_json(r));
        ++finished;
        solved += r.status == suite::Status::Solved;
        frame.progress(finished, total, "solved", solved);
    };
    auto result = suite::run_suite(config);
    frame.end_progress();
    return result;
}

// --epd-out: the suite annotated with what the engine found (positions not run as they were).
void write_epd_out(const std::string& path, const std::vector<suite::SuitePosition>& positions,
    const suite::SuiteRun& result, std::vector<std::string>& failed) {
    if (path.empty()) return;
    std::string text;
    std::size_t k = 0;
    for (std::size_t i = 0; i < positions.size(); ++i)
        text += game::to_string(result.ran[i]
                        ? report::annotate(positions[i].record, result.results[k++])
                        : positions[i].record)
            + "\n";
    if (auto failure = frame::write_text_file(path, text)) failed.push_back(*failure);
}

} // namespace

CommandHelp suite_help() {
    return command_help(SuiteUsage, { option_list(SuiteOptionTable), shard_option_list(false) });
}

CommandHelp suite_compare_help() {
    return command_help(CompareUsage, { option_list(CompareOptionTable) });
}

int suite_command(const std::vector<std::string>& command_line) {
    if (!command_line.empty() && command_line[0] == "compare")
        return compare_command(
            std::vector<std::string>(command_line.begin() + 1, command_line.end()));
    auto         argv  = command_line;
    const auto   shard = take_shard_options(argv, false);
    SuiteOptions o     = parse(argv);
    if (o.help) {
        std::cout << suite_help().text;
        return 0;
    }
    frame::RunFrame frame(
        "suite", with_command("suite", command_line), { o.files, shard, "", o.resume, o.quiet });
    throw_if(
        frame.check_outputs({ { "--suite", o.suites }, { "--engines-file", { o.engines_file } } }));
    auto engines = engines_file_or_throw(o.engines_file);
    auto spec    = engine_spec_or_throw(o.engine_tokens, engines, o.variant, "--engine", "suite");
    if (o.suites.empty()) throw UsageError("arbiter suite needs --suite FILE");
    spec.variant = game_for_suites(
        "suite", o.suites, spec.variant, o.variant_given || spec_sets_variant(o.engine_tokens));
    std::vector<report::RejectedRecord> rejected; // in every report, and exit 2
    auto                                positions = load_positions(o, spec.variant, rejected);
    if (positions.empty() && rejected.empty()) {
        std::cerr << "arbiter suite: nothing to run\n";
        return 2;
    }
    report::Report rep; // the report's frame; it also names the run in the journal
    rep.command = "suite";
    rep.game    = spec.variant.name();
    rep.engines.push_back(report::engine_info("engine", spec, {}));
    rep.config   = config_json(o);
    rep.rejected = rejected;
    if (positions.empty()) {
        rep.results = report::SuiteResults {};
        return frame.rejections_only(rep);
    }
    auto config = make_config(o, spec);
    plan_and_resume(frame, o, positions, config, rep);
    config.positions = positions;
    auto result      = run(frame, config);
    if (auto code = frame.stopped(result.error)) return *code;

    // Reports (positions not run, e.g. every worker failed to start, are left out).
    rep.engines[0]      = report::engine_info("engine", spec, result.engine_id);
    rep.results         = result.results;
    const bool complete = result.results.size() == positions.size();
    if (auto code = frame.write(rep, complete, [&](std::vector<std::string>& failed) {
            write_epd_out(o.files.epd_out, positions, result, failed);
        }))
        return *code;
    if (!rejected.empty()) return 2;
    auto s = suite::summarize(result.results);
    return s.solved == s.total && s.problems.empty() && complete ? 0 : 1;
}

} // namespace harness::cli
