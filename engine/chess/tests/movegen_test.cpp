// Legal move generation on hand-made positions (castling, en passant, promotions, pins, checks),
// plus a differential check against a naive square-by-square generator written here.
//
// Moves are written as from-to squares plus a promotion letter, exactly as encoded: castling is
// "king takes own rook" (e1h1), en passant is the pawn's diagonal step (e5d6).

#include "engine/chess/game.h"
#include "engine/chess/movegen.h"
#include "engine/core/perft.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace engine::chess {
namespace {

using ::testing::Contains;
using ::testing::Not;
using ::testing::UnorderedElementsAre;

constexpr Square sq(const char* name) { return make_square(name[0] - 'a', name[1] - '1'); }

Position parse(std::string_view fen) {
    auto r = Position::from_fen(fen);
    if (!r) {
        ADD_FAILURE() << "rejected: " << fen << "\n  " << r.error().to_string();
        return Position::from_fen(StartFen).value();
    }
    return std::move(r).value();
}

std::string text(Move m) {
    std::string t { char('a' + file_of(m.from())), char('1' + rank_of(m.from())),
        char('a' + file_of(m.to())), char('1' + rank_of(m.to())) };
    if (m.kind() == MoveKind::Promotion) t += "  nbrq"[m.promotion()];
    return t;
}

std::vector<std::string> legal(const Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    std::vector<std::string> out;
    for (Move m : list) out.push_back(text(m));
    std::sort(out.begin(), out.end());
    return out;
}

bool is_legal(const Position& pos, Move m) {
    MoveList list;
    generate_legal(pos, list);
    return list.contains(m);
}

Move castle(const char* king, const char* rook) {
    return Move(sq(king), sq(rook), MoveKind::Castling);
}
Move en_passant(const char* from, const char* to) {
    return Move(sq(from), sq(to), MoveKind::EnPassant);
}

// ---------------------------------------------------------------------------------------------
// castling

TEST(Castling, BothSidesAllowedWhenPathsAreFreeAndSafe) {
    Position w = parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(legal(w).size(), 26u);
    EXPECT_TRUE(is_legal(w, castle("e1", "h1")));
    EXPECT_TRUE(is_legal(w, castle("e1", "a1")));
    Position b = parse("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    EXPECT_EQ(legal(b).size(), 26u);
    EXPECT_TRUE(is_legal(b, castle("e8", "h8")));
    EXPECT_TRUE(is_legal(b, castle("e8", "a8")));
}

TEST(Castling, ForbiddenThroughAnAttackedSquare) {
    // the rook on f8 covers f1, which the king crosses for O-O
    Position pos = parse("1k3r2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    EXPECT_FALSE(is_legal(pos, castle("e1", "h1")));
    EXPECT_TRUE(is_legal(pos, castle("e1", "a1")));
}

TEST(Castling, ForbiddenIntoCheck) {
    // the rook on g8 covers g1, where the king would land
    Position pos = parse("1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    EXPECT_FALSE(is_legal(pos, castle("e1", "h1")));
    EXPECT_TRUE(is_legal(pos, castle("e1", "a1")));
}

TEST(Castling, ForbiddenOutOfCheck) {
    Position pos = parse("1k2r3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    ASSERT_TRUE(pos.in_check());
    EXPECT_FALSE(is_legal(pos, castle("e1", "h1")));
    EXPECT_FALSE(is_legal(pos, castle("e1", "a1")));
}

TEST(Castling, ForbiddenWithPiecesInBetween) {
    Position both = parse("1k6/8/8/8/8/8/8/RN2K1NR w KQ - 0 1");
    EXPECT_FALSE(is_legal(both, castle("e1", "h1")));
    EXPECT_FALSE(is_legal(both, castle("e1", "a1")));
    // b1 is not on the king's path but the rook must pass it
    Position b1 = parse("1k6/8/8/8/8/8/8/RN2K2R w KQ - 0 1");
    EXPECT_TRUE(is_legal(b1, castle("e1", "h1")));
    EXPECT_FALSE(is_legal(b1, castle("e1", "a1")));
}

TEST(Castling, QueenSideAllowedWhenOnlyB1IsAttacked) {
    // the rook on b8 covers b1: only the king's squares (d1, c1) matter
    Position pos = parse("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    EXPECT_TRUE(is_legal(pos, castle("e1", "a1")));
    // but c1 or d1 attacked forbids it
    EXPECT_FALSE(is_legal(parse("2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), castle("e1", "a1")));
    EXPECT_FALSE(is_legal(parse("3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1"), castle("e1", "a1")));
}

TEST(Castling, CastlingRookMayBeAttacked) {
    Position pos = parse("1k5r/8/8/8/8/8/8/R3K2R w KQ - 0 1"); // h8 rook attacks h1
    EXPECT_TRUE(is_legal(pos, castle("e1", "h1")));
}

TEST(Castling, Chess960KingAndRookSwapSquares) {
    // king f1, rook g1: O-O puts the king on g1 and the rook on f1
    Position pos = parse("1k6/8/8/8/8/8/8/5KR1 w G - 0 1");
    ASSERT_TRUE(pos.is_chess960());
    Move oo = castle("f1", "g1");
    ASSERT_TRUE(is_legal(pos, oo));
    pos.do_move(oo);
    EXPECT_EQ(pos.piece_on(sq("g1")), make_piece(White, King));
    EXPECT_EQ(pos.piece_on(sq("f1")), make_piece(White, Rook));
    EXPECT_EQ(pos.castling_rights(), NoCastling);
    EXPECT_EQ(pos.key(), pos.compute_key());
}

TEST(Castling, Chess960KingThatDoesNotMove) {
    // king already on g1: O-O only moves the rook h1 -> f1
    Position pos = parse("1k6/8/8/8/8/8/8/6KR w H - 0 1");
    Move     oo  = castle("g1", "h1");
    ASSERT_TRUE(is_legal(pos, oo));
    pos.do_move(oo);
    EXPECT_EQ(pos.fen(), "1k6/8/8/8/8/8/8/5RK1 b - - 1 1");
    // blocked when f1 (the rook's destination) is occupied
    EXPECT_FALSE(is_legal(parse("1k6/8/8/8/8/8/8/5NKR w H - 0 1"), castle("g1", "h1")));
}

TEST(Castling, Chess960CastlingRookShieldsAnAttackOnTheKingPath) {
    // king d1, rook b1, black queen a1: after O-O-O (king c1, rook d1) the queen would attack c1
    // along the rank the rook has left, so castling is illegal
    Position pos = parse("7k/8/8/8/8/8/8/qR1K4 w B - 0 1");
    ASSERT_TRUE(pos.is_chess960());
    ASSERT_FALSE(pos.in_check());
    EXPECT_FALSE(is_legal(pos, castle("d1", "b1")));
    // with a knight on a1 instead, nothing attacks c1: legal
    EXPECT_TRUE(is_legal(parse("7k/8/8/8/8/8/8/nR1K4 w B - 0 1"), castle("d1", "b1")));
}

// ---------------------------------------------------------------------------------------------
// en passant

TEST(EnPassant, CaptureIsGenerated) {
    Position pos = parse("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    EXPECT_THAT(
        legal(pos), UnorderedElementsAre("e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e5e6", "e5d6"));
    EXPECT_TRUE(is_legal(pos, en_passant("e5", "d6")));
}

TEST(EnPassant, IllegalWhenBothPawnsLeavingTheRankExposeTheKing) {
    // K a5, pawns d5 (black) and e5 (white), rook h5: exd6 would open rank 5
    Position pos = parse("8/3p4/8/K3P2r/8/8/8/4k3 b - - 0 1");
    pos.do_move(Move(sq("d7"), sq("d5")));
    EXPECT_THAT(legal(pos), Not(Contains("e5d6")));
    EXPECT_THAT(legal(pos), UnorderedElementsAre("a5a4", "a5a6", "a5b4", "a5b5", "a5b6", "e5e6"));
}

TEST(EnPassant, PinnedPawnMayCaptureAlongThePinRay) {
    // pawn c5 is pinned on the diagonal b4-e7; cxd6 stays on that diagonal
    Position pos = parse("7k/4b3/8/2Pp4/1K6/8/8/8 w - d6 0 1");
    EXPECT_TRUE(is_legal(pos, en_passant("c5", "d6")));
    EXPECT_THAT(legal(pos), Not(Contains("c5c6")));
    EXPECT_EQ(legal(pos).size(), 7u); // 6 king moves (c4 is covered by d5) + cxd6
}

TEST(EnPassant, PinnedPawnMayNotCaptureOffThePinRay) {
    // pawn c5 is pinned on the diagonal a7-e3; cxd6 would leave it. exd6 (e5 not pinned) is fine
    Position pos = parse("7k/K7/8/2PpP3/8/4b3/8/8 w - d6 0 1");
    EXPECT_FALSE(is_legal(pos, en_passant("c5", "d6")));
    EXPECT_TRUE(is_legal(pos, en_passant("e5", "d6")));
    EXPECT_THAT(legal(pos), Not(Contains("c5c6")));
}

TEST(EnPassant, CapturesTheCheckingDoublePushedPawn) {
    // d7-d5 gave check to the king on e4; exd6 removes the checker
    Position pos = parse("4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 1");
    ASSERT_TRUE(pos.in_check());
    EXPECT_TRUE(is_legal(pos, en_passant("e5", "d6")));
    EXPECT_THAT(legal(pos), Not(Contains("e5e6")));
}

TEST(EnPassant, BlocksASliderCheckOnThePassedSquare) {
    // bishop f8 checks the king on a3 through d6; exd6 lands on d6 and blocks
    Position pos = parse("5b1k/8/8/3pP3/8/K7/8/8 w - d6 0 1");
    ASSERT_TRUE(pos.in_check());
    EXPECT_TRUE(is_legal(pos, en_passant("e5", "d6")));
}

TEST(EnPassant, NotAllowedWhenInCheckByAnotherPiece) {
    // the knight on g6 checks h4: exd6 does not help
    Position pos = parse("4k3/8/6n1/3pP3/7K/8/8/8 w - d6 0 1");
    ASSERT_TRUE(pos.in_check());
    EXPECT_THAT(legal(pos), Not(Contains("e5d6")));
    for (const auto& m : legal(pos)) EXPECT_EQ(m.substr(0, 2), "h4") << m;
}

// ---------------------------------------------------------------------------------------------
// promotions

TEST(Promotion, AllFourPiecesForPushesAndCaptures) {
    Position pos = parse("r1r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_THAT(legal(pos),
        UnorderedElementsAre("b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "b7a8r", "b7a8b", "b7a8n",
            "b7c8q", "b7c8r", "b7c8b", "b7c8n", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"));
    EXPECT_EQ(count_legal(pos), 17u);
}

TEST(Promotion, BlackPromotesOnRankOne) {
    Position pos = parse("4k3/8/8/8/8/8/6p1/4K2R b - - 0 1");
    EXPECT_THAT(legal(pos),
        UnorderedElementsAre("g2g1q", "g2g1r", "g2g1b", "g2g1n", "g2h1q", "g2h1r", "g2h1b", "g2h1n",
            "e8d8", "e8d7", "e8e7", "e8f7", "e8f8"));
}

// ---------------------------------------------------------------------------------------------
// pins, double check, evasions

TEST(Pins, PinnedKnightCannotMove) {
    Position pos = parse("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    EXPECT_THAT(legal(pos), UnorderedElementsAre("e1d1", "e1d2", "e1f1", "e1f2"));
}

TEST(Pins, PinnedRookMovesOnlyAlongThePinLine) {
    Position pos = parse("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
    EXPECT_THAT(legal(pos),
        UnorderedElementsAre(
            "e2e3", "e2e4", "e2e5", "e2e6", "e2e7", "e1d1", "e1d2", "e1f1", "e1f2"));
}

TEST(Pins, BishopPinnedOnAFileCannotMove) {
    Position pos = parse("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
    EXPECT_THAT(legal(pos), UnorderedElementsAre("e1d1", "e1d2", "e1f1", "e1f2"));
}

TEST(Pins, BishopPinnedOnADiagonalSlidesAlongIt) {
    Position pos = parse("4k3/8/8/q7/8/8/3B4/4K3 w - - 0 1");
    EXPECT_THAT(
        legal(pos), UnorderedElementsAre("d2c3", "d2b4", "d2a5", "e1d1", "e1e2", "e1f1", "e1f2"));
}

TEST(Pins, PawnPinnedOnAFileStillPushes) {
    Position pos = parse("4k3/4r3/8/8/8/8/4P3/4K3 w - - 0 1");
    EXPECT_THAT(legal(pos), UnorderedElementsAre("e2e3", "e2e4", "e1d1", "e1d2", "e1f1", "e1f2"));
}

TEST(Pins, PawnPinnedOnADiagonalOnlyCapturesThePinner) {
    // d2 is pinned by the bishop c3; capturing e3 or pushing would leave the diagonal
    Position pos   = parse("4k3/8/8/8/8/2b1b3/3P4/4K3 w - - 0 1");
    auto     moves = legal(pos);
    EXPECT_THAT(moves, Contains("d2c3"));
    EXPECT_THAT(moves, Not(Contains("d2e3")));
    EXPECT_THAT(moves, Not(Contains("d2d3")));
    EXPECT_THAT(moves, Not(Contains("d2d4")));
}

TEST(Check, DoubleCheckAllowsOnlyKingMoves) {
    // rook e8 and knight d3 both check e1; the queen could take or block one of them only
    Position pos = parse("4r1k1/8/8/8/8/3n4/8/Q3K3 w - - 0 1");
    ASSERT_EQ(popcount(pos.checkers()), 2);
    EXPECT_THAT(legal(pos), UnorderedElementsAre("e1d1", "e1d2", "e1f1"));
}

TEST(Check, EvasionsBlockCaptureOrMoveTheKing) {
    // rook a1 checks along rank 1: Nb1/Nd1 block, Rxa1 captures, the king steps off the rank
    // (not to d1 or f1, which the rook still covers once the king has moved)
    Position pos = parse("4k3/8/8/R7/8/2N5/8/r3K3 w - - 0 1");
    EXPECT_THAT(legal(pos), UnorderedElementsAre("e1d2", "e1e2", "e1f2", "c3b1", "c3d1", "a5a1"));
}

TEST(Check, KingMayCaptureTheCheckerOnlyWhenUndefended) {
    // queen d2 checks e1: it covers d1, e2 and f2; Kxd2 and Kf1 remain
    Position pos = parse("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
    EXPECT_THAT(legal(pos), UnorderedElementsAre("e1d2", "e1f1"));
    // with the knight on e4 guarding d2, only Kf1
    EXPECT_THAT(legal(parse("4k3/8/8/8/4n3/8/3q4/4K3 w - - 0 1")), UnorderedElementsAre("e1f1"));
}

TEST(Check, NoMovesInStalemateAndCheckmate) {
    EXPECT_EQ(count_legal(parse("k7/8/1Q6/8/8/8/8/7K b - - 0 1")), 0u);
    EXPECT_EQ(count_legal(parse("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")), 0u);
}

// ---------------------------------------------------------------------------------------------
// differential check against a naive generator

using Board = std::array<Piece, 64>;

bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

constexpr int KnightSteps[8][2]
    = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
constexpr int Directions[8][2]
    = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };

// Is `s` attacked by a piece of colour `by`? Walks every ray square by square.
bool naive_attacked(const Board& b, Square s, Color by) {
    const int f = file_of(s), r = rank_of(s);
    const int pawn_rank = r + (by == White ? -1 : 1);
    for (int df : { -1, 1 })
        if (on_board(f + df, pawn_rank)
            && b[make_square(f + df, pawn_rank)] == make_piece(by, Pawn))
            return true;
    for (const auto& d : KnightSteps)
        if (on_board(f + d[0], r + d[1])
            && b[make_square(f + d[0], r + d[1])] == make_piece(by, Knight))
            return true;
    for (const auto& d : Directions) {
        if (on_board(f + d[0], r + d[1])
            && b[make_square(f + d[0], r + d[1])] == make_piece(by, King))
            return true;
        const bool diagonal = d[0] != 0 && d[1] != 0;
        for (int k = 1; on_board(f + k * d[0], r + k * d[1]); ++k) {
            Piece p = b[make_square(f + k * d[0], r + k * d[1])];
            if (p == NoPiece) continue;
            if (p == make_piece(by, Queen) || p == make_piece(by, diagonal ? Bishop : Rook))
                return true;
            break;
        }
    }
    return false;
}

Board board_of(const Position& pos) {
    Board b {};
    for (Square s = 0; s < 64; ++s) b[s] = pos.piece_on(s);
    return b;
}

Square find_king(const Board& b, Color c) {
    for (Square s = 0; s < 64; ++s)
        if (b[s] == make_piece(c, King)) return s;
    return NoSquare;
}

// Every legal move except castling, found by trying each piece's steps on a plain board and
// keeping those that leave the own king unattacked.
std::vector<std::string> naive_legal_without_castling(const Position& pos) {
    const Board              b  = board_of(pos);
    const Color              us = pos.side_to_move();
    std::vector<std::string> out;

    auto try_move = [&](Square from, Square to, PieceType promo, bool ep) {
        Board nb = b;
        nb[to]   = promo != NoPieceType ? make_piece(us, promo) : nb[from];
        nb[from] = NoPiece;
        if (ep) nb[make_square(file_of(to), rank_of(from))] = NoPiece;
        if (naive_attacked(nb, find_king(nb, us), ~us)) return;
        Move m = promo != NoPieceType ? Move(from, to, MoveKind::Promotion, promo) : Move(from, to);
        out.push_back(text(m));
    };
    auto try_pawn = [&](Square from, Square to, bool ep) {
        if (rank_of(to) == 0 || rank_of(to) == 7)
            for (PieceType pt : { Knight, Bishop, Rook, Queen }) try_move(from, to, pt, false);
        else
            try_move(from, to, NoPieceType, ep);
    };

    for (Square s = 0; s < 64; ++s) {
        const Piece p = b[s];
        if (p == NoPiece || color_of(p) != us) continue;
        const int f = file_of(s), r = rank_of(s);
        auto      own = [&](int ff, int rr) {
            Piece q = b[make_square(ff, rr)];
            return q != NoPiece && color_of(q) == us;
        };
        switch (type_of(p)) {
        case Pawn: {
            const int up = us == White ? 1 : -1;
            if (b[make_square(f, r + up)] == NoPiece) {
                try_pawn(s, make_square(f, r + up), false);
                if (r == (us == White ? 1 : 6) && b[make_square(f, r + 2 * up)] == NoPiece)
                    try_pawn(s, make_square(f, r + 2 * up), false);
            }
            for (int df : { -1, 1 }) {
                if (!on_board(f + df, r + up)) continue;
                Square t = make_square(f + df, r + up);
                if (b[t] != NoPiece && color_of(b[t]) != us)
                    try_pawn(s, t, false);
                else if (t == pos.ep_square())
                    try_pawn(s, t, true);
            }
            break;
        }
        case Knight:
        case King: {
            const int(*steps)[2] = type_of(p) == Knight ? KnightSteps : Directions;
            for (int i = 0; i < 8; ++i) {
                const int ff = f + steps[i][0], rr = r + steps[i][1];
                if (on_board(ff, rr) && !own(ff, rr))
                    try_move(s, make_square(ff, rr), NoPieceType, false);
            }
            break;
        }
        default:
            for (const auto& d : Directions) {
                const bool diagonal = d[0] != 0 && d[1] != 0;
                if (type_of(p) == Bishop && !diagonal) continue;
                if (type_of(p) == Rook && diagonal) continue;
                for (int k = 1; on_board(f + k * d[0], r + k * d[1]); ++k) {
                    if (own(f + k * d[0], r + k * d[1])) break;
                    Square t = make_square(f + k * d[0], r + k * d[1]);
                    try_move(s, t, NoPieceType, false);
                    if (b[t] != NoPiece) break;
                }
            }
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

// Checks one node and recurses `depth` more plies.
void check_node(Position& pos, int depth, const std::string& start) {
    MoveList list;
    generate_legal(pos, list);
    ASSERT_EQ(count_legal(pos), list.size()) << start << " at " << pos.fen();

    std::vector<std::string> generated;
    for (Move m : list)
        if (m.kind() != MoveKind::Castling) generated.push_back(text(m));
    std::sort(generated.begin(), generated.end());
    ASSERT_EQ(generated, naive_legal_without_castling(pos)) << start << " at " << pos.fen();

    const Color us = pos.side_to_move();
    for (Move m : list) {
        pos.do_move(m);
        ASSERT_FALSE(naive_attacked(board_of(pos), pos.king_square(us), ~us))
            << start << ": " << text(m) << " leaves the king attacked, now " << pos.fen();
        if (depth > 0) check_node(pos, depth - 1, start);
        pos.undo_move(m);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

const std::vector<std::string_view> PropertyFens = {
    StartFen,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // Kiwipete
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", // ep + rank pins
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", // promotions
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", // Chess960
    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", // Chess960
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", // promotions
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", // castling
    "r3k2r/p1pp1pb1/bn2Qnp1/2qPN3/1p2P3/2N5/PPPBBPPP/R3K2R b KQkq - 3 2",
    "8/3p4/8/K3P2r/8/8/8/4k3 b - - 0 1", // ep along a rank
    "7k/4b3/8/2Pp4/1K6/8/8/8 w - d6 0 1", // ep by pinned pawn
    "8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3", // ep out of check
    "4r1k1/8/8/8/8/3n4/8/Q3K3 w - - 0 1", // double check
    "7k/8/8/8/8/8/8/qR1K4 w B - 0 1", // 960 shield
};

TEST(MovegenProperty, MatchesNaiveGeneratorTwoPliesDeep) {
    for (auto fen : PropertyFens) {
        Position pos = parse(fen);
        check_node(pos, 1, std::string(fen));
        if (HasFatalFailure()) return;
        EXPECT_EQ(pos.fen(), fen);
    }
}

TEST(MovegenProperty, BulkCountingPerftEqualsMakeUnmakePerft) {
    for (auto fen : PropertyFens) {
        Position pos = parse(fen);
        EXPECT_EQ(core::perft_slow<Chess>(pos, 3), perft(pos, 3)) << fen;
    }
}

TEST(MovegenProperty, KnownPerftCounts) {
    struct Case {
        std::string_view fen;
        std::uint64_t    nodes[3];
    };
    const Case cases[] = {
        { StartFen, { 20, 400, 8902 } },
        { PropertyFens[1], { 48, 2039, 97862 } },
        { PropertyFens[2], { 14, 191, 2812 } },
        { PropertyFens[3], { 6, 264, 9467 } },
        { PropertyFens[4], { 44, 1486, 62379 } },
        { PropertyFens[5], { 46, 2079, 89890 } },
    };
    for (const auto& c : cases) {
        Position pos = parse(c.fen);
        for (int d = 1; d <= 3; ++d) EXPECT_EQ(perft(pos, d), c.nodes[d - 1]) << c.fen << " d" << d;
    }
}

} // namespace
} // namespace engine::chess
