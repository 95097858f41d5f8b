// The Gomocup view of a gomoku position (gomocup.h): INFO rule's code for each rule the position
// text names (0 freestyle, 1 exactly five, 4 renju, 8 caro), so a renju or caro position is
// never sent to an engine as freestyle.

#include "harness/game/gomocup.h"

#include "engine/gomoku/position.h"

#include <gtest/gtest.h>

namespace {

namespace gm = engine::gomoku;

TEST(GomocupBoard, SendsEachRulesInfoCode) {
    for (auto [rule, code] : { std::pair { gm::Rule::Freestyle, 0 }, { gm::Rule::Standard, 1 },
             { gm::Rule::Renju, 4 }, { gm::Rule::Caro, 8 } }) {
        const auto text  = gm::Position(15, rule).text();
        auto       board = harness::game::gomocup_board(text, { "h8" });
        ASSERT_TRUE(board) << text << ": " << board.error().to_string();
        EXPECT_EQ(board->rule, code) << text;
        EXPECT_EQ(board->size, 15);
        EXPECT_EQ(board->stones.size(), 1u);
    }
}

} // namespace
