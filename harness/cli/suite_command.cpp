#include "suite_command.h"

#include "args.h"
#include "engine_spec.h"
#include "progress.h"

#include "harness/report/suite_report.h"
#include "harness/suite/compare.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace harness::cli {

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
  --timeout SECONDS                      depth/nodes searches: hang bound (default 600)
Output:
  -j N                                   N engine processes in parallel (default 1)
  --json FILE                            JSON report; results are appended to FILE.partial as
                                         they arrive
  --resume                               skip ids already in FILE (or FILE.partial)
  --junit FILE, --markdown FILE          JUnit XML, Markdown table (CI job summary)
  --epd-out FILE                         the suite annotated with acd acn acs ce pv
  --quiet                                no progress bar
Compare:
  arbiter suite compare OLD.json NEW.json  newly failed/solved ids, solved and median changes;
                                         exit 1 if a position newly failed
Exit codes: 0 every position solved without problems; 1 a position failed, faulted or showed a
problem; 2 usage or input error; 3 the engine could not be started; 4 the engine's protocol
lacks what was asked (setboard on xboard engines such as MaxQi, --nodes on xboard, --go-mate on
UCCI/xboard).
)";

namespace {

struct SuiteOptions {
    std::vector<std::string> engine_tokens;
    std::string              engines_file, json, junit, markdown, epd_out;
    protocol::Variant        variant = protocol::Variant::Chess;
    std::vector<std::string> suites;
    std::set<std::string>    ids;
    int                      first = 0;
    protocol::Limits         limits;
    bool                     go_mate = false, prove = false, resume = false, quiet = false;
    std::uint64_t            prove_nodes = 2000000;
    int                      margin_ms   = 5000;
    int                      timeout     = 600;
    int                      jobs        = 1;
    bool                     help        = false;
};

std::uint64_t u64_value(Args& a, const std::string& opt) {
    std::string v = a.value(opt);
    char*       end;
    auto        n = std::strtoull(v.c_str(), &end, 10);
    if (v.empty() || *end || v[0] == '-' || n == 0)
        throw UsageError(opt + " expects a positive number, got '" + v + "'");
    return n;
}

SuiteOptions parse(const std::vector<std::string>& argv) {
    SuiteOptions o;
    Args         a(argv,
                { "--engine", "--engines-file", "--variant", "--suite", "--ids", "--first", "--movetime",
                    "--depth", "--nodes", "--go-mate", "--prove-mates", "--prove-nodes", "--margin",
                    "--timeout", "-j", "--jobs", "--json", "--junit", "--markdown", "--epd-out", "--resume",
                    "--quiet", "--help", "-h" });
    int          limits = 0;
    while (!a.done()) {
        std::string opt = a.next_option();
        if (opt == "--engine")
            o.engine_tokens = a.tokens();
        else if (opt == "--engines-file")
            o.engines_file = a.value(opt);
        else if (opt == "--variant") {
            auto v = parse_variant(a.value(opt));
            if (!v) throw UsageError(v.error().message);
            o.variant = *v;
        } else if (opt == "--suite")
            o.suites.push_back(a.value(opt));
        else if (opt == "--ids") {
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
            o.limits.nodes = u64_value(a, opt);
            ++limits;
        } else if (opt == "--go-mate")
            o.go_mate = true;
        else if (opt == "--prove-mates")
            o.prove = true;
        else if (opt == "--prove-nodes")
            o.prove_nodes = u64_value(a, opt);
        else if (opt == "--margin")
            o.margin_ms = a.int_value(opt, 1, 3600000);
        else if (opt == "--timeout")
            o.timeout = a.int_value(opt, 1, 86400);
        else if (opt == "-j" || opt == "--jobs")
            o.jobs = a.int_value(opt, 1, 256);
        else if (opt == "--json")
            o.json = a.value(opt);
        else if (opt == "--junit")
            o.junit = a.value(opt);
        else if (opt == "--markdown")
            o.markdown = a.value(opt);
        else if (opt == "--epd-out")
            o.epd_out = a.value(opt);
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
    if (o.resume && o.json.empty()) throw UsageError("--resume needs --json FILE");
    if (!o.ids.empty() && o.first) throw UsageError("--ids and --first exclude each other");
    return o;
}

std::optional<std::string> read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<suite::PositionResult> read_results(const std::string& path) {
    auto text = read_text(path);
    if (!text) throw UsageError("cannot read " + path);
    auto r = report::parse_suite_results(*text);
    if (!r) throw UsageError(path + ": " + r.error().to_string());
    return *r;
}

int compare_command(const std::vector<std::string>& argv) {
    if (argv.size() == 1 && (argv[0] == "--help" || argv[0] == "-h")) {
        std::cout << SuiteUsage;
        return 0;
    }
    if (argv.size() != 2) throw UsageError("usage: arbiter suite compare OLD.json NEW.json");
    auto c = suite::compare(read_results(argv[0]), read_results(argv[1]));
    report::write_comparison_text(std::cout, c);
    return c.newly_failed.empty() ? 0 : 1;
}

template <class Fn> void write_file(const std::string& path, Fn&& fn) {
    std::ofstream f(path);
    if (!f) throw SetupError("cannot write " + path);
    fn(f);
}

} // namespace

int suite_command(const std::vector<std::string>& argv) {
    if (!argv.empty() && argv[0] == "compare")
        return compare_command(std::vector<std::string>(argv.begin() + 1, argv.end()));
    SuiteOptions o = parse(argv);
    if (o.help) {
        std::cout << SuiteUsage;
        return 0;
    }
    auto engines = engines_file_or_throw(o.engines_file);
    auto spec    = engine_spec_or_throw(o.engine_tokens, engines, o.variant, "--engine", "suite");
    if (o.suites.empty()) throw UsageError("arbiter suite needs --suite FILE");

    // Step 1. Positions: every resolvable record, filtered by --ids / --first.
    std::vector<suite::SuitePosition> positions;
    int                               input_errors = 0;
    for (const auto& path : o.suites) {
        auto load = suite::load_suite(path, spec.variant);
        for (const auto& e : load.errors) {
            std::cerr << e.to_string() << "\n";
            ++input_errors;
        }
        for (auto& p : load.positions) positions.push_back(std::move(p));
    }
    if (!o.ids.empty()) {
        std::erase_if(positions, [&](const auto& p) { return !o.ids.count(p.id); });
        for (const auto& id : o.ids)
            if (std::none_of(positions.begin(), positions.end(),
                    [&](const auto& p) { return p.id == id; })) {
                std::cerr << "arbiter suite: no position with id '" << id << "'\n";
                ++input_errors;
            }
    }
    if (o.first && positions.size() > std::size_t(o.first)) positions.resize(std::size_t(o.first));
    if (positions.empty()) {
        std::cerr << "arbiter suite: nothing to run\n";
        return 2;
    }

    // Step 2. Resume: results already in FILE or FILE.partial are kept, their ids skipped.
    const std::string partial = o.json.empty() ? "" : o.json + ".partial";
    std::map<std::string, suite::PositionResult> previous;
    if (o.resume) {
        for (const auto& path : { o.json, partial }) {
            auto text = read_text(path);
            if (!text) continue;
            auto r = report::parse_suite_results(*text);
            if (!r) throw UsageError(path + ": " + r.error().to_string());
            for (auto& e : *r) previous[e.id] = std::move(e);
        }
    }
    std::vector<suite::PositionResult> results(positions.size());
    std::vector<bool>                  done(positions.size(), false);
    std::vector<std::size_t>           todo;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        if (auto it = previous.find(positions[i].id); it != previous.end()) {
            results[i] = it->second;
            done[i]    = true;
        } else {
            todo.push_back(i);
        }
    }
    std::ofstream partial_out;
    if (!partial.empty()) {
        partial_out.open(partial, o.resume ? std::ios::app : std::ios::trunc);
        if (!partial_out) throw SetupError("cannot write " + partial);
        if (o.resume) // the kept results of FILE too, so the partial file alone is complete
            for (std::size_t i = 0; i < positions.size(); ++i)
                if (done[i]) partial_out << report::result_to_json(results[i]).dump() << "\n";
        partial_out.flush();
    }

    // Step 3. Workers: each owns an engine and takes positions in order.
    protocol::Timeouts timeouts;
    timeouts.search_margin = std::chrono::milliseconds(o.margin_ms);
    timeouts.perft         = std::chrono::seconds(o.timeout);
    suite::RunOptions run;
    run.variant                    = spec.variant;
    run.limits                     = o.limits;
    run.go_mate                    = o.go_mate;
    run.claims.prove               = o.prove;
    run.claims.budget              = o.prove_nodes;
    auto                     rules = perft::make_rules(spec.variant);
    std::atomic<std::size_t> next { 0 }, finished { 0 };
    std::atomic<int>         solved { 0 };
    std::atomic<int>         start_failed { 0 };
    std::string              start_error, unsupported;
    std::mutex               mutex;
    const bool               show = !o.quiet && isatty(2);
    auto                     t0   = std::chrono::steady_clock::now();

    auto worker = [&] {
        session::EngineSession engine(spec, timeouts);
        if (auto started = engine.start(); !started) {
            std::lock_guard lock(mutex);
            ++start_failed;
            start_error = started.fault().detail + "\n" + started.fault().transcript_tail;
            return;
        }
        const auto  caps    = *engine.capabilities();
        const char* missing = !caps.any_position
            ? "setboard: it plays only from the start position, suites need any FEN"
            : o.limits.nodes && !caps.node_limit ? "node limit (--nodes)"
            : o.go_mate && !caps.mate_limit      ? "mate search (--go-mate)"
                                                 : nullptr;
        if (missing) {
            std::lock_guard lock(mutex);
            ++start_failed;
            unsupported = missing;
            return;
        }
        for (std::size_t k; (k = next++) < todo.size();) {
            const std::size_t i = todo[k];
            auto              r = suite::run_position(engine, *rules, positions[i], run);
            if (r.status == suite::Status::Solved) ++solved;
            std::lock_guard lock(mutex);
            if (partial_out.is_open()) {
                partial_out << report::result_to_json(r).dump(
                    -1, ' ', false, nlohmann::json::error_handler_t::replace)
                            << "\n";
                partial_out.flush();
            }
            results[i] = std::move(r);
            done[i]    = true;
            ++finished;
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < std::min<int>(o.jobs, int(todo.size())); ++t) threads.emplace_back(worker);
    while (show && finished < todo.size() && start_failed < int(threads.size())) {
        draw_progress(finished, todo.size(), "solved", solved);
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    for (auto& t : threads) t.join();
    if (show) {
        draw_progress(finished, todo.size(), "solved", solved);
        std::fprintf(stderr, "\n");
    }
    if (!todo.empty() && finished == 0 && !unsupported.empty()) {
        std::cerr << "arbiter suite: engine " << spec.name << " ("
                  << protocol::to_string(spec.proto) << ") has no " << unsupported << "\n";
        return 4;
    }
    if (!todo.empty() && finished == 0 && start_failed) {
        std::cerr << "arbiter suite: engine could not be started: " << start_error << "\n";
        return 3;
    }

    // Step 4. Reports (positions not run, e.g. every worker failed to start, are left out).
    std::vector<suite::PositionResult> ran;
    for (std::size_t i = 0; i < positions.size(); ++i)
        if (done[i]) ran.push_back(results[i]);
    report::SuiteRunInfo info;
    info.engine      = spec.name;
    info.variant     = protocol::to_string(spec.variant);
    info.limits      = o.limits;
    info.go_mate     = o.go_mate;
    info.prove_mates = o.prove;
    info.seconds     = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    report::write_suite_text(std::cout, info, ran);
    if (!o.json.empty()) {
        write_file(o.json, [&](std::ostream& f) { report::write_suite_json(f, info, ran); });
        partial_out.close();
        if (ran.size() == positions.size()) std::remove(partial.c_str());
    }
    if (!o.junit.empty())
        write_file(o.junit, [&](std::ostream& f) { report::write_suite_junit(f, info, ran); });
    if (!o.markdown.empty())
        write_file(
            o.markdown, [&](std::ostream& f) { report::write_suite_markdown(f, info, ran); });
    if (!o.epd_out.empty())
        write_file(o.epd_out, [&](std::ostream& f) {
            for (std::size_t i = 0; i < positions.size(); ++i)
                f << suite::to_string(done[i] ? report::annotate(positions[i].record, results[i])
                                              : positions[i].record)
                  << "\n";
        });
    if (input_errors) return 2;
    auto s     = suite::summarize(ran);
    bool clean = s.solved == s.total && s.problems.empty() && ran.size() == positions.size();
    return clean ? 0 : 1;
}

} // namespace harness::cli
