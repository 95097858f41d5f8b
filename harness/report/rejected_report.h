#pragma once
// The input records a run refused (Report::rejected), in every format: the JSON "rejected"
// array and summary count, one JUnit <error> per record, a Markdown table and terminal lines.
// Each names the record as file:line:col with the reason.

#include "model.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <vector>

namespace harness::report {

[[nodiscard]] nlohmann::ordered_json rejected_json(const std::vector<RejectedRecord>& rejected);
[[nodiscard]] std::vector<TestCase>  rejected_test_cases(const Report& report);
void write_rejected_markdown(std::ostream& out, const std::vector<RejectedRecord>& rejected);
void write_rejected_text(std::ostream& out, const std::vector<RejectedRecord>& rejected);

} // namespace harness::report
