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
    // The reasoning alone, as a match report's detail gives it beside the result and reason.
    EXPECT_EQ(asian.status_reasoning(),
        "red loses: perpetual chase of the black horse on c6 (asian rules, cycle from ply 4, 3 "
        "occurrences)");
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
    EXPECT_EQ(describe(quiet.status()), "1/2-1/2 (no-capture limit)");
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

TEST(RefereeOptions, NothingIsForbiddenWhenEveryMoveIs) {
    // From an Arbiter SPRT game (Sable vs Sable, asian rules): black's only legal move, d7e7,
    // repeats through its own forbidden perpetual. Banning it would leave a UCCI engine no move
    // (it answered nobestmove, once counted as its fault); the side must move, and the referee
    // judges the repetition that move makes.
    auto forced = played("5k3/1N2a4/5a3/8C/4c1b1P/2B6/6n1P/5A3/4K4/3A5 w - - 3 52",
        "i3i4 e5e6 b8c6 g3e4 e1f1 e4d2 c4e2 d2e4 e2c4 e4g3 f1f0 g3h1 f0f1 g5i7 c6d8 h1g3 "
        "f1e1 e6e7 d8c6 e7e6 e1d1 g3f5 c4e2 e6d6 i5h5 f5g3 i4i5 g3e2 i6f6 f9e9 f6e6 e9f9 "
        "d1e1 e2f4 e6f6 f9e9 e1f1 d6e6 c6d8 e6e0 f1e1 e0h0 f6d6 i7g9 d6d1 g9e7 d8c6 e7c9 "
        "d1d4 f4d3 e1f1 h0g0 d4c4 g0g6 f2e1 g6g8 c4e4 e9d9 e4e3 d3c1 h5h6 c1e2 f1f2 e2c3 "
        "e3d3 c3d1 i5i6 g8g0 h6h7 g0e0 d3d2 c9e7 i6i7 e7c5 d2e2 e0e2 f2e2 d1c3 e2f2 c3e4 "
        "f2f1 e4c3 h7g7 c3e2 c6e5 c5e7 i7h7 e2g3 f1f0 g3e2 h7h8 e2d4 g7f7 e8f7 e5f7 d4f5 "
        "h8g8 f5g3 f0e0 g3e2 e1d2 e2g3 g8f8 d9d8 f7e5 g3e4 d0e1 e4c3 e5c6 d8d7 f8e8 e7g9 "
        "e1d0 c3e4 e0e1 g9i7 c6e5 d7e7 e5g4 e7d7 g4e5",
        {});
    ASSERT_EQ(forced.legal_moves().size(), 1u);
    EXPECT_TRUE(forced.forbidden_repeats().empty());
    // The move is legal; the game goes on (a second occurrence, the referee waits for the third).
    ASSERT_TRUE(forced.play("d7e7"));
    EXPECT_FALSE(forced.status().is_over());
}

TEST(RefereeOptions, ChessExplainsItsStatusPlainly) {
    auto r = GameRecord::start(chess()).value();
    for (auto m : { "f2f3", "e7e5", "g2g4", "d8h4" }) ASSERT_TRUE(r.play(m));
    EXPECT_EQ(r.explain_status(), "0-1 (checkmate)");
    EXPECT_EQ(r.status_reasoning(), ""); // nothing beyond the result and reason
}
