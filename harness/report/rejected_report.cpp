#include "rejected_report.h"

#include "sanitize.h"

namespace harness::report {

nlohmann::ordered_json rejected_json(const std::vector<RejectedRecord>& rejected) {
    auto out = nlohmann::ordered_json::array();
    for (const auto& r : rejected)
        out.push_back(
            { { "status", "rejected" }, { "location", r.location() }, { "source", r.source },
                { "line", r.line }, { "column", r.column }, { "reason", r.reason } });
    return out;
}

std::vector<TestCase> rejected_test_cases(const Report& report) {
    std::vector<TestCase> cases;
    for (const auto& r : report.rejected) {
        TestCase c;
        c.classname = report.command + ".rejected";
        c.name      = r.location();
        c.kind      = TestCase::Kind::Error;
        c.message   = "rejected: " + r.reason;
        c.body      = r.location() + ": " + r.reason;
        cases.push_back(std::move(c));
    }
    return cases;
}

void write_rejected_markdown(std::ostream& out, const std::vector<RejectedRecord>& rejected) {
    if (rejected.empty()) return;
    out << "\n**Rejected input records: " << rejected.size() << "** (not run)\n\n"
        << "| where | reason |\n|---|---|\n";
    for (const auto& r : rejected)
        out << "| " << markdown_cell(r.location()) << " | " << markdown_cell(r.reason) << " |\n";
}

void write_rejected_text(std::ostream& out, const std::vector<RejectedRecord>& rejected) {
    if (rejected.empty()) return;
    out << "rejected input records: " << rejected.size() << " (not run)\n";
    for (const auto& r : rejected) out << "  " << r.location() << ": " << r.reason << "\n";
}

} // namespace harness::report
