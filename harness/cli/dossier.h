#pragma once
// A command's dossier, one folder of files (the gate's and bisect's): report.json, junit.xml,
// summary.md (a CI job summary) and index.html, the page the command renders.

#include "output_options.h"

#include "harness/report/model.h"

#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace harness::cli {

struct Dossier {
    ReportFiles files; // json, junit, markdown in the folder; db as given
    std::string html;
};

// The files in `out` (created; a UsageError when it cannot be, or when a file is one of
// `inputs`), checked before anything runs.
[[nodiscard]] Dossier dossier_files(
    const std::string& out, const std::string& db, const InputFiles& inputs);

// The report files and the page (`page` renders it); the files that could not be written, each
// "path: why".
[[nodiscard]] std::vector<std::string> write_dossier_files(
    const report::Report& rep, const Dossier& d, const std::function<void(std::ostream&)>& page);

} // namespace harness::cli
