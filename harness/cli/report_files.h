#pragma once
// What every runner command does after its run: print the terminal report and write the
// --json / --junit / --markdown files, all from the one report model.

#include "harness/report/model.h"

#include <string>

namespace harness::cli {

struct ReportFiles {
    std::string json, junit, markdown;
};

// Terminal text to stdout, then each requested file (SetupError if one cannot be written).
void write_reports(const report::Report& report, const ReportFiles& files);

} // namespace harness::cli
