#include "harness/game/record.h"
#include "harness/game/referee_options.h"
#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

using namespace harness::game;
using ::testing::HasSubstr;

namespace {

GameRecord played(const std::string& fen, const std::string& moves, const RefereeOptions& o) {
    auto               r = GameRecord::start(xiangqi(), fen, o).value();
    std::istringstream in(moves);
    for (std::string m; in >> m;) EXPECT_TRUE(r.play(m)) << m;
    return r;
}

RefereeOptions with_rules(RepetitionRules rules) {
    RefereeOptions o;
    o.xiangqi.rules = rules;
    return o;
}

// Red's cannons take turns to attack an unprotected black horse (a perpetual chase).
const std::string ChaseFen   = "4k4/9/9/C1n6/9/2N6/9/9/2C6/3K5 w - - 0 1";
const std::string ChaseCycle = "c4b6 e9e8 b6c4 e8e9 c4b6 e9e8 b6c4 e8e9";

} // namespace

TEST(RefereeOptions, RuleSetsParseFromTextWithAClearError) {
    EXPECT_EQ(*parse_repetition_rules("asian"), RepetitionRules::Asian);
    EXPECT_EQ(*parse_repetition_rules("wxf"), RepetitionRules::Asian);
    EXPECT_EQ(*parse_repetition_rules("simple"), RepetitionRules::Simple);
    EXPECT_EQ(*parse_repetition_rules("chinese"), RepetitionRules::Chinese);
    auto bad = parse_repetition_rules("fide");
    ASSERT_FALSE(bad);
    EXPECT_EQ(
        bad.error().message, "unknown repetition rules 'fide' (expected asian, simple or chinese)");
}

TEST(RefereeOptions, DefaultsAreTheRulesLibrarysAsianRules) {
    const RefereeOptions o;
    EXPECT_EQ(o.xiangqi.rules, RepetitionRules::Asian);
    EXPECT_EQ(o.xiangqi.move_limit, 120);
    EXPECT_EQ(o.xiangqi.repetition_count, 3);
    auto r = played(ChaseFen, ChaseCycle, {});
    EXPECT_EQ(describe(r.status()), "0-1 (perpetual chase)");
    EXPECT_EQ(r.referee_options().xiangqi.rules, RepetitionRules::Asian);
}

TEST(RefereeOptions, TheRuleSetDecidesAPerpetualChase) {
    auto asian = played(ChaseFen, ChaseCycle, with_rules(RepetitionRules::Asian));
    EXPECT_EQ(asian.explain_status(),
        "0-1 (perpetual chase): red loses: perpetual chase of the black horse on c6 (asian rules, "
        "cycle from ply 4, 3 occurrences)");
    EXPECT_TRUE(asian.legal_moves().empty());
    auto simple = played(ChaseFen, ChaseCycle, with_rules(RepetitionRules::Simple));
    EXPECT_EQ(describe(simple.status()), "1/2-1/2 (repetition)");
    EXPECT_THAT(simple.explain_status(), HasSubstr("simple rules"));
    // A copy keeps the options.
    GameRecord copy = simple;
    EXPECT_EQ(copy.referee_options().xiangqi.rules, RepetitionRules::Simple);
}

TEST(RefereeOptions, RepetitionCountAndMoveLimit) {
    RefereeOptions twice;
    twice.xiangqi.repetition_count = 2;
    auto r                         = played(ChaseFen, "c4b6 e9e8 b6c4 e8e9", twice);
    EXPECT_EQ(describe(r.status()), "0-1 (perpetual chase)");
    EXPECT_FALSE(played(ChaseFen, "c4b6 e9e8 b6c4 e8e9", {}).status().is_over());

    RefereeOptions short_limit;
    short_limit.xiangqi.move_limit = 4;
    auto quiet = played("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "a0a1 e9e8 a1a2", short_limit);
    EXPECT_FALSE(quiet.status().is_over());
    ASSERT_TRUE(quiet.play("e8e9"));
    EXPECT_EQ(describe(quiet.status()), "1/2-1/2 (fifty-move rule)");
}

TEST(RefereeOptions, ForbiddenRepeatsAreTheMoversOwnPerpetuals) {
    // Red's c4b6 would repeat the position after its first move through its own perpetual
    // chase of the horse; under simple rules chases are allowed.
    auto asian = played(ChaseFen, "c4b6 e9e8 b6c4 e8e9", {});
    EXPECT_THAT(asian.forbidden_repeats(), ::testing::ElementsAre("c4b6"));
    EXPECT_TRUE(played(ChaseFen, "c4b6 e9e8 b6c4 e8e9", with_rules(RepetitionRules::Simple))
                    .forbidden_repeats()
                    .empty());
    // Black's e8e9 repeats the start, but black did not chase: not forbidden.
    EXPECT_TRUE(played(ChaseFen, "c4b6 e9e8 b6c4", {}).forbidden_repeats().empty());
    // A perpetual check is forbidden under every rule set.
    auto check = played("3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1", "i0i9 d9d8 i9i8 d8d9",
        with_rules(RepetitionRules::Simple));
    EXPECT_THAT(check.forbidden_repeats(), ::testing::ElementsAre("i8i9"));
    auto chess_game = GameRecord::start(chess()).value();
    EXPECT_TRUE(chess_game.forbidden_repeats().empty());
}

TEST(RefereeOptions, ChessExplainsItsStatusPlainly) {
    auto r = GameRecord::start(chess()).value();
    for (auto m : { "f2f3", "e7e5", "g2g4", "d8h4" }) ASSERT_TRUE(r.play(m));
    EXPECT_EQ(r.explain_status(), "0-1 (checkmate)");
}
