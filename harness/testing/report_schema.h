#pragma once
// Test helper: validate a JSON report against the shipped schema
// (harness/report/schema/report.schema.json) with validate_report.py (python3-jsonschema).
// Test targets get ARBITER_SOURCE_DIR from arbiter_test().

#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace harness::testing {

// Empty when `report_path` is valid; otherwise the validator's messages.
inline std::string report_schema_errors(const std::string& report_path) {
    const std::string src = ARBITER_SOURCE_DIR;
    std::string       cmd = "python3 " + src + "/harness/testing/validate_report.py " + src
        + "/harness/report/schema/report.schema.json '" + report_path + "' 2>&1";
    FILE* pipe = popen(cmd.c_str(), "r");
    if (!pipe) return "cannot run " + cmd;
    std::string out;
    char        buf[4096];
    std::size_t n;
    while ((n = fread(buf, 1, sizeof buf, pipe)) > 0) out.append(buf, n);
    int status = pclose(pipe);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return {};
    return out.empty() ? "validate_report.py failed" : out;
}

} // namespace harness::testing
