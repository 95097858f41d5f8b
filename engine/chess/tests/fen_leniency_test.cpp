// Lenient FEN reading (the default) against strict: short FENs and extra material are read and
// reported as leniencies; strict mode rejects them; a plain FEN needs no leniency.

#include "engine/chess/game.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string_view>

namespace engine::chess {
namespace {

using ::testing::HasSubstr;

constexpr FenOptions Strict { .mode = core::FenMode::Strict };

core::ParsedFen<Position> lenient(std::string_view fen) {
    auto r = Position::parse_fen(fen, FenOptions {});
    if (!r) {
        ADD_FAILURE() << "rejected: " << fen << "\n  " << r.error().to_string();
        return { Position::from_fen(StartFen).value(), {} };
    }
    return std::move(r).value();
}

TEST(FenLeniency, PlainFenNeedsNone) {
    auto p = lenient(StartFen);
    EXPECT_TRUE(p.leniencies.empty());
    EXPECT_EQ(p.leniencies.to_string(), "");
    EXPECT_TRUE(Position::parse_fen(StartFen, Strict));
}

TEST(FenLeniency, FourFieldEpdNeedsNone) {
    auto p = lenient("4k3/8/8/8/8/8/8/4K3 w - -");
    EXPECT_TRUE(p.leniencies.empty());
    EXPECT_TRUE(Position::parse_fen("4k3/8/8/8/8/8/8/4K3 w - -", Strict));
}

TEST(FenLeniency, TwoFieldFenIsTheBoardWithNoCastlingOrEnPassant) {
    auto p = lenient("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
    EXPECT_TRUE(p.leniencies.has(core::FenLeniency::MissingFields));
    EXPECT_FALSE(p.leniencies.has(core::FenLeniency::ExtraMaterial));
    EXPECT_EQ(p.leniencies.to_string(), "missing fields");
    EXPECT_EQ(p.position.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    EXPECT_EQ(perft(p.position, 3), 8902u);
}

TEST(FenLeniency, ThreeFieldFenKeepsItsCastling) {
    auto p = lenient("r3k2r/8/8/8/8/8/8/R3K2R b KQkq");
    EXPECT_TRUE(p.leniencies.has(core::FenLeniency::MissingFields));
    EXPECT_EQ(p.position.fen(), "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
}

TEST(FenLeniency, OneFieldIsStillAnError) {
    auto r = Position::parse_fen("4k3/8/8/8/8/8/8/4K3", FenOptions {});
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().column, 20);
    EXPECT_THAT(r.error().message, HasSubstr("expected the side to move"));
}

TEST(FenLeniency, BadSideInATwoFieldFenIsStillAnError) {
    auto r = Position::parse_fen("4k3/8/8/8/8/8/8/4K3 x", FenOptions {});
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().column, 21);
    EXPECT_THAT(r.error().message, HasSubstr("'x'"));
}

TEST(FenLeniency, StrictRejectsTwoFields) {
    auto r = Position::parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", Strict);
    ASSERT_FALSE(r);
    EXPECT_THAT(r.error().message, HasSubstr("expected at least 4 FEN fields"));
}

// shakmaty's "max-legals-too-much-material": 28 white pieces, 270 legal moves, each of them
// leaves black without a move.
constexpr std::string_view TooMuchMaterial = "kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - -";

TEST(FenLeniency, TooMuchMaterialIsReadAndCounted) {
    auto p = lenient(TooMuchMaterial);
    EXPECT_TRUE(p.leniencies.has(core::FenLeniency::ExtraMaterial));
    EXPECT_EQ(p.leniencies.to_string(), "extra material");
    MoveList list;
    generate_legal(p.position, list);
    EXPECT_EQ(list.size(), 270u);
    EXPECT_EQ(count_legal(p.position), 270u);
    EXPECT_EQ(perft(p.position, 1), 270u);
    EXPECT_EQ(perft(p.position, 2), 0u);
}

TEST(FenLeniency, NinePawnsAreExtraMaterial) {
    auto p = lenient("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1");
    EXPECT_TRUE(p.leniencies.has(core::FenLeniency::ExtraMaterial));
    EXPECT_EQ(perft(p.position, 1), 17u); // Kd1, Kf1, a3-a4, b2-h2 one or two squares
}

TEST(FenLeniency, StrictRejectsTooMuchMaterial) {
    auto r = Position::parse_fen(TooMuchMaterial, Strict);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().column, 1);
    EXPECT_THAT(r.error().message, HasSubstr("more than 16 white pieces"));
}

TEST(FenLeniency, BothLeniencies) {
    auto p = lenient("kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w");
    EXPECT_EQ(p.leniencies.to_string(), "missing fields, extra material");
}

TEST(FenLeniency, FromFenIsLenient) {
    EXPECT_TRUE(Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));
    EXPECT_TRUE(Position::from_fen(TooMuchMaterial));
}

TEST(FenLeniency, MoveListHoldsTheBoundOnLegalMoves) {
    static_assert(MoveList::capacity() == MaxMoves);
    EXPECT_GE(MaxMoves, 270u);
}

} // namespace
} // namespace engine::chess
