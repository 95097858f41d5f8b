#pragma once
// The run frame: what every command that runs jobs (perft, suite, match) does around its runner,
// written once. In order:
//   RunFrame frame(command, command_line, options);   provenance: the command line, the start
//   frame.check_outputs(inputs)                        before any engine starts
//   frame.plan(total, identity, what)                  the shard's slots of the work
//   frame.open_journal(identity)                       the records an interrupted run kept
//   frame.record(line) / frame.progress(...)           as each result arrives
//   frame.stopped(error)                               the exit of a run that did not complete
//   frame.write(report, complete)                      reports written, the journal removed
// Errors are values (FrameError: the command exits 2); the frame prints to stderr only what
// the run's end says (stopped, interrupted, a failed write).

#include "frame_error.h"
#include "output_files.h"
#include "shard_plan.h"

#include "harness/report/model.h"
#include "harness/run/journal.h"
#include "harness/run/pool.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::frame {

// How a runner command was asked to run, from its command line.
struct FrameOptions {
    ReportFiles  files;
    ShardOptions shard;
    std::string  journal; // the journal's path; empty: FILE.partial of --json (none without it)
    bool         resume = false;
    bool         quiet  = false; // no progress
};

class RunFrame {
public:
    RunFrame(
        std::string command, const std::vector<std::string>& command_line, FrameOptions options);

    [[nodiscard]] const FrameOptions&       options() const { return options_; }
    [[nodiscard]] const report::Provenance& provenance() const { return provenance_; }

    // Step 1. The output paths, before any engine starts (check_output_paths).
    [[nodiscard]] std::optional<FrameError> check_outputs(const InputFiles& inputs) const;
    // Step 2. The slots of `total` work items ("jobs", "positions", "rounds") this process runs.
    [[nodiscard]] Framed<ShardPlan> plan(
        std::size_t total, const nlohmann::json& identity, const std::string& what) const;
    // Step 3. The journal of the run named by `identity` (a journal of another run is refused,
    // naming what differs): the records an interrupted run kept (with --resume), none without a
    // journal path. An error too for --resume without one.
    [[nodiscard]] Framed<std::vector<nlohmann::json>> open_journal(const nlohmann::json& identity);
    [[nodiscard]] const std::optional<run::Journal>&  journal() const { return journal_; }
    // Step 4. As each result arrives: into the journal (when one is open) ...
    void record(const nlohmann::json& line);
    // ... and the progress bar, drawn when stderr is a terminal and not --quiet.
    [[nodiscard]] bool shows_progress() const { return show_; }
    void progress(std::size_t done, std::size_t total, const char* label, int count) const;
    void end_progress() const; // the bar's line ends
    // Step 5. The exit code of a run that stopped early (no worker could open: 3, or 4 when the
    // engine lacks a capability; a signal: 128 + it, the journal keeping every complete result),
    // or nullopt when it completed. Prints the reason.
    [[nodiscard]] std::optional<int> stopped(const std::optional<run::WorkerError>& error) const;
    // Step 6. The report: provenance finished, terminal text and every requested file written
    // (`also` writes the command's own files, adding "PATH: reason" for each that failed); the
    // journal removed when `complete`. nullopt when all were written, else the exit code (2).
    [[nodiscard]] std::optional<int> write(report::Report& report, bool complete,
        const std::function<void(std::vector<std::string>& failures)>& also = {});
    // The end of a run in which every input record was rejected: nothing ran, but the reports
    // are written (they list report.rejected) and the exit is 2.
    [[nodiscard]] int rejections_only(report::Report& report);

private:
    std::string                 command_;
    FrameOptions                options_;
    report::Provenance          provenance_;
    std::optional<run::Journal> journal_;
    bool                        show_ = false;
};

} // namespace harness::frame
