#include "harness/game/chess960.h"
#include "harness/game/registry.h"

#include <gtest/gtest.h>

#include <set>

using namespace harness::game;

namespace {

std::string back_rank(const std::string& fen) { return fen.substr(fen.find_last_of('/') + 1, 8); }

TEST(Chess960, NumberFiveHundredEighteenIsTheStandardArray) {
    EXPECT_EQ(chess960_start_fen(518), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
}

// Scharnagl's table (the first entries and the last): BBQNNRKR, BQNBNRKR, ..., RKRNNQBB.
TEST(Chess960, KnownNumbersGiveTheirPublishedArrays) {
    EXPECT_EQ(back_rank(chess960_start_fen(0)), "BBQNNRKR");
    EXPECT_EQ(back_rank(chess960_start_fen(1)), "BQNBNRKR");
    EXPECT_EQ(back_rank(chess960_start_fen(959)), "RKRNNQBB");
}

TEST(Chess960, AllNineHundredSixtyAreDistinctLegalAndFollowTheRules) {
    std::set<std::string> ranks;
    const auto            rules = chess960();
    for (int n = 0; n < 960; ++n) {
        const auto fen  = chess960_start_fen(n);
        const auto rank = back_rank(fen);
        ranks.insert(rank);
        const auto b1 = rank.find('B'), b2 = rank.rfind('B');
        EXPECT_NE(b1 % 2, b2 % 2) << fen; // bishops on squares of both colours
        const auto r1 = rank.find('R'), k = rank.find('K'), r2 = rank.rfind('R');
        EXPECT_TRUE(r1 < k && k < r2) << fen; // the king between the rooks
        EXPECT_TRUE(rules->normalize(fen).has_value()) << fen;
        EXPECT_EQ(rules->start_fen(n), fen);
    }
    EXPECT_EQ(ranks.size(), 960u);
    EXPECT_EQ(rules->start_positions(), 960);
    EXPECT_EQ(chess()->start_positions(), 1);
}

} // namespace
