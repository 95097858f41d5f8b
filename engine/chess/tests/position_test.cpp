// Position: FEN in/out (every error path with its column), castling-field dialects, en passant
// normalisation, Zobrist keys, make/unmake, attacks and gives_check, on hand-made positions.

#include "engine/chess/movegen.h"
#include "engine/chess/position.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace engine::chess {
namespace {

using ::testing::HasSubstr;

constexpr Square sq(const char* name) { return make_square(name[0] - 'a', name[1] - '1'); }

constexpr std::string_view Kiwipete
    = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

// Parse a FEN the test expects to be valid; a rejection is reported as a test failure.
Position parse(std::string_view fen, bool chess960 = false) {
    auto r = Position::from_fen(fen, chess960);
    if (!r) {
        ADD_FAILURE() << "rejected: " << fen << "\n  " << r.error().to_string();
        return Position::from_fen(StartFen).value();
    }
    return std::move(r).value();
}

// The error for a FEN the test expects to be rejected.
core::ParseError fen_error(std::string_view fen) {
    auto r = Position::from_fen(fen);
    if (r) {
        ADD_FAILURE() << "accepted: " << fen << " as " << r->fen();
        return {};
    }
    return r.error();
}

core::ParseError strict_fen_error(std::string_view fen) {
    auto r = Position::parse_fen(fen, FenOptions { .mode = core::FenMode::Strict });
    if (r) {
        ADD_FAILURE() << "accepted: " << fen << " as " << r->position.fen();
        return {};
    }
    return r.error();
}

// Play UCI-like "e2e4" moves (castling as king-takes-rook, promotions with a 5th letter) by
// finding them in the legal move list, so this file does not depend on notation.cpp.
Move find_move(const Position& pos, std::string_view text) {
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
        std::string t = std::string { char('a' + file_of(m.from())), char('1' + rank_of(m.from())),
            char('a' + file_of(m.to())), char('1' + rank_of(m.to())) };
        if (m.kind() == MoveKind::Promotion) t += "  nbrq"[m.promotion()];
        if (t == text) return m;
    }
    ADD_FAILURE() << "no legal move " << text << " in " << pos.fen();
    return Move::none();
}

void play(Position& pos, std::initializer_list<std::string_view> moves) {
    for (auto t : moves) {
        Move m = find_move(pos, t);
        if (m == Move::none()) return;
        pos.do_move(m);
    }
}

Bitboard squares(std::initializer_list<const char*> names) {
    Bitboard b = 0;
    for (const char* n : names) b |= square_bb(sq(n));
    return b;
}

// ---------------------------------------------------------------------------------------------
// FEN round trips

TEST(Fen, StartPositionRoundTrips) {
    Position pos = parse(StartFen);
    EXPECT_EQ(pos.fen(), StartFen);
    EXPECT_EQ(pos.side_to_move(), White);
    EXPECT_EQ(pos.castling_rights(), AllCastling);
    EXPECT_EQ(pos.ep_square(), NoSquare);
    EXPECT_EQ(pos.rule50(), 0);
    EXPECT_EQ(pos.fullmove_number(), 1);
    EXPECT_FALSE(pos.is_chess960());
    EXPECT_EQ(pos.piece_on(sq("e1")), make_piece(White, King));
    EXPECT_EQ(pos.piece_on(sq("d8")), make_piece(Black, Queen));
    EXPECT_EQ(popcount(pos.pieces()), 32);
}

TEST(Fen, PositionsRoundTripUnchanged) {
    for (std::string_view fen : {
             Kiwipete,
             // black to move, counters not at their defaults
             std::string_view("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"),
             std::string_view("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
             std::string_view("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
             std::string_view("4k3/8/8/8/8/8/8/4K3 b - - 99 150"),
         })
        EXPECT_EQ(parse(fen).fen(), fen);
}

TEST(Fen, FourFieldEpdFormGetsDefaultCounters) {
    Position pos = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    EXPECT_EQ(pos.fen(), StartFen);
    EXPECT_EQ(pos.rule50(), 0);
    EXPECT_EQ(pos.fullmove_number(), 1);
}

TEST(Fen, FiveFieldsTakeTheHalfmoveClock) {
    Position pos = parse("4k3/8/8/8/8/8/8/4K3 b - - 7");
    EXPECT_EQ(pos.rule50(), 7);
    EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 7 1");
}

TEST(Fen, FullmoveZeroIsReadAsOne) {
    EXPECT_EQ(parse("4k3/8/8/8/8/8/8/4K3 w - - 0 0").fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST(Fen, ExtraBlanksAndTabsAreIgnored) {
    EXPECT_EQ(parse("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w\tKQkq  -  0    1   ").fen(),
        StartFen);
}

TEST(Fen, TrailingCarriageReturnNewlineAndNulAreIgnored) {
    std::string crlf = std::string(StartFen) + "\r\n";
    std::string nul  = std::string(StartFen) + '\0';
    EXPECT_EQ(parse(crlf).fen(), StartFen);
    EXPECT_EQ(parse(nul).fen(), StartFen);
}

// ---------------------------------------------------------------------------------------------
// FEN errors: message and 1-based column of the offending text

TEST(Fen, RejectsEmptyText) {
    for (std::string_view fen : { "", "   ", "\t \r\n" }) {
        auto e = fen_error(fen);
        EXPECT_EQ(e.column, 1) << '"' << fen << '"';
        EXPECT_THAT(e.message, HasSubstr("empty FEN"));
    }
}

TEST(Fen, StrictRejectsTooFewFieldsAtTheEndOfTheText) {
    auto e = strict_fen_error("4k3/8/8/8/8/8/8/4K3 w -"); // 23 characters
    EXPECT_EQ(e.column, 24);
    EXPECT_THAT(e.message, HasSubstr("expected at least 4 FEN fields"));
    EXPECT_THAT(e.message, HasSubstr("got 3"));
}

TEST(Fen, RejectsTooManyFieldsAtTheSeventh) {
    auto e = fen_error("4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra");
    EXPECT_EQ(e.column, 31);
    EXPECT_THAT(e.message, HasSubstr("unexpected text after FEN: 'extra'"));
}

TEST(Fen, RejectsBadPieceLetterAtItsColumn) {
    auto e = fen_error("4k3/8/8/8/8/8/8/4X3 w - - 0 1");
    EXPECT_EQ(e.column, 18);
    EXPECT_THAT(e.message, HasSubstr("invalid piece 'X' in piece placement"));
    // '9' is not a run length (1-8)
    auto nine = fen_error("4k3/9/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(nine.column, 5);
    EXPECT_THAT(nine.message, HasSubstr("invalid piece '9'"));
}

TEST(Fen, RejectsRankWithNineSquares) {
    // the run length that overflows the rank
    auto run = fen_error("4k4/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(run.column, 3);
    EXPECT_THAT(run.message, HasSubstr("rank 8 has more than 8 squares"));
    // a piece after the rank is already full
    auto piece = fen_error("4k3p/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(piece.column, 4);
    EXPECT_THAT(piece.message, HasSubstr("rank 8 has more than 8 squares"));
}

TEST(Fen, RejectsRankWithSevenSquares) {
    auto e = fen_error("4k2/8/8/8/8/8/8/4K3 w - - 0 1"); // at the '/' closing rank 8
    EXPECT_EQ(e.column, 4);
    EXPECT_THAT(e.message, HasSubstr("rank 8 has 7 squares, expected 8"));
    auto last = fen_error("4k3/8/8/8/8/8/8/4K2 w - - 0 1"); // just after the placement
    EXPECT_EQ(last.column, 20);
    EXPECT_THAT(last.message, HasSubstr("rank 1 has 7 squares, expected 8"));
}

TEST(Fen, RejectsSevenRanks) {
    auto e = fen_error("4k3/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(e.column, 18);
    EXPECT_THAT(e.message, HasSubstr("expected 8 ranks in piece placement, got 7"));
}

TEST(Fen, RejectsNineRanksAtTheEighthSlash) {
    auto e = fen_error("4k3/8/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(e.column, 18);
    EXPECT_THAT(e.message, HasSubstr("too many ranks in piece placement"));
}

TEST(Fen, RejectsBadSideToMove) {
    auto e = fen_error("4k3/8/8/8/8/8/8/4K3 x - - 0 1");
    EXPECT_EQ(e.column, 21);
    EXPECT_THAT(e.message, HasSubstr("expected side to move 'w' or 'b', got 'x'"));
    EXPECT_THAT(fen_error("4k3/8/8/8/8/8/8/4K3 W - - 0 1").message, HasSubstr("got 'W'"));
}

TEST(Fen, RejectsBadCastlingCharacter) {
    auto e = fen_error("r3k2r/8/8/8/8/8/8/R3K2R w KQz - 0 1");
    EXPECT_EQ(e.column, 29);
    EXPECT_THAT(e.message, HasSubstr("invalid castling character 'z'"));
    auto dash = fen_error("r3k2r/8/8/8/8/8/8/R3K2R w K- - 0 1");
    EXPECT_EQ(dash.column, 28);
    EXPECT_THAT(dash.message, HasSubstr("invalid castling character '-'"));
}

TEST(Fen, RejectsMalformedEnPassantSquare) {
    for (std::string_view bad : { "e9", "i6", "e66", "6e" }) {
        auto e = fen_error("4k3/8/8/8/8/8/8/4K3 w - " + std::string(bad) + " 0 1");
        EXPECT_EQ(e.column, 25) << bad;
        EXPECT_THAT(e.message,
            HasSubstr("expected en passant square or '-', got '" + std::string(bad) + "'"));
    }
}

TEST(Fen, RejectsEnPassantSquareOnWrongRank) {
    auto w = fen_error("4k3/8/8/8/8/8/8/4K3 w - e3 0 1");
    EXPECT_EQ(w.column, 25);
    EXPECT_THAT(w.message, HasSubstr("bad en passant square 'e3': must be on rank 6 when white"));
    auto b = fen_error("4k3/8/8/8/8/8/8/4K3 b - e6 0 1");
    EXPECT_EQ(b.column, 25);
    EXPECT_THAT(b.message, HasSubstr("must be on rank 3 when black is to move"));
}

TEST(Fen, RejectsEnPassantSquareWithoutThePawn) {
    auto e = fen_error("4k3/8/8/8/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(e.column, 25);
    EXPECT_THAT(e.message, HasSubstr("no pawn on d5 that could have just moved two squares"));
}

TEST(Fen, RejectsEnPassantSquareWhenThePassedSquaresAreOccupied) {
    // black "just played" d7-d5 but a knight stands on d7 ...
    auto from = fen_error("4k3/3n4/8/3p4/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(from.column, 29);
    EXPECT_THAT(from.message, HasSubstr("the squares the pawn passed are not empty"));
    // ... or on d6, the square it passed
    auto over = fen_error("4k3/8/3n4/3p4/8/8/8/4K3 w - d6 0 1");
    EXPECT_EQ(over.column, 29);
    EXPECT_THAT(over.message, HasSubstr("the squares the pawn passed are not empty"));
}

TEST(Fen, RejectsBadMoveCounters) {
    auto half = fen_error("4k3/8/8/8/8/8/8/4K3 w - - x 1");
    EXPECT_EQ(half.column, 27);
    EXPECT_THAT(half.message, HasSubstr("expected halfmove clock (a number), got 'x'"));
    auto full = fen_error("4k3/8/8/8/8/8/8/4K3 w - - 0 -1");
    EXPECT_EQ(full.column, 29);
    EXPECT_THAT(full.message, HasSubstr("expected fullmove number (a number), got '-1'"));
    // ten digits would overflow an int: rejected rather than wrapped
    auto big = fen_error("4k3/8/8/8/8/8/8/4K3 w - - 1234567890 1");
    EXPECT_EQ(big.column, 27);
    EXPECT_THAT(big.message, HasSubstr("expected halfmove clock"));
}

TEST(Fen, RejectsMissingKing) {
    auto black = fen_error("8/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(black.column, 1);
    EXPECT_THAT(black.message, HasSubstr("no black king"));
    EXPECT_THAT(fen_error("4k3/8/8/8/8/8/8/8 w - - 0 1").message, HasSubstr("no white king"));
}

TEST(Fen, RejectsTwoKingsOfOneColour) {
    auto e = fen_error("4k3/8/8/8/8/8/8/3KK3 w - - 0 1");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("more than one white king"));
}

TEST(Fen, StrictRejectsMoreThanEightPawns) {
    auto e = strict_fen_error("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("more than 8 white pawns"));
}

TEST(Fen, StrictRejectsMoreThanSixteenPieces) {
    // 8 pawns + 8 knights + king: no rule for pawn count is broken, but 17 pieces is too many
    auto e = strict_fen_error("4k3/8/8/8/NNNNNNNN/8/PPPPPPPP/4K3 w - - 0 1");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("more than 16 white pieces"));
}

TEST(Fen, RejectsPawnOnBackRank) {
    auto e = fen_error("4k2P/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("pawn on back rank h8"));
    EXPECT_THAT(
        fen_error("4k3/8/8/8/8/8/8/p3K3 w - - 0 1").message, HasSubstr("pawn on back rank a1"));
}

TEST(Fen, RejectsSideNotToMoveInCheck) {
    // white to move while the rook on e1 already attacks the black king: error at the side field
    auto e = fen_error("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
    EXPECT_EQ(e.column, 23);
    EXPECT_THAT(e.message, HasSubstr("side not to move (black) is in check"));
}

TEST(Fen, RejectsTripleCheck) {
    // rook e5, bishop b4 and knight d3 all attack e1
    auto e = fen_error("k7/8/8/4r3/1b6/3n4/8/4K3 w - - 0 1");
    EXPECT_EQ(e.column, 1);
    EXPECT_THAT(e.message, HasSubstr("in check by more than two pieces"));
}

// ---------------------------------------------------------------------------------------------
// castling field: KQkq, Shredder-FEN, X-FEN, Chess960

TEST(Castling, StandardRightsMapToCornerRooks) {
    Position pos = parse(StartFen);
    EXPECT_EQ(pos.castling_rook_square(WhiteKingSide), sq("h1"));
    EXPECT_EQ(pos.castling_rook_square(WhiteQueenSide), sq("a1"));
    EXPECT_EQ(pos.castling_rook_square(BlackKingSide), sq("h8"));
    EXPECT_EQ(pos.castling_rook_square(BlackQueenSide), sq("a8"));
    EXPECT_EQ(pos.castling_path(WhiteKingSide), squares({ "f1", "g1" }));
    EXPECT_EQ(pos.castling_path(WhiteQueenSide), squares({ "b1", "c1", "d1" }));
}

TEST(Castling, PartialRightsRoundTrip) {
    for (std::string_view fen :
        { "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R b Qk - 0 1" })
        EXPECT_EQ(parse(fen).fen(), fen);
    EXPECT_EQ(parse("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1").castling_rights(),
        WhiteKingSide | BlackQueenSide);
}

TEST(Castling, ShredderFenSwitchesToChess960AndIsWrittenBack) {
    // Chess960 start: king g1, rooks f1 and h1
    constexpr std::string_view Fen
        = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    Position pos = parse(Fen);
    EXPECT_TRUE(pos.is_chess960());
    EXPECT_EQ(pos.castling_rights(), AllCastling);
    EXPECT_EQ(pos.castling_rook_square(WhiteKingSide), sq("h1"));
    EXPECT_EQ(pos.castling_rook_square(WhiteQueenSide), sq("f1"));
    EXPECT_EQ(pos.castling_rook_square(BlackKingSide), sq("h8"));
    EXPECT_EQ(pos.castling_rook_square(BlackQueenSide), sq("f8"));
    EXPECT_EQ(pos.fen(), Fen);
}

TEST(Castling, ShredderLettersOnTheStandardStartAreChess960) {
    Position pos = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    EXPECT_TRUE(pos.is_chess960());
    EXPECT_EQ(pos.castling_rights(), AllCastling);
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
}

TEST(Castling, XFenWithKingOffTheEFileIsChess960) {
    // same Chess960 position written with KQkq: K and Q name the outermost rooks
    Position pos = parse("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    EXPECT_TRUE(pos.is_chess960());
    EXPECT_EQ(pos.castling_rook_square(WhiteKingSide), sq("h1"));
    EXPECT_EQ(pos.castling_rook_square(WhiteQueenSide), sq("f1"));
    EXPECT_EQ(pos.fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
}

TEST(Castling, XFenKingSideLetterMeansTheOutermostRook) {
    // rooks b1, g1 and h1 around the king on e1: K is h1, Q is b1 (so Chess960)
    Position pos = parse("1r2k1rr/8/8/8/8/8/8/1R2K1RR w KQkq - 0 1");
    EXPECT_TRUE(pos.is_chess960());
    EXPECT_EQ(pos.castling_rook_square(WhiteKingSide), sq("h1"));
    EXPECT_EQ(pos.castling_rook_square(WhiteQueenSide), sq("b1"));
    EXPECT_EQ(pos.fen(), "1r2k1rr/8/8/8/8/8/8/1R2K1RR w HBhb - 0 1");
}

TEST(Castling, Chess960FlagWritesFileLettersForTheStandardStart) {
    Position pos = parse(StartFen, /*chess960=*/true);
    EXPECT_TRUE(pos.is_chess960());
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
}

TEST(Castling, RightsWithoutTheirRookAreDropped) {
    // no rook on a1, a8 or h8: only K survives
    Position pos = parse("4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1");
    EXPECT_EQ(pos.castling_rights(), WhiteKingSide);
    EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    // a Shredder letter naming an empty file is dropped too
    EXPECT_EQ(parse("4k3/8/8/8/8/8/8/4K2R w A - 0 1").castling_rights(), NoCastling);
}

TEST(Castling, RightsWithTheKingOffItsBackRankAreDropped) {
    Position pos = parse("r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1");
    EXPECT_EQ(pos.castling_rights(), BlackKingSide | BlackQueenSide);
    EXPECT_EQ(pos.fen(), "r3k2r/8/8/8/8/8/4K3/R6R w kq - 0 1");
}

// ---------------------------------------------------------------------------------------------
// en passant square: kept only when a legal en passant capture exists

TEST(EnPassant, DoublePushWithoutEnemyPawnLeavesNoSquare) {
    Position pos = parse(StartFen);
    play(pos, { "e2e4" });
    EXPECT_EQ(pos.ep_square(), NoSquare);
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

TEST(EnPassant, UselessSquareInFenIsNormalisedAway) {
    Position with    = parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    Position without = parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(with.ep_square(), NoSquare);
    EXPECT_EQ(with.fen(), without.fen());
    EXPECT_EQ(with.key(), without.key());
}

TEST(EnPassant, DoublePushNextToEnemyPawnKeepsTheSquare) {
    // 1.e4 Nf6 2.e5 d5: exd6 is possible
    Position pos = parse("rnbqkb1r/pppppppp/5n2/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    play(pos, { "d7d5" });
    EXPECT_EQ(pos.ep_square(), sq("d6"));
    EXPECT_EQ(pos.fen(), "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    EXPECT_EQ(parse(pos.fen()).fen(), pos.fen());
    EXPECT_EQ(parse(pos.fen()).key(), pos.key());
}

TEST(EnPassant, SquareIsDroppedWhenTheCaptureWouldExposeTheKing) {
    // exd6 would take both pawns off rank 5 and let the rook on h5 reach the king on a5
    Position pos = parse("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1");
    EXPECT_EQ(pos.ep_square(), NoSquare);
    EXPECT_EQ(pos.fen(), "8/8/8/K2pP2r/8/8/8/4k3 w - - 0 1");
    // the same after playing the double push
    Position before = parse("8/3p4/8/K3P2r/8/8/8/4k3 b - - 0 1");
    play(before, { "d7d5" });
    EXPECT_EQ(before.ep_square(), NoSquare);
}

TEST(EnPassant, KeyDependsOnAUsableSquare) {
    Position with    = parse("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    Position without = parse("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    EXPECT_NE(with.key(), without.key());
}

// ---------------------------------------------------------------------------------------------
// Zobrist keys, make/unmake, invariants

const std::vector<std::string_view> Sample = {
    StartFen,
    Kiwipete,
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
};

TEST(Zobrist, KeyEqualsFromScratchComputation) {
    for (auto fen : Sample) {
        Position pos = parse(fen);
        EXPECT_EQ(pos.key(), pos.compute_key()) << fen;
    }
}

TEST(Zobrist, KeyDependsOnSideToMoveAndCastlingRights) {
    Position w  = parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    Position b  = parse("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    Position nk = parse("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    EXPECT_NE(w.key(), b.key());
    EXPECT_NE(w.key(), nk.key());
    // counters do not enter the key
    EXPECT_EQ(w.key(), parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 42 70").key());
}

TEST(Zobrist, KnightsOutAndBackTransposeToTheStart) {
    Position  pos   = parse(StartFen);
    core::Key start = pos.key();
    play(pos, { "g1f3", "g8f6", "f3g1", "f6g8" });
    EXPECT_EQ(pos.key(), start);
    EXPECT_EQ(pos.key(), pos.compute_key());
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3");
}

TEST(Zobrist, MoveOrderDoesNotMatter) {
    Position a = parse(StartFen), b = parse(StartFen);
    play(a, { "e2e4", "e7e5", "g1f3", "b8c6" });
    play(b, { "g1f3", "b8c6", "e2e4", "e7e5" });
    EXPECT_EQ(a.key(), b.key());
}

TEST(MakeUnmake, EveryLegalMoveIsUndoneExactly) {
    for (auto fen : Sample) {
        Position pos = parse(fen);
        MoveList list;
        generate_legal(pos, list);
        for (Move m : list) {
            Position before = pos;
            pos.do_move(m);
            std::string why;
            EXPECT_TRUE(pos.is_ok(&why)) << fen << " after move " << m.raw() << ": " << why;
            EXPECT_EQ(pos.key(), pos.compute_key()) << fen;
            EXPECT_EQ(pos.history_length(), 1);
            pos.undo_move(m);
            EXPECT_EQ(pos.fen(), fen) << "move " << m.raw();
            EXPECT_EQ(pos.key(), before.key());
            EXPECT_TRUE(pos == before);
        }
    }
}

TEST(MakeUnmake, CastlingMovesKingAndRook) {
    Position pos = parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 10");
    Move     oo(sq("e1"), sq("h1"), MoveKind::Castling);
    pos.do_move(oo);
    EXPECT_EQ(pos.fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 4 10");
    Move ooo(sq("e8"), sq("a8"), MoveKind::Castling);
    pos.do_move(ooo);
    EXPECT_EQ(pos.fen(), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 5 11");
    pos.undo_move(ooo);
    pos.undo_move(oo);
    EXPECT_EQ(pos.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 10");
}

TEST(MakeUnmake, CapturingARookRemovesItsCastlingRight) {
    Position pos = parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    pos.do_move(Move(sq("a1"), sq("a8")));
    EXPECT_EQ(pos.fen(), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    EXPECT_EQ(pos.key(), pos.compute_key());
}

TEST(MakeUnmake, EnPassantAndPromotion) {
    Position pos = parse("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    Move     ep(sq("e5"), sq("d6"), MoveKind::EnPassant);
    EXPECT_EQ(pos.captured_piece(ep), make_piece(Black, Pawn));
    pos.do_move(ep);
    EXPECT_EQ(pos.fen(), "rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
    pos.undo_move(ep);
    EXPECT_EQ(pos.fen(), "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");

    Position promo = parse("3r3k/4P3/8/8/8/8/8/4K3 w - - 5 40");
    Move     exd8n(sq("e7"), sq("d8"), MoveKind::Promotion, Knight);
    promo.do_move(exd8n);
    EXPECT_EQ(promo.fen(), "3N3k/8/8/8/8/8/8/4K3 b - - 0 40");
    promo.undo_move(exd8n);
    EXPECT_EQ(promo.fen(), "3r3k/4P3/8/8/8/8/8/4K3 w - - 5 40");
}

TEST(Invariants, ParsedPositionsAreOk) {
    for (auto fen : Sample) {
        std::string why;
        EXPECT_TRUE(parse(fen).is_ok(&why)) << fen << ": " << why;
    }
}

// ---------------------------------------------------------------------------------------------
// attacks and checks

TEST(Attacks, AttackersToFindEveryPieceKindAndStopAtBlockers) {
    // d4 is attacked by Nf3, pawn c3, rook d8 (down the open file), queen g4 (along rank 4),
    // knight b5 and pawn e5; the bishop on a1 is blocked by the pawn on c3.
    Position pos = parse("3rk3/8/8/1n2p3/6q1/2P2N2/8/B3K3 w - - 0 1");
    EXPECT_EQ(pos.attackers_to(sq("d4")), squares({ "f3", "c3", "d8", "g4", "b5", "e5" }));
    // with c3 lifted out of the occupancy the bishop sees through
    EXPECT_EQ(pos.attackers_to(sq("d4"), pos.pieces() ^ square_bb(sq("c3"))) & pos.pieces(Bishop),
        square_bb(sq("a1")));
    EXPECT_TRUE(pos.is_attacked_by(White, sq("d4")));
    EXPECT_TRUE(pos.is_attacked_by(Black, sq("d4")));
    EXPECT_TRUE(pos.is_attacked_by(Black, sq("g1"))); // queen down the g-file
    EXPECT_FALSE(pos.is_attacked_by(Black, sq("h1")));
    EXPECT_FALSE(pos.is_attacked_by(White, sq("h8")));
}

TEST(Attacks, PawnsAttackDiagonallyForwardOnly) {
    Position pos = parse("4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1");
    EXPECT_EQ(pos.attackers_to(sq("c5")), square_bb(sq("d4")));
    EXPECT_EQ(pos.attackers_to(sq("e4")), square_bb(sq("d5")));
    EXPECT_FALSE(pos.is_attacked_by(White, sq("d5"))); // straight ahead is not attacked
    EXPECT_FALSE(pos.is_attacked_by(White, sq("c3"))); // nor backwards
}

TEST(Attacks, CheckersAreTheAttackersOfTheKing) {
    Position pos = parse("4k3/8/8/8/8/5n2/8/4K2r w - - 0 1"); // knight f3 and rook h1 check
    EXPECT_TRUE(pos.in_check());
    EXPECT_EQ(pos.checkers(), squares({ "f3", "h1" }));
}

TEST(GivesCheck, DirectCheck) {
    Position pos = parse("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    EXPECT_TRUE(pos.gives_check(Move(sq("a1"), sq("a8"))));
    EXPECT_FALSE(pos.gives_check(Move(sq("a1"), sq("a7"))));
}

TEST(GivesCheck, DiscoveredCheck) {
    Position pos = parse("4k3/8/8/8/8/8/4N3/4RK2 w - - 0 1"); // Ne2 moves off the e-file
    EXPECT_TRUE(pos.gives_check(Move(sq("e2"), sq("c3"))));
    EXPECT_TRUE(pos.gives_check(Move(sq("e2"), sq("g3"))));
}

TEST(GivesCheck, CastlingRookChecks) {
    Position pos = parse("5k2/8/8/8/8/8/8/4K2R w K - 0 1"); // after O-O the rook on f1 checks
    EXPECT_TRUE(pos.gives_check(Move(sq("e1"), sq("h1"), MoveKind::Castling)));
    EXPECT_FALSE(pos.gives_check(Move(sq("e1"), sq("d1"))));
}

TEST(GivesCheck, EnPassantDiscoversRookCheckAlongTheRank) {
    Position pos = parse("8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1");
    ASSERT_EQ(pos.ep_square(), sq("d6"));
    EXPECT_TRUE(pos.gives_check(Move(sq("e5"), sq("d6"), MoveKind::EnPassant)));
    EXPECT_FALSE(pos.gives_check(Move(sq("e5"), sq("e6"))));
}

TEST(GivesCheck, PromotionPieceDecides) {
    Position pos = parse("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_TRUE(pos.gives_check(Move(sq("e7"), sq("e8"), MoveKind::Promotion, Queen)));
    EXPECT_TRUE(pos.gives_check(Move(sq("e7"), sq("e8"), MoveKind::Promotion, Rook)));
    EXPECT_FALSE(pos.gives_check(Move(sq("e7"), sq("e8"), MoveKind::Promotion, Bishop)));
    EXPECT_FALSE(pos.gives_check(Move(sq("e7"), sq("e8"), MoveKind::Promotion, Knight)));
}

} // namespace
} // namespace engine::chess
