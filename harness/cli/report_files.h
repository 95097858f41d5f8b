#pragma once
// What every runner command does with its reports: read the --json / --junit / --markdown
// options, then print the terminal report and write the files, all from the one report model.

#include "args.h"

#include "harness/report/model.h"

#include <string>

namespace harness::cli {

struct ReportFiles {
    std::string json, junit, markdown;
};

// Read --json / --junit / --markdown FILE into files; false for any other option.
bool read_report_file_option(Args& args, const std::string& option, ReportFiles& files);

// Terminal text to stdout, then each requested file (SetupError if one cannot be written).
void write_reports(const report::Report& report, const ReportFiles& files);

} // namespace harness::cli
