// The gate steps' typed figures as the report's "numbers": the keys in the report's order, the
// optional parts present only when the step reached them.

#include "harness/gate/step_data_json.h"

#include <gtest/gtest.h>

namespace {

using namespace harness::gate;

std::vector<std::string> keys(const nlohmann::ordered_json& j) {
    std::vector<std::string> out;
    for (const auto& [k, v] : j.items()) out.push_back(k);
    return out;
}

TEST(StepDataJson, AStepThatMeasuredNothingIsAnEmptyObject) {
    EXPECT_EQ(to_json(StepData {}), nlohmann::ordered_json::object());
}

TEST(StepDataJson, StrengthFiguresSitBetweenTheMatchAndTheVerdict) {
    SprtGame g;
    g.game      = "chess";
    g.max_games = 120;
    g.strength
        = StrengthFigures { 100, 140, 0.05, 0.0125, true, false, 0.45, 0.43, 80.0, 230, 160 };
    g.llr_trace  = { { 2, 0.25 } };
    const auto j = to_json(g);
    EXPECT_EQ(keys(j),
        (std::vector<std::string> { "game", "tc", "base_tc", "games", "max_games", "wins", "draws",
            "losses", "pentanomial", "elo", "elo_error95", "nelo", "nelo_error95", "los",
            "detect_elo", "power_elo", "miss_rate", "false_alarm_rate", "llr", "lower", "upper",
            "at_cap", "out_of_time", "score", "cut", "loss_upper_bound", "expected_games_equal",
            "expected_games_at_d", "verdict", "llr_trace", "faults", "audit" }));
    EXPECT_EQ(j["max_games"], 120);
    EXPECT_EQ(j["expected_games_equal"], 230);
    EXPECT_EQ(j["loss_upper_bound"], 80.0);
    EXPECT_EQ(j["llr_trace"].dump(), "[[2,0.25]]");
    g.strength = std::nullopt; // the classic SPRT: its LLR and bounds only
    EXPECT_EQ(keys(to_json(g)).size(), 14u + 3u + 4u);
}

TEST(StepDataJson, BenchComparesOnlyWhenBothRanAndTheCandidateKeptItsTime) {
    BenchData d;
    EXPECT_EQ(keys(to_json(StepData { d })), (std::vector<std::string> { "base", "candidate" }));
    d.slow_factor = 3;
    EXPECT_EQ(keys(to_json(StepData { d })),
        (std::vector<std::string> { "base", "candidate", "slow_factor" }));
    d.slow_factor = std::nullopt;
    d.compared    = true;
    const auto j  = to_json(StepData { d });
    EXPECT_EQ(keys(j), (std::vector<std::string> { "base", "candidate", "changed", "nps_ratio" }));
    EXPECT_TRUE(j["nps_ratio"].is_null());
}

TEST(StepDataJson, ACheckCutShortNamesTheEngineThatDidNotStart) {
    CheckData d;
    d.base       = CheckSide { true, { { 1, "handshake", true, false, "Sable" } }, "" };
    d.candidate  = CheckSide { false, {}, "" };
    const auto j = to_json(StepData { d });
    EXPECT_EQ(j.dump(),
        R"({"base":{"passed":1,"skipped":0,"steps":[{"number":1,"name":)"
        R"("handshake","result":"ok","detail":"Sable"}]},"candidate":)"
        R"({"started":false}})");
    d.judged = true;
    d.games  = { "chess" };
    EXPECT_EQ(keys(to_json(StepData { d })),
        (std::vector<std::string> { "base", "candidate", "games", "shared_failures" }));
}

} // namespace
