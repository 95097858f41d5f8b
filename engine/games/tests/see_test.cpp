// Static exchange evaluation on hand-made chess positions.

#include "engine/games/see.h"

#include "engine/chess/eval.h"
#include "engine/chess/game.h"

#include <gtest/gtest.h>

#include <string_view>

namespace engine::games {
namespace {

using chess::Chess;
using chess::PieceValue;

// The legal move from -> to (with the promotion piece, if any) in the position `fen`.
int see_of(std::string_view fen, chess::Square from, chess::Square to,
    chess::PieceType promo = chess::NoPieceType) {
    auto parsed = Chess::parse_fen(fen);
    EXPECT_TRUE(parsed.has_value()) << fen;
    const chess::Position pos = parsed.value();
    Chess::MoveList       list;
    Chess::generate_legal(pos, list);
    for (chess::Move m : list) {
        if (m.from() != from || m.to() != to) continue;
        if (promo != chess::NoPieceType
            && (m.kind() != chess::MoveKind::Promotion || m.promotion() != promo))
            continue;
        return see(pos, m);
    }
    ADD_FAILURE() << "no such move in " << fen;
    return 0;
}

constexpr chess::Square sq(int file, char rank) { return chess::make_square(file, rank - '1'); }
constexpr int           a = 0, b = 1, c = 2, d = 3, e = 4;

TEST(See, PawnTakesDefendedKnightWins) {
    EXPECT_EQ(see_of("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", sq(e, '4'), sq(d, '5')),
        PieceValue[chess::Knight] - PieceValue[chess::Pawn]);
}

TEST(See, QueenTakesPawnDefendedByPawnLoses) {
    EXPECT_EQ(see_of("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", sq(d, '1'), sq(d, '5')),
        PieceValue[chess::Pawn] - PieceValue[chess::Queen]);
}

TEST(See, UndefendedCaptureWinsTheVictim) {
    EXPECT_EQ(see_of("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", sq(d, '1'), sq(d, '5')),
        PieceValue[chess::Pawn]);
}

TEST(See, RookBehindRookRecapturesThroughTheXRay) {
    // Rd2xd5 Rd8xd5 Rd1xd5: White wins the knight; without the x-ray it would lose the exchange.
    EXPECT_EQ(see_of("3rk3/8/8/3n4/8/8/3R4/3RK3 w - - 0 1", sq(d, '2'), sq(d, '5')),
        PieceValue[chess::Knight]);
    // The same battery in defence: Qxd5 Rxd5 Rxd5 loses the queen for a knight and a rook.
    EXPECT_EQ(see_of("3rk3/3r4/8/3n4/8/8/8/3QK3 w - - 0 1", sq(d, '1'), sq(d, '5')),
        PieceValue[chess::Knight] - PieceValue[chess::Queen]);
}

TEST(See, BishopBehindPawnJoinsTheExchange) {
    // cxd5 cxd5 Bxd5: the b3 bishop stands behind the c4 pawn and recaptures through it.
    EXPECT_EQ(see_of("4k3/8/2p5/3n4/2P5/1B6/8/4K3 w - - 0 1", sq(c, '4'), sq(d, '5')),
        PieceValue[chess::Knight]);
}

TEST(See, EnPassantCaptureCountsThePawn) {
    EXPECT_EQ(see_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", sq(e, '5'), sq(d, '6')),
        PieceValue[chess::Pawn]);
    // Defended by the c7 pawn: pawn for pawn.
    EXPECT_EQ(see_of("4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", sq(e, '5'), sq(d, '6')), 0);
}

TEST(See, PromotionCaptureCountsThePromotion) {
    const int promo_gain = PieceValue[chess::Queen] - PieceValue[chess::Pawn];
    EXPECT_EQ(see_of("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", sq(a, '7'), sq(b, '8'), chess::Queen),
        PieceValue[chess::Rook] + promo_gain);
    // Defended by the d7 knight: the new queen is lost, the rook for the pawn remains.
    EXPECT_EQ(see_of("1r2k3/P2n4/8/8/8/8/8/4K3 w - - 0 1", sq(a, '7'), sq(b, '8'), chess::Queen),
        PieceValue[chess::Rook] - PieceValue[chess::Pawn]);
}

TEST(See, KingDoesNotRecaptureOnADefendedSquare) {
    // Rxe7+: the king may not take back because the e1 rook defends e7.
    EXPECT_EQ(see_of("4k3/4p3/8/8/8/8/4R3/4R1K1 w - - 0 1", sq(e, '2'), sq(e, '7')),
        PieceValue[chess::Pawn]);
}

TEST(See, CastlingIsNeutral) {
    auto            pos = Chess::parse_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").value();
    Chess::MoveList list;
    Chess::generate_legal(pos, list);
    int castles = 0;
    for (chess::Move m : list)
        if (m.kind() == chess::MoveKind::Castling) {
            ++castles;
            EXPECT_EQ(see(pos, m), 0);
        }
    EXPECT_EQ(castles, 1);
}

} // namespace
} // namespace engine::games
