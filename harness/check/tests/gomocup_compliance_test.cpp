// The Gomocup checklist over an in-process brain (tests/fake_brain.h): a well-behaved brain
// passes all 34 steps; each planted fault fails (or, for an optional command answered UNKNOWN,
// skips) its own step with a detail that says what went wrong.

#include "harness/check/compliance.h"
#include "harness/check/tests/fake_brain.h"
#include "harness/game/registry.h"
#include "harness/protocol/gomocup_adapter.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::check;
using harness::check::testing::FakeBrain;
using harness::check::testing::Planted;
namespace game = harness::game;
using ::testing::HasSubstr;

namespace {

ComplianceReport check(Planted planted, std::uint64_t resident = 40ull << 20) {
    FakeBrain                         brain(planted);
    harness::protocol::GomocupAdapter adapter(brain, [] { return std::string("<tail>"); });
    ComplianceOptions                 o;
    o.protocol     = harness::protocol::Protocol::Gomocup;
    o.raw          = &brain;
    o.tail         = [] { return std::string("<tail>"); };
    o.exited       = [] { return true; };
    o.memory_bytes = [resident] { return std::optional<std::uint64_t>(resident); };
    return run_compliance(adapter, game::gomoku(), o);
}

const ComplianceStep& step(const ComplianceReport& r, const std::string& name) {
    for (const auto& s : r.steps)
        if (s.name == name) return s;
    ADD_FAILURE() << "no step " << name << "\n" << r.to_text();
    return r.steps.front();
}

// The steps that did not pass, or were skipped, by name.
std::vector<std::string> not_passed(const ComplianceReport& r) {
    std::vector<std::string> out;
    for (const auto& s : r.steps)
        if (!s.passed || s.skipped) out.push_back(s.name);
    return out;
}

TEST(GomocupCompliance, AWellBehavedBrainPassesEveryStep) {
    const auto r = check(Planted::None);
    ASSERT_EQ(r.steps.size(), 34u) << r.to_text();
    for (int i = 0; i < 34; ++i) EXPECT_EQ(r.steps[std::size_t(i)].number, i + 1);
    EXPECT_EQ(not_passed(r), std::vector<std::string> {}) << r.to_text();
    EXPECT_TRUE(r.ok());
    EXPECT_EQ(r.steps[4].detail, "ERROR rectangular boards are not supported"); // RECTSTART
    EXPECT_EQ(step(r, "max_memory respected").detail, "40 MiB resident, limit 80 MiB");
    EXPECT_THAT(r.to_text(), HasSubstr("34 end"));
}

TEST(GomocupCompliance, AnAnsweredInfoFailsItsStep) {
    const auto r = check(Planted::AnswersEvaluate);
    EXPECT_EQ(not_passed(r), std::vector<std::string> { "info evaluate" }) << r.to_text();
    EXPECT_EQ(step(r, "info evaluate").detail,
        "answered 'EVAL 7,7 0' to 'INFO evaluate 7,7' (INFO gets no answer)");
    EXPECT_EQ(r.transcript_tail, "<tail>");
}

TEST(GomocupCompliance, ATakebackThatKeepsTheStoneFails) {
    const auto r = check(Planted::IgnoresTakeback);
    EXPECT_EQ(not_passed(r), std::vector<std::string> { "takeback" }) << r.to_text();
    EXPECT_EQ(step(r, "takeback").detail,
        "TURN 7,6 after taking both back: 'ERROR 7,6 is not empty': the stones were not taken "
        "back");
}

TEST(GomocupCompliance, Swap2AnsweredUnknownIsNotSupportedNotAFailure) {
    const auto r = check(Planted::Swap2Unknown);
    EXPECT_TRUE(r.ok()) << r.to_text();
    EXPECT_EQ(not_passed(r),
        (std::vector<std::string> { "swap2, no stones", "swap2, 3 stones", "swap2, 5 stones" }));
    EXPECT_EQ(step(r, "swap2, 3 stones").detail, "not supported: UNKNOWN SWAP2BOARD");
    EXPECT_THAT(r.to_text(), HasSubstr("skip  not supported: UNKNOWN SWAP2BOARD"));
}

TEST(GomocupCompliance, AnIllegalSwap2AnswerFails) {
    const auto r = check(Planted::Swap2Occupied);
    EXPECT_EQ(not_passed(r), std::vector<std::string> { "swap2, 3 stones" }) << r.to_text();
    EXPECT_THAT(step(r, "swap2, 3 stones").detail, HasSubstr("'7,7': point '7,7' is not empty"));
}

TEST(GomocupCompliance, RenjuFoulFails) {
    const auto r = check(Planted::PlaysRenjuFoul);
    EXPECT_EQ(not_passed(r),
        (std::vector<std::string> { "rule renju: foul avoided", "rule renju: exactly five" }))
        << r.to_text();
    EXPECT_THAT(step(r, "rule renju: foul avoided").detail, HasSubstr("'6,8' (g9) is not legal"));
    EXPECT_THAT(step(r, "rule renju: exactly five").detail, HasSubstr("'6,7' (g8) is not legal"));
}

TEST(GomocupCompliance, CaroBlockedFiveFails) {
    const auto r = check(Planted::PlaysBlockedCaroFive);
    EXPECT_EQ(
        not_passed(r), (std::vector<std::string> { "rule caro: real five", "rule caro: block" }))
        << r.to_text();
    EXPECT_THAT(step(r, "rule caro: real five").detail,
        HasSubstr("played f4 ('5,3'), expected c11 or h11: c11 or h11 makes an open five"));
    EXPECT_THAT(step(r, "rule caro: block").detail, HasSubstr("played f13 ('5,12')"));
}

TEST(GomocupCompliance, MemoryOverTheLimitFails) {
    const auto r = check(Planted::None, 200ull << 20);
    EXPECT_EQ(not_passed(r), std::vector<std::string> { "max_memory respected" });
    EXPECT_EQ(step(r, "max_memory respected").detail, "200 MiB resident, limit 80 MiB");
}

} // namespace
