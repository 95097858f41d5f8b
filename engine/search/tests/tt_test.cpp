// TranspositionTable and score conventions.

#include "engine/search/score.h"
#include "engine/search/tt.h"

#include <gtest/gtest.h>

namespace engine::search {
namespace {

TEST(TranspositionTable, StoreThenProbeReturnsTheEntry) {
    TranspositionTable tt(1);
    const core::Key    key = 0x123456789abcdef0ull;
    TTHit              hit;
    EXPECT_FALSE(tt.probe(key, hit));
    tt.store(key, 0x0421, 57, 12, 7, Bound::Exact);
    ASSERT_TRUE(tt.probe(key, hit));
    EXPECT_EQ(hit.move, 0x0421);
    EXPECT_EQ(hit.score, 57);
    EXPECT_EQ(hit.eval, 12);
    EXPECT_EQ(hit.depth, 7);
    EXPECT_EQ(hit.bound, Bound::Exact);
}

TEST(TranspositionTable, SameIndexDifferentCheckIsAMiss) {
    TranspositionTable tt(1);
    tt.store(0x00000001'00000005ull, 1, 0, 0, 3, Bound::Lower);
    TTHit hit;
    EXPECT_FALSE(tt.probe(0x00000002'00000005ull, hit));
    EXPECT_TRUE(tt.probe(0x00000001'00000005ull, hit));
}

TEST(TranspositionTable, StoreWithoutMoveKeepsTheOldMove) {
    TranspositionTable tt(1);
    tt.store(42ull << 32, 99, 10, 0, 4, Bound::Lower);
    tt.store(42ull << 32, 0, 20, 0, 5, Bound::Upper);
    TTHit hit;
    ASSERT_TRUE(tt.probe(42ull << 32, hit));
    EXPECT_EQ(hit.move, 99);
    EXPECT_EQ(hit.score, 20);
    EXPECT_EQ(hit.bound, Bound::Upper);
}

TEST(TranspositionTable, FullBucketReplacesTheShallowest) {
    TranspositionTable tt(1);
    // Five keys with the same low bits (same bucket), different checks.
    for (int i = 1; i <= 4; ++i)
        tt.store(core::Key(i) << 32, std::uint16_t(i), 0, 0, 10 + i, Bound::Exact);
    tt.store(core::Key(5) << 32, 5, 0, 0, 20, Bound::Exact);
    TTHit hit;
    EXPECT_FALSE(tt.probe(core::Key(1) << 32, hit)); // depth 11 was the shallowest
    for (int i = 2; i <= 5; ++i) EXPECT_TRUE(tt.probe(core::Key(i) << 32, hit)) << i;
}

TEST(TranspositionTable, OldGenerationsAreReplacedFirst) {
    TranspositionTable tt(1);
    tt.store(core::Key(1) << 32, 1, 0, 0, 30, Bound::Exact); // deep but old
    tt.new_search();
    tt.new_search();
    tt.new_search();
    tt.new_search();
    for (int i = 2; i <= 4; ++i)
        tt.store(core::Key(i) << 32, std::uint16_t(i), 0, 0, 5, Bound::Exact);
    tt.store(core::Key(5) << 32, 5, 0, 0, 5, Bound::Exact);
    TTHit hit;
    EXPECT_FALSE(tt.probe(core::Key(1) << 32, hit));
}

TEST(TranspositionTable, ClearEmptiesTheTable) {
    TranspositionTable tt(1);
    // Enough entries that hashfull's sample of the first buckets sees some (it counts per mille).
    for (core::Key k = 1; k <= 20000; ++k)
        tt.store(k * 0x9E3779B97F4A7C15ull, 1, 0, 0, 1, Bound::Exact);
    tt.store(7ull << 32, 1, 0, 0, 1, Bound::Exact);
    EXPECT_GT(tt.hashfull(), 0);
    TTHit stored;
    EXPECT_TRUE(tt.probe(7ull << 32, stored));
    tt.clear();
    TTHit hit;
    EXPECT_FALSE(tt.probe(7ull << 32, hit));
    EXPECT_EQ(tt.hashfull(), 0);
}

TEST(Score, MateScoresAreStoredRelativeToTheNode) {
    // A mate in 3 plies from the root, found at ply 2, is a mate in 1 ply from the node.
    const Score at_root = mate_in(3);
    const Score stored  = score_to_tt(at_root, 2);
    EXPECT_EQ(stored, mate_in(1));
    // Probed again at ply 4 (another path), it is a mate in 5 plies from the root.
    EXPECT_EQ(score_from_tt(stored, 4), mate_in(5));
    EXPECT_EQ(score_from_tt(score_to_tt(mated_in(6), 3), 3), mated_in(6));
    EXPECT_EQ(score_to_tt(150, 9), 150);
    EXPECT_EQ(score_from_tt(-150, 9), -150);
}

TEST(Score, MateMovesSignConvention) {
    EXPECT_EQ(mate_moves(mate_in(1)), 1); // we mate with our next move
    EXPECT_EQ(mate_moves(mate_in(3)), 2);
    EXPECT_EQ(mate_moves(mated_in(0)), 0 * -1); // already mated: "mate 0"
    EXPECT_EQ(mate_moves(mated_in(2)), -1); // we move, they mate
    EXPECT_EQ(mate_moves(mated_in(4)), -2);
    EXPECT_EQ(mate_moves(300), 0);
    EXPECT_TRUE(is_mate_score(mated_in(10)));
    EXPECT_FALSE(is_mate_score(RepetitionWin));
}

} // namespace
} // namespace engine::search
