#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::game;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

TEST(Notation, NamesRoundTrip) {
    for (Notation n : { Notation::Uci, Notation::San, Notation::Iccs, Notation::Wxf })
        EXPECT_EQ(parse_notation(to_string(n)), n);
    EXPECT_FALSE(parse_notation("pgn"));
}

TEST(Notation, EachGameListsItsNotationsCanonicalFirst) {
    EXPECT_THAT(chess()->notations(), ElementsAre(Notation::Uci, Notation::San));
    EXPECT_THAT(chess960()->notations(), ElementsAre(Notation::Uci, Notation::San));
    EXPECT_THAT(xiangqi()->notations(), ElementsAre(Notation::Iccs, Notation::Wxf));
}

TEST(Notation, MoveTextAndParseOnAFen) {
    const std::string fen = chess()->start_fen();
    EXPECT_EQ(*chess()->move_text(fen, "g1f3", Notation::San), "Nf3");
    EXPECT_EQ(*chess()->parse_move(fen, "Nf3", Notation::San), "g1f3");
    EXPECT_EQ(*chess()->parse_any_move(fen, "e4"), "e2e4");
    EXPECT_EQ(*chess()->parse_any_move(fen, "e2e4"), "e2e4");
    auto bad = chess()->parse_move(fen, "Nf4", Notation::San);
    ASSERT_FALSE(bad);
    EXPECT_THAT(bad.error().message, HasSubstr("'Nf4'"));
    EXPECT_FALSE(chess()->move_text(fen, "e2e5", Notation::San));
    EXPECT_FALSE(chess()->move_text(fen, "e2e4", Notation::Wxf));

    const std::string xq = xiangqi()->start_fen();
    EXPECT_EQ(*xiangqi()->move_text(xq, "h2e2", Notation::Wxf), "C2.5");
    EXPECT_EQ(*xiangqi()->parse_move(xq, "C2.5", Notation::Wxf), "h2e2");
    EXPECT_EQ(*xiangqi()->parse_any_move(xq, "H2-E2"), "h2e2");
    EXPECT_EQ(*xiangqi()->parse_any_move(xq, "C2.5"), "h2e2");
}

TEST(Notation, LegalMovesAndStatusOfAFen) {
    EXPECT_EQ(chess()->legal_moves(chess()->start_fen())->size(), 20u);
    EXPECT_FALSE(chess()->legal_moves("garbage"));
    auto mated = chess()->status("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    ASSERT_TRUE(mated);
    EXPECT_EQ(describe(*mated), "0-1 (checkmate)");
}
