// Static exchange evaluation on hand-made xiangqi positions: horse legs, cannon screens.

#include "engine/games/xiangqi_see.h"

#include "engine/xiangqi/eval.h"
#include "engine/xiangqi/game.h"

#include <gtest/gtest.h>

#include <string_view>

namespace engine::games {
namespace {

using xiangqi::PieceType;
using xiangqi::Xiangqi;

constexpr int value(PieceType t) { return xiangqi::PieceValue[int(t)]; }

// The legal move from -> to in the position `fen`.
int see_of(std::string_view fen, xiangqi::Square from, xiangqi::Square to) {
    auto parsed = Xiangqi::parse_fen(fen);
    EXPECT_TRUE(parsed.has_value()) << fen;
    const xiangqi::Position pos = parsed.value();
    Xiangqi::MoveList       list;
    Xiangqi::generate_legal(pos, list);
    for (xiangqi::Move m : list)
        if (m.from() == from && m.to() == to) return see(pos, m);
    ADD_FAILURE() << "no such move in " << fen;
    return 0;
}

constexpr xiangqi::Square sq(char file, int rank) { return xiangqi::make_square(file - 'a', rank); }

TEST(XiangqiSee, UndefendedCaptureWinsTheVictim) {
    EXPECT_EQ(see_of("5k3/9/9/9/4n4/9/9/4R4/9/3K5 w - - 0 1", sq('e', 2), sq('e', 5)),
        value(PieceType::Horse));
}

TEST(XiangqiSee, HorseRecapturesOnlyWithItsLegFree) {
    // The horse on d7 guards e5 through its leg d6.
    EXPECT_EQ(see_of("5k3/9/3n5/9/4n4/9/9/4R4/9/3K5 w - - 0 1", sq('e', 2), sq('e', 5)),
        value(PieceType::Horse) - value(PieceType::Chariot));
    // A red soldier on d6 hobbles it.
    EXPECT_EQ(see_of("5k3/9/3n5/3P5/4n4/9/9/4R4/9/3K5 w - - 0 1", sq('e', 2), sq('e', 5)),
        value(PieceType::Horse));
}

TEST(XiangqiSee, CannonRecapturesOnlyOverAScreen) {
    // The elephant on e7 screens the cannon on e8.
    EXPECT_EQ(see_of("5k3/4c4/4b4/9/4n4/9/9/4R4/9/3K5 w - - 0 1", sq('e', 2), sq('e', 5)),
        value(PieceType::Horse) - value(PieceType::Chariot));
    EXPECT_EQ(see_of("5k3/4c4/9/9/4n4/9/9/4R4/9/3K5 w - - 0 1", sq('e', 2), sq('e', 5)),
        value(PieceType::Horse));
}

TEST(XiangqiSee, ACapturingPieceBecomesTheNextCannonsScreen) {
    // Re3xe5, Ce8xe5 over the elephant, then Ce1xe5 over the other red cannon: once the chariot
    // has left e3 the cannon on e2 is no attacker (nothing between it and e5) but a screen.
    EXPECT_EQ(see_of("5k3/4c4/4b4/9/4n4/9/4R4/4C4/4C4/3K5 w - - 0 1", sq('e', 3), sq('e', 5)),
        value(PieceType::Horse) - value(PieceType::Chariot) + value(PieceType::Cannon));
}

TEST(XiangqiSee, QuietMoveToASafePointIsZero) {
    EXPECT_EQ(see_of("5k3/9/9/9/9/9/9/4R4/9/3K5 w - - 0 1", sq('e', 2), sq('e', 5)), 0);
}

} // namespace
} // namespace engine::games
