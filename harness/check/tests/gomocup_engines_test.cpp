// Integration: the Gomocup checklist (`arbiter check` with proto=gomocup) on real processes.
// Sable passes all 34 steps; mock_pbrain -- Sable behind a proxy that mishandles one command --
// fails exactly that command's step, with a detail that names the fault, or skips it when the
// command is optional and answered UNKNOWN.

#include "harness/check/engine_check.h"
#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::check;
namespace game = harness::game;
using ::testing::HasSubstr;

namespace {

const std::string Bin = ARBITER_BIN_DIR;

EngineCheck check(const std::vector<std::string>& argv, game::Game variant = game::gomoku()) {
    harness::session::EngineSpec spec;
    spec.name    = argv.front();
    spec.cmd     = argv.front();
    spec.args    = std::vector<std::string>(argv.begin() + 1, argv.end());
    spec.proto   = harness::protocol::Protocol::Gomocup;
    spec.variant = variant;
    return check_engine(spec, std::chrono::seconds(30));
}

EngineCheck mock(const std::string& bug) {
    return check({ Bin + "/mock_pbrain", "--bug", bug, "--", Bin + "/sable" });
}

// The names of the steps that failed or were skipped.
std::vector<std::string> not_passed(const ComplianceReport& r) {
    std::vector<std::string> out;
    for (const auto& s : r.steps)
        if (!s.passed || s.skipped) out.push_back(s.name);
    return out;
}

const ComplianceStep& step(const ComplianceReport& r, const std::string& name) {
    for (const auto& s : r.steps)
        if (s.name == name) return s;
    ADD_FAILURE() << "no step " << name;
    return r.steps.front();
}

TEST(GomocupCheck, SablePassesEveryStep) {
    const auto c = check({ Bin + "/sable" });
    ASSERT_FALSE(c.not_started.has_value()) << *c.not_started;
    EXPECT_EQ(c.report.steps.size(), 34u) << c.report.to_text();
    EXPECT_EQ(not_passed(c.report), std::vector<std::string> {}) << c.report.to_text();
    EXPECT_TRUE(c.report.ok());
}

TEST(GomocupCheck, ATakebackThatKeepsTheStoneFailsItsStep) {
    const auto c = mock("takeback-ignored");
    EXPECT_EQ(not_passed(c.report), std::vector<std::string> { "takeback" }) << c.report.to_text();
    EXPECT_THAT(step(c.report, "takeback").detail,
        HasSubstr("is not empty': the stones were not taken back"));
    EXPECT_THAT(c.report.transcript_tail, HasSubstr("TAKEBACK"));
}

TEST(GomocupCheck, Swap2AnsweredUnknownIsSkippedNotFailed) {
    const auto c = mock("swap2-unknown");
    EXPECT_TRUE(c.report.ok()) << c.report.to_text();
    EXPECT_EQ(not_passed(c.report),
        (std::vector<std::string> { "swap2, no stones", "swap2, 3 stones", "swap2, 5 stones" }));
    EXPECT_EQ(
        step(c.report, "swap2, 5 stones").detail, "not supported: UNKNOWN command SWAP2BOARD");
}

TEST(GomocupCheck, AnAnsweredInfoFailsItsStep) {
    const auto c = mock("evaluate-answered");
    EXPECT_EQ(not_passed(c.report), std::vector<std::string> { "info evaluate" })
        << c.report.to_text();
    EXPECT_EQ(step(c.report, "info evaluate").detail,
        "answered 'EVAL 0' to 'INFO evaluate 7,7' (INFO gets no answer)");
}

} // namespace
