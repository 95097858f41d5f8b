#include "harness/game/record.h"
#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::game;
using engine::core::Color;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

namespace {

GameRecord start(Game g, const std::string& fen = {}) { return GameRecord::start(g, fen).value(); }

void play_all(GameRecord& r, const std::vector<std::string>& moves) {
    for (const auto& m : moves) ASSERT_TRUE(r.play(m)) << m << ": " << r.play(m).error().message;
}

} // namespace

TEST(GameRecord, StartsFromTheStartPositionOrANormalisedFen) {
    auto r = start(chess());
    EXPECT_EQ(r.start_fen(), chess()->start_fen());
    EXPECT_EQ(r.fen(), chess()->start_fen());
    EXPECT_EQ(r.side_to_move(), Color::First);
    EXPECT_EQ(r.legal_moves().size(), 20u);
    EXPECT_EQ(r.status(), Status {});
    EXPECT_EQ(describe(r.status()), "*");
    EXPECT_EQ(
        start(chess(), "4k3/8/8/8/8/8/8/4K3 w - -").start_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(start(xiangqi()).legal_moves().size(), 44u);
}

TEST(GameRecord, BadFenIsAnError) {
    auto r = GameRecord::start(chess(), "8/8/8/8/8/8/8/8 w - - 0 1");
    ASSERT_FALSE(r);
    EXPECT_THAT(r.error().message, HasSubstr("no white king"));
    EXPECT_FALSE(GameRecord::start(xiangqi(), "not a fen"));
}

TEST(GameRecord, PlayValidatesAndLeavesTheRecordUnchangedOnError) {
    auto r   = start(chess());
    auto bad = r.play("e2e5");
    ASSERT_FALSE(bad);
    EXPECT_THAT(bad.error().message, HasSubstr("illegal move 'e2e5'"));
    EXPECT_FALSE(r.play("zz9"));
    EXPECT_FALSE(r.play(""));
    EXPECT_TRUE(r.moves().empty());
    EXPECT_EQ(r.fen(), chess()->start_fen());
    auto wrong = r.play("C2.5", Notation::Wxf);
    ASSERT_FALSE(wrong);
    EXPECT_EQ(wrong.error().message, "chess has no notation 'wxf'");

    ASSERT_EQ(*r.play("e2e4"), "e2e4");
    ASSERT_EQ(*r.play("Nf6", Notation::San), "g8f6");
    EXPECT_THAT(r.moves(), ElementsAre("e2e4", "g8f6"));
    EXPECT_EQ(r.side_to_move(), Color::First);
    EXPECT_EQ(r.fen(), "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
}

TEST(GameRecord, CopiesAreIndependent) {
    auto a = start(xiangqi());
    ASSERT_TRUE(a.play("h2e2"));
    GameRecord b = a;
    ASSERT_TRUE(b.play("h9g7"));
    EXPECT_EQ(a.moves().size(), 1u);
    EXPECT_EQ(b.moves().size(), 2u);
    EXPECT_NE(a.fen(), b.fen());
}

TEST(GameRecord, ChessCheckmateWinsAndEndsTheGame) {
    auto r = start(chess());
    play_all(r, { "f2f3", "e7e5", "g2g4", "d8h4" });
    EXPECT_EQ(r.status(), Status::win(Reason::Checkmate, Color::Second));
    EXPECT_EQ(r.status().result, GameResult::SecondWins);
    EXPECT_EQ(describe(r.status()), "0-1 (checkmate)");
    EXPECT_TRUE(r.legal_moves().empty());
    auto after = r.play("e1f2");
    ASSERT_FALSE(after);
    EXPECT_THAT(after.error().message, HasSubstr("the game is over (0-1 (checkmate))"));
    EXPECT_THAT(*r.moves_as(Notation::San), ElementsAre("f3", "e5", "g4", "Qh4#"));
    EXPECT_THAT(*r.moves_as(Notation::Uci), ElementsAre("f2f3", "e7e5", "g2g4", "d8h4"));
    EXPECT_FALSE(r.moves_as(Notation::Iccs));
}

TEST(GameRecord, ChessDraws) {
    auto stalemate = start(chess(), "k7/8/8/1Q6/8/8/8/7K w - - 0 1");
    play_all(stalemate, { "b5b6" });
    EXPECT_EQ(stalemate.status(), Status::draw(Reason::Stalemate));
    EXPECT_EQ(describe(stalemate.status()), "1/2-1/2 (stalemate)");

    auto repetition = start(chess());
    play_all(repetition, { "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1" });
    EXPECT_FALSE(repetition.status().is_over());
    play_all(repetition, { "f6g8" });
    EXPECT_EQ(repetition.status(), Status::draw(Reason::Repetition));
    EXPECT_TRUE(repetition.legal_moves().empty());

    auto fifty = start(chess(), "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    play_all(fifty, { "a1a2" });
    EXPECT_EQ(fifty.status(), Status::draw(Reason::FiftyMoves));

    auto bare = start(chess(), "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    play_all(bare, { "e1d2" });
    EXPECT_EQ(bare.status(), Status::draw(Reason::InsufficientMaterial));
    EXPECT_FALSE(bare.status().winner());
}

TEST(GameRecord, Chess960CastlingIsKingTakesRookAndOOInSan) {
    auto r = start(chess960(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    ASSERT_EQ(*r.play("O-O", Notation::San), "e1h1");
    EXPECT_THAT(*r.moves_as(Notation::San), ElementsAre("O-O"));
}

TEST(GameRecord, XiangqiMateAndStalemateLoseForTheSideToMove) {
    auto mate = start(xiangqi(), "3k5/4rr3/9/9/9/9/9/9/9/5K3 w - - 0 1");
    EXPECT_EQ(mate.status(), Status::win(Reason::Checkmate, Color::Second));
    EXPECT_FALSE(mate.play("f0e0"));
    auto stale = start(xiangqi(), "3k5/4r4/9/9/9/9/9/9/r8/5K3 w - - 0 1");
    EXPECT_EQ(stale.status(), Status::win(Reason::Stalemate, Color::Second));
    EXPECT_EQ(describe(stale.status()), "0-1 (stalemate)");
}

TEST(GameRecord, XiangqiRepetitionIsADrawNotAWin) {
    auto r = start(xiangqi());
    play_all(r, { "b0c2", "b9c7", "c2b0", "c7b9", "b0c2", "b9c7", "c2b0", "c7b9" });
    EXPECT_EQ(r.status(), Status::draw(Reason::Repetition));
    EXPECT_EQ(r.status().result, GameResult::Draw);
    EXPECT_FALSE(r.status().winner());
    EXPECT_EQ(describe(r.status()), "1/2-1/2 (repetition)");
}

TEST(GameRecord, XiangqiPerpetualCheckLoses) {
    auto r = start(xiangqi(), "3k5/9/9/9/R8/9/9/9/9/5K3 w - - 0 1");
    // Red checks with every move; the position after a5d5 comes back a third time at ply 9.
    play_all(r, { "a5d5", "d9e9", "d5e5", "e9d9", "e5d5", "d9e9", "d5e5", "e9d9" });
    EXPECT_FALSE(r.status().is_over());
    play_all(r, { "e5d5" });
    EXPECT_EQ(r.status(), Status::win(Reason::PerpetualCheck, Color::Second));
    EXPECT_EQ(describe(r.status()), "0-1 (perpetual check)");
}

TEST(GameRecord, XiangqiMoveLimitIsADraw) {
    auto r = start(xiangqi(), "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 119 80");
    play_all(r, { "a0a1" });
    EXPECT_EQ(r.status(), Status::draw(Reason::NoCaptureLimit));
    EXPECT_EQ(describe(r.status()), "1/2-1/2 (no-capture limit)");
}

TEST(GameRecord, XiangqiMoveTextInIccsAndWxf) {
    auto r = start(xiangqi());
    ASSERT_EQ(*r.play("C2.5", Notation::Wxf), "h2e2");
    ASSERT_EQ(*r.play("h9g7", Notation::Iccs), "h9g7");
    EXPECT_THAT(*r.moves_as(Notation::Wxf), ElementsAre("C2.5", "H8+7"));
    EXPECT_THAT(*r.moves_as(Notation::Iccs), ElementsAre("h2e2", "h9g7"));
    EXPECT_FALSE(r.moves_as(Notation::San));
    auto bad = r.play("C9.5", Notation::Wxf);
    ASSERT_FALSE(bad);
    EXPECT_THAT(bad.error().message, HasSubstr("'C9.5'"));
}

TEST(GameRecord, CanMateNeedsMoreThanALoneKingAKnightOrABishop) {
    auto kq_kn = start(chess(), "4k3/8/8/8/8/8/3n4/3QK3 w - - 0 1");
    EXPECT_TRUE(kq_kn.can_mate(Color::First));
    EXPECT_FALSE(kq_kn.can_mate(Color::Second));
    auto bb = start(chess(), "4k3/8/bb6/8/8/8/7P/4K3 w - - 0 1");
    EXPECT_TRUE(bb.can_mate(Color::Second)); // two bishops
    EXPECT_TRUE(bb.can_mate(Color::First)); // a pawn can promote
    EXPECT_FALSE(start(chess(), "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").can_mate(Color::First));
    EXPECT_TRUE(start(chess()).can_mate(Color::Second));
}

TEST(GameRecord, XiangqiCanMateNeedsAnAttackingPiece) {
    // Red: general, advisors and elephants only; black: a soldier.
    auto r = start(xiangqi(), "4k4/9/9/9/9/9/4p4/9/4A4/2B1KA3 w - - 0 1");
    EXPECT_FALSE(r.can_mate(Color::First));
    EXPECT_TRUE(r.can_mate(Color::Second));
    EXPECT_TRUE(start(xiangqi()).can_mate(Color::First));
}
