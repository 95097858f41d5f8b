#pragma once
// The output options every runner command reads (--json, --junit, --markdown, --db) and the
// frame's errors as the CLI reports them (UsageError: exit 2). The files themselves are
// harness/frame's.

#include "args.h"

#include "harness/frame/output_files.h"
#include "harness/frame/run_frame.h"

#include <optional>
#include <string>

namespace harness::cli {

using frame::InputFiles;
using frame::report_write_failed;
using frame::ReportFiles;
using frame::write_report_files;
using frame::write_reports;

// Read --json / --junit / --markdown / --db FILE into files; false for any other option.
bool read_report_file_option(Args& args, const std::string& option, ReportFiles& files);

// frame::check_output_paths, its error thrown as a UsageError.
void require_output_paths(const ReportFiles& files, const InputFiles& inputs = {});

// A frame error as a UsageError.
void                 throw_if(const std::optional<frame::FrameError>& error);
template <class T> T value_or_throw(frame::Framed<T> framed) {
    if (!framed) throw UsageError(framed.error().message);
    return std::move(*framed);
}

} // namespace harness::cli
