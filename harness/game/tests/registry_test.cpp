#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::game;

TEST(Registry, FindsEveryGameByNameAndAlias) {
    ASSERT_EQ(all_games().size(), 4u);
    for (const Game& g : all_games()) {
        auto found = find_game(g.name());
        ASSERT_TRUE(found) << g.name();
        EXPECT_EQ(*found, g);
    }
    EXPECT_EQ(*find_game("standard"), chess());
    EXPECT_EQ(*find_game("fischerandom"), chess960());
    EXPECT_EQ(*find_game("frc"), chess960());
    EXPECT_EQ(*find_game("gomocup"), gomoku());
    EXPECT_EQ(Game(), chess());
    EXPECT_NE(chess(), chess960());
}

TEST(Registry, AChessFenThatNeedsChess960RulesSaysSo) {
    // Shredder letters, and a king off e1 with castling rights: Chess960 positions.
    EXPECT_EQ(chess()->wider_game("rr6/2kpp3/1ppn2p1/p2b1q1p/P4P1P/1PNN2P1/2PP4/1K2RR2 w E - 0 20"),
        "chess960");
    EXPECT_EQ(
        chess()->wider_game("1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9"),
        "chess960");
    EXPECT_FALSE(chess()->wider_game(chess()->start_fen()));
    EXPECT_FALSE(
        chess960()->wider_game("rr6/2kpp3/1ppn2p1/p2b1q1p/P4P1P/1PNN2P1/2PP4/1K2RR2 w E - 0 20"));
    EXPECT_FALSE(xiangqi()->wider_game(xiangqi()->start_fen()));
}

TEST(Registry, UnknownNameIsQuotedWithTheKnownNames) {
    auto r = find_game("shogi");
    ASSERT_FALSE(r);
    EXPECT_EQ(
        r.error().message, "unknown variant 'shogi' (expected chess, chess960, xiangqi or gomoku)");
    EXPECT_FALSE(find_game(""));
    EXPECT_FALSE(find_game("Chess"));
}

TEST(Registry, ProtocolFactsSelectTheGameInEachProtocol) {
    EXPECT_EQ(chess()->protocol().uci_variant, "");
    EXPECT_FALSE(chess()->protocol().uci_chess960);
    EXPECT_EQ(chess()->protocol().xboard_variant, "");
    EXPECT_TRUE(chess960()->protocol().uci_chess960);
    EXPECT_EQ(chess960()->protocol().xboard_variant, "fischerandom");
    EXPECT_EQ(xiangqi()->protocol().uci_variant, "xiangqi");
    EXPECT_EQ(xiangqi()->protocol().xboard_variant, "xiangqi");
    EXPECT_TRUE(xiangqi()->protocol().ucci);
    EXPECT_TRUE(xiangqi()->protocol().iccs_ranks);
    EXPECT_FALSE(chess()->protocol().ucci);
    EXPECT_FALSE(chess960()->protocol().iccs_ranks);
}

TEST(Registry, StartPositionsAreLegal) {
    for (const Game& g : all_games()) EXPECT_TRUE(g->normalize(g->start_fen())) << g.name();
    EXPECT_EQ(*chess()->normalize(chess()->start_fen()), chess()->start_fen());
    EXPECT_EQ(*xiangqi()->normalize(xiangqi()->start_fen()), xiangqi()->start_fen());
    // Chess960 starts from the standard array by default, its castling rights in Shredder-FEN.
    EXPECT_EQ(*chess960()->normalize(chess960()->start_fen()),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
}
