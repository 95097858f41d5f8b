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

} // namespace
