#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

using namespace harness::game;

TEST(Registry, FindsEveryGameByNameAndAlias) {
    ASSERT_EQ(all_games().size(), 6u);
    for (const Game& g : all_games()) {
        auto found = find_game(g.name());
        ASSERT_TRUE(found) << g.name();
        EXPECT_EQ(*found, g);
    }
    EXPECT_EQ(*find_game("standard"), chess());
    EXPECT_EQ(*find_game("fischerandom"), chess960());
    EXPECT_EQ(*find_game("frc"), chess960());
    EXPECT_EQ(*find_game("gomocup"), gomoku());
    EXPECT_EQ(*find_game("renju"), renju());
    EXPECT_EQ(*find_game("caro5"), caro());
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
    EXPECT_EQ(r.error().message,
        "unknown variant 'shogi' (expected chess, chess960, xiangqi, gomoku, renju or caro)");
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

TEST(Registry, RenjuAndCaroAreGomokuUnderOneRule) {
    const std::string board = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";
    EXPECT_EQ(renju()->start_fen(), board + " renju");
    EXPECT_EQ(caro()->start_fen(), board + " caro");
    // A position without a rule is read under the game's; one naming another rule is refused.
    EXPECT_EQ(*renju()->normalize(board), board + " renju");
    EXPECT_EQ(
        *caro()->normalize("7,7,1 8,8,2"), "15/15/15/15/15/15/15/7x7/8o6/15/15/15/15/15/15 b caro");
    auto named = renju()->normalize(board + " caro");
    ASSERT_FALSE(named);
    EXPECT_EQ(named.error().message, "a renju position names the rule 'caro'");
    EXPECT_FALSE(renju()->normalize(board + " freestyle"));
    EXPECT_FALSE(caro()->normalize(board + " renju"));
    // A gomoku text naming renju or caro belongs to that game.
    EXPECT_EQ(gomoku()->wider_game(board + " renju"), "renju");
    EXPECT_EQ(gomoku()->wider_game(board + " caro"), "caro");
    EXPECT_FALSE(gomoku()->wider_game(board + " standard"));
    EXPECT_TRUE(renju()->protocol().gomocup);
    EXPECT_EQ(caro()->protocol().pgn_variant, "caro");
}

TEST(Registry, RenjuRefusesBlackFoulsWithTheirPattern) {
    // GomocupJudge's renju rule check: after these moves black's g9 is a double-three.
    std::string fen = renju()->start_fen();
    for (const char* m : { "h8", "h9", "i7", "i9", "h10", "i6", "i11", "i12" })
        fen = *renju()->play(fen, m);
    auto foul = renju()->play(fen, "g9");
    ASSERT_FALSE(foul);
    EXPECT_THAT(foul.error().message, ::testing::HasSubstr("double-three (i7 h8 g9 h10 i11)"));
    auto legal = *renju()->legal_moves(fen);
    EXPECT_EQ(std::count(legal.begin(), legal.end(), "g9"), 0);
    EXPECT_EQ(legal.size(), 15u * 15u - 8u - 1u); // g9 is the only foul
    // The same stones under caro: g9 is a move like any other.
    std::string caro_fen = caro()->start_fen();
    for (const char* m : { "h8", "h9", "i7", "i9", "h10", "i6", "i11", "i12" })
        caro_fen = *caro()->play(caro_fen, m);
    EXPECT_TRUE(caro()->play(caro_fen, "g9"));
}
