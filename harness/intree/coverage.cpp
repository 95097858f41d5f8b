// Coverage of a change: the measurement (ctest + commands + gcovr) and the pure comparison.

#include "harness/intree/coverage.h"

#include "harness/intree/command.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <system_error>
#include <thread>

namespace harness::intree {

namespace fs = std::filesystem;

namespace {

// gcov's view of one line: its execution count and whether it is code at all.
struct LineInfo {
    long long count = 0;
    bool      code  = false;
};
using FileLines = std::map<int, LineInfo>;

// file -> line -> info, merged over repeated entries of a file.
std::map<std::string, FileLines> index_report(const nlohmann::json& report) {
    std::map<std::string, FileLines> files;
    if (!report.is_object() || !report.contains("files") || !report["files"].is_array())
        return files;
    for (const auto& f : report["files"]) {
        if (!f.is_object() || !f.contains("file") || !f["file"].is_string()) continue;
        FileLines& lines = files[f["file"].get<std::string>()];
        if (!f.contains("lines") || !f["lines"].is_array()) continue;
        for (const auto& l : f["lines"]) {
            if (!l.is_object() || !l.contains("line_number")) continue;
            int       number = l.value("line_number", 0);
            bool      code = !l.value("gcovr/noncode", false) && !l.value("gcovr/excluded", false);
            LineInfo& info = lines[number];
            if (code) {
                info.code = true;
                info.count += l.value("count", 0LL);
            }
        }
    }
    return files;
}

double line_percent(const FileLines& lines) {
    int code = 0, covered = 0;
    for (const auto& [number, info] : lines) {
        if (!info.code) continue;
        ++code;
        if (info.count > 0) ++covered;
    }
    return code == 0 ? 0.0 : 100.0 * covered / code;
}

nlohmann::json failed_tests(const fs::path& list) {
    nlohmann::json names = nlohmann::json::array();
    std::ifstream  in(list);
    for (std::string line; std::getline(in, line);) {
        auto colon = line.find(':');
        names.push_back(colon == std::string::npos ? line : line.substr(colon + 1));
    }
    return names;
}

// How many tests ctest ran, from its closing lines ("... tests failed out of N"); 0 for "No
// tests were found"; null when neither is there (ctest did not get that far).
nlohmann::json tests_run(const std::string& tail) {
    const std::string marker = "tests failed out of ";
    auto              pos    = tail.rfind(marker);
    if (pos != std::string::npos) return std::atoi(tail.c_str() + pos + marker.size());
    if (tail.find("No tests were found") != std::string::npos) return 0;
    return nullptr;
}

// The bound of a command started now: the run's own, cut to what is left to its deadline; -1
// when the deadline has passed (the command is not run).
int command_bound(const CoverageRun& run) {
    if (!run.deadline) return run.timeout_s;
    const auto left = std::chrono::duration_cast<std::chrono::seconds>(
        *run.deadline - std::chrono::steady_clock::now())
                          .count();
    if (left < 1) return -1;
    return run.timeout_s > 0 ? std::min<int>(run.timeout_s, int(left)) : int(left);
}

// An extra command's shell text, {build_dir} and {source_dir} substituted.
std::string command_text(const BuildResult& build, const std::string& text) {
    return shell_substitute(text,
        { { "build_dir", build.build_dir.string() }, { "source_dir", build.worktree.string() } });
}

// One extra command, its output to `log`; its exit (124 when the deadline had passed).
int run_one(const BuildResult& build, const CoverageRun& run, const std::string& text,
    const fs::path& log) {
    Command command;
    command.argv      = { "/bin/sh", "-c", command_text(build, text) };
    command.cwd       = build.worktree;
    command.log       = log;
    command.nice      = true;
    command.timeout_s = command_bound(run);
    return command.timeout_s < 0 ? 124 : run_command(command).exit_code;
}

// The extra commands, up to run.jobs at once (their .gcda updates are merged under gcov's file
// locks), each logging to its own file, appended to `log` in the commands' order at the end.
nlohmann::json run_commands(const BuildResult& build, const CoverageRun& run, const fs::path& log) {
    const auto               n = run.commands.size();
    std::vector<int>         exits(n, 124);
    std::vector<fs::path>    logs(n);
    std::atomic<std::size_t> next { 0 };
    auto                     work = [&] {
        for (std::size_t i; (i = next++) < n;) {
            logs[i]  = fs::path(log.string() + "." + std::to_string(i));
            exits[i] = run_one(build, run, run.commands[i], logs[i]);
        }
    };
    std::vector<std::thread> workers;
    for (int w = 1; w < std::min<int>(std::max(run.jobs, 1), int(n)); ++w)
        workers.emplace_back(work);
    work();
    for (auto& t : workers) t.join();
    nlohmann::json  out = nlohmann::json::array();
    std::ofstream   all(log, std::ios::app);
    std::error_code ec;
    for (std::size_t i = 0; i < n; ++i) {
        out.push_back(
            { { "command", command_text(build, run.commands[i]) }, { "exit", exits[i] } });
        std::ifstream part(logs[i]);
        if (part.peek() != std::ifstream::traits_type::eof()) all << part.rdbuf();
        fs::remove(logs[i], ec);
    }
    return out;
}

// Zero the counters: .gcda files of an earlier run would be added to this one.
void zero_counters(const fs::path& build_dir) {
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(build_dir, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it->path().extension() == ".gcda") fs::remove(it->path(), ec);
    }
}

// The tests, failures recorded in `meta` (their coverage counts all the same).
void run_tests(
    const BuildResult& build, const CoverageRun& run, const fs::path& log, nlohmann::json& meta) {
    if (command_bound(run) < 0) {
        meta["ctest_exit"] = 124; // the deadline came first
        return;
    }
    std::error_code ec;
    fs::path        failed_list = build.build_dir / "Testing" / "Temporary" / "LastTestsFailed.log";
    fs::remove(failed_list, ec);
    Command ctest;
    ctest.argv = { "ctest", "--test-dir", build.build_dir.string(), "-L", run.labels, "-j",
        std::to_string(run.jobs), "--output-on-failure" };
    if (!run.exclude_labels.empty())
        ctest.argv.insert(ctest.argv.end(), { "-LE", run.exclude_labels });
    ctest.cwd            = build.worktree;
    ctest.env            = { { "RC_PARAMS", run.rc_params } };
    ctest.log            = log;
    ctest.nice           = true;
    ctest.timeout_s      = command_bound(run);
    CommandResult tested = run_command(ctest);
    meta["ctest_exit"]   = tested.exit_code;
    meta["failed_tests"] = failed_tests(failed_list);
    meta["tests"]        = tests_run(file_tail(log, 40));
}

// gcovr over the build directory into `json`, file names relative to the worktree.
Command gcovr_command(
    const BuildResult& build, const CoverageRun& run, const fs::path& log, const fs::path& json) {
    std::error_code ec;
    Command         gcovr;
    gcovr.argv = { "gcovr" };
    if (!run.gcovr_config.empty() && fs::exists(build.worktree / run.gcovr_config, ec))
        gcovr.argv.insert(
            gcovr.argv.end(), { "--config", (build.worktree / run.gcovr_config).string() });
    else
        for (const auto& filter : run.filters)
            gcovr.argv.insert(gcovr.argv.end(), { "--filter", filter });
    gcovr.argv.insert(gcovr.argv.end(),
        { "-r", build.worktree.string(), "-j", std::to_string(run.jobs), "--json", json.string(),
            build.build_dir.string() });
    gcovr.cwd  = build.worktree;
    gcovr.log  = log;
    gcovr.nice = true;
    return gcovr;
}

} // namespace

nlohmann::json measure_coverage(const BuildResult& build, const CoverageRun& run) {
    auto           started = std::chrono::steady_clock::now();
    nlohmann::json meta    = { { "ok", false }, { "error", "" }, { "ctest_exit", nullptr },
           { "tests", nullptr }, { "failed_tests", nlohmann::json::array() },
           { "commands", nlohmann::json::array() }, { "seconds", 0.0 }, { "log", "" } };
    auto           finish  = [&](nlohmann::json report, std::string error) {
        if (!report.is_object()) report = nlohmann::json::object();
        if (!report.contains("files")) report["files"] = nlohmann::json::array();
        meta["error"] = error;
        meta["ok"]    = error.empty();
        meta["seconds"]
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        report["intree"] = meta;
        return report;
    };
    if (!build.ok) return finish({}, "the coverage build failed: " + build.error);

    std::error_code ec;
    fs::path        log = build.log.empty()
               ? build.build_dir / "intree-coverage.log"
               : build.log.parent_path() / (build.commit.substr(0, 12) + "-coverage-run.log");
    std::ofstream(log, std::ios::trunc).flush();
    meta["log"] = log.string();

    zero_counters(build.build_dir); // Step 1.
    if (!run.labels.empty()) run_tests(build, run, log, meta); // Step 2.
    // Step 3. The extra commands (engine runs), `jobs` at a time.
    meta["commands"] = run_commands(build, run, log);

    // Step 4. gcovr.
    fs::path json = build.build_dir / "intree-coverage.json";
    fs::remove(json, ec);
    CommandResult measured = run_command(gcovr_command(build, run, log, json));
    if (!measured.ok())
        return finish({},
            measured.exit_code < 0 ? measured.err
                                   : "gcovr failed (exit " + std::to_string(measured.exit_code)
                    + "): " + file_tail(log, 3));
    std::ifstream  in(json);
    nlohmann::json report = nlohmann::json::parse(in, nullptr, false);
    if (report.is_discarded() || !report.is_object())
        return finish({}, "gcovr wrote no readable JSON to " + json.string());
    return finish(std::move(report), {});
}

int ChangeCoverage::changed() const {
    return int(executed.size() + missed.size() + not_code.size() + unmeasured.size());
}

double ChangeCoverage::percent() const {
    return code_lines() == 0 ? 100.0 : 100.0 * double(executed.size()) / code_lines();
}

std::vector<std::pair<ChangedLine, bool>> ChangeCoverage::code_lines_in_order() const {
    std::vector<std::pair<ChangedLine, bool>> lines;
    for (const auto& l : executed) lines.emplace_back(l, true);
    for (const auto& l : missed) lines.emplace_back(l, false);
    std::stable_sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) {
        return std::pair(a.first.file, a.first.line) < std::pair(b.first.file, b.first.line);
    });
    return lines;
}

ChangeCoverage change_coverage(const nlohmann::json& base_gcovr,
    const nlohmann::json& candidate_gcovr, const std::vector<ChangedLine>& changed) {
    auto                               base      = index_report(base_gcovr);
    auto                               candidate = index_report(candidate_gcovr);
    ChangeCoverage                     out;
    std::map<std::string, std::size_t> delta_of; // file -> index in out.files
    for (const auto& line : changed) {
        auto [slot, inserted] = delta_of.try_emplace(line.file, out.files.size());
        if (inserted) {
            ChangeCoverage::FileDelta delta;
            delta.file         = line.file;
            auto b             = base.find(line.file);
            auto c             = candidate.find(line.file);
            delta.in_base      = b != base.end();
            delta.in_candidate = c != candidate.end();
            delta.before       = delta.in_base ? line_percent(b->second) : 0.0;
            delta.after        = delta.in_candidate ? line_percent(c->second) : 0.0;
            out.files.push_back(delta);
        }
        ChangeCoverage::FileDelta& delta = out.files[slot->second];
        delta.new_file                   = delta.new_file || line.new_file;
        auto file                        = candidate.find(line.file);
        if (file == candidate.end()) {
            out.unmeasured.push_back(line);
            continue;
        }
        auto info = file->second.find(line.line);
        if (info == file->second.end() || !info->second.code) {
            out.not_code.push_back(line);
        } else if (info->second.count > 0) {
            out.executed.push_back(line);
            ++delta.executed;
        } else {
            out.missed.push_back(line);
            ++delta.missed;
        }
    }
    return out;
}

} // namespace harness::intree
