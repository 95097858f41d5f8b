// The Gomocup brain's board: stones in the order they came, TAKEBACK of the last one only, and
// the position text with Sable to move.

#include "engine/protocol/gomocup_brain_board.h"

#include <gtest/gtest.h>

using namespace engine::protocol::gomocup;
using engine::gomoku::Rule;

namespace {

TEST(GomocupBrainBoard, PlacesAndSaysWhyNot) {
    BrainBoard b;
    EXPECT_FALSE(b.started());
    b.reset(15);
    EXPECT_FALSE(b.place(7, 7, Owner::Opponent).has_value());
    EXPECT_EQ(b.place(7, 7, Owner::Own), "7,7 is not empty");
    EXPECT_EQ(b.place(15, 0, Owner::Own), "15,0 is off the 15x15 board");
    EXPECT_EQ(b.count(Owner::Opponent), 1);
    EXPECT_EQ(b.count(Owner::Own), 0);
}

TEST(GomocupBrainBoard, TakebackRemovesTheLastStoneOnly) {
    BrainBoard b;
    b.reset(15);
    ASSERT_FALSE(b.place(7, 7, Owner::Opponent).has_value());
    ASSERT_FALSE(b.place(8, 8, Owner::Own).has_value());
    EXPECT_EQ(b.take_back(7, 7), "7,7 is not the last stone (8,8 is)");
    EXPECT_EQ(b.take_back(3, 3), "no stone at 3,3");
    EXPECT_EQ(b.take_back(20, 3), "no stone at 20,3");
    EXPECT_FALSE(b.take_back(8, 8).has_value());
    EXPECT_EQ(b.count(Owner::Own), 0);
    EXPECT_FALSE(b.take_back(7, 7).has_value());
    EXPECT_EQ(b.count(Owner::Opponent), 0);
    EXPECT_EQ(b.take_back(7, 7), "no stone at 7,7");
    EXPECT_FALSE(b.place(7, 7, Owner::Own).has_value()); // the point is free again
}

TEST(GomocupBrainBoard, PositionTextHasSableToMove) {
    BrainBoard b;
    b.reset(5);
    EXPECT_EQ(b.position_text(Rule::Renju), "5/5/5/5/5 b renju");
    ASSERT_FALSE(b.place(2, 2, Owner::Opponent).has_value()); // the opponent opened: Sable white
    EXPECT_EQ(b.position_text(Rule::Freestyle), "5/5/2x2/5/5 w freestyle");
    ASSERT_FALSE(b.place(0, 4, Owner::Own).has_value()); // equal counts: Sable black
    EXPECT_EQ(b.position_text(Rule::Caro), "5/5/2o2/5/x4 b caro");
    ASSERT_FALSE(b.place(4, 0, Owner::Own).has_value());
    EXPECT_EQ(b.position_text(Rule::Caro), ""); // two own stones to one: cannot alternate
}

} // namespace
