// Position files through the one reader: the format a file is read as, a perft suite's
// positions checked by the rules, and the first position of a file whatever its game.

#include "harness/game/positions.h"
#include "harness/game/registry.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

namespace {

using namespace harness::game;

std::string write(const std::string& name, const std::string& text) {
    const auto path = harness::testing::temp_dir() + "/" + name;
    std::ofstream(path) << text;
    return path;
}

TEST(PositionFiles, FormatFollowsTheNameAndTheGame) {
    EXPECT_EQ(position_format("book.pgn", chess()), PositionFormat::Pgn);
    EXPECT_EQ(position_format("book.epd", chess()), PositionFormat::Epd);
    EXPECT_EQ(position_format("openings.txt", gomoku()), PositionFormat::Gomocup);
    EXPECT_EQ(position_format("openings.epd", gomoku()), PositionFormat::Epd);
    for (auto f : { PositionFormat::Epd, PositionFormat::PerftSuite, PositionFormat::Pgn,
             PositionFormat::Gomocup })
        EXPECT_EQ(parse_position_format(to_string(f)), f);
    EXPECT_FALSE(parse_position_format("fen"));
}

TEST(PositionFiles, APerftSuiteGivesItsCheckedPositionsAndNamesTheRejectedLine) {
    const auto path = write("suite.epd",
        "# comment\n"
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400\n"
        "8/8/8/8/8/8/8/8 w - - 0 1 ;D1 0\n");
    auto       list = load_positions(path, chess(), PositionFormat::PerftSuite);
    ASSERT_EQ(list.fens.size(), 1u);
    EXPECT_EQ(list.fens[0], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    ASSERT_EQ(list.errors.size(), 1u);
    EXPECT_EQ(list.errors[0].line, 3);
    EXPECT_THAT(list.errors[0].message, ::testing::HasSubstr("position rejected"));
}

TEST(PositionFiles, TheFirstPositionOfAFileWhateverItsFormat) {
    auto perft = first_position(write("first.perft",
        "id start\nepd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\nperft 1 20\n"));
    ASSERT_TRUE(perft);
    EXPECT_EQ(perft->line, 2);
    auto epd = first_position(write("first.epd",
        "\n# xiangqi\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - bm "
        "h2e2; id \"x\";\n"));
    ASSERT_TRUE(epd);
    EXPECT_EQ(epd->line, 3);
    EXPECT_TRUE(xiangqi()->normalize(epd->fen + " 0 1") || xiangqi()->normalize(epd->fen));
    EXPECT_FALSE(first_position(write("empty.epd", "# nothing\n")));
    // Only the head is read: the first position line is the one given (a later one is not
    // sought; whether it is a position of some game is the caller's question).
    auto head = first_position(write("bad_first.epd",
        "not a position\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"));
    ASSERT_TRUE(head);
    EXPECT_EQ(head->line, 1);
    EXPECT_FALSE(first_position("/nonexistent/suite.epd"));
}

} // namespace
