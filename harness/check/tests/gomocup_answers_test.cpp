// Judging Gomocup answers with the rules: rule positions and SWAP2BOARD's three cases.

#include "harness/check/gomocup_answers.h"

#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::check;
namespace game = harness::game;
using ::testing::HasSubstr;

namespace {

const std::string Start = game::gomoku()->start_fen();

TEST(GomocupAnswers, WithRuleReplacesTheRuleWord) {
    EXPECT_EQ(with_rule("15/15 b", "renju"), "15/15 b renju");
    EXPECT_EQ(with_rule("15/15 w caro", "standard"), "15/15 w standard");
}

TEST(GomocupAnswers, MovesAreReadAndChecked) {
    auto m = gomocup_moves(game::gomoku(), Start, { "h8" }, "8,8 9,9");
    ASSERT_TRUE(m.has_value()) << m.error().message;
    EXPECT_EQ(*m, (std::vector<std::string> { "i9", "j10" }));
    EXPECT_THAT(gomocup_moves(game::gomoku(), Start, { "h8" }, "7,7").error().message,
        HasSubstr("not empty"));
    EXPECT_THAT(
        gomocup_moves(game::gomoku(), Start, {}, "7;7").error().message, HasSubstr("'7;7'"));
}

TEST(GomocupAnswers, RulePositions) {
    const auto& renju = renju_positions();
    const auto  fen   = with_rule(Start, "renju");
    EXPECT_FALSE(rule_answer_problem(game::gomoku(), fen, renju[0], "0,0").has_value());
    const auto foul = rule_answer_problem(game::gomoku(), fen, renju[0], "6,8"); // g9
    ASSERT_TRUE(foul.has_value());
    EXPECT_THAT(*foul, HasSubstr("'6,8' (g9) is not legal here"));
    const auto five = rule_answer_problem(game::gomoku(), fen, renju[1], "14,0");
    ASSERT_TRUE(five.has_value());
    EXPECT_EQ(*five,
        "played o1 ('14,0'), expected b8: b8 makes exactly five; g8 would make an overline, a "
        "foul");
    EXPECT_FALSE(rule_answer_problem(game::gomoku(), fen, renju[1], "1,7").has_value());
    const auto caro = rule_answer_problem(
        game::gomoku(), with_rule(Start, "caro"), caro_positions()[0], "5,3"); // f4
    ASSERT_TRUE(caro.has_value());
    EXPECT_THAT(*caro, HasSubstr("played f4 ('5,3'), expected c11 or h11"));
    EXPECT_TRUE(rule_answer_problem(game::gomoku(), fen, renju[0], "1,1 2,2").has_value());
}

TEST(GomocupAnswers, Swap2NoStones) {
    const auto g = game::gomoku();
    EXPECT_FALSE(swap2_answer_problem(g, Start, {}, "7,7 8,7 9,9").has_value());
    EXPECT_EQ(
        swap2_answer_problem(g, Start, {}, "7,7 8,7"), "'7,7 8,7': 2 stones after 0, expected 3");
    EXPECT_THAT(*swap2_answer_problem(g, Start, {}, "SWAP"), HasSubstr("SWAP on an empty board"));
    EXPECT_THAT(*swap2_answer_problem(g, Start, {}, "7,7 7,7 9,9"), HasSubstr("not empty"));
}

TEST(GomocupAnswers, Swap2ThreeAndFiveStones) {
    const auto                     g = game::gomoku();
    const std::vector<std::string> three { "h8", "i8", "j10" },
        five { "h8", "i8", "j10", "i9", "i7" };
    for (const char* ok : { "SWAP", "swap", "8,8", "8,8 8,6" })
        EXPECT_FALSE(swap2_answer_problem(g, Start, three, ok).has_value()) << ok;
    EXPECT_EQ(swap2_answer_problem(g, Start, three, "1,1 2,2 3,3"),
        "'1,1 2,2 3,3': 3 stones after 3, expected SWAP, 1 or 2");
    EXPECT_THAT(*swap2_answer_problem(g, Start, three, "7,7"), HasSubstr("not empty"));
    for (const char* ok : { "SWAP", "6,8" })
        EXPECT_FALSE(swap2_answer_problem(g, Start, five, ok).has_value()) << ok;
    EXPECT_EQ(swap2_answer_problem(g, Start, five, "6,8 6,9"),
        "'6,8 6,9': 2 stones after 5, expected SWAP or 1");
    EXPECT_THAT(*swap2_answer_problem(g, Start, five, "OK"), HasSubstr("expected a move 'x,y'"));
}

} // namespace
