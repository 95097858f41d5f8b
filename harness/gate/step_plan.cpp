#include "step_plan.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace harness::gate {

StepEstimates step_estimates(const nlohmann::json& report) {
    StepEstimates e;
    if (!report.is_object()) return e;
    e.from = report.value("started_at", std::string());
    for (const auto& s : report.value("results", nlohmann::json::array())) {
        if (!s.is_object() || !s.contains("elapsed_ms") || !s["elapsed_ms"].is_number()) continue;
        const auto verdict = s.value("verdict", std::string());
        if (verdict == "skipped") continue;
        const auto name = s.value("name", std::string());
        e.seconds[name] = s["elapsed_ms"].get<double>() / 1000;
        e.cut[name]     = verdict == "incomplete";
    }
    return e;
}

TimePlan plan_time(const GateConfig& c, const StepEstimates& e, bool coverage, bool instrumented) {
    std::vector<std::string> later;
    if (c.coverage.on.enabled && coverage) later.push_back("coverage");
    if (c.instrumented.on.enabled && instrumented) later.push_back("instrumented");
    if (c.symmetry.on.enabled) later.push_back("symmetry");
    if (c.ladder.on.enabled) later.push_back("ladder");
    if (later.empty()) return { 0, "no step after the strength test" };
    if (e.from.empty())
        return { c.reserve_s,
            "the profile's " + std::to_string(c.reserve_s)
                + " s for the steps after the strength test (no earlier gate of this engine and "
                  "profile)" };
    // A step the earlier gate did not run (or cut at its bound) gets its share of the profile's
    // reserve, at least.
    const double share = double(c.reserve_s) / double(later.size());
    double       sum = 0, known = 0;
    std::string  names, guessed;
    for (const auto& name : later) {
        auto         it   = e.seconds.find(name);
        const bool   seen = it != e.seconds.end() && !e.cut.at(name);
        const double s    = it == e.seconds.end() ? share : std::max(it->second, seen ? 0 : share);
        sum += s;
        known += seen ? s : 0;
        names += (names.empty() ? "" : ", ") + name;
        if (!seen) guessed += (guessed.empty() ? "" : ", ") + name;
    }
    const int reserve = int(std::ceil(sum * 1.25)) + 10;
    return { reserve,
        std::to_string(reserve) + " s for " + names + ": " + std::to_string(int(known))
            + " s they took in the gate of " + e.from
            + (guessed.empty() ? ""
                               : ", and " + guessed + " (not run to its end there) at least "
                        + std::to_string(int(share)) + " s each")
            + ", with a quarter more and 10 s" };
}

} // namespace harness::gate
