#pragma once
// `arbiter sprt`'s plan as text (the terminal's table), JSON and an HTML page with the OC and
// ASN curves.

#include "harness/plan/plan.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>

namespace harness::report {

// The method line every form states: simulation, runs, seed, how the pairs were drawn.
[[nodiscard]] std::string            plan_method(const plan::Plan& p);
void                                 write_plan_text(std::ostream& out, const plan::Plan& p);
[[nodiscard]] nlohmann::ordered_json plan_json(const plan::Plan& p);
void                                 write_plan_html(std::ostream& out, const plan::Plan& p);

} // namespace harness::report
