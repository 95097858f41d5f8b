#pragma once
// The gate steps' typed figures (step_data.h) as JSON: the report's "numbers" object of each
// step, the JUnit body and the dossier's raw view. Pure; the key order is the report's.

#include "step_data.h"

#include <nlohmann/json.hpp>

namespace harness::gate {

// A step's figures ({} for a step that measured nothing).
[[nodiscard]] nlohmann::ordered_json to_json(const StepData& data);
// One game of the strength test, as the report lists it (the dossier's table shows its scalars).
[[nodiscard]] nlohmann::ordered_json to_json(const SprtGame& game);
// A rated ladder: the anchor, the builds in order and the references, each with its rating.
[[nodiscard]] nlohmann::ordered_json to_json(const LadderRow& row);
[[nodiscard]] nlohmann::ordered_json to_json(const LadderStanding& standing);
// A change's coverage: its counts, each file's delta, every changed code line and the ones no
// test ran.
[[nodiscard]] nlohmann::ordered_json to_json(const intree::ChangeCoverage& coverage);

} // namespace harness::gate
