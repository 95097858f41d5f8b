// The xiangqi referee cases (tests/data/xiangqi_referee_cases.txt) through GameRecord with
// referee options, under each repetition rule set.

#include "harness/game/record.h"
#include "harness/game/registry.h"
#include "harness/game/tests/referee_cases.h"

#include <gtest/gtest.h>

using namespace harness::game;
using cases::RefereeCase;

namespace {

class XiangqiReferee : public ::testing::TestWithParam<RefereeCase> { };

} // namespace

namespace harness::game::cases {
void PrintTo(const RefereeCase& c, std::ostream* os) { *os << c.name << " (" << c.source << ")"; }
} // namespace harness::game::cases

TEST(XiangqiRefereeData, HasAtLeastFortyCasesEachWithAPositionAndMoves) {
    const auto cases = cases::load_referee_cases();
    EXPECT_GE(cases.size(), 40u);
    for (const auto& c : cases) EXPECT_FALSE(c.moves.empty()) << c.name;
}

TEST_P(XiangqiReferee, VerdictUnderEachRuleSet) {
    const RefereeCase& c = GetParam();
    for (auto rules :
        { RepetitionRules::Asian, RepetitionRules::Simple, RepetitionRules::Chinese }) {
        auto record = GameRecord::start(xiangqi(), c.fen, c.referee(rules));
        ASSERT_TRUE(record) << record.error().message;
        // Moves after the referee's end are not played (the game is over), as adjudicate does.
        for (const auto& m : c.moves) {
            if (record->status().is_over()) break;
            auto played = record->play(m);
            ASSERT_TRUE(played) << m << ": " << played.error().message;
        }
        const std::string& want = c.expected(rules);
        SCOPED_TRACE(
            std::string(engine::xiangqi::to_string(rules)) + ": " + record->explain_status());
        if (want == "over")
            EXPECT_TRUE(record->status().is_over());
        else
            EXPECT_EQ(describe(record->status()), want);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cases, XiangqiReferee, ::testing::ValuesIn(cases::load_referee_cases()), [](const auto& p) {
        std::string name = p.param.name;
        for (char& ch : name)
            if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
        return name;
    });
