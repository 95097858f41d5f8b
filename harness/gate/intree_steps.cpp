#include "intree_steps.h"

#include "gate_steps.h"

#include "harness/intree/command.h"
#include "harness/intree/diff.h"
#include "harness/intree/instrumentation.h"
#include "harness/intree/sanitizer.h"
#include "harness/match/match_runner.h"
#include "harness/perft/perft_jobs.h"
#include "harness/perft/perft_run.h"
#include "harness/suite/suite_run.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace harness::gate {

namespace {

using intree::shell_word;

std::string percent(double p) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", p);
    return buf;
}

intree::BuildRequest request(const InTreeOptions& o, const std::string& rev,
    const std::string& preset, std::vector<std::string> targets) {
    intree::BuildRequest r;
    r.repo          = o.repo;
    r.rev           = rev;
    r.preset        = preset;
    r.build_command = o.build_command;
    r.targets       = std::move(targets);
    r.work_dir      = o.work_dir;
    return r;
}

// A failed build as the step's error (exit 3: the build could not start the engine), with its
// log's path and last line (the dossier keeps the log's tail).
StepRecord build_failed(const std::string& what, const intree::BuildResult& b) {
    StepRecord s;
    s.verdict     = b.timed_out ? Verdict::Incomplete : Verdict::Error;
    s.not_started = !b.timed_out;
    s.reason      = what + ": "
        + (b.timed_out ? b.error
                    + " (build_timeout, or what the gate's time_bound left; the next gate "
                      "continues the build)"
                       : b.failure());
    s.data = BuildFailure { b };
    return s;
}

// A custom build command's tree that lacks the instrumentation `kind` needs: the step cannot run
// as it says (a plain binary under "ASan + UBSan" would pass with nothing checked), so it is
// incomplete, with what is missing and how a build command gets the kind.
std::optional<StepRecord> not_instrumented(
    const InTreeOptions& o, const intree::BuildResult& b, const std::string& kind) {
    if (o.build_command.empty()) return std::nullopt;
    const auto missing = intree::missing_instrumentation(b.binary(o.target), kind);
    if (missing.empty()) return std::nullopt;
    StepRecord s;
    s.verdict = Verdict::Incomplete;
    s.reason  = "the " + kind + " build made by --build has " + missing
        + ": nothing of this step ran; the build command gets the kind as {kind} and its "
          "compiler flags as {cflags} (e.g. make CFLAGS={cflags})";
    return s;
}

// The commit a build is of (`rev` when it was not built).
std::string commit(const intree::BuildResult& b, const std::string& rev) {
    return b.commit.empty() ? rev : b.commit;
}

// For a step that found no changed source line: what the change touches that it left out (not
// a C or C++ source, or outside the engine's folders), so that a change the folders miss is seen.
std::string left_out(
    const InTreeOptions& o, const std::string& base_rev, const std::string& candidate_rev) {
    const auto files = intree::files_left_out(o.repo, base_rev, candidate_rev, o.prefixes);
    if (files.empty()) return "";
    std::string out = "; the change touches ";
    for (std::size_t i = 0; i < files.size(); ++i) out += (i ? ", " : "") + files[i];
    std::string folders;
    for (const auto& p : o.prefixes) folders += (folders.empty() ? "" : " ") + p;
    return out + " (not a C or C++ source under " + (folders.empty() ? "." : folders)
        + "; --sources names the engine's folders)";
}

// The first file of the config's files for `game`, resolved.
std::string first_file(const GateConfig& c, const GameFiles& files, const std::string& game) {
    auto it = files.find(game);
    return it == files.end() || it->second.empty() ? std::string() : resolve(c, it->second.front());
}

// The candidate's instrumented tree: the project's `instrumented` preset (coverage and ASan +
// UBSan in one build) in the "candidate" slot when it has one, else the step's own preset
// (`alone`: coverage, sanitize).
constexpr const char* Combined = "instrumented";
std::string           instrumented_preset(const InTreeOptions& o, const std::string& alone) {
              return o.build_command.empty() && intree::has_preset(o.repo, o.candidate_rev, Combined)
                  ? Combined
                  : alone;
}

// The request for the candidate's instrumented tree, for step 7 (`alone` "coverage": the
// config's coverage targets, or the engine alone when no ctest runs) or step 8 ("sanitize": the
// engine), in the "candidate" slot unless it is a sanitize tree of its own; ended at the build
// timeout or `deadline`.
intree::BuildRequest candidate_tree(const InTreeOptions& o, const GateConfig& config,
    const std::string& alone, const Deadline& deadline) {
    const auto& c       = config.coverage;
    auto        targets = alone == "coverage" ? c.targets : std::vector<std::string> {};
    if (targets.empty() && (alone != "coverage" || c.labels.empty())) targets = { o.target };
    auto req      = request(o, o.candidate_rev, instrumented_preset(o, alone), targets);
    req.timeout_s = bounded_seconds(config.build_timeout_s, deadline);
    if (req.preset == Combined || alone == "coverage") req.slot = "candidate";
    return req;
}

// Where the candidate's sanitizer reports go (steps 7 and 8 of a combined build share it).
std::filesystem::path sanitizer_logs(const InTreeOptions& o, const intree::BuildResult& b) {
    return o.work_dir / "sanitizer-logs" / b.commit.substr(0, 12);
}

// The engine's own bench once under the sanitizers (command-line mode; a UCI bench needs a
// game the engine plays, and the games do more): 1 when it ran, 0 when not; a crash counted.
int sanitized_bench(const GateConfig& config, const session::EngineSpec& engine,
    const Deadline& deadline, int& crashes) {
    if (!config.bench.on.enabled || config.bench.mode != bench::BenchMode::CommandLine
        || over(deadline))
        return 0;
    bench::BenchConfig bc;
    bc.engine          = engine;
    bc.bench_args      = config.bench.words;
    bc.signature_regex = config.bench.regex;
    bc.runs            = 1;
    // An instrumented engine is about ten times slower: its bench gets ten times the bench
    // timeout, at most two minutes (a bench cut there has still run under the sanitizers).
    bc.timeout = std::chrono::seconds(
        bounded_seconds(std::min(std::max(config.bench.timeout_s, 1) * 10, 120), deadline));
    const auto run = bench::run_bench(bc);
    for (const auto& r : run.runs) crashes += !r.fault.empty() && !r.timed_out && r.started;
    return int(run.runs.size());
}

} // namespace

// What failed in a coverage run: ctest's failed tests, then each command of the configuration
// (a test binary, the engine's bench) that exited non-zero other than at the time bound
// (timeout(1)'s 124), by its program's name: "engine_games_unit_tests (exit 1)". Arbiter's own
// perft and suite slices are measurements (a suite position not solved exits 1), not tests.
std::vector<std::string> failed_runs(const nlohmann::json& run, const std::string& arbiter) {
    std::vector<std::string> failed;
    for (const auto& name : run.value("failed_tests", nlohmann::json::array()))
        failed.push_back(name.get<std::string>());
    for (const auto& cmd : run.value("commands", nlohmann::json::array())) {
        const int  exit = cmd.value("exit", 0);
        const auto text = cmd.value("command", std::string());
        if (exit == 0 || exit == 124 || text.starts_with(shell_word(arbiter) + " ")) continue;
        auto program = text.substr(0, text.find(' '));
        if (program.size() > 1 && program.front() == '\'' && program.back() == '\'')
            program = program.substr(1, program.size() - 2);
        failed.push_back(std::filesystem::path(program).filename().string() + " (exit "
            + std::to_string(exit) + ")");
    }
    return failed;
}

std::filesystem::path default_work_dir(const std::filesystem::path& repo) {
    return std::filesystem::absolute(repo) / "build" / "gate-worktrees";
}

EngineBuild build_engine(const InTreeOptions& o, const std::string& rev, const Deadline& deadline) {
    EngineBuild out;
    auto        req = request(o, rev, "release", { o.target });
    req.timeout_s   = bounded_seconds(0, deadline);
    out.build       = intree::build_revision(req);
    if (!out.build.ok) {
        out.error = "the build of " + rev + " failed: " + out.build.failure();
        return out;
    }
    GateEngine e;
    e.spec.cmd  = out.build.binary(o.target).string();
    e.spec.name = o.target + "@" + out.build.commit.substr(0, 8);
    e.revision  = out.build.commit;
    if (!std::filesystem::exists(e.spec.cmd)) {
        out.error = "the build of " + rev + " has no " + e.spec.cmd;
        return out;
    }
    out.engine = e;
    return out;
}

InTreeEngines build_engines(const InTreeOptions& o, const Deadline& deadline) {
    InTreeEngines out;
    for (const bool base : { true, false }) {
        auto built = build_engine(o, base ? o.base_rev : o.candidate_rev, deadline);
        if (!built.engine) {
            out.error = std::string(base ? "base: " : "candidate: ") + built.error
                + (built.build.ok ? "" : "\n" + built.build.log_tail);
            return out;
        }
        (base ? out.base : out.candidate) = *built.engine;
    }
    return out;
}

intree::BuildResult prebuild_instrumented(
    const InTreeOptions& o, const GateConfig& config, const Deadline& deadline) {
    return intree::build_revision(
        candidate_tree(o, config, config.coverage.on.enabled ? "coverage" : "sanitize", deadline));
}

std::optional<std::size_t> changed_source_lines(
    const InTreeOptions& o, const GateEngine& base, const GateEngine& candidate) {
    std::string error;
    auto        lines
        = intree::changed_lines(o.repo, base.revision, candidate.revision, o.prefixes, &error);
    if (!error.empty()) return std::nullopt;
    return lines.size();
}

std::optional<std::vector<std::string>> changed_source_files(
    const InTreeOptions& o, const GateEngine& base, const GateEngine& candidate) {
    std::string error;
    auto        lines
        = intree::changed_lines(o.repo, base.revision, candidate.revision, o.prefixes, &error);
    if (!error.empty()) return std::nullopt;
    std::vector<std::string> files;
    for (const auto& l : lines)
        if (std::find(files.begin(), files.end(), l.file) == files.end()) files.push_back(l.file);
    return files;
}

namespace {

// Builds the trees coverage_step measures: builds[1] the candidate's, builds[0] the base's
// when the config compares the two; a step record when a build failed or is not instrumented.
std::optional<StepRecord> build_coverage_trees(const InTreeOptions& o, const GateConfig& config,
    const intree::BuildRequest& candidate, const Deadline& deadline,
    intree::BuildResult (&builds)[2]) {
    for (int i = config.coverage.compare_base ? 0 : 1; i < 2; ++i) {
        auto req      = candidate;
        req.timeout_s = bounded_seconds(config.build_timeout_s, deadline);
        if (i == 0) {
            req.rev    = o.base_rev;
            req.preset = "coverage";
            req.slot   = "base";
        }
        builds[i] = intree::build_revision(req);
        if (!builds[i].ok) return build_failed(req.preset + " build of " + req.rev, builds[i]);
        if (auto plain = not_instrumented(o, builds[i], "coverage")) return *plain;
    }
    return std::nullopt;
}

// A coverage run of `engine`'s tree: the config's tests and commands, the engine's bench, then
// a perft and suite slice of each game run by arbiter.
intree::CoverageRun coverage_run_of(const InTreeOptions& o, const GateConfig& config,
    const std::vector<std::string>& games, const Deadline& deadline, const std::string& engine) {
    const auto&         c = config.coverage;
    intree::CoverageRun run;
    run.labels    = c.labels;
    run.commands  = c.commands;
    run.timeout_s = c.timeout_s;
    run.deadline  = deadline;
    run.jobs      = std::max(1, config.sprt.concurrency);
    if (c.bench && config.bench.on.enabled && config.bench.mode == bench::BenchMode::CommandLine) {
        std::string bench = shell_word(engine);
        for (const auto& w : config.bench.words) bench += " " + shell_word(w);
        run.commands.push_back(bench + " < /dev/null > /dev/null");
    }
    for (const auto& g : games) {
        auto perft = first_file(config, config.perft.suites, g);
        if (!perft.empty())
            run.commands.push_back(shell_word(o.arbiter.string()) + " perft --quiet --variant " + g
                + " --engine cmd=" + shell_word(engine) + " --suite " + shell_word(perft)
                + " --max-nodes 20000");
        auto suite = first_file(config, config.suites.suites, g);
        // A Gomocup game is played in that protocol (for_game), so its slice is too.
        const auto game    = game::find_game(g);
        const bool gomocup = game && (*game)->protocol().gomocup;
        if (!suite.empty())
            run.commands.push_back(shell_word(o.arbiter.string()) + " suite --quiet --variant " + g
                + " --engine cmd=" + shell_word(engine) + (gomocup ? " proto=gomocup" : "")
                + " --suite " + shell_word(suite) + " --first 5 --movetime 50");
    }
    return run;
}

// "12 of 16 changed code lines executed (75.0%); not executed: ...", with the runs ended at
// the time bound and the failed tests.
std::string coverage_reason(const intree::ChangeCoverage& cc, const nlohmann::json& t,
    const std::vector<std::string>& failed_tests, int timeout_s) {
    std::string reason = std::to_string(cc.executed.size()) + " of "
        + std::to_string(cc.code_lines()) + " changed code lines executed (" + percent(cc.percent())
        + ")";
    if (!cc.missed.empty())
        reason += "; not executed: " + cc.missed.front().file + ":"
            + std::to_string(cc.missed.front().line)
            + (cc.missed.size() > 1 ? " and " + std::to_string(cc.missed.size() - 1) + " more"
                                    : "");
    int stopped = 0; // commands ended by the step's time bound (timeout(1) exits 124)
    for (const auto& cmd : t.value("commands", nlohmann::json::array()))
        stopped += cmd.value("exit", 0) == 124;
    if (stopped > 0)
        reason += "; " + std::to_string(stopped) + " run(s) ended at the "
            + std::to_string(timeout_s) + " s bound";
    if (!failed_tests.empty())
        reason += "; " + std::to_string(failed_tests.size()) + " test(s) failed: "
            + failed_tests.front() + (failed_tests.size() > 1 ? " and more" : "");
    return reason;
}

// Step 3 of coverage_step. The changed lines of the engine's sources, executed or not.
StepRecord changed_lines_coverage(const InTreeOptions& o, const CoverageStepConfig& c,
    const intree::BuildResult (&builds)[2], const nlohmann::json (&reports)[2]) {
    StepRecord step;
    step.verdict  = Verdict::Pass;
    const auto& t = reports[1]["intree"];
    if (!t.value("ok", false)) {
        step.verdict = Verdict::Error;
        step.reason  = "coverage of the candidate could not be measured: "
            + t.value("error", std::string("?"));
        return step;
    }
    std::string error;
    // Between the commits built, not the revision names (a branch may have moved since).
    auto changed = intree::changed_lines(o.repo, commit(builds[0], o.base_rev),
        commit(builds[1], o.candidate_rev), o.prefixes, &error);
    if (!error.empty()) {
        step.verdict = Verdict::Error;
        step.reason  = error;
        return step;
    }
    auto       cc           = intree::change_coverage(reports[0], reports[1], changed);
    const auto failed_tests = failed_runs(t, o.arbiter.string());
    if (cc.code_lines() == 0) {
        step.data   = CoverageData { cc, o.prefixes, failed_tests, builds[0], builds[1] };
        step.reason = changed.empty()
            ? "the change touches no source line under the engine's folders"
                + left_out(o, commit(builds[0], o.base_rev), commit(builds[1], o.candidate_rev))
            : "no changed line is code (" + std::to_string(changed.size()) + " lines)";
        return step;
    }
    step.reason = coverage_reason(cc, t, failed_tests, c.timeout_s);
    step.data   = CoverageData { cc, o.prefixes, failed_tests, builds[0], builds[1] };
    if (c.min_percent > 0 && cc.percent() < c.min_percent) {
        step.verdict = Verdict::Fail;
        step.reason += " (below " + percent(c.min_percent) + ")";
    }
    return step;
}

} // namespace

StepRecord coverage_step(const InTreeOptions& o, const GateConfig& config,
    const std::vector<std::string>& games, const Deadline& deadline,
    std::optional<std::size_t> changed_lines) {
    const auto& c = config.coverage;
    // Step 1. The candidate in its instrumented tree (or the coverage preset), and the base with
    // the coverage preset only when the config compares the two (the changed lines exist only in
    // the candidate); each in its own slot worktree ("base", "candidate") kept from gate to gate:
    // --coverage objects miss ccache in a new directory, and in a slot make rebuilds only what
    // the next change touched. Without ctest only the engine is needed.
    const auto          candidate = candidate_tree(o, config, "coverage", deadline);
    intree::BuildResult builds[2];
    if (auto failed = build_coverage_trees(o, config, candidate, deadline, builds)) return *failed;
    if (candidate.preset == Combined) { // the tests' sanitizer reports are step 8's too
        const auto logs = sanitizer_logs(o, builds[1]);
        std::filesystem::remove_all(logs);
        intree::apply_sanitizer_env(logs);
    }
    if (changed_lines == std::optional<std::size_t>(0)) {
        StepRecord step;
        step.verdict = Verdict::Pass;
        step.reason  = "the change touches no source line under the engine's folders: no line "
                       "to measure, nothing run"
            + left_out(o, commit(builds[0], o.base_rev), commit(builds[1], o.candidate_rev));
        return step;
    }
    // Step 2. Their tests, then a perft and suite slice of the engine run by arbiter.
    nlohmann::json reports[2];
    for (int i = c.compare_base ? 0 : 1; i < 2; ++i)
        reports[i] = intree::measure_coverage(builds[i],
            coverage_run_of(o, config, games, deadline, builds[i].binary(o.target).string()));
    return changed_lines_coverage(o, c, builds, reports);
}

namespace {

// The candidate built with the sanitizers, its stderr logged beside their reports.
GateEngine sanitized_engine(
    const InTreeOptions& o, const intree::BuildResult& b, const std::filesystem::path& logs) {
    auto       argv = intree::stderr_logged({ b.binary(o.target).string() }, logs);
    GateEngine e;
    e.spec.cmd  = argv.front();
    e.spec.args = std::vector<std::string>(argv.begin() + 1, argv.end());
    e.spec.name = o.target + "-sanitize";
    return e;
}

// The sanitized engine's runs of one game: perft jobs, suite positions and games against the
// base, each counted, their crashes added to `step`.
struct SanitizedRuns {
    const GateConfig&  config;
    const GateEngine&  engine;
    const GateEngine&  base;
    const Deadline&    deadline;
    std::atomic<bool>& cut; // runs left out at the gate's time bound
    StepRecord&        step;
    int                perft_jobs = 0, positions = 0, played = 0;

    void perft_slice(const game::Game& g, const std::string& file) {
        perft::PerftConfig pc;
        pc.engine         = for_game(engine.spec, g);
        pc.jobs           = perft::jobs_from_suite(file, *g, perft::JobLimits { {}, 20000 }).jobs;
        pc.timeouts.perft = std::chrono::seconds(bounded_seconds(120, deadline));
        auto run          = perft::run_perft(pc);
        for (const auto& r : run.results) step.crashes += r.status == perft::Status::Crash;
        perft_jobs += int(run.results.size());
    }

    void suite_slice(const game::Game& g, const std::string& file) {
        auto load = suite::load_suite(file, g);
        if (load.positions.size() > 5) load.positions.resize(5);
        suite::SuiteConfig sc;
        sc.engine                     = for_game(engine.spec, g);
        sc.positions                  = load.positions;
        sc.options.variant            = g;
        sc.options.limits.movetime_ms = 200;
        sc.workers                    = std::max(1, config.suites.concurrency);
        auto run                      = suite::run_suite(sc);
        for (const auto& r : run.results) step.crashes += r.status == suite::Status::Crash;
        positions += int(run.results.size());
    }

    void play_games(const game::Game& g) {
        match::MatchConfig mc;
        mc.variant         = g;
        mc.engines[0].spec = for_game(engine.spec, g);
        mc.engines[1].spec = for_game(base.spec, g);
        // Shallow and short: an instrumented engine searches a hundred times slower than
        // its release build, and every opening, middle game and search path shows by then.
        mc.engines[0].tc.depth = mc.engines[1].tc.depth = 3;
        mc.rounds                 = std::max(1, config.instrumented.games / 2);
        mc.concurrency            = std::max(1, config.sprt.concurrency);
        mc.adjudication.max_moves = 60;
        mc.stop                   = [this] { // polled by the match's workers
            if (over(deadline)) cut = true;
            return cut.load();
        };
        auto run = match::run_match(mc);
        step.crashes += run.summary.faults[0].crashes;
        played += int(run.games.size());
    }

    // Each game the engine plays in turn, until the deadline.
    void run(const std::vector<std::string>& names) {
        for (const auto& name : names) {
            auto g = game::find_game(name);
            if (!g) continue;
            if (over(deadline)) {
                cut = true;
                break;
            }
            if (auto file = first_file(config, config.perft.suites, name); !file.empty())
                perft_slice(*g, file);
            if (auto file = first_file(config, config.suites.suites, name); !file.empty())
                suite_slice(*g, file);
            if (config.instrumented.games > 0) play_games(*g);
        }
    }
};

// TSan matters for a search with threads: the engine's Threads option says whether it has.
std::string tsan_note(const session::EngineSpec& engine) {
    std::string            tsan = "not needed: the engine has no Threads option above 1";
    session::EngineSession s(engine);
    if (auto id = s.start())
        for (const auto& line : id->options) {
            auto at = line.find(" max ");
            if (line.find("name Threads ") != std::string::npos && at != std::string::npos
                && std::atoi(line.c_str() + at + 5) > 1)
                tsan = "not run: the engine searches with threads, and the gate has no TSan "
                       "slice yet (ci/tsan covers the project's own tests)";
        }
    s.stop();
    return tsan;
}

// Step 3 of instrumented_step: the verdict from the sanitizer reports and what ran.
void sanitizer_verdict(StepRecord& step, const std::vector<intree::SanitizerReport>& reports,
    const std::string& ran, bool cut, bool nothing_ran) {
    if (!reports.empty()) {
        step.verdict = Verdict::Fail;
        step.reason  = reports.front().kind + ": " + reports.front().summary
            + (reports.size() > 1 ? " (and " + std::to_string(reports.size() - 1) + " more)" : "")
            + " [" + ran + "]";
    } else if (step.crashes > 0) {
        step.verdict = Verdict::Fail;
        step.reason
            = std::to_string(step.crashes) + " crash(es) without a sanitizer report [" + ran + "]";
    } else if (cut) { // a starved check is no pass
        step.verdict = Verdict::Incomplete;
        step.reason  = "no sanitizer report, but left incomplete: " + ran;
    } else if (nothing_ran) {
        step.verdict = Verdict::Incomplete; // nothing checked is no pass
        step.reason  = "nothing ran under ASan + UBSan: no bench ([bench] enabled, command-line "
                       "mode), no perft suite, suite or game the engine plays";
    } else {
        step.reason = "no sanitizer report: " + ran;
    }
}

} // namespace

StepRecord instrumented_step(const InTreeOptions& o, const GateConfig& config,
    const GateEngine& base, const std::vector<std::string>& games, const Deadline& deadline) {
    // Step 1. The candidate with ASan + UBSan: step 7's tree when the project has one preset
    // for both (built already: make finds nothing to do), else the sanitize preset.
    const auto req      = candidate_tree(o, config, "sanitize", deadline);
    const bool combined = req.preset == Combined;
    auto       b        = intree::build_revision(req);
    if (!b.ok) return build_failed(req.preset + " build of " + o.candidate_rev, b);
    if (auto plain = not_instrumented(o, b, "sanitize")) return *plain;
    const auto logs = sanitizer_logs(o, b);
    // A combined tree keeps what step 7's tests reported.
    if (!combined || !config.coverage.on.enabled) std::filesystem::remove_all(logs);
    intree::apply_sanitizer_env(logs); // every engine started from here on logs its reports
    const GateEngine e = sanitized_engine(o, b, logs);

    // Step 2. The engine's own bench (what exercises an engine that speaks no protocol), then
    // perft and suite slices and a few games of each game the engine plays.
    StepRecord step;
    step.verdict = Verdict::Pass;
    // (A combined tree's engine ran under the sanitizers in step 7 already, its bench or the
    // configuration's commands, and step 8 keeps their reports.)
    const bool ran_in_seven = combined && config.coverage.on.enabled;
    const int  benches = ran_in_seven ? 0 : sanitized_bench(config, e.spec, deadline, step.crashes);
    std::atomic<bool> cut { false };
    SanitizedRuns     runs { config, e, base, deadline, cut, step };
    runs.run(games);
    // Step 3. Every sanitizer report of those runs.
    auto reports = intree::scan_sanitizer_logs(logs);
    auto tsan    = tsan_note(e.spec);
    step.data    = InstrumentedData { b, runs.perft_jobs, runs.positions, runs.played, benches,
        step.crashes, reports, logs.string(), tsan };
    const std::string ran = std::to_string(benches) + " bench, " + std::to_string(runs.perft_jobs)
        + " perft jobs, " + std::to_string(runs.positions) + " suite positions, "
        + std::to_string(runs.played) + " games under ASan + UBSan"
        + (cut ? ", the rest cut at the gate's time bound" : "");
    sanitizer_verdict(step, reports, ran, cut,
        benches + runs.perft_jobs + runs.positions + runs.played == 0 && !combined);
    return step;
}

} // namespace harness::gate
