// The checked-in magic multipliers (magics.h) against the slow search they came from, and the
// attack tables built from them against slow ray walking.

#include "engine/chess/bitboard.h"
#include "engine/chess/magic_search.h"
#include "engine/chess/magics.h"
#include "engine/core/prng.h"

#include <gtest/gtest.h>

#include <array>

namespace engine::chess {
namespace {

std::array<Bitboard, SquareCount> table(const Bitboard (&numbers)[SquareCount]) {
    std::array<Bitboard, SquareCount> out {};
    for (Square s = 0; s < SquareCount; ++s) out[s] = numbers[s];
    return out;
}

TEST(MagicsTest, TableIsWhatTheSearchFinds) {
    EXPECT_EQ(table(magics::Rook), search_magics(Rook))
        << "regenerate: build/bin/chess_gen_magics > engine/chess/magics.h";
    EXPECT_EQ(table(magics::Bishop), search_magics(Bishop))
        << "regenerate: build/bin/chess_gen_magics > engine/chess/magics.h";
}

TEST(MagicsTest, EveryMagicIndexesEveryOccupancyCorrectly) {
    for (Square s = 0; s < SquareCount; ++s) {
        EXPECT_TRUE(magic_is_valid(Rook, s, magics::Rook[s])) << "rook square " << s;
        EXPECT_TRUE(magic_is_valid(Bishop, s, magics::Bishop[s])) << "bishop square " << s;
    }
}

TEST(MagicsTest, ValidityCheckRejectsACollidingMagic) {
    // Multiplying by 1 keeps only the top bits of the occupancy, which a1's rook mask never sets.
    EXPECT_FALSE(magic_is_valid(Rook, 0, 1));
    EXPECT_FALSE(magic_is_valid(Bishop, 27, 0));
}

TEST(MagicsTest, MaskLeavesOutTheEdges) {
    EXPECT_EQ(slider_mask(Rook, 0), 0x000101010101017Eull); // a1: b1-g1, a2-a7
    EXPECT_EQ(slider_mask(Bishop, 0), 0x0040201008040200ull); // a1: b2-g7
}

TEST(MagicsTest, TableAttacksMatchRayWalkingOnRandomOccupancies) {
    init_bitboards();
    core::Prng rng(42);
    for (int i = 0; i < 20000; ++i) {
        Square   s   = Square(rng.next() % SquareCount);
        Bitboard occ = rng.next() & rng.next();
        ASSERT_EQ(rook_attacks(s, occ), sliding_attacks_slow(Rook, s, occ)) << s << " " << occ;
        ASSERT_EQ(bishop_attacks(s, occ), sliding_attacks_slow(Bishop, s, occ)) << s << " " << occ;
    }
}

} // namespace
} // namespace engine::chess
