#include "run_frame.h"

#include "progress.h"

#include "harness/process/interrupt.h"

#include <cstdio>
#include <iostream>
#include <unistd.h>

namespace harness::frame {

RunFrame::RunFrame(
    std::string command, const std::vector<std::string>& command_line, FrameOptions options)
    : command_(std::move(command))
    , options_(std::move(options))
    , provenance_(report::start_provenance(command_line))
    , show_(!options_.quiet && isatty(2)) { }

std::optional<FrameError> RunFrame::check_outputs(const InputFiles& inputs) const {
    return check_output_paths(options_.files, inputs);
}

Framed<ShardPlan> RunFrame::plan(
    std::size_t total, const nlohmann::json& identity, const std::string& what) const {
    return plan_shard(options_.shard, total, identity, command_, what);
}

Framed<std::vector<nlohmann::json>> RunFrame::open_journal(const nlohmann::json& identity) {
    const std::string path = !options_.journal.empty() ? options_.journal
        : !options_.files.json.empty()                 ? options_.files.json + ".partial"
                                                       : std::string();
    if (options_.resume && path.empty()) return FrameError { "--resume needs --journal or --json" };
    if (path.empty()) return std::vector<nlohmann::json> {};
    auto j = run::Journal::open(path, options_.resume, identity);
    if (!j) return FrameError { j.error().to_string() };
    journal_.emplace(std::move(*j));
    return journal_->records();
}

void RunFrame::record(const nlohmann::json& line) {
    if (journal_) journal_->append(line);
}

void RunFrame::progress(std::size_t done, std::size_t total, const char* label, int count) const {
    if (show_) draw_progress(done, total, label, count);
}

void RunFrame::end_progress() const {
    if (show_) std::fprintf(stderr, "\n");
}

std::optional<int> RunFrame::stopped(const std::optional<run::WorkerError>& error) const {
    if (error) { // no worker could start: nothing new ran
        const bool unsupported = error->kind == run::WorkerError::Kind::Unsupported;
        std::cerr << "arbiter " << command_ << ": "
                  << (unsupported ? "" : "engine could not be started: ") << error->message << "\n";
        return unsupported ? 4 : 3;
    }
    if (process::interrupted()) { // the journal keeps every complete result
        std::cerr << "arbiter " << command_ << ": interrupted by signal "
                  << process::interrupt_signal() << "; the results so far are in "
                  << (journal_ ? journal_->path() + " (--resume continues)"
                               : std::string("no journal (use --json)"))
                  << "\n";
        return process::interrupted_exit_code();
    }
    return std::nullopt;
}

std::optional<int> RunFrame::write(report::Report& report, bool complete,
    const std::function<void(std::vector<std::string>& failures)>& also) {
    report::finish(provenance_);
    report.provenance = provenance_;
    auto failed       = write_reports(report, options_.files);
    if (also) also(failed);
    if (!failed.empty())
        return report_write_failed(command_, failed, journal_ ? journal_->path() : "");
    if (journal_ && complete) journal_->remove();
    return std::nullopt;
}

int RunFrame::rejections_only(report::Report& report) {
    std::cerr << "arbiter " << command_ << ": nothing to run (every record was rejected)\n";
    report::finish(provenance_);
    report.provenance = provenance_;
    if (auto failed = write_reports(report, options_.files); !failed.empty())
        return report_write_failed(command_, failed, "");
    return 2;
}

} // namespace harness::frame
