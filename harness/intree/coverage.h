#pragma once
// Coverage of a change. measure_coverage runs a coverage-instrumented build's tests (and extra
// commands, e.g. a suite slice with the built engine) from zeroed counters and returns gcovr's
// JSON; change_coverage (pure) sorts a change's lines into executed / missed / not code from the
// candidate's gcovr JSON and gives each changed file's line coverage before and after.

#include "harness/intree/build.h"
#include "harness/intree/diff.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace harness::intree {

struct CoverageRun {
    std::string labels         = "unit|property"; // ctest -L regex; empty: run no ctest
    std::string exclude_labels = "slow|fuzz"; // ctest -LE regex; empty: none
    // Extra shell commands (/bin/sh -c), run in the worktree after ctest, `jobs` at a time (each
    // one's output kept together in the log, in the list's order), {build_dir} and
    // {source_dir} substituted as one shell word each (shell_substitute). A failing command is
    // recorded, the measurement goes on.
    std::vector<std::string> commands;
    // gcovr configuration, relative to the worktree; used when the file exists there (the
    // project's coverage/gcovr.cfg by default). Without one, `filters` (gcovr --filter regexes
    // relative to the worktree, e.g. "engine/") are passed instead.
    std::filesystem::path    gcovr_config = "coverage/gcovr.cfg";
    std::vector<std::string> filters;
    int                      jobs      = 2; // ctest -j, commands at once, gcovr -j
    std::string              rc_params = "max_success=20"; // RC_PARAMS for property tests
    int timeout_s = 0; // > 0: ctest and each command are ended after this long (recorded)
    // Set: ctest and each command are also ended at it, and those that would start after it are
    // not run (recorded with exit 124, as if ended at once).
    std::optional<std::chrono::steady_clock::time_point> deadline;
};

// In `coverage_build` (built with a coverage preset): delete every .gcda under its build
// directory, run ctest and the commands, then `gcovr --json` from the worktree (file names
// relative to it, so they match ChangedLine::file). Returns gcovr's JSON ("files": [{"file",
// "lines": [{"line_number", "count", "gcovr/noncode"}...]}...]) with one more member, "intree":
// {"ok", "error", "ctest_exit", "tests" (how many ctest ran: 0 when none matched the labels),
// "failed_tests": [...], "commands": [{"command", "exit"}...],
// "seconds", "log"}. "ok" is false (and "files" empty) only when the build was not ok or gcovr
// failed; failing tests or commands are recorded, not fatal (their coverage still counts).
// Blocking; never throws.
[[nodiscard]] nlohmann::json measure_coverage(
    const BuildResult& coverage_build, const CoverageRun& run);

struct ChangeCoverage {
    std::vector<ChangedLine> executed; // code lines that ran at least once
    std::vector<ChangedLine> missed; // code lines that never ran
    std::vector<ChangedLine> not_code; // blank, comment, brace... (gcov has no count for them)
    std::vector<ChangedLine> unmeasured; // in a file the candidate's report does not list
    struct FileDelta {
        std::string file;
        double      before   = 0; // line coverage in percent, base report (0 when absent)
        double      after    = 0; // line coverage in percent, candidate report
        bool        new_file = false; // the file does not exist in the base revision
        bool        in_base = false, in_candidate = false; // listed in each report
        int         executed = 0, missed = 0; // this file's changed code lines
    };
    std::vector<FileDelta> files; // one per changed file, in the order of the changed lines

    [[nodiscard]] int changed() const; // every changed line, all four kinds
    [[nodiscard]] int code_lines() const { return int(executed.size() + missed.size()); }
    // executed / code lines in percent; 100 when no changed line is code.
    [[nodiscard]] double percent() const;
    // Every changed code line in file and line order, with whether it ran.
    [[nodiscard]] std::vector<std::pair<ChangedLine, bool>> code_lines_in_order() const;
};

// Pure. Each changed line is looked up in the candidate report (its lines merged when a file is
// listed more than once): count > 0 executed, count 0 missed, absent or gcovr/noncode not code;
// a file the candidate report does not list is unmeasured.
[[nodiscard]] ChangeCoverage change_coverage(const nlohmann::json& base_gcovr,
    const nlohmann::json& candidate_gcovr, const std::vector<ChangedLine>& changed);

} // namespace harness::intree
