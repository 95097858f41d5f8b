// FEN parsing/formatting, every error path, make/unmake and the board diagram.

#include "engine/xiangqi/tests/test_support.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace engine::xiangqi {
namespace {

using ::testing::HasSubstr;

struct FenError {
    const char* fen;
    int         column;
    const char* message; // substring of the message
};

class FenErrors : public ::testing::TestWithParam<FenError> { };

TEST_P(FenErrors, RejectedWithColumnAndReason) {
    const FenError& e = GetParam();
    auto            r = Position::from_fen(e.fen);
    ASSERT_FALSE(r.has_value()) << e.fen;
    EXPECT_EQ(r.error().column, e.column) << r.error().message;
    EXPECT_THAT(r.error().message, HasSubstr(e.message));
}

// clang-format off
INSTANTIATE_TEST_SUITE_P(Xiangqi, FenErrors, ::testing::Values(
    FenError{"", 1, "empty FEN"},
    FenError{"   ", 1, "empty FEN"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 x", 71,
             "unexpected extra field 'x'"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", 60,
             "missing side to move"},
    FenError{"rnbakabnx/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", 9,
             "unknown piece letter 'x'"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/91/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", 30,
             "too many points in a rank at '1'"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/8/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", 29,
             "rank '8' has 8 points, expected 9"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w", 58,
             "expected 10 ranks separated by '/', got 9"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9 w", 60,
             "more than 10 ranks"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1", 61,
             "expected side to move 'w' (or 'r') or 'b', got 'x'"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1", 63,
             "expected '-' for the castling field, got 'KQ'"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1", 65,
             "expected '-' for the en passant field, got 'e3'"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - -1 1", 67,
             "expected a halfmove clock (0..65535), got '-1'"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 one", 69,
             "expected a fullmove number (1..1000000), got 'one'"},
    FenError{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RRBAKABNR w", 59,
             "too many red chariots: 'R' on i0 exceeds 2"},
    FenError{"3k5/9/9/9/9/9/9/9/3K5/4K4 w", 24, "too many red generals"},
    FenError{"3k5/9/9/9/PPPPPP3/9/9/9/9/4K4 w", 16,
             "too many red soldiers: 'P' on f5 exceeds 5"},
    FenError{"3k5/9/9/9/9/9/9/9/9/9 w", 1, "missing red general"},
    FenError{"9/9/9/9/9/9/9/9/9/4K4 w", 1, "missing black general"},
    FenError{"3k5/9/9/9/9/9/9/9/9/2K6 w", 22, "red general 'K' on c0 is outside its palace"},
    FenError{"9/9/9/9/9/3k5/9/9/9/4K4 w", 12, "black general 'k' on d4 is outside its palace"},
    FenError{"3k5/9/9/9/9/9/9/9/9/3KA4 w", 23,
             "red advisor 'A' on e0 is on a point advisors cannot reach"},
    FenError{"3k5/9/9/9/9/9/9/9/9/3KB4 w", 23,
             "red elephant 'B' on e0 is on a point elephants cannot reach"},
    FenError{"3k5/9/9/9/2E6/9/9/9/9/3K5 w", 12,
             "red elephant 'E' on c5 is on a point elephants cannot reach"},
    FenError{"3k5/9/9/9/9/9/9/P8/9/3K5 w", 17, "red soldier 'P' on a2 is behind its start rank"},
    FenError{"3k5/9/9/9/9/9/1P7/9/9/3K5 w", 16,
             "red soldier 'P' on b3 is on a point soldiers cannot reach"},
    FenError{"3k5/9/9/1p7/9/9/9/9/9/3K5 w", 10,
             "black soldier 'p' on b6 is on a point soldiers cannot reach"},
    FenError{"3k5/9/9/9/9/9/9/9/9/3K5 w", 25,
             "the side not to move (black) is in check: red to move could capture its general "
             "(the generals face each other on an open file)"},
    FenError{"3k5/9/9/9/9/9/9/9/9/3R1K3 w", 27,
             "the side not to move (black) is in check"}));
// clang-format on

TEST(Fen, StartPositionRoundTrip) {
    auto r = Position::from_fen(StartFen);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->fen(), StartFen);
    EXPECT_TRUE(r->is_ok());
    EXPECT_FALSE(r->in_check());
    EXPECT_EQ(r->side_to_move(), Red);
}

TEST(Fen, AcceptsAlternativeLettersRedAndShortForms) {
    const char* variants[] = {
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w -",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0",
        "  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR \t w  -   - 0 1  ",
    };
    for (const char* fen : variants) {
        auto r = Position::from_fen(fen);
        ASSERT_TRUE(r.has_value()) << fen << ": " << r.error().message;
        EXPECT_EQ(r->fen(), StartFen) << fen;
    }
}

TEST(Fen, BlackToMoveAndCounters) {
    auto r = Position::from_fen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 3 7");
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->side_to_move(), Black);
    EXPECT_EQ(r->halfmove_clock(), 3);
    EXPECT_EQ(r->fullmove_number(), 7);
    EXPECT_EQ(r->fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 3 7");
    Position pos = *r;
    pos.do_move(*parse_move(pos, "h7e7"));
    EXPECT_EQ(pos.fullmove_number(), 8);
    EXPECT_EQ(pos.halfmove_clock(), 4);
}

TEST(Fen, SideToMoveMayBeInCheck) {
    auto r = Position::from_fen("3k5/9/9/9/9/9/9/9/9/3R1K3 b");
    ASSERT_TRUE(r.has_value()) << r.error().message;
    EXPECT_TRUE(r->in_check());
}

TEST(Position, DoUndoRestoresEverything) {
    Position pos    = testing::from_fen_or_die(StartFen);
    Position before = pos;
    Move     m      = *parse_move(pos, "h2h9"); // cannon takes horse
    pos.do_move(m);
    EXPECT_TRUE(pos.is_ok());
    EXPECT_EQ(pos.halfmove_clock(), 0);
    EXPECT_EQ(pos.piece_on(make_square(7, 9)), make_piece(Red, PieceType::Cannon));
    EXPECT_EQ(pos.key(), pos.compute_key());
    pos.undo_move(m);
    EXPECT_TRUE(pos.same_placement(before));
    EXPECT_EQ(pos.key(), before.key());
    EXPECT_EQ(pos.fen(), before.fen());
    EXPECT_TRUE(pos.is_ok());
}

TEST(Position, BoardDiagram) {
    Position    pos = testing::from_fen_or_die(StartFen);
    std::string d   = board_diagram(pos);
    EXPECT_THAT(d, HasSubstr("9  r n b a k a b n r\n"));
    EXPECT_THAT(d, HasSubstr("0  R N B A K A B N R\n"));
    EXPECT_THAT(d, HasSubstr("   a b c d e f g h i\n"));
    EXPECT_THAT(d, HasSubstr(std::string("Fen: ") + std::string(StartFen)));
}

} // namespace
} // namespace engine::xiangqi
