// The plan of the gate's time bound (step_plan.h): the steps after the strength test get what
// they took at the last gate of the same engine and profile, else the profile's reserve.

#include "harness/gate/step_plan.h"

#include <gtest/gtest.h>

namespace {

using namespace harness::gate;

nlohmann::json report(const char* coverage_verdict) {
    return { { "started_at", "2026-12-06T07:54:06Z" },
        { "results",
            { { { "name", "sprt" }, { "verdict", "pass" }, { "elapsed_ms", 90000 } },
                { { "name", "coverage" }, { "verdict", coverage_verdict },
                    { "elapsed_ms", 120000 } },
                { { "name", "instrumented" }, { "verdict", "pass" }, { "elapsed_ms", 60000 } },
                { { "name", "ladder" }, { "verdict", "skipped" }, { "elapsed_ms", 0 } } } } };
}

TEST(GateStepPlan, TheStepsAfterTheStrengthTestGetWhatTheyTookLastTimeWithAMargin) {
    auto c              = *profile("quick");
    c.ladder.on.enabled = false;
    const auto e        = step_estimates(report("pass"));
    EXPECT_EQ(e.from, "2026-12-06T07:54:06Z");
    EXPECT_EQ(e.seconds.count("ladder"), 0u); // skipped: no estimate
    const auto plan = plan_time(c, e, true, true);
    EXPECT_EQ(plan.reserve_s, 180 * 5 / 4 + 10);
    EXPECT_NE(plan.why.find("coverage, instrumented: they took 180 s in the gate of 2026-12-06"),
        std::string::npos)
        << plan.why;
    // Not in-tree: no step 7 or 8 to plan for.
    EXPECT_EQ(plan_time(c, e, false, false).reserve_s, 0);
}

TEST(GateStepPlan, AStepWithoutAnEstimateOrCutAtItsBoundKeepsTheProfilesReserve) {
    auto c              = *profile("quick");
    c.ladder.on.enabled = true;
    // The ladder was skipped at the last gate: nothing to go by.
    auto plan = plan_time(c, step_estimates(report("pass")), true, true);
    EXPECT_EQ(plan.reserve_s, c.reserve_s);
    EXPECT_NE(plan.why.find("ran ladder"), std::string::npos) << plan.why;
    EXPECT_EQ(plan_time(c, step_estimates(nullptr), true, true).reserve_s, c.reserve_s);
    // Coverage ended at that gate's bound: its 120 s is a lower bound only.
    c.ladder.on.enabled = false;
    c.reserve_s         = 400;
    plan                = plan_time(c, step_estimates(report("incomplete")), true, true);
    EXPECT_EQ(plan.reserve_s, 400);
    EXPECT_NE(plan.why.find("cut at its bound"), std::string::npos) << plan.why;
}

} // namespace
