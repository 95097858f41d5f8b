#include "suite_command.h"

#include "args.h"
#include "cores.h"
#include "engine_spec.h"
#include "progress.h"
#include "suite_game.h"

#include "report_files.h"
#include "shard_options.h"
#include "stopped_run.h"

#include "harness/game/registry.h"
#include "harness/input/nesting.h"
#include "harness/input/text_file.h"
#include "harness/report/run_identity.h"
#include "harness/report/sanitize.h"
#include "harness/report/suite_report.h"
#include "harness/report/writers.h"
#include "harness/run/deadline.h"
#include "harness/run/journal.h"
#include "harness/suite/compare.h"
#include "harness/suite/suite_run.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <unistd.h>

namespace harness::cli {

const char* const SuiteCompareUsage =
    R"(usage: arbiter suite compare [--criterion mcnemar|tolerance] [--alpha A] [--tolerance N]
                             OLD.json NEW.json

Compare two suite reports of the same game and limits (e.g. the old and the new build of an
engine): the positions in both, the solved counts and median time to solve over them, the ids
newly failed and newly solved, and a verdict:
  --criterion mcnemar   (default) a regression when more positions were lost than gained and
                        McNemar's exact test says so at level --alpha (default 0.05): one
                        position flipping at a time limit is not a regression
  --criterion tolerance a regression when lost - gained exceeds --tolerance N (default 0)
Exit codes: 0 no regression; 1 regression; 2 usage or input error (unreadable file, not a
report, an empty report, different games or limits, no position in common).
)";

const char* const SuiteUsage =
    R"(usage: arbiter suite --engine SPEC... --suite FILE.epd... (--movetime MS | --depth D | --nodes N)
                     [options]
       arbiter suite compare OLD.json NEW.json

Run an engine on EPD test suites. A position is solved when the engine's best move is a `bm`
move (or avoids every `am` move; or, for `dm N` alone, a verified mate score <= N) and stays
one until the end of the search (PolyGlot's criterion). Mate claims are checked: PV legal and
mating at the claimed length, sign, bestmove = PV's first move; --prove-mates proves them.

Engine:
  --engine cmd=PATH [name=N] [arg=A]... [dir=D] [proto=uci|ucci|xboard] [variant=V] [ranks=0-9|1-10]
           [option.NAME=VALUE]...        the engine under test (or conf=NAME)
  --engines-file FILE                    JSON engines file for conf=NAME
  --variant chess|chess960|xiangqi       default variant (default chess)
Input:
  --suite FILE                           EPD suite (repeatable)
  --ids ID,...                           only these ids
  --first N                              only the first N positions
Search (exactly one limit):
  --movetime MS | --depth D | --nodes N
  --go-mate                              dm N positions: "go mate N" with the limit
  --prove-mates                          prove every mate the engine claims (Arbiter's prover)
  --prove-nodes N                        prover node budget per claim (default 2000000)
  --margin MS                            time beyond --movetime before a hang (default 5000)
  --timeout SECONDS                      depth/nodes searches: hang bound (default: --nodes N
                                         10 s + 2 s per million nodes; --depth 600)
Output:
  -j N                                   N engine processes in parallel (default 1)
  --json FILE                            JSON report; results are appended to FILE.partial as
                                         they arrive
  --resume                               skip ids already in FILE (or FILE.partial)
  --junit FILE, --markdown FILE          JUnit XML, Markdown table (CI job summary)
  --db FILE                              also store the report in a history database
                                         (`arbiter history`)
  --epd-out FILE                         the suite annotated with acd acn acs ce pv
  --quiet                                no progress bar
Shards (arbiter merge puts them together):
)" HARNESS_SHARD_USAGE R"(Compare:
  arbiter suite compare OLD.json NEW.json  see arbiter suite compare --help
Exit codes: 0 every position solved without problems; 1 a position failed, faulted or showed a
problem; 2 usage or input error; 3 the engine could not be started; 4 the engine's protocol
lacks what was asked (setboard on xboard engines such as MaxQi, --nodes on xboard, --go-mate on
UCCI/xboard).
)";

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
    std::optional<int>       timeout; // seconds; nullopt: from the limit (see SuiteUsage)
    int                      jobs = 1;
    bool                     help = false;
};

SuiteOptions parse(const std::vector<std::string>& argv) {
    SuiteOptions o;
    Args         a(argv,
                { "--engine", "--engines-file", "--variant", "--suite", "--ids", "--first", "--movetime",
                    "--depth", "--nodes", "--go-mate", "--prove-mates", "--prove-nodes", "--margin",
                    "--timeout", "-j", "--jobs", "--json", "--junit", "--markdown", "--db", "--epd-out",
                    "--resume", "--quiet", "--help", "-h" });
    int          limits = 0;
    while (!a.done()) {
        std::string opt = a.next_option();
        if (opt == "--engine") {
            require_once(o.engine_tokens, opt);
            o.engine_tokens = a.tokens();
        } else if (opt == "--engines-file")
            o.engines_file = a.value(opt);
        else if (opt == "--variant") {
            o.variant       = variant_value(a, opt);
            o.variant_given = true;
        } else if (opt == "--suite") {
            o.suites.push_back(a.value(opt));
            require_input_file(o.suites.back(), opt);
        } else if (opt == "--ids") {
            std::stringstream in(a.value(opt));
            for (std::string id; std::getline(in, id, ',');)
                if (!id.empty()) o.ids.insert(id);
        } else if (opt == "--first")
            o.first = a.int_value(opt, 1, 100000000);
        else if (opt == "--movetime") {
            o.limits.movetime_ms = a.int_value(opt, 1, 86400000);
            ++limits;
        } else if (opt == "--depth") {
            o.limits.depth = a.int_value(opt, 1, 1000);
            ++limits;
        } else if (opt == "--nodes") {
            o.limits.nodes = a.u64_value(opt, 1);
            ++limits;
        } else if (opt == "--go-mate")
            o.go_mate = true;
        else if (opt == "--prove-mates")
            o.prove = true;
        else if (opt == "--prove-nodes")
            o.prove_nodes = a.u64_value(opt, 1);
        else if (opt == "--margin")
            o.margin_ms = a.int_value(opt, 1, 3600000);
        else if (opt == "--timeout")
            o.timeout = a.int_value(opt, 1, 86400);
        else if (opt == "-j" || opt == "--jobs")
            o.jobs = a.int_value(opt, 1, 256);
        else if (read_report_file_option(a, opt, o.files))
            continue;
        else if (opt == "--epd-out")
            o.files.epd_out = a.value(opt);
        else if (opt == "--resume")
            o.resume = true;
        else if (opt == "--quiet")
            o.quiet = true;
        else if (opt == "--help" || opt == "-h")
            o.help = true;
    }
    if (o.help) return o;
    if (limits != 1)
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
    std::vector<suite::PositionResult> results;
};

// Each position once: a second result under one id would be paired again and could offset a
// real loss.
void check_unique_ids(const std::string& path, const std::vector<suite::PositionResult>& results) {
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
        j["game"].is_string() ? j["game"].get<std::string>() : j["game"].dump());
    out.limits = report::one_line_text(j["config"]["limits"].dump());
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

int compare_command(const std::vector<std::string>& argv) {
    const std::vector<std::string> known { "--criterion", "--alpha", "--tolerance", "--help" };
    std::vector<std::string>       files;
    suite::Criterion               criterion = suite::Criterion::McNemar;
    double                         alpha     = 0.05;
    int                            tolerance = 0;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        std::string opt = argv[i], v;
        if (opt.rfind("-", 0) != 0) {
            files.push_back(opt);
            continue;
        }
        if (opt == "--help" || opt == "-h") {
            std::cout << SuiteCompareUsage;
            return 0;
        }
        if (auto eq = opt.find('='); eq != std::string::npos) {
            v   = opt.substr(eq + 1);
            opt = opt.substr(0, eq);
        } else if (i + 1 < argv.size()) {
            v = argv[++i];
        }
        if (opt == "--criterion") {
            if (v == "mcnemar")
                criterion = suite::Criterion::McNemar;
            else if (v == "tolerance")
                criterion = suite::Criterion::Tolerance;
            else
                throw UsageError("--criterion expects mcnemar or tolerance, got '" + v + "'");
        } else if (opt == "--alpha") {
            char* end = nullptr;
            alpha     = std::strtod(v.c_str(), &end);
            if (v.empty() || *end || !(alpha > 0 && alpha < 1))
                throw UsageError("--alpha expects a number in (0, 1), got '" + v + "'");
        } else if (opt == "--tolerance") {
            if (v.empty() || v.size() > 6 || v.find_first_not_of("0123456789") != std::string::npos)
                throw UsageError("--tolerance expects a count, got '" + v + "'");
            tolerance = std::stoi(v);
        } else {
            auto near = did_you_mean(opt, known);
            throw UsageError("unknown option '" + opt + "' for suite compare"
                + (near.empty() ? "" : " (did you mean '" + near + "'?)")
                + "; see arbiter suite compare --help");
        }
    }
    if (files.size() != 2)
        throw UsageError("usage: arbiter suite compare OLD.json NEW.json (see arbiter suite "
                         "compare --help)");
    auto older = read_report(files[0]);
    auto newer = read_report(files[1]);
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
    auto d = suite::decide(c, criterion, alpha, tolerance);
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

} // namespace

int suite_command(const std::vector<std::string>& command_line) {
    if (!command_line.empty() && command_line[0] == "compare")
        return compare_command(
            std::vector<std::string>(command_line.begin() + 1, command_line.end()));
    auto         provenance = report::start_provenance(with_command("suite", command_line));
    auto         argv       = command_line;
    const auto   shard      = take_shard_options(argv, false);
    SuiteOptions o          = parse(argv);
    if (o.help) {
        std::cout << SuiteUsage;
        return 0;
    }
    check_output_paths(
        o.files, { { "--suite", o.suites }, { "--engines-file", { o.engines_file } } });
    auto engines = engines_file_or_throw(o.engines_file);
    auto spec    = engine_spec_or_throw(o.engine_tokens, engines, o.variant, "--engine", "suite");
    if (o.suites.empty()) throw UsageError("arbiter suite needs --suite FILE");
    spec.variant = game_for_suites(
        "suite", o.suites, spec.variant, o.variant_given || spec_sets_variant(o.engine_tokens));

    // Step 1. Positions: every resolvable record, filtered by --ids / --first.
    std::vector<suite::SuitePosition>   positions;
    std::vector<report::RejectedRecord> rejected; // in every report, and exit 2
    for (const auto& path : o.suites) {
        auto load = suite::load_suite(path, spec.variant);
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
    if (positions.empty() && rejected.empty()) {
        std::cerr << "arbiter suite: nothing to run\n";
        return 2;
    }

    // Step 2. The journal (FILE.partial): results kept from an interrupted run (FILE's too),
    // and where new ones are appended as they arrive.
    report::Report rep; // the report's frame; it also names the run in the journal
    rep.command = "suite";
    rep.game    = spec.variant.name();
    rep.engines.push_back(report::engine_info("engine", spec, {}));
    rep.config   = config_json(o);
    rep.rejected = rejected;
    if (positions.empty()) {
        rep.results = report::SuiteResults {};
        return report_rejections_only("suite", rep, provenance, o.files);
    }
    // A shard runs its slots of the positions; the report and the journal name the shard.
    if (auto plan = plan_shard(shard, positions.size(), report::run_identity(report::to_json(rep)),
            "suite", "positions");
        plan.info) {
        std::vector<suite::SuitePosition> mine;
        for (auto slot : plan.slots) mine.push_back(std::move(positions[slot]));
        positions           = std::move(mine);
        rep.config["shard"] = run::to_json(*plan.info);
    }
    const nlohmann::json        run_id = report::run_identity(report::to_json(rep));
    suite::SuiteConfig          config;
    std::optional<run::Journal> journal;
    if (!o.files.json.empty()) {
        std::map<std::string, suite::PositionResult> previous;
        if (o.resume)
            if (auto text = read_text(o.files.json)) {
                auto whole = nlohmann::json::parse(*text, nullptr, false);
                if (whole.is_object()) {
                    auto diff = run::run_differences(report::run_identity(whole), run_id);
                    if (!diff.empty()) {
                        std::string message = o.files.json + ": a report of another run (";
                        for (std::size_t i = 0; i < diff.size(); ++i)
                            message += (i ? "; " : "") + diff[i];
                        throw UsageError(message + "); --resume continues only the same run");
                    }
                }
                auto r = report::parse_suite_results(*text);
                if (!r) throw UsageError(o.files.json + ": " + r.error().to_string());
                for (auto& e : *r) previous[e.id] = std::move(e);
            }
        auto j = run::Journal::open(o.files.json + ".partial", o.resume, run_id);
        if (!j) throw UsageError(j.error().to_string());
        journal.emplace(std::move(*j));
        for (const auto& record : journal->records()) {
            auto r = report::result_from_json(record);
            if (!r) throw UsageError(journal->path() + ": a line that is not a suite result");
            previous.erase(r->id);
            config.previous.push_back(std::move(*r));
        }
        for (auto& [id, r] : previous) { // FILE's results: into the journal too
            journal->append(report::result_to_json(r));
            config.previous.push_back(std::move(r));
        }
    }

    // Step 3. Run.
    config.engine                 = spec;
    config.positions              = positions;
    config.timeouts.search_margin = std::chrono::milliseconds(o.margin_ms);
    config.timeouts.perft         = search_timeout(o);
    config.options.variant        = spec.variant;
    config.options.limits         = o.limits;
    config.options.go_mate        = o.go_mate;
    config.options.claims.prove   = o.prove;
    config.options.claims.budget  = o.prove_nodes;
    config.workers                = o.jobs;
    warn_if_oversubscribed("suite", o.jobs, o.jobs);
    const bool  show     = !o.quiet && isatty(2);
    std::size_t finished = 0, total = positions.size();
    int         solved = 0;
    for (const auto& r : config.previous) {
        ++finished;
        solved += r.status == suite::Status::Solved;
    }
    config.on_result = [&](const suite::PositionResult& r) {
        if (journal) journal->append(report::result_to_json(r));
        ++finished;
        solved += r.status == suite::Status::Solved;
        if (show) draw_progress(finished, total, "solved", solved);
    };
    auto run = suite::run_suite(config);
    if (show) std::fprintf(stderr, "\n");
    if (auto code = stopped_run_exit("suite", run.error, journal)) return *code;

    // Step 4. Reports (positions not run, e.g. every worker failed to start, are left out); the
    // journal goes once the full report is written.
    report::finish(provenance);
    rep.provenance = provenance;
    rep.engines[0] = report::engine_info("engine", spec, run.engine_id);
    rep.results    = run.results;
    auto failed    = write_reports(rep, o.files);
    if (!o.files.epd_out.empty()) {
        std::ofstream f(o.files.epd_out, std::ios::binary | std::ios::trunc);
        std::size_t   k = 0;
        for (std::size_t i = 0; f && i < positions.size(); ++i)
            f << suite::to_string(run.ran[i]
                    ? report::annotate(positions[i].record, run.results[k++])
                    : positions[i].record)
              << "\n";
        f.flush();
        if (!f) failed.push_back(o.files.epd_out + ": " + std::strerror(errno));
    }
    if (!failed.empty())
        return report_write_failed("suite", failed, journal ? journal->path() : "");
    const bool complete = run.results.size() == positions.size();
    if (journal && complete) journal->remove();
    if (!rejected.empty()) return 2;
    auto s     = suite::summarize(run.results);
    bool clean = s.solved == s.total && s.problems.empty() && complete;
    return clean ? 0 : 1;
}

} // namespace harness::cli
