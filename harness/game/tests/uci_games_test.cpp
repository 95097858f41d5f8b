// The games a UCI engine's options switch between, read from the registry's protocol facts.

#include "harness/game/registry.h"
#include "harness/game/uci_games.h"

#include <gtest/gtest.h>

namespace {

using namespace harness::game;

TEST(UciGames, Chess960IsChessWithTheOptionOn) {
    EXPECT_EQ(without_uci_chess960(chess960()), chess());
    EXPECT_EQ(without_uci_chess960(chess()), chess());
    EXPECT_EQ(without_uci_chess960(xiangqi()), xiangqi());
    EXPECT_EQ(with_uci_chess960(chess()), chess960());
    EXPECT_EQ(with_uci_chess960(chess960()), std::nullopt);
    EXPECT_EQ(with_uci_chess960(xiangqi()), std::nullopt);
    EXPECT_EQ(with_uci_chess960(gomoku()), std::nullopt);
}

TEST(UciGames, AVariantValueNamesABoardGameOnly) {
    EXPECT_EQ(uci_variant_game("chess"), chess());
    EXPECT_EQ(uci_variant_game("xiangqi"), xiangqi());
    EXPECT_EQ(uci_variant_game("gomoku"), std::nullopt); // asked in Gomocup's words
    EXPECT_EQ(uci_variant_game("chess960"), std::nullopt);
    EXPECT_EQ(uci_variant_game("shogi"), std::nullopt);
    EXPECT_EQ(uci_variant_game(""), std::nullopt);
}

} // namespace
