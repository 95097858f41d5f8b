#include "harness/protocol/xboard_edit.h"

#include "harness/game/record.h"
#include "harness/game/registry.h"

#include <cctype>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::protocol;
namespace game = harness::game;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

namespace {

TEST(XboardEdit, ChessWhiteToMoveNeedsNoPrelude) {
    auto e = xboard_edit(game::chess(), "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1");
    ASSERT_TRUE(e) << e.error().message;
    EXPECT_TRUE(e->prelude.empty());
    EXPECT_THAT(e->commands, ElementsAre("edit", "#", "Pe2", "Ke1", "Rh1", "c", "Ke8", "."));
}

TEST(XboardEdit, ChessBlackToMoveStartsWithOneMove) {
    auto e = xboard_edit(game::chess(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    ASSERT_TRUE(e);
    EXPECT_THAT(e->prelude, ElementsAre("a2a3"));
    EXPECT_THAT(e->commands, ElementsAre("edit", "#", "Ke1", "c", "Ke8", "."));
}

TEST(XboardEdit, XiangqiLettersAndRanksFromZero) {
    auto e = xboard_edit(game::xiangqi(), "3k5/4a4/4b4/9/9/9/9/9/9/1R2NK3 w - - 0 1");
    ASSERT_TRUE(e);
    EXPECT_THAT(
        e->commands, ElementsAre("edit", "#", "Rb0", "He0", "Kf0", "c", "Kd9", "Ae8", "Ee7", "."));
    EXPECT_EQ(e->prelude.size(), 8u);
}

TEST(XboardEdit, MalformedBoardNamesTheColumn) {
    auto e = xboard_edit(game::chess(), "4k3/8/8/8/8/8/8/4K?2 w - - 0 1");
    ASSERT_FALSE(e);
    EXPECT_EQ(e.error().column, 19);
    EXPECT_THAT(e.error().message, HasSubstr("'?'"));
}

// The preludes are legal from the start position and leave the side to move asked for; the
// xiangqi ones also empty file a (MaxQi's `#` leaves it as it was).
TEST(XboardEdit, PreludesAreLegalAndHandTheMoveOver) {
    struct Case {
        game::Game  game;
        const char* fen;
        bool        second;
    };
    for (const auto& c : { Case { game::chess(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1", false },
             Case { game::chess(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1", true },
             Case { game::xiangqi(), "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", false },
             Case { game::xiangqi(), "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1", true } }) {
        auto e = xboard_edit(c.game, c.fen);
        ASSERT_TRUE(e);
        auto record = game::GameRecord::start(c.game);
        ASSERT_TRUE(record);
        for (const auto& m : e->prelude) ASSERT_TRUE(record->play(m)) << c.fen << " " << m;
        EXPECT_EQ(record->side_to_move(),
            c.second ? engine::core::Color::Second : engine::core::Color::First)
            << c.fen;
        if (c.game != game::xiangqi()) continue;
        auto fen = record->fen();
        for (std::size_t i = 0; i != std::string::npos && fen[i] != ' ';) {
            EXPECT_TRUE(std::isdigit(static_cast<unsigned char>(fen[i])))
                << "file a is not empty: " << fen;
            i = fen.find('/', i);
            if (i != std::string::npos) ++i;
        }
    }
}

// read_xboard_edit is the inverse of xboard_edit on what edit can say: the board and the side
// to move of the position before; castling comes back only for a king and rook at home.
TEST(ReadXboardEdit, RoundTripsWhatEditCanSay) {
    struct Case {
        game::Game  game;
        const char* before;
        const char* fen;
        const char* expected;
    };
    for (const auto& c : {
             Case { game::chess(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                 "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1", "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1" },
             Case { game::chess(), "rnbqkbnr/pppppppp/8/8/P7/8/1PPPPPPP/RNBQKBNR b KQkq - 0 1",
                 "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 30", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1" },
             Case { game::chess(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                 "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1" },
             Case { game::xiangqi(),
                 "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                 "3k5/4a4/4b4/9/9/9/9/9/9/1R2NK3 w - - 0 1",
                 "3k5/4a4/4b4/9/9/9/9/9/9/1R2NK3 w - - 0 1" },
         }) {
        auto e = xboard_edit(c.game, c.fen);
        ASSERT_TRUE(e) << c.fen;
        auto back = read_xboard_edit(c.game, c.before, e->commands);
        ASSERT_TRUE(back) << back.error().message;
        EXPECT_EQ(*back, c.expected);
    }
}

TEST(ReadXboardEdit, UnknownCommandOrSquareIsAnError) {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    auto        bad   = read_xboard_edit(game::chess(), start, { "edit", "#", "Kz9", "." });
    ASSERT_FALSE(bad);
    EXPECT_THAT(bad.error().message, HasSubstr("Kz9"));
    EXPECT_FALSE(read_xboard_edit(game::chess(), start, { "edit", "#", "Ke1", "bogus", "." }));
    EXPECT_FALSE(read_xboard_edit(game::chess(), start, { "edit", "Ka99999999999", "." }));
}

} // namespace
