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
    if (c.ladder.on.enabled) later.push_back("ladder");
    if (later.empty()) return { 0, "no step after the strength test" };
    double sum = 0;
    bool   cut = false;
    for (const auto& name : later) {
        auto it = e.seconds.find(name);
        if (it == e.seconds.end())
            return { c.reserve_s,
                "the profile's " + std::to_string(c.reserve_s) + " s for the steps after the "
                    + "strength test (no earlier gate of this engine and profile ran " + name
                    + ")" };
        sum += it->second;
        cut = cut || e.cut.at(name);
    }
    int reserve = int(std::ceil(sum * 1.25)) + 10;
    if (cut) reserve = std::max(reserve, c.reserve_s);
    std::string names;
    for (const auto& n : later) names += (names.empty() ? "" : ", ") + n;
    return { reserve,
        std::to_string(reserve) + " s for " + names + ": they took " + std::to_string(int(sum))
            + " s in the gate of " + e.from + (cut ? " (cut at its bound)" : "")
            + ", with a quarter more and 10 s" };
}

} // namespace harness::gate
