// Move text: UCI long algebraic and SAN, formatting and tolerant parsing, with every error's
// message and column checked.

#include "engine/chess/notation.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace engine::chess {
namespace {

using ::testing::HasSubstr;

constexpr Square sq(const char* name) { return make_square(name[0] - 'a', name[1] - '1'); }

Position parse(std::string_view fen) {
    auto r = Position::from_fen(fen);
    if (!r) {
        ADD_FAILURE() << "rejected: " << fen << "\n  " << r.error().to_string();
        return Position::from_fen(StartFen).value();
    }
    return std::move(r).value();
}

Move mv(const char* from, const char* to) { return Move(sq(from), sq(to)); }
Move promo(const char* from, const char* to, PieceType pt) {
    return Move(sq(from), sq(to), MoveKind::Promotion, pt);
}
Move castle(const char* king, const char* rook) {
    return Move(sq(king), sq(rook), MoveKind::Castling);
}

// Parsed move, or Move::none() with a test failure naming the error.
Move uci(const Position& pos, std::string_view text) {
    auto r = parse_uci(pos, text);
    if (!r) {
        ADD_FAILURE() << "parse_uci rejected '" << text << "': " << r.error().to_string();
        return Move::none();
    }
    return *r;
}
Move san(const Position& pos, std::string_view text) {
    auto r = parse_san(pos, text);
    if (!r) {
        ADD_FAILURE() << "parse_san rejected '" << text << "': " << r.error().to_string();
        return Move::none();
    }
    return *r;
}
core::ParseError uci_error(const Position& pos, std::string_view text) {
    auto r = parse_uci(pos, text);
    if (r) {
        ADD_FAILURE() << "parse_uci accepted '" << text << "' as " << to_uci(pos, *r);
        return {};
    }
    return r.error();
}
core::ParseError san_error(const Position& pos, std::string_view text) {
    auto r = parse_san(pos, text);
    if (r) {
        ADD_FAILURE() << "parse_san accepted '" << text << "' as " << to_uci(pos, *r);
        return {};
    }
    return r.error();
}

constexpr std::string_view Castling    = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view Castling960 = "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1";
constexpr std::string_view Promotion   = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1";
constexpr std::string_view EnPassant   = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
// Queens e4, h4 and h1 all reach the knight on e1.
constexpr std::string_view ThreeQueens = "1k6/8/8/8/4Q2Q/K7/8/4n2Q w - - 0 1";
// Knights b1 and f1 both reach d2.
constexpr std::string_view TwoKnights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";

// ---------------------------------------------------------------------------------------------
// UCI

TEST(Uci, FormatsSquaresAndPromotions) {
    Position start = parse(StartFen);
    EXPECT_EQ(square_to_string(sq("a1")), "a1");
    EXPECT_EQ(square_to_string(sq("h8")), "h8");
    EXPECT_EQ(to_uci(start, mv("e2", "e4")), "e2e4");
    EXPECT_EQ(to_uci(start, Move::none()), "0000");
    Position pos = parse(Promotion);
    EXPECT_EQ(to_uci(pos, promo("e7", "e8", Queen)), "e7e8q");
    EXPECT_EQ(to_uci(pos, promo("e7", "e8", Knight)), "e7e8n");
}

TEST(Uci, ParsesPromotionsInEitherCase) {
    Position pos = parse(Promotion);
    EXPECT_EQ(uci(pos, "e7e8q"), promo("e7", "e8", Queen));
    EXPECT_EQ(uci(pos, "e7e8Q"), promo("e7", "e8", Queen));
    EXPECT_EQ(uci(pos, "e7e8r"), promo("e7", "e8", Rook));
    EXPECT_EQ(uci(pos, "e7e8B"), promo("e7", "e8", Bishop));
    EXPECT_EQ(uci(pos, "e7e8n"), promo("e7", "e8", Knight));
}

TEST(Uci, AcceptsSurroundingBlanks) {
    EXPECT_EQ(uci(parse(StartFen), "  e2e4 \t"), mv("e2", "e4"));
    EXPECT_EQ(uci(parse(StartFen), "g1f3\r\n"), mv("g1", "f3"));
}

TEST(Uci, StandardCastlingIsWrittenAsTheKingsTwoStepMove) {
    Position pos = parse(Castling);
    EXPECT_EQ(to_uci(pos, castle("e1", "h1")), "e1g1");
    EXPECT_EQ(to_uci(pos, castle("e1", "a1")), "e1c1");
}

TEST(Uci, Chess960CastlingIsWrittenAsKingTakesRook) {
    Position pos = parse(Castling960);
    ASSERT_TRUE(pos.is_chess960());
    EXPECT_EQ(to_uci(pos, castle("e1", "h1")), "e1h1");
    EXPECT_EQ(to_uci(pos, castle("e1", "a1")), "e1a1");
}

TEST(Uci, BothCastlingFormsAreAcceptedInBothModes) {
    for (auto fen : { Castling, Castling960 }) {
        Position pos = parse(fen);
        EXPECT_EQ(uci(pos, "e1g1"), castle("e1", "h1")) << fen;
        EXPECT_EQ(uci(pos, "e1h1"), castle("e1", "h1")) << fen;
        EXPECT_EQ(uci(pos, "e1c1"), castle("e1", "a1")) << fen;
        EXPECT_EQ(uci(pos, "e1a1"), castle("e1", "a1")) << fen;
    }
}

TEST(Uci, Chess960PlainKingStepWinsOverTheCastlingAlias) {
    // king f1, rook h1: "f1g1" is the king's ordinary step; castling is "f1h1"
    Position pos = parse("1k6/8/8/8/8/8/8/5K1R w H - 0 1");
    EXPECT_EQ(uci(pos, "f1g1"), mv("f1", "g1"));
    EXPECT_EQ(uci(pos, "f1h1"), castle("f1", "h1"));
}

TEST(Uci, RejectsMalformedText) {
    Position pos = parse(StartFen);
    for (std::string_view bad : { "e2e", "e2e4e5", "z2e4", "e9e4", "e2-e4", "", "0000" }) {
        auto e = uci_error(pos, bad);
        EXPECT_EQ(e.column, 1) << bad;
        EXPECT_THAT(e.message, HasSubstr("expected a UCI move like 'e2e4' or 'e7e8q'")) << bad;
    }
    auto indented = uci_error(pos, "  e2e");
    EXPECT_EQ(indented.column, 3);
    EXPECT_THAT(indented.message, HasSubstr("got 'e2e'"));
}

TEST(Uci, RejectsBadPromotionLetterAtItsColumn) {
    Position pos = parse(Promotion);
    for (std::string_view bad : { "e7e8k", "e7e8p", "e7e8x", "e7e81" }) {
        auto e = uci_error(pos, bad);
        EXPECT_EQ(e.column, 5) << bad;
        EXPECT_THAT(e.message,
            HasSubstr("invalid promotion piece '" + std::string(bad.substr(4))
                + "' (expected n, b, r or q)"));
    }
    EXPECT_EQ(uci_error(pos, " e7e8k").column, 6);
}

TEST(Uci, RejectsIllegalMove) {
    Position pos = parse(StartFen);
    auto     e   = uci_error(pos, "e2e5");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("illegal move 'e2e5' in position " + std::string(StartFen)));
    // a promotion letter on a move that is not a promotion
    EXPECT_THAT(uci_error(pos, "e2e4q").message, HasSubstr("illegal move 'e2e4q'"));
    // the opponent's move
    EXPECT_THAT(uci_error(pos, "e7e5").message, HasSubstr("illegal move"));
}

TEST(Uci, RejectsPromotionWithoutPiece) {
    Position pos = parse(Promotion);
    auto     e   = uci_error(pos, "e7e8");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("move 'e7e8' is a promotion and needs a piece letter"));
}

// BUG (engine/chess/notation.cpp parse_uci): a castling move followed by a promotion letter is
// accepted as castling, because the "other castling form" fallback ignores the letter.
// Position r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1, text "e1g1q": expected an "illegal move" error,
// got castle(e1, h1). Re-enable once fixed.
TEST(Uci, RejectsPromotionLetterOnCastling) {
    for (auto fen : { Castling, Castling960 }) {
        Position pos = parse(fen);
        for (std::string_view bad : { "e1g1q", "e1h1q", "e1c1n" })
            EXPECT_THAT(uci_error(pos, bad).message, HasSubstr("illegal move"))
                << fen << " " << bad;
    }
}

// ---------------------------------------------------------------------------------------------
// SAN formatting

TEST(San, FormatsPawnMovesAndCaptures) {
    Position start = parse(StartFen);
    EXPECT_EQ(to_san(start, mv("e2", "e4")), "e4");
    EXPECT_EQ(to_san(start, mv("g1", "f3")), "Nf3");
    Position pos = parse("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    EXPECT_EQ(to_san(pos, mv("e4", "d5")), "exd5");
    EXPECT_EQ(to_san(pos, mv("e4", "e5")), "e5");
}

TEST(San, FormatsEnPassantAsAPawnCapture) {
    Position pos = parse(EnPassant);
    EXPECT_EQ(to_san(pos, Move(sq("e5"), sq("d6"), MoveKind::EnPassant)), "exd6");
}

TEST(San, FormatsPromotionsWithPieceAndCheck) {
    // king f7 next to e8; a knight on d8 would also check it
    Position pos = parse("3r4/4Pk2/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(to_san(pos, promo("e7", "e8", Queen)), "e8=Q+");
    EXPECT_EQ(to_san(pos, promo("e7", "e8", Rook)), "e8=R");
    EXPECT_EQ(to_san(pos, promo("e7", "d8", Knight)), "exd8=N+");
    EXPECT_EQ(to_san(pos, promo("e7", "d8", Queen)), "exd8=Q");
}

TEST(San, FormatsCastling) {
    Position pos = parse(Castling);
    EXPECT_EQ(to_san(pos, castle("e1", "h1")), "O-O");
    EXPECT_EQ(to_san(pos, castle("e1", "a1")), "O-O-O");
    Position c960 = parse("1k6/8/8/8/8/8/8/5KR1 w G - 0 1"); // king and rook swap
    EXPECT_EQ(to_san(c960, castle("f1", "g1")), "O-O");
}

TEST(San, FormatsCheckAndMate) {
    EXPECT_EQ(to_san(parse("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), mv("a1", "a8")), "Ra8+");
    // fool's mate: 1.f3 e5 2.g4 Qh4#
    Position pos = parse(StartFen);
    for (auto t : { "f2f3", "e7e5", "g2g4" }) pos.do_move(uci(pos, t));
    EXPECT_EQ(to_san(pos, mv("d8", "h4")), "Qh4#");
    // a castling move that checks
    EXPECT_EQ(to_san(parse("5k2/8/8/8/8/8/8/4K2R w K - 0 1"), castle("e1", "h1")), "O-O+");
}

TEST(San, DisambiguatesByFile) {
    Position pos = parse(TwoKnights);
    EXPECT_EQ(to_san(pos, mv("b1", "d2")), "Nbd2");
    EXPECT_EQ(to_san(pos, mv("f1", "d2")), "Nfd2");
    EXPECT_EQ(to_san(pos, mv("b1", "c3")), "Nc3");
}

TEST(San, DisambiguatesByRank) {
    Position pos = parse("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(to_san(pos, mv("a1", "a3")), "R1a3");
    EXPECT_EQ(to_san(pos, mv("a5", "a3")), "R5a3");
    EXPECT_EQ(to_san(pos, mv("a1", "b1")), "Rb1");
}

TEST(San, DisambiguatesByFileAndRankWithThreeQueens) {
    Position pos = parse(ThreeQueens);
    EXPECT_EQ(to_san(pos, mv("h4", "e1")), "Qh4xe1"); // h1 shares the file, e4 the rank
    EXPECT_EQ(to_san(pos, mv("e4", "e1")), "Qexe1");
    EXPECT_EQ(to_san(pos, mv("h1", "e1")), "Q1xe1");
}

TEST(San, NoDisambiguationWhenTheOtherPieceIsPinned) {
    // the knight on g3 is pinned to g1 by the rook on g8, so only Nc3 can reach e4
    Position pos = parse("4k1r1/8/8/8/8/2N3N1/8/6K1 w - - 0 1");
    EXPECT_EQ(to_san(pos, mv("c3", "e4")), "Ne4");
    EXPECT_EQ(san(pos, "Ne4"), mv("c3", "e4"));
}

TEST(San, LineToSanStopsAtTheFirstIllegalMove) {
    Position start = parse(StartFen);
    EXPECT_EQ(line_to_san(start, { mv("e2", "e4"), mv("e7", "e5"), mv("g1", "f3") }), "e4 e5 Nf3");
    EXPECT_EQ(line_to_san(start, { mv("e2", "e4"), mv("e2", "e4"), mv("g1", "f3") }), "e4");
}

// ---------------------------------------------------------------------------------------------
// SAN parsing

TEST(San, ParsesCheckMarkAfterABlank) {
    EXPECT_EQ(san(parse("3k4/8/8/8/8/8/8/Q3K3 w - - 0 1"), "Qd1 +"), mv("a1", "d1"));
}

TEST(San, ParsesPromotionSpellings) {
    Position pos = parse(Promotion);
    for (std::string_view t : { "e8=Q", "e8Q", "e8(Q)", "e8=q", "e8/Q", "e8=Q+" })
        EXPECT_EQ(san(pos, t), promo("e7", "e8", Queen)) << t;
    EXPECT_EQ(san(pos, "e8=N"), promo("e7", "e8", Knight));
    EXPECT_EQ(san(pos, "e8R"), promo("e7", "e8", Rook));
}

TEST(San, ParsesCastlingWithLetterOOrDigitZero) {
    Position pos = parse(Castling);
    EXPECT_EQ(san(pos, "O-O"), castle("e1", "h1"));
    EXPECT_EQ(san(pos, "0-0"), castle("e1", "h1"));
    EXPECT_EQ(san(pos, "O-O-O"), castle("e1", "a1"));
    EXPECT_EQ(san(pos, "0-0-0"), castle("e1", "a1"));
    EXPECT_EQ(san(pos, "O-O+"), castle("e1", "h1"));
}

TEST(San, ParsesDisambiguatedMoves) {
    Position knights = parse(TwoKnights);
    EXPECT_EQ(san(knights, "Nbd2"), mv("b1", "d2"));
    EXPECT_EQ(san(knights, "Nfd2"), mv("f1", "d2"));
    Position file = parse("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1"); // knights g1 and g5 reach f3
    EXPECT_EQ(san(file, "N1f3"), mv("g1", "f3"));
    EXPECT_EQ(san(file, "N5f3"), mv("g5", "f3"));
}

TEST(San, ParsesEnPassantSuffix) {
    Position pos = parse(EnPassant);
    Move     ep(sq("e5"), sq("d6"), MoveKind::EnPassant);
    EXPECT_EQ(san(pos, "exd6 e.p."), ep);
    EXPECT_EQ(san(pos, "exd6e.p."), ep);
    EXPECT_EQ(san(pos, "exd6"), ep);
}

TEST(San, ParsesAnnotationsAndOptionalCaptureMark) {
    Position pos = parse("4k3/8/8/8/8/2n5/8/B3K3 w - - 0 1");
    EXPECT_EQ(san(pos, "Bxc3!?"), mv("a1", "c3"));
    EXPECT_EQ(san(pos, "Bxc3??"), mv("a1", "c3"));
    EXPECT_EQ(san(pos, "Bc3"), mv("a1", "c3"));
}

TEST(San, ParsesLongAlgebraic) {
    Position pos = parse(ThreeQueens);
    EXPECT_EQ(san(pos, "Qh4xe1"), mv("h4", "e1"));
    EXPECT_EQ(san(pos, "Qh4e1"), mv("h4", "e1"));
    EXPECT_EQ(san(pos, "Qexe1"), mv("e4", "e1"));
    EXPECT_EQ(san(pos, "Q1xe1"), mv("h1", "e1"));
    EXPECT_EQ(san(parse(StartFen), "e2-e4"), mv("e2", "e4"));
}

TEST(San, FallsBackToUci) {
    Position start = parse(StartFen);
    EXPECT_EQ(san(start, "e2e4"), mv("e2", "e4"));
    EXPECT_EQ(san(parse(Promotion), "e7e8q"), promo("e7", "e8", Queen));
}

TEST(San, RejectsAmbiguousMoveListingCandidates) {
    auto e = san_error(parse(TwoKnights), "Nd2");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("ambiguous move 'Nd2': could be Nbd2, Nfd2"));
    // the file does not separate knights on g1 and g5
    EXPECT_THAT(san_error(parse("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1"), "Ngf3").message,
        HasSubstr("ambiguous move 'Ngf3': could be N1f3, N5f3"));
}

TEST(San, RejectsIllegalMove) {
    Position start = parse(StartFen);
    auto     e     = san_error(start, "Ke2");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("illegal move 'Ke2' in position " + std::string(StartFen)));
    EXPECT_THAT(san_error(start, "e5").message, HasSubstr("illegal move 'e5'"));
    EXPECT_THAT(san_error(start, "Nf6").message, HasSubstr("illegal move 'Nf6'"));
}

TEST(San, RejectsCastlingThatIsNotPossible) {
    Position start = parse(StartFen);
    auto     e     = san_error(start, "O-O");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("illegal move 'O-O': white cannot castle kingside here"));
    auto black
        = san_error(parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), " 0-0-0");
    EXPECT_EQ(black.column, 2);
    EXPECT_THAT(black.message, HasSubstr("black cannot castle queenside here"));
}

TEST(San, RejectsGarbage) {
    Position start = parse(StartFen);
    auto     e     = san_error(start, "Zz9");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(
        e.message, HasSubstr("expected a SAN move like 'Nf3', 'exd5' or 'e8=Q', got 'Zz9'"));
    EXPECT_EQ(san_error(start, "   Zz9").column, 4);
    EXPECT_THAT(san_error(start, "+!").message, HasSubstr("expected a move, got '+!'"));
}

TEST(San, RejectsUnexpectedCharacterAtItsColumn) {
    auto e = san_error(parse(StartFen), "N@f3");
    EXPECT_EQ(e.column, 2);
    EXPECT_THAT(e.message, HasSubstr("unexpected '@' in move 'N@f3'"));
}

// BUG (engine/chess/notation.cpp parse_san): the position of the character is looked up with
// t.find(c), i.e. its first occurrence. Start position, text "Nb1bd2": the unexpected second 'b'
// is column 4, got column 2 (the first 'b'). Re-enable once fixed.
TEST(San, UnexpectedCharacterColumnIsThatOccurrence) {
    auto e = san_error(parse(StartFen), "Nb1bd2");
    EXPECT_EQ(e.column, 4);
    EXPECT_THAT(e.message, HasSubstr("unexpected 'b' in move 'Nb1bd2'"));
}

// BUG (engine/chess/notation.cpp parse_san): the UCI fallback calls parse_uci on the
// blank-stripped text, so its error columns ignore leading blanks. Start position, text
// "  e2e5": expected column 3, got column 1. Re-enable once fixed.
TEST(San, UciFallbackErrorColumnCountsLeadingBlanks) {
    auto e = san_error(parse(StartFen), "  e2e5");
    EXPECT_EQ(e.column, 3);
    EXPECT_THAT(e.message, HasSubstr("illegal move 'e2e5'"));
}

TEST(San, RejectsEmptyText) {
    Position start = parse(StartFen);
    for (std::string_view t : { "", "   ", "\t" }) {
        auto e = san_error(start, t);
        EXPECT_EQ(e.column, 1);
        EXPECT_THAT(e.message, HasSubstr("empty move"));
    }
}

TEST(San, RejectsPromotionWithoutPiece) {
    auto e = san_error(parse(Promotion), "e8");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("move 'e8' is a promotion and needs a piece (e.g. e8=Q)"));
}

// ---------------------------------------------------------------------------------------------
// round trips over every legal move of a few positions

TEST(NotationRoundTrip, EveryLegalMoveSurvivesSanAndUci) {
    for (std::string_view fen : {
             StartFen,
             std::string_view(
                 "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
             std::string_view("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
             std::string_view("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"),
             std::string_view("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
             Castling,
             Castling960,
             EnPassant,
             ThreeQueens,
             TwoKnights,
         }) {
        Position pos = parse(fen);
        MoveList list;
        generate_legal(pos, list);
        for (Move m : list) {
            EXPECT_EQ(san(pos, to_san(pos, m)), m) << fen << " " << to_san(pos, m);
            EXPECT_EQ(uci(pos, to_uci(pos, m)), m) << fen << " " << to_uci(pos, m);
        }
    }
}

} // namespace
} // namespace engine::chess
