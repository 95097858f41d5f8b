// The plan of the gate's time bound (step_plan.h): the steps after the strength test get what
// they took at the last gate of the same engine and profile, else the profile's reserve.

#include "harness/gate/step_plan.h"

#include <gtest/gtest.h>

#include <cmath>

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
    auto c                = *profile("quick");
    c.ladder.on.enabled   = false;
    c.symmetry.on.enabled = false;
    const auto e          = step_estimates(report("pass"));
    EXPECT_EQ(e.from, "2026-12-06T07:54:06Z");
    EXPECT_EQ(e.seconds.count("ladder"), 0u); // skipped: no estimate
    const auto plan = plan_time(c, e, true, true);
    EXPECT_EQ(plan.reserve_s, 180 * 5 / 4 + 10);
    EXPECT_NE(plan.why.find("coverage, instrumented: 180 s they took in the gate of 2026-12-06"),
        std::string::npos)
        << plan.why;
    // Not in-tree: no step 7 or 8 to plan for.
    EXPECT_EQ(plan_time(c, e, false, false).reserve_s, 0);
    // Step 9 (symmetry) runs for every engine: what it took last time, or its share.
    c.symmetry.on.enabled = true;
    EXPECT_EQ(plan_time(c, e, false, false).reserve_s, int(std::ceil(150 * 1.25)) + 10);
    auto with = report("pass");
    with["results"].push_back(
        { { "name", "symmetry" }, { "verdict", "pass" }, { "elapsed_ms", 20000 } });
    EXPECT_EQ(plan_time(c, step_estimates(with), false, false).reserve_s, 20 * 5 / 4 + 10);
    EXPECT_EQ(plan_time(c, step_estimates(with), true, true).reserve_s, 200 * 5 / 4 + 10);
}

TEST(GateStepPlan, AStepWithoutAnEstimateOrCutAtItsBoundGetsItsShareOfTheReserve) {
    auto c                = *profile("quick");
    c.ladder.on.enabled   = true;
    c.symmetry.on.enabled = false;
    // No earlier gate: the profile's reserve.
    EXPECT_EQ(plan_time(c, step_estimates(nullptr), true, true).reserve_s, c.reserve_s);
    // The ladder was skipped at the last gate: a third of the 150 s reserve for it.
    auto plan = plan_time(c, step_estimates(report("pass")), true, true);
    EXPECT_EQ(plan.reserve_s, int(std::ceil((120 + 60 + 50) * 1.25)) + 10);
    EXPECT_NE(plan.why.find("180 s they took"), std::string::npos) << plan.why;
    EXPECT_NE(
        plan.why.find("and ladder (not run to its end there) at least 50 s"), std::string::npos)
        << plan.why;
    // Coverage ended at that gate's bound: its 120 s counts, it is a lower bound only.
    c.ladder.on.enabled = false;
    c.reserve_s         = 400;
    plan                = plan_time(c, step_estimates(report("incomplete")), true, true);
    EXPECT_EQ(plan.reserve_s, int(std::ceil((200 + 60) * 1.25)) + 10);
    EXPECT_NE(plan.why.find("coverage (not run to its end there)"), std::string::npos) << plan.why;
}

} // namespace
