// Every movement rule and every illegal-move corner, on hand-made positions.

#include "engine/xiangqi/tests/test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace engine::xiangqi {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::IsEmpty;
using ::testing::Not;
using ::testing::UnorderedElementsAre;

// Legal moves (ICCS) of the piece on `from`.
std::vector<std::string> moves_from(const Position& pos, const char* from) {
    std::vector<std::string> out;
    for (const std::string& m : testing::fast_legal(pos))
        if (m.substr(0, 2) == from) out.push_back(m);
    return out;
}

Position fen(const char* f) { return testing::from_fen_or_die(f); }

TEST(Movegen, StartPositionHas44Moves) {
    Position pos = fen(StartFen.data());
    EXPECT_EQ(testing::fast_legal(pos).size(), 44u);
    EXPECT_EQ(count_legal(pos), 44);
}

TEST(Movegen, HorseLegBlockedByEitherColour) {
    // Red horse e4: leg e5 blocked by a red soldier, leg d4 by a black soldier.
    Position pos = fen("5k3/9/9/9/4P4/3pN4/9/9/9/3K5 w - - 0 1");
    EXPECT_THAT(moves_from(pos, "e4"), UnorderedElementsAre("e4d2", "e4f2", "e4g5", "e4g3"));
}

TEST(Movegen, ElephantEyeAndRiver) {
    // c0: eye d1 blocked by a black soldier; c4: may not cross the river.
    Position pos = fen("3k5/9/9/9/9/2B6/9/9/3p5/2B2K3 w - - 0 1");
    EXPECT_THAT(moves_from(pos, "c0"), ElementsAre("c0a2"));
    EXPECT_THAT(moves_from(pos, "c4"), UnorderedElementsAre("c4a2", "c4e2"));
}

TEST(Movegen, AdvisorAndGeneralStayInThePalace) {
    Position pos = fen("3k5/9/9/9/9/9/9/9/4A4/5K3 w - - 0 1");
    EXPECT_THAT(moves_from(pos, "e1"), UnorderedElementsAre("e1d0", "e1d2", "e1f2"));
    EXPECT_THAT(moves_from(pos, "f0"), UnorderedElementsAre("f0e0", "f0f1"));
}

TEST(Movegen, CannonNeedsExactlyOneScreen) {
    // Cannon b2; screens: red soldier b5, black horse b7, black chariot b9 behind two screens.
    Position pos = fen("1r1k5/9/1n7/9/1P7/9/9/1C7/9/4K4 w - - 0 1");
    auto     m   = moves_from(pos, "b2");
    EXPECT_THAT(m, Contains("b2b7"));
    EXPECT_THAT(m, Contains("b2b4"));
    EXPECT_THAT(m, Not(Contains("b2b9")));
    EXPECT_THAT(m, Not(Contains("b2b5")));
    EXPECT_THAT(m, Not(Contains("b2b6")));
    EXPECT_THAT(m, Contains("b2a2"));
    EXPECT_THAT(m, Contains("b2i2"));
}

TEST(Movegen, SoldiersForwardThenSideways) {
    Position pos = fen("3k5/9/9/2P1p4/9/9/4P4/9/9/4K4 w - - 0 1");
    EXPECT_THAT(moves_from(pos, "e3"), ElementsAre("e3e4"));
    EXPECT_THAT(moves_from(pos, "c6"), UnorderedElementsAre("c6c7", "c6b6", "c6d6"));
    Position black = fen("3k5/9/9/4p4/9/9/p8/9/9/4K4 b - - 0 1");
    EXPECT_THAT(moves_from(black, "e6"), ElementsAre("e6e5"));
    EXPECT_THAT(moves_from(black, "a3"), UnorderedElementsAre("a3a2", "a3b3"));
}

TEST(Movegen, SoldierAtLastRankMovesOnlySideways) {
    Position pos = fen("3k1P3/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    EXPECT_THAT(moves_from(pos, "f9"), UnorderedElementsAre("f9e9", "f9g9"));
}

TEST(Movegen, DiscoveredFlyingGeneralIsIllegal) {
    // The red horse is the only piece between the generals: it may not leave the e-file.
    Position pos = fen("4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1");
    EXPECT_THAT(testing::fast_legal(pos), UnorderedElementsAre("e0d0", "e0e1", "e0f0"));
}

TEST(Movegen, GeneralMayNotStepOntoAnOpenFileFacingTheOther) {
    Position pos = fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    EXPECT_THAT(moves_from(pos, "d0"), UnorderedElementsAre("d0d1"));
}

TEST(Movegen, PinnedPieceMayNotExposeTheGeneral) {
    // Red horse e2 pinned by the black chariot on e7.
    Position pos = fen("3k5/9/4r4/9/9/9/9/4N4/9/4K4 w - - 0 1");
    EXPECT_THAT(moves_from(pos, "e2"), IsEmpty());
    // e0d0 would face the black general on d9.
    EXPECT_THAT(moves_from(pos, "e0"), UnorderedElementsAre("e0e1", "e0f0"));
}

TEST(Movegen, CannonScreenMayNotBeCreated) {
    // Black cannon e7 faces the red general with no screen: a red piece may not step between.
    Position pos = fen("3k5/9/4c4/9/9/9/R8/9/9/4K4 w - - 0 1");
    auto     m   = moves_from(pos, "a3");
    EXPECT_THAT(m, Not(Contains("a3e3")));
    EXPECT_THAT(m, Contains("a3d3"));
    EXPECT_THAT(m, Contains("a3a4"));
    EXPECT_THAT(moves_from(pos, "e0"), Contains("e0e1"));
}

TEST(Movegen, PieceOnAHorseLegIsPinned) {
    // The red chariot d1 blocks the leg of the black horse c1: only capturing the horse is legal.
    Position pos = fen("5k3/9/9/9/9/9/9/9/2nR5/4K4 w - - 0 1");
    EXPECT_THAT(moves_from(pos, "d1"), ElementsAre("d1c1"));
}

TEST(Movegen, CannonScreenMayLeaveOnlyIfAnotherRemains) {
    // Black cannon e9 with red screens e5 and e3: neither may leave the file (one screen would
    // remain: check). With a single screen and no general behind it, it moves freely.
    Position two = fen("3kc4/9/9/9/4R4/9/4N4/9/9/4K4 w - - 0 1");
    EXPECT_THAT(moves_from(two, "e5"), Not(Contains("e5d5")));
    EXPECT_THAT(moves_from(two, "e3"), IsEmpty());
    Position one = fen("3kc4/9/9/9/4R4/9/9/9/9/5K3 w - - 0 1");
    EXPECT_THAT(moves_from(one, "e5"), Contains("e5d5"));
}

TEST(Movegen, CheckEvasionsOnly) {
    // Red general d0 checked by the chariot on d8: only the block f1d1 helps (e0 faces the
    // black general, d1 stays on the chariot's file).
    Position pos = fen("4k4/3r5/9/9/9/9/9/9/5R3/3K5 w - - 0 1");
    ASSERT_TRUE(pos.in_check());
    EXPECT_THAT(testing::fast_legal(pos), ElementsAre("f1d1"));
}

TEST(Movegen, SoldierChecksSideways) {
    Position pos = fen("5k3/9/9/9/9/9/9/9/9/3Kp4 w - - 0 1");
    EXPECT_TRUE(pos.in_check());
    EXPECT_THAT(testing::fast_legal(pos), UnorderedElementsAre("d0e0", "d0d1"));
}

TEST(Movegen, MatchesNaiveModelOnSuitePositions) {
    for (const char* f : { "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w",
             "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w", "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w" }) {
        Position pos = fen(f);
        EXPECT_EQ(testing::fast_legal(pos), testing::naive_legal(pos)) << f;
    }
}

} // namespace
} // namespace engine::xiangqi
