// Game status: checkmate, stalemate, fifty-move rule, threefold repetition over the move history,
// insufficient material, and the order in which they are decided.

#include "engine/chess/movegen.h"
#include "engine/chess/status.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>

namespace engine::chess {
namespace {

using core::Outcome;

Position parse(std::string_view fen) {
    auto r = Position::from_fen(fen);
    if (!r) {
        ADD_FAILURE() << "rejected: " << fen << "\n  " << r.error().to_string();
        return Position::from_fen(StartFen).value();
    }
    return std::move(r).value();
}

// Play "e2e4"-style moves (promotions with a 5th letter), found in the legal move list.
void play(Position& pos, std::initializer_list<std::string_view> moves) {
    for (auto t : moves) {
        MoveList list;
        generate_legal(pos, list);
        Move found = Move::none();
        for (Move m : list) {
            std::string s { char('a' + file_of(m.from())), char('1' + rank_of(m.from())),
                char('a' + file_of(m.to())), char('1' + rank_of(m.to())) };
            if (m.kind() == MoveKind::Promotion) s += "  nbrq"[m.promotion()];
            if (s == t) found = m;
        }
        ASSERT_NE(found, Move::none()) << "no legal move " << t << " in " << pos.fen();
        pos.do_move(found);
    }
}

const std::initializer_list<std::string_view> KnightDance = { "g1f3", "g8f6", "f3g1", "f6g8" };

TEST(Status, StartPositionIsOngoing) {
    auto s = status(parse(StartFen));
    EXPECT_EQ(s.kind, Outcome::Ongoing);
    EXPECT_FALSE(s.is_over());
}

TEST(Status, FoolsMateIsCheckmateWonByBlack) {
    Position pos = parse(StartFen);
    play(pos, { "f2f3", "e7e5", "g2g4", "d8h4" });
    auto s = status(pos);
    EXPECT_EQ(s.kind, Outcome::Checkmate);
    EXPECT_EQ(s.winner(), Black);
    EXPECT_TRUE(s.is_over());
}

TEST(Status, BackRankMateIsWonByWhite) {
    auto s = status(parse("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"));
    EXPECT_EQ(s.kind, Outcome::Checkmate);
    EXPECT_EQ(s.winner(), White);
}

TEST(Status, CheckWithAnEscapeIsOngoing) {
    // same back-rank check, but h7 is free
    EXPECT_EQ(status(parse("R5k1/5pp1/8/8/8/8/8/6K1 b - - 0 1")).kind, Outcome::Ongoing);
}

TEST(Status, StalemateWhenNoMoveAndNotInCheck) {
    // black king a8 boxed in by the queen on b6
    auto s = status(parse("k7/8/1Q6/8/8/8/8/7K b - - 0 1"));
    EXPECT_EQ(s.kind, Outcome::Stalemate);
    EXPECT_TRUE(s.is_over());
    EXPECT_TRUE(s.is_draw());
    EXPECT_FALSE(s.winner());
}

TEST(Status, FiftyMoveRuleAtHundredPlies) {
    EXPECT_EQ(status(parse("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")).kind, Outcome::Ongoing);
    EXPECT_EQ(status(parse("4k3/8/8/8/8/8/8/R3K3 w - - 100 80")).kind, Outcome::FiftyMoves);
    // reached by a quiet move
    Position pos = parse("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    play(pos, { "a1a2" });
    EXPECT_EQ(pos.rule50(), 100);
    EXPECT_EQ(status(pos).kind, Outcome::FiftyMoves);
}

TEST(Status, CaptureOrPawnMoveResetsTheFiftyMoveCounter) {
    Position pos = parse("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
    play(pos, { "e2e3" });
    EXPECT_EQ(pos.rule50(), 0);
    EXPECT_EQ(status(pos).kind, Outcome::Ongoing);
}

TEST(Status, MateOnTheHundredthPlyIsStillCheckmate) {
    Position pos = parse("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80");
    play(pos, { "a1a8" });
    ASSERT_EQ(pos.rule50(), 100);
    auto s = status(pos);
    EXPECT_EQ(s.kind, Outcome::Checkmate);
    EXPECT_EQ(s.winner(), White);
}

TEST(Status, StalemateComesBeforeTheFiftyMoveRule) {
    EXPECT_EQ(status(parse("k7/8/1Q6/8/8/8/8/7K b - - 100 80")).kind, Outcome::Stalemate);
}

TEST(Repetition, SecondOccurrenceIsNotYetADraw) {
    Position pos = parse(StartFen);
    play(pos, KnightDance);
    EXPECT_EQ(repetition_count(pos), 1);
    EXPECT_EQ(status(pos).kind, Outcome::Ongoing);
}

TEST(Repetition, ThirdOccurrenceIsADraw) {
    Position pos = parse(StartFen);
    play(pos, KnightDance);
    play(pos, KnightDance);
    EXPECT_EQ(repetition_count(pos), 2);
    EXPECT_EQ(status(pos).kind, Outcome::Repetition);
}

TEST(Repetition, PositionsBeforeAPawnMoveDoNotCount) {
    Position pos = parse(StartFen);
    play(pos, KnightDance);
    play(pos, { "e2e4", "e7e5" });
    EXPECT_EQ(repetition_count(pos), 0);
    play(pos, KnightDance);
    EXPECT_EQ(repetition_count(pos), 1);
    EXPECT_EQ(status(pos).kind, Outcome::Ongoing);
    play(pos, KnightDance);
    EXPECT_EQ(status(pos).kind, Outcome::Repetition);
}

TEST(Repetition, LostCastlingRightsMakeADifferentPosition) {
    // the kings walk out and back: the board repeats but the rights are gone, so the start
    // position is not one of the three occurrences
    Position pos = parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const std::initializer_list<std::string_view> KingWalk = { "e1e2", "e8e7", "e2e1", "e7e8" };
    play(pos, KingWalk);
    EXPECT_EQ(repetition_count(pos), 0);
    play(pos, KingWalk);
    EXPECT_EQ(repetition_count(pos), 1);
    EXPECT_EQ(status(pos).kind, Outcome::Ongoing);
    play(pos, KingWalk);
    EXPECT_EQ(status(pos).kind, Outcome::Repetition);
}

TEST(Repetition, UsableEnPassantRightMakesADifferentPosition) {
    // after d7-d5 white may capture en passant; once the kings have moved that right is gone
    Position pos = parse("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(pos, { "d7d5" });
    ASSERT_NE(pos.ep_square(), NoSquare);
    const std::initializer_list<std::string_view> KingWalk = { "e1e2", "e8e7", "e2e1", "e7e8" };
    play(pos, KingWalk);
    play(pos, KingWalk);
    EXPECT_EQ(repetition_count(pos), 1);
    EXPECT_EQ(status(pos).kind, Outcome::Ongoing);
    play(pos, KingWalk);
    EXPECT_EQ(status(pos).kind, Outcome::Repetition);
}

TEST(Repetition, HistoryStartsAtTheFen) {
    // a high halfmove clock does not invent earlier occurrences
    EXPECT_EQ(repetition_count(parse("4k3/8/8/8/8/8/8/R3K3 w - - 60 80")), 0);
}

// is_insufficient_material: no pawns, rooks or queens, and either at most one minor piece in
// total or only bishops, all on squares of one colour.

TEST(InsufficientMaterial, BareKings) {
    Position pos = parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_TRUE(is_insufficient_material(pos));
    EXPECT_EQ(status(pos).kind, Outcome::InsufficientMaterial);
}

TEST(InsufficientMaterial, SingleMinorPiece) {
    EXPECT_TRUE(is_insufficient_material(parse("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1")));
    EXPECT_TRUE(is_insufficient_material(parse("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1")));
    EXPECT_TRUE(is_insufficient_material(parse("2b1k3/8/8/8/8/8/8/4K3 w - - 0 1")));
}

TEST(InsufficientMaterial, BishopsOnOneSquareColour) {
    // c1 and f8 are both dark squares
    EXPECT_TRUE(is_insufficient_material(parse("5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1")));
    // two white bishops, c1 and e3, both dark
    EXPECT_TRUE(is_insufficient_material(parse("4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1")));
}

TEST(InsufficientMaterial, BishopsOnBothSquareColoursCanMate) {
    // c8 is light, c1 dark
    EXPECT_FALSE(is_insufficient_material(parse("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1")));
    EXPECT_FALSE(is_insufficient_material(parse("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1")));
}

TEST(InsufficientMaterial, TwoKnightsOrKnightAndBishopAreNotInsufficient) {
    Position knights = parse("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    EXPECT_FALSE(is_insufficient_material(knights));
    EXPECT_EQ(status(knights).kind, Outcome::Ongoing);
    EXPECT_FALSE(is_insufficient_material(parse("2b1k3/8/8/8/8/8/8/1N2K3 w - - 0 1")));
}

TEST(InsufficientMaterial, AnyPawnRookOrQueenIsEnough) {
    EXPECT_FALSE(is_insufficient_material(parse("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")));
    EXPECT_FALSE(is_insufficient_material(parse("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")));
    EXPECT_FALSE(is_insufficient_material(parse("3qk3/8/8/8/8/8/8/4K3 w - - 0 1")));
}

TEST(InsufficientMaterial, FiftyMoveRuleIsReportedFirst) {
    EXPECT_EQ(status(parse("4k3/8/8/8/8/8/8/4K3 w - - 100 80")).kind, Outcome::FiftyMoves);
}

} // namespace
} // namespace engine::chess
