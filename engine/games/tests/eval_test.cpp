// Static evaluation examples (chess and xiangqi).

#include "engine/chess/eval.h"
#include "engine/chess/game.h"
#include "engine/xiangqi/eval.h"
#include "engine/xiangqi/game.h"

#include <gtest/gtest.h>

namespace engine {
namespace {

TEST(ChessEval, StartPositionIsBalanced) {
    auto pos = chess::Chess::parse_fen(chess::StartFen).value();
    EXPECT_EQ(chess::evaluate_white(pos), 0);
}

TEST(ChessEval, ExtraQueenIsWorthAboutAQueen) {
    auto pos = chess::Chess::parse_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").value();
    EXPECT_GT(chess::evaluate(pos), 800);
    auto black = chess::Chess::parse_fen("4k3/8/8/8/8/8/8/3QK3 b - - 0 1").value();
    EXPECT_EQ(chess::evaluate(black), -chess::evaluate(pos));
}

TEST(ChessEval, ExtraMaterialStaysBelowTheMateScores) {
    // 35 queens, read leniently: the material sum alone is past the mate scores.
    auto pos = chess::Chess::parse_fen(
        "6bk/6pp/QQQQQ3/QQQQQQ2/QQQQQQ2/QQQQQQ2/QQQQQQ2/QQQQQQ1K b - - 0 1")
                   .value();
    EXPECT_EQ(chess::evaluate(pos), -chess::EvalLimit);
}

TEST(ChessEval, ColourFlipGivesTheSameSideToMoveScore) {
    auto a = chess::Chess::parse_fen(
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
                 .value();
    auto b = chess::Chess::parse_fen(
        "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3")
                 .value();
    EXPECT_EQ(chess::evaluate(a), chess::evaluate(b));
}

TEST(ChessEval, PassedPawnIsWorthMoreThanABlockedOne) {
    // Same material: the a5 pawn is passed in the first position, faced by a7 in the second.
    auto passed  = chess::Chess::parse_fen("4k3/7p/8/P7/8/8/8/4K3 w - - 0 1").value();
    auto blocked = chess::Chess::parse_fen("4k3/p7/8/P7/8/8/8/4K3 w - - 0 1").value();
    EXPECT_GT(chess::evaluate_white(passed), chess::evaluate_white(blocked));
}

TEST(ChessEval, DoubledAndIsolatedPawnsArePenalised) {
    auto healthy = chess::Chess::parse_fen("4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1").value();
    auto doubled = chess::Chess::parse_fen("4k3/8/8/8/8/3P4/3P4/4K3 w - - 0 1").value();
    EXPECT_GT(chess::evaluate_white(healthy), chess::evaluate_white(doubled));
}

TEST(ChessEval, CastledKingWantsItsPawnShield) {
    auto shield = chess::Chess::parse_fen(
        "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQ1RK1 w - - 6 5")
                      .value();
    auto open = chess::Chess::parse_fen(
        "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P1P1/2N2N1P/PPPP1P2/R1BQ1RK1 w - - 0 6")
                    .value();
    EXPECT_EQ(chess::evaluate_white(shield), 0);
    // Flipped colours give the negated white-view score (pawn structure and king safety too).
    auto flipped = chess::Chess::parse_fen(
        "r1bq1rk1/pppp1p2/2n2n1p/2b1p1p1/2B1P3/2N2N2/PPPP1PPP/R1BQ1RK1 b - - 0 6")
                       .value();
    EXPECT_EQ(chess::evaluate(open), chess::evaluate(flipped));
}

TEST(XiangqiEval, MissingAdvisorsCostMoreAgainstAttackers) {
    auto full = xiangqi::Xiangqi::parse_fen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
                    .value();
    auto no_advisor = xiangqi::Xiangqi::parse_fen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNB1KABNR w - - 0 1")
                          .value();
    EXPECT_LT(xiangqi::evaluate_red(no_advisor),
        xiangqi::evaluate_red(full) - xiangqi::PieceValue[2] - 20);
}

TEST(XiangqiEval, StartPositionIsBalanced) {
    auto pos = xiangqi::Xiangqi::parse_fen(xiangqi::StartFen).value();
    EXPECT_EQ(xiangqi::evaluate_red(pos), 0);
}

TEST(XiangqiEval, SoldierIsWorthMoreAcrossTheRiver) {
    auto home  = xiangqi::Xiangqi::parse_fen("3k5/9/9/9/9/9/4P4/9/9/4K4 w - - 0 1").value();
    auto river = xiangqi::Xiangqi::parse_fen("3k5/9/9/4P4/9/9/9/9/9/4K4 w - - 0 1").value();
    EXPECT_GT(xiangqi::evaluate(river), xiangqi::evaluate(home) + 80);
}

TEST(XiangqiEval, MirroredPositionHasTheSameScore) {
    auto a = xiangqi::Xiangqi::parse_fen(
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 2 2")
                 .value();
    auto b = xiangqi::Xiangqi::parse_fen(
        "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/4C2C1/9/RNBAKABNR b - - 2 2")
                 .value();
    EXPECT_EQ(xiangqi::evaluate(a), xiangqi::evaluate(b));
}

} // namespace
} // namespace engine
