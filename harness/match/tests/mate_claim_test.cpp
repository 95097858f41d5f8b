#include "harness/match/mate_claim.h"

#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::match;
namespace game = harness::game;
using engine::core::Color;
using ::testing::HasSubstr;

namespace {

// The record of `fen` after `moves`.
game::GameRecord after(game::Game g, const std::string& fen, std::vector<std::string> moves) {
    auto r = game::GameRecord::start(g, fen).value();
    for (const auto& m : moves) EXPECT_TRUE(r.play(m)) << m;
    return r;
}

// White mates in 2: 1. Qg7+?? no -- 1. Rh8+ Kxh8?? ... a plain ladder: Ra7 and Rb1 against a
// king on h8: 1. Rb8# is mate in one; from a1/b1 the ladder 1. Ra7 Kg8 2. Rb8# is mate in 2.
const std::string Ladder = "7k/8/8/8/8/8/8/RR4K1 w - - 0 1";

TEST(MateClaim, AProvedClaimNamesTheWinner) {
    // White played Ra7 claiming mate 2; black is mated in 1 whatever it plays.
    auto r = after(game::chess(), Ladder, { "a1a7" });
    auto v = verify_mate_claim(r, Color::First, 2, MateRule {}, { "a1a7", "h8g8", "b1b8" });
    ASSERT_TRUE(v);
    EXPECT_EQ(v->winner, Color::First);
    EXPECT_THAT(v->detail, HasSubstr("mate in 2 proved (claimed: mate 2;"));
    // The side that is mated may claim it too: black says "mate -1" after Kg8.
    auto r2 = after(game::chess(), Ladder, { "a1a7", "h8g8" });
    auto v2 = verify_mate_claim(r2, Color::Second, -1, MateRule {});
    ASSERT_TRUE(v2);
    EXPECT_EQ(v2->winner, Color::First);
}

TEST(MateClaim, AFalseClaimChangesNothing) {
    // After Ra2 there is no mate in 1 for white any more.
    auto r = after(game::chess(), Ladder, { "a1a2" });
    EXPECT_FALSE(verify_mate_claim(r, Color::First, 2, MateRule {}));
    // Black claims to mate: it has only its king.
    EXPECT_FALSE(verify_mate_claim(
        after(game::chess(), Ladder, { "a1a7", "h8g8" }), Color::Second, 3, MateRule {}));
}

TEST(MateClaim, LongClaimsTightBudgetsAndRunOutClocksAreNotChecked) {
    auto r = after(game::chess(), Ladder, { "a1a7" });
    EXPECT_FALSE(verify_mate_claim(r, Color::First, 2, MateRule { 1, 200000 }));
    EXPECT_FALSE(verify_mate_claim(r, Color::First, 2, MateRule { 5, 1 }));
    EXPECT_FALSE(verify_mate_claim(r, Color::First, 0, MateRule {}));
    // Ninety-nine plies without a capture or pawn move: the fifty-move rule comes first.
    auto late = after(game::chess(), "7k/8/8/8/8/8/8/RR4K1 w - - 97 80", { "a1a7" });
    EXPECT_FALSE(verify_mate_claim(late, Color::First, 2, MateRule {}));
}

TEST(MateClaim, XiangqiMate) {
    // Red chariots on the b and a files against a lone general: 1. b8 ... 2. a9 mates.
    auto r = after(game::xiangqi(), "4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1", { "a0a8" });
    auto v = verify_mate_claim(r, Color::First, 2, MateRule {});
    ASSERT_TRUE(v);
    EXPECT_EQ(v->winner, Color::First);
}

} // namespace
