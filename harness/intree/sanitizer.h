#pragma once
// Sanitizer reports of instrumented engine runs. The environment sends every ASan, UBSan, LSan
// and TSan report of every child process to files (log_path=DIR/<tool>, the runtime appends
// .<pid>); the scanners find the reports in those files (or in any text: stderr, ctest output)
// and give each its kind, a one-line summary and an excerpt to quote.
//
// gcc (PR 94328, still so in gcc 12): in a binary built with ASan and UBSan together (the
// `sanitize` preset), UBSan's runtime errors ignore log_path and go to stderr. So either run the
// engine through stderr_logged() (its stderr appended to a file in the log directory) or scan
// its captured stderr with scan_sanitizer_text; with -fno-sanitize-recover the engine then exits
// (code 1) right after the report.

#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace harness::intree {

// The variables, for ChildProcess's ProcessSpec::env or setenv.
struct SanitizerEnv {
    std::vector<std::pair<std::string, std::string>> vars; // ASAN_OPTIONS, UBSAN_OPTIONS,
                                                           // TSAN_OPTIONS
};

// Pure: log_path=log_dir/asan|ubsan|tsan, halt_on_error=1, print_stacktrace=1 (UBSan),
// detect_leaks=1 (ASan), second_deadlock_stack=1 (TSan). Options already set in the process's
// environment are kept after ours (later options win in the sanitizer runtimes) unless they set
// log_path.
[[nodiscard]] SanitizerEnv sanitizer_env(const std::filesystem::path& log_dir);
// Create log_dir and setenv() sanitizer_env(log_dir) in this process: every child started
// afterwards inherits it. Not thread-safe (setenv): call before starting engines.
void apply_sanitizer_env(const std::filesystem::path& log_dir);

// argv wrapped in /bin/sh so that the program's stderr is appended to log_dir/stderr.<pid>
// (exec: the program keeps the shell's pid, signals and exit status reach it unchanged).
[[nodiscard]] std::vector<std::string> stderr_logged(
    const std::vector<std::string>& argv, const std::filesystem::path& log_dir);

struct SanitizerReport {
    std::string kind; // AddressSanitizer, UndefinedBehaviorSanitizer, ThreadSanitizer,
                      // LeakSanitizer, or "unrecognised" (a log file with no known report)
    std::string summary; // one line: the SUMMARY line (ASan, LSan, TSan) or the runtime error
                         // line (UBSan: "file:line:col: runtime error: ...")
    std::string           excerpt; // the report's first lines (at most 30), from its header line
    std::filesystem::path file; // the log file it came from (empty for scan_sanitizer_text)
};

// Pure: every report in `text`, in order.
[[nodiscard]] std::vector<SanitizerReport> scan_sanitizer_text(std::string_view text);
// Every report in the regular files under `dir` (recursively, sorted by name; the first MiB of
// each). A non-empty sanitizer log (asan.*, ubsan.*, tsan.*: the log_path files) with no
// recognisable report is one "unrecognised" report quoting its first lines: output in a
// sanitizer log is never silently dropped. Other files (stderr.*) only yield the reports they
// hold. A missing dir: none.
[[nodiscard]] std::vector<SanitizerReport> scan_sanitizer_logs(const std::filesystem::path& dir);

} // namespace harness::intree
