// The gate's overall verdict and exit code from its steps; which steps engines play.

#include "harness/gate/gate_steps.h"

#include <gtest/gtest.h>

namespace {

using harness::gate::StepRecord;
using harness::gate::Verdict;

StepRecord step(Verdict v, bool gating, bool not_started = false) {
    StepRecord s;
    s.verdict     = v;
    s.gating      = gating;
    s.not_started = not_started;
    return s;
}

TEST(GateVerdictTest, GatingFailuresFailTheGate) {
    using harness::gate::exit_code;
    using harness::gate::overall_verdict;
    EXPECT_EQ(overall_verdict({ step(Verdict::Pass, true), step(Verdict::Skipped, true) }),
        Verdict::Pass);
    EXPECT_EQ(exit_code({ step(Verdict::Pass, true), step(Verdict::Skipped, true) }), 0);
    EXPECT_EQ(
        overall_verdict({ step(Verdict::Pass, true), step(Verdict::Fail, true) }), Verdict::Fail);
    EXPECT_EQ(exit_code({ step(Verdict::Fail, true) }), 1);
    EXPECT_EQ(exit_code({ step(Verdict::Error, true) }), 1);
    // A report-only step does not fail the gate.
    EXPECT_EQ(exit_code({ step(Verdict::Pass, true), step(Verdict::Fail, false),
                  step(Verdict::Error, false) }),
        0);
    EXPECT_EQ(exit_code({ step(Verdict::Error, true, true) }), 3);
}

TEST(GateVerdictTest, AGateWhoseGatingStepsAllSkippedFails) {
    using harness::gate::exit_code;
    using harness::gate::judged_nothing;
    using harness::gate::overall_verdict;
    // Nothing gating ran: a pass would say the change had been judged.
    const std::vector<StepRecord> skipped { step(Verdict::Skipped, true),
        step(Verdict::Pass, false), step(Verdict::Skipped, true) };
    EXPECT_TRUE(judged_nothing(skipped));
    EXPECT_EQ(overall_verdict(skipped), Verdict::Fail);
    EXPECT_EQ(exit_code(skipped), 1);
    EXPECT_EQ(overall_verdict({}), Verdict::Fail);
    // One gating pass is enough; a report-only pass is not.
    EXPECT_FALSE(judged_nothing({ step(Verdict::Skipped, true), step(Verdict::Pass, true) }));
    EXPECT_EQ(exit_code({ step(Verdict::Skipped, true), step(Verdict::Pass, true) }), 0);
    EXPECT_TRUE(judged_nothing({ step(Verdict::Pass, false) }));
}

TEST(GateVerdictTest, NotStartedComesBeforeAFailInTheExitCode) {
    using harness::gate::exit_code;
    // A gating step that could not start its engine (3) outranks a failed step (1) before or
    // after it, in either order; a report-only step that could not start does not.
    EXPECT_EQ(exit_code({ step(Verdict::Fail, true), step(Verdict::Error, true, true) }), 3);
    EXPECT_EQ(exit_code({ step(Verdict::Error, true, true), step(Verdict::Fail, true) }), 3);
    EXPECT_EQ(exit_code({ step(Verdict::Error, false, true), step(Verdict::Fail, true) }), 1);
    EXPECT_EQ(exit_code({ step(Verdict::Error, false, true), step(Verdict::Pass, true) }), 0);
}

// Every gate of up to three steps, each step any verdict, gating or report-only, started or not
// (not started only with an error, as the steps set it): 11^0 + 11 + 121 + 1331 gates. The expected
// verdict and exit follow docs/commands/gate.md's table, written here as plain counting.
TEST(GateVerdictTest, EveryCombinationOfVerdictsAndGatingFlagsFollowsTheTable) {
    struct Kind {
        Verdict v;
        bool    gating, not_started;
    };
    std::vector<Kind> kinds;
    for (auto v :
        { Verdict::Pass, Verdict::Fail, Verdict::Skipped, Verdict::Error, Verdict::Incomplete })
        for (bool gating : { true, false }) kinds.push_back({ v, gating, false });
    kinds.push_back({ Verdict::Error, true, true });
    int gates = 0;
    for (int size = 0; size <= 3; ++size) {
        int combinations = 1;
        for (int i = 0; i < size; ++i) combinations *= int(kinds.size());
        for (int c = 0; c < combinations; ++c, ++gates) {
            std::vector<StepRecord> steps;
            int gating_bad = 0, gating_passed = 0, could_not_start = 0, left_out = 0;
            for (int i = 0, rest = c; i < size; ++i, rest /= int(kinds.size())) {
                const auto& k = kinds[std::size_t(rest) % kinds.size()];
                steps.push_back(step(k.v, k.gating, k.not_started));
                gating_bad += k.gating && (k.v == Verdict::Fail || k.v == Verdict::Error);
                gating_passed += k.gating && k.v == Verdict::Pass;
                could_not_start += k.gating && k.not_started;
                left_out += k.gating && k.v == Verdict::Incomplete;
            }
            const bool incomplete = gating_bad == 0 && left_out > 0;
            const bool passes     = gating_bad == 0 && left_out == 0 && gating_passed > 0;
            EXPECT_EQ(harness::gate::overall_verdict(steps),
                passes           ? Verdict::Pass
                    : incomplete ? Verdict::Incomplete
                                 : Verdict::Fail)
                << "gate " << size << "/" << c;
            EXPECT_EQ(harness::gate::exit_code(steps),
                could_not_start  ? 3
                    : passes     ? 0
                    : incomplete ? 5
                                 : 1)
                << "gate " << size << "/" << c;
            harness::gate::GateResults allowed;
            allowed.steps            = steps;
            allowed.allow_incomplete = true;
            EXPECT_EQ(harness::gate::exit_code(allowed),
                could_not_start            ? 3
                    : passes || incomplete ? 0
                                           : 1)
                << "gate " << size << "/" << c;
        }
    }
    EXPECT_EQ(gates, 1 + 11 + 121 + 1331);
}

// Issue 53: a gating step left out (time bound, build timeout) is never a plain pass.
TEST(GateVerdictTest, AGatingStepLeftOutMakesTheGateIncompleteNotAPass) {
    const std::vector<StepRecord> steps { step(Verdict::Pass, true),
        step(Verdict::Incomplete, true), step(Verdict::Incomplete, false) };
    EXPECT_EQ(harness::gate::overall_verdict(steps), Verdict::Incomplete);
    EXPECT_EQ(harness::gate::exit_code(steps), harness::gate::IncompleteExit);
    ASSERT_EQ(harness::gate::left_out(steps).size(), 1u);
    EXPECT_EQ(harness::gate::left_out(steps)[0], &steps[1]);
    // A failure outranks it; a report-only step left out does not count.
    EXPECT_EQ(harness::gate::overall_verdict(
                  { step(Verdict::Incomplete, true), step(Verdict::Fail, true) }),
        Verdict::Fail);
    EXPECT_EQ(harness::gate::overall_verdict(
                  { step(Verdict::Pass, true), step(Verdict::Incomplete, false) }),
        Verdict::Pass);
}

TEST(GateVerdictTest, VerdictNamesRoundTrip) {
    for (auto v :
        { Verdict::Pass, Verdict::Fail, Verdict::Skipped, Verdict::Error, Verdict::Incomplete })
        EXPECT_EQ(harness::gate::parse_verdict(harness::gate::to_string(v)), v);
    EXPECT_FALSE(harness::gate::parse_verdict("ok"));
}

TEST(GateVerdictTest, GamesFromTheHandshake) {
    harness::session::EngineSpec spec;
    auto                         games = harness::gate::games_played(spec,
                                { "option name Hash type spin default 16 min 1 max 4096",
                                    "option name UCI_Variant type combo default chess var chess var xiangqi var shogi" });
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].name(), "chess");
    EXPECT_EQ(games[1].name(), "xiangqi");
    EXPECT_EQ(harness::gate::games_played(spec, {}).size(), 1u);
    // UCI_Chess960 adds Chess960 to a chess engine's games.
    auto with960 = harness::gate::games_played(
        spec, { "option name UCI_Chess960 type check default false" });
    ASSERT_EQ(with960.size(), 2u);
    EXPECT_EQ(with960[1].name(), "chess960");
    spec.proto = harness::protocol::Protocol::Ucci;
    EXPECT_EQ(harness::gate::games_played(spec, {})[0].name(), "xiangqi");
}

} // namespace
