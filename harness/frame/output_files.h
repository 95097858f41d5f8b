#pragma once
// What every runner command does with its output files: check them before the run (so that a
// run is never lost to a typo in a path), then print the terminal report and write the --json /
// --junit / --markdown files and the --db record, all from the one report model.

#include "frame_error.h"

#include "harness/report/model.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace harness::frame {

struct ReportFiles {
    std::string json, junit, markdown;
    std::string html; // match --html: one page with the audit's histogram
    std::string epd_out; // suite --epd-out (written by the command, checked here)
    std::string pgn; // match --pgn (written by the command, checked here)
    std::string psq; // match --psqout: a folder of .psq records, one a game (made by the command)
    std::string book; // book --out (written by the command, checked here)
    std::string log; // match --log: every engine's conversation (written as it happens)
    std::string db; // --db: the history database the report is stored in (harness/history)
    // Any other file the command writes itself, as (option, path): checked with the others
    // (rate --html, history ladder --json, a dossier's index.html, tune's tuned.params).
    std::vector<std::pair<std::string, std::string>> others;
};

// Files the run reads, named by their option ("--suite", {paths}); empty paths are ignored.
using InputFiles = std::vector<std::pair<std::string, std::vector<std::string>>>;

// Before any engine starts: every requested path must be writable — not a directory, in an
// existing directory we may write to (the --json journal FILE.partial too); no two outputs may
// be one file and no output may be one of `inputs` (paths resolved, symlinks too); an existing
// --db is opened and migrated (a file that is not a history database, or one of a newer schema,
// is refused). The error names the option and the path.
[[nodiscard]] std::optional<FrameError> check_output_paths(
    const ReportFiles& files, const InputFiles& inputs = {});

// Terminal text to stdout, then each requested file. Returns the files that could not be
// written, each as "PATH: reason" (a full disk, a path that went away); empty when all were.
[[nodiscard]] std::vector<std::string> write_reports(
    const report::Report& report, const ReportFiles& files);

// Only the requested files (and --db), not the terminal text: for commands that print their
// own (bench, treesize). Same failures as write_reports.
[[nodiscard]] std::vector<std::string> write_report_files(
    const report::Report& report, const ReportFiles& files);

// Write `text` to path (replacing it): nullopt, or the failure "PATH: reason".
[[nodiscard]] std::optional<std::string> write_text_file(
    const std::string& path, const std::string& text);

// The end of a run whose report could not be written in full: the message (the journal is
// kept, so `--resume` writes the report again) and exit code 2.
[[nodiscard]] int report_write_failed(const std::string& command,
    const std::vector<std::string>& failures, const std::string& journal_path);

} // namespace harness::frame
