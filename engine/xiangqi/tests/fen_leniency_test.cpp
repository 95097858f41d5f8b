// Lenient xiangqi FEN reading (the default) against strict: 2 or 3 fields and Fairy-Stockfish's
// empty pocket "[]" are read and reported as leniencies; strict mode rejects them.

#include "engine/xiangqi/game.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string_view>

namespace engine::xiangqi {
namespace {

using ::testing::HasSubstr;

constexpr FenOptions Strict { .mode = core::FenMode::Strict };

// Fairy-Stockfish test.py, chasing-rule case D106 (board with an empty pocket).
constexpr std::string_view Pocket = "3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1[] w - - 0 1";

core::ParsedFen<Position> lenient(std::string_view fen) {
    auto r = Position::parse_fen(fen, FenOptions {});
    if (!r) {
        ADD_FAILURE() << "rejected: " << fen << "\n  " << r.error().to_string();
        return { Position::from_fen(StartFen).value(), {} };
    }
    return std::move(r).value();
}

TEST(XiangqiFenLeniency, FullFenNeedsNone) {
    EXPECT_TRUE(lenient(StartFen).leniencies.empty());
    EXPECT_TRUE(Position::parse_fen(StartFen, Strict));
}

TEST(XiangqiFenLeniency, TwoFieldsAreMissingFields) {
    auto p = lenient("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
    EXPECT_EQ(p.leniencies.to_string(), "missing fields");
    EXPECT_EQ(p.position.fen(), StartFen);
}

TEST(XiangqiFenLeniency, EmptyPocketIsDropped) {
    auto p = lenient(Pocket);
    EXPECT_TRUE(p.leniencies.has(core::FenLeniency::EmptyPocket));
    EXPECT_FALSE(p.leniencies.has(core::FenLeniency::MissingFields));
    EXPECT_EQ(p.position.fen(), "3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1 w - - 0 1");
}

TEST(XiangqiFenLeniency, EmptyPocketWithTwoFields) {
    auto p = lenient("3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1[] w");
    EXPECT_EQ(p.leniencies.to_string(), "missing fields, empty pocket");
}

TEST(XiangqiFenLeniency, AFullPocketIsStillAnError) {
    auto r = Position::parse_fen("3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1[R] w", {});
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().column, 47);
    EXPECT_THAT(r.error().message, HasSubstr("unknown piece letter '['"));
}

TEST(XiangqiFenLeniency, StrictRejectsThePocket) {
    auto r = Position::parse_fen(Pocket, Strict);
    ASSERT_FALSE(r);
    EXPECT_THAT(r.error().message, HasSubstr("unknown piece letter '['"));
}

TEST(XiangqiFenLeniency, StrictRejectsTwoFields) {
    auto r = Position::parse_fen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", Strict);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().column, 62);
    EXPECT_THAT(r.error().message, HasSubstr("expected at least 4 FEN fields"));
}

TEST(XiangqiFenLeniency, FromFenIsLenient) { EXPECT_TRUE(Position::from_fen(Pocket)); }

} // namespace
} // namespace engine::xiangqi
