// Move text in every notation: examples, tandem pieces, and every parse error path.

#include "engine/xiangqi/tests/test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace engine::xiangqi {
namespace {

using ::testing::HasSubstr;

Position start() { return testing::from_fen_or_die(StartFen); }

Move iccs(const Position& pos, const char* text) {
    auto r = parse_move(pos, text);
    EXPECT_TRUE(r.has_value()) << text << ": " << (r ? "" : r.error().message);
    return r ? *r : Move::none();
}

TEST(Notation, CentralCannonInEveryNotation) {
    Position pos = start();
    Move     m   = iccs(pos, "h2e2");
    EXPECT_EQ(to_string(pos, m, Notation::Iccs), "h2e2");
    EXPECT_EQ(to_string(pos, m, Notation::Ranks1), "h3e3");
    EXPECT_EQ(to_string(pos, m, Notation::IccsDash), "H2-E2");
    EXPECT_EQ(to_string(pos, m, Notation::Wxf), "C2.5");
    EXPECT_EQ(to_string(pos, m, Notation::Chinese), "炮二平五");
    for (auto [text, n] : { std::pair { "h3e3", Notation::Ranks1 }, { "H2-E2", Notation::IccsDash },
             { "h2-e2", Notation::IccsDash }, { "C2.5", Notation::Wxf }, { "C2=5", Notation::Wxf },
             { "c2.5", Notation::Wxf } }) {
        auto r = parse_move(pos, text, n);
        ASSERT_TRUE(r.has_value()) << text << ": " << r.error().message;
        EXPECT_EQ(*r, m) << text;
    }
}

TEST(Notation, HorsesForBothSides) {
    Position pos = start();
    Move     red = iccs(pos, "b0c2");
    EXPECT_EQ(to_string(pos, red, Notation::Wxf), "H8+7");
    EXPECT_EQ(to_string(pos, red, Notation::Chinese), "马八进七");
    EXPECT_EQ(*parse_move(pos, "N8+7", Notation::Wxf), red);
    pos.do_move(iccs(pos, "h2e2"));
    Move black = iccs(pos, "h9g7");
    EXPECT_EQ(to_string(pos, black, Notation::Wxf), "H8+7");
    EXPECT_EQ(to_string(pos, black, Notation::Chinese), "马８进７");
    EXPECT_EQ(to_string(pos, black, Notation::Ranks1), "h10g8");
    EXPECT_EQ(*parse_move(pos, "h10g8", Notation::Ranks1), black);
    Move b2 = iccs(pos, "b9c7");
    EXPECT_EQ(to_string(pos, b2, Notation::Wxf), "H2+3");
    EXPECT_EQ(to_string(pos, b2, Notation::Chinese), "马２进３");
}

TEST(Notation, CaptureWithTenthRank) {
    Position pos = start();
    Move     m   = iccs(pos, "b2b9");
    EXPECT_EQ(to_string(pos, m, Notation::Ranks1), "b3b10");
    EXPECT_EQ(to_string(pos, m, Notation::Wxf), "C8+7");
    EXPECT_EQ(to_string(pos, m, Notation::Chinese), "炮八进七");
}

TEST(Notation, VerticalAndDiagonalMoves) {
    Position pos = start();
    EXPECT_EQ(to_string(pos, iccs(pos, "i0i2"), Notation::Wxf), "R1+2");
    EXPECT_EQ(to_string(pos, iccs(pos, "c0e2"), Notation::Wxf), "E7+5");
    EXPECT_EQ(to_string(pos, iccs(pos, "f0e1"), Notation::Wxf), "A4+5");
    EXPECT_EQ(to_string(pos, iccs(pos, "e0e1"), Notation::Wxf), "K5+1");
    EXPECT_EQ(to_string(pos, iccs(pos, "h2h1"), Notation::Wxf), "C2-1");
    EXPECT_EQ(to_string(pos, iccs(pos, "c0e2"), Notation::Chinese), "相七进五");
    EXPECT_EQ(to_string(pos, iccs(pos, "h2h1"), Notation::Chinese), "炮二退一");
}

TEST(Notation, TandemPiecesUseFrontAndRear) {
    // Red cannons e4 (front) and e2 (rear).
    Position pos   = testing::from_fen_or_die("3k5/9/9/9/9/4C4/9/4C4/9/5K3 w - - 0 1");
    Move     front = iccs(pos, "e4d4"), rear = iccs(pos, "e2e1");
    EXPECT_EQ(to_string(pos, front, Notation::Wxf), "C+.6");
    EXPECT_EQ(to_string(pos, rear, Notation::Wxf), "C--1");
    EXPECT_EQ(to_string(pos, front, Notation::Chinese), "前炮平六");
    EXPECT_EQ(to_string(pos, rear, Notation::Chinese), "后炮退一");
    EXPECT_EQ(*parse_move(pos, "C+.6", Notation::Wxf), front);
    EXPECT_EQ(*parse_move(pos, "+C.6", Notation::Wxf), front);
    EXPECT_EQ(*parse_move(pos, "C--1", Notation::Wxf), rear);
}

TEST(Notation, BlackTandemFrontIsTowardsRed) {
    // Black chariots d5 (front, nearer red) and d8.
    Position pos = testing::from_fen_or_die("4k4/3r5/9/9/3r5/9/9/9/9/5K3 b - - 0 1");
    EXPECT_EQ(to_string(pos, iccs(pos, "d5c5"), Notation::Wxf), "R+.3");
    EXPECT_EQ(to_string(pos, iccs(pos, "d5c5"), Notation::Chinese), "前车平３");
    EXPECT_EQ(to_string(pos, iccs(pos, "d8d7"), Notation::Wxf), "R-+1");
}

struct MoveError {
    const char* text;
    Notation    notation;
    int         column;
    const char* message;
};

class MoveErrors : public ::testing::TestWithParam<MoveError> { };

TEST_P(MoveErrors, RejectedWithColumnAndReason) {
    const MoveError& e   = GetParam();
    Position         pos = start();
    auto             r   = parse_move(pos, e.text, e.notation);
    ASSERT_FALSE(r.has_value()) << e.text;
    EXPECT_EQ(r.error().column, e.column) << r.error().message;
    EXPECT_THAT(r.error().message, HasSubstr(e.message));
}

// clang-format off
INSTANTIATE_TEST_SUITE_P(Xiangqi, MoveErrors, ::testing::Values(
    MoveError{"", Notation::Iccs, 1, "expected a move like 'h2e2' (ranks 0-9), got ''"},
    MoveError{"j2e2", Notation::Iccs, 1, "expected a file letter a-i in a move like 'h2e2' (ranks 0-9), got 'j'"},
    MoveError{"hxe2", Notation::Iccs, 2, "expected a rank 0-9"},
    MoveError{"h2e", Notation::Iccs, 4, "expected a rank 0-9 in a move like 'h2e2' (ranks 0-9), got end of text"},
    MoveError{"h2e2x", Notation::Iccs, 5, "unexpected 'x' after the move 'h2e2'"},
    MoveError{"h2h7", Notation::Iccs, 1, "illegal move 'h2h7' in this position"},
    MoveError{"e5e6", Notation::Iccs, 1, "(no piece on e5)"},
    MoveError{"h7e7", Notation::Iccs, 1, "(the piece on h7 is not the side to move's)"},
    MoveError{"h0e3", Notation::Ranks1, 2, "expected a rank 1-10"},
    MoveError{"b3b11", Notation::Ranks1, 5, "unexpected '1' after the move 'b3b1'"},
    MoveError{"h2e2", Notation::Ranks1, 1, "illegal move 'h2e2' in this position (no piece on h1)"},
    MoveError{"H2E2", Notation::IccsDash, 3, "expected '-' in a move like 'H2-E2'"},
    MoveError{"X2.5", Notation::Wxf, 1, "expected a WXF piece letter K A E H R C P, got 'X'"},
    MoveError{"R1+5", Notation::Wxf, 1, "no legal move matches the WXF move 'R1+5'"},
    MoveError{"", Notation::Wxf, 1, "expected a WXF move"},
    MoveError{"炮二平五", Notation::Chinese, 1, "output-only"}));
// clang-format on

TEST(Notation, ParseAnyAcceptsCoordinatesAndWxf) {
    Position pos = start();
    Move     m   = iccs(pos, "h2e2");
    EXPECT_EQ(*parse_move_any(pos, "h2e2"), m);
    EXPECT_EQ(*parse_move_any(pos, "H2-E2"), m);
    EXPECT_EQ(*parse_move_any(pos, "C2.5"), m);
}

} // namespace
} // namespace engine::xiangqi
