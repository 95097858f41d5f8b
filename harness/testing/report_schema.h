#pragma once
// Test helper: validate a JSON report against the shipped schema
// (harness/report/schema/report.schema.json) with validate_report.py (python3-jsonschema).
// Test targets get ARBITER_SOURCE_DIR from arbiter_test().

#include "command_check.h"

#include <string>

namespace harness::testing {

// Empty when `report_path` is valid; otherwise the validator's messages.
inline std::string report_schema_errors(const std::string& report_path) {
    const std::string src = ARBITER_SOURCE_DIR;
    return command_errors("python3 " + src + "/harness/testing/validate_report.py " + src
            + "/harness/report/schema/report.schema.json '" + report_path + "'",
        "validate_report.py failed");
}

} // namespace harness::testing
