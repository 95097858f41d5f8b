#pragma once
// The gate's plan of its time bound: what steps 1-6 leave for steps 7, 8 and the ladder, from
// how long those took in the newest earlier gate of the same engine and profile (its report, kept
// in the history database) with a margin, so that the steps after the strength test are planned
// for up front instead of found out of time at the end. Without such a gate (a first run, a
// history without those steps) the profile's `reserve` is the first-run default.

#include "gate_config.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace harness::gate {

struct StepEstimates {
    std::map<std::string, double> seconds; // step name -> wall time it took ("coverage", ...)
    std::map<std::string, bool>   cut; // step name -> it ended at that gate's time bound
    std::string                   from; // that gate's started_at; empty: no earlier gate
};

// Pure. The steps a stored gate report ran (not skipped) and how long each took.
[[nodiscard]] StepEstimates step_estimates(const nlohmann::json& report);

struct TimePlan {
    int         reserve_s = 0; // what steps 1-6 leave
    std::string why; // one line for the terminal and the dossier
};

// Pure. `coverage`, `instrumented`: whether steps 7 and 8 will run (an in-tree engine). The
// estimates' sum with a quarter more and 10 s, a step the earlier gate did not run, or cut at its
// bound (its time a lower bound only), counted at least at its share of the profile's reserve;
// without an earlier gate, the profile's reserve.
[[nodiscard]] TimePlan plan_time(
    const GateConfig& c, const StepEstimates& e, bool coverage, bool instrumented);

} // namespace harness::gate
