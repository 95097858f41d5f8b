#include "report_files.h"

#include "args.h"

#include "harness/report/writers.h"

#include <fstream>
#include <iostream>

namespace harness::cli {

bool read_report_file_option(Args& args, const std::string& option, ReportFiles& files) {
    std::string* file = option == "--json" ? &files.json
        : option == "--junit"              ? &files.junit
        : option == "--markdown"           ? &files.markdown
                                           : nullptr;
    if (file) *file = args.value(option);
    return file != nullptr;
}

void write_reports(const report::Report& report, const ReportFiles& files) {
    report::write_terminal(std::cout, report);
    auto write_file = [](const std::string& path, auto&& fn) {
        if (path.empty()) return;
        std::ofstream f(path);
        if (!f) throw SetupError("cannot write " + path);
        fn(f);
    };
    write_file(files.json, [&](std::ostream& f) { report::write_json(f, report); });
    write_file(files.junit, [&](std::ostream& f) { report::write_junit(f, report); });
    write_file(files.markdown, [&](std::ostream& f) { report::write_markdown(f, report); });
}

} // namespace harness::cli
