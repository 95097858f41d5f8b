#include "harness/match/openings.h"
#include "harness/testing/temp_dir.h"

#include "harness/game/positions.h"
#include "harness/game/registry.h"
#include "harness/game/symmetry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <set>

using namespace harness::match;
namespace game = harness::game;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

namespace {

// A file in /tmp holding `text`; its path.
std::string write_book(const std::string& name, const std::string& text) {
    const std::string path = harness::testing::temp_dir() + "/arbiter_openings_test_" + name;
    std::ofstream(path) << text;
    return path;
}

const std::string ItalianAfter4
    = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

TEST(PgnOpenings, EachGameIsItsPositionAfterTheFirstPlies) {
    auto path = write_book("plies.pgn",
        "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 *\n\n"
        "[Event \"b\"]\n\n1. d4 d5 *\n");
    auto four = game::load_positions(path, game::chess(), game::PositionFormat::Pgn, 4);
    ASSERT_TRUE(four.errors.empty()) << four.errors.front().to_string();
    EXPECT_THAT(four.fens,
        ElementsAre(ItalianAfter4, "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"));
    auto all = game::load_positions(path, game::chess(), game::PositionFormat::Pgn, -1);
    ASSERT_EQ(all.fens.size(), 2u);
    EXPECT_EQ(all.fens[0], "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    auto none = game::load_positions(path, game::chess(), game::PositionFormat::Pgn, 0);
    EXPECT_EQ(none.fens[0], game::chess()->start_fen());
}

TEST(PgnOpenings, BadGamesAreSkippedWithTheirPlaceAndTheRestIsTheBook) {
    auto path = write_book("bad.pgn",
        "[Event \"illegal\"]\n\n1. e4 e5 2. Qh6 *\n\n"
        "[Event \"good\"]\n\n1. e4 c5 *\n\n"
        "[Variant \"xiangqi\"]\n\n1. h2e2 h9g7 *\n\n"
        "[Event \"mate\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
    auto book = game::load_positions(path, game::chess(), game::PositionFormat::Pgn, -1);
    ASSERT_EQ(book.fens.size(), 1u);
    ASSERT_EQ(book.errors.size(), 3u);
    EXPECT_THAT(book.errors[0].to_string(), HasSubstr(path + ":3:13: error: move 'Qh6'"));
    EXPECT_THAT(book.errors[1].to_string(),
        HasSubstr(path + ":9:1: error: a game of variant 'xiangqi' in a chess book"));
    EXPECT_THAT(book.errors[2].to_string(),
        HasSubstr(path + ":13:1: error: the opening ends the game after 'd8h4' (0-1"));
    // Cut before the mate, the last game is a good opening.
    EXPECT_EQ(
        game::load_positions(path, game::chess(), game::PositionFormat::Pgn, 3).fens.size(), 2u);
}

TEST(PgnOpenings, Chess960AndXiangqiBooks) {
    auto frc  = write_book("frc.pgn",
         "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/"
          "BBQNNRKR w HFhf - 0 1\"]\n\n1. g4 g5 *\n");
    auto b960 = game::load_positions(frc, game::chess960(), game::PositionFormat::Pgn, -1);
    ASSERT_TRUE(b960.errors.empty()) << b960.errors.front().to_string();
    EXPECT_THAT(
        b960.fens, ElementsAre("bbqnnrkr/pppppp1p/8/6p1/6P1/8/PPPPPP1P/BBQNNRKR w HFhf - 0 2"));
    // A Chess960 game is not a chess opening.
    EXPECT_EQ(
        game::load_positions(frc, game::chess(), game::PositionFormat::Pgn, -1).errors.size(), 1u);

    auto xq   = write_book("xq.pgn", "[Variant \"xiangqi\"]\n\n1. h2e2 h9g7 2. h0g2 *\n");
    auto book = game::load_positions(xq, game::xiangqi(), game::PositionFormat::Pgn, 2);
    ASSERT_TRUE(book.errors.empty()) << book.errors.front().to_string();
    EXPECT_THAT(book.fens,
        ElementsAre("rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"));
}

TEST(PgnOpenings, AMissingFileIsAnError) {
    auto book = game::load_positions(
        "/nonexistent/book.pgn", game::chess(), game::PositionFormat::Pgn, -1);
    EXPECT_TRUE(book.fens.empty());
    ASSERT_EQ(book.errors.size(), 1u);
}

TEST(EpdOpenings, BadLinesAreSkipped) {
    auto path = write_book("bad.epd",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq -\n");
    auto book = game::load_positions(path, game::chess(), game::PositionFormat::Epd);
    EXPECT_EQ(book.fens.size(), 1u);
    ASSERT_EQ(book.errors.size(), 1u);
    EXPECT_EQ(book.errors[0].line, 2);
}

TEST(OpeningPolicy, ParsedByName) {
    EXPECT_EQ(parse_opening_policy("default").value(), OpeningPolicy::Default);
    EXPECT_EQ(parse_opening_policy("encounter").value(), OpeningPolicy::Encounter);
    EXPECT_EQ(parse_opening_policy("round").value(), OpeningPolicy::Round);
    auto bad = parse_opening_policy("keep");
    ASSERT_FALSE(bad);
    EXPECT_THAT(bad.error().message, HasSubstr("'keep'"));
    EXPECT_STREQ(to_string(OpeningPolicy::Encounter), "encounter");
}

TEST(OpeningPolicy, PairsPlayOneOpeningARoundAndRepeatedSinglesShareOneEverySecondRound) {
    for (auto p : { OpeningPolicy::Default, OpeningPolicy::Encounter, OpeningPolicy::Round })
        for (int r = 0; r < 6; ++r) {
            EXPECT_EQ(opening_index(r, 2, true, p), std::size_t(r));
            EXPECT_EQ(opening_index(r, 1, false, p), std::size_t(r));
        }
    std::vector<std::size_t> repeated, by_round;
    for (int r = 0; r < 6; ++r) {
        repeated.push_back(opening_index(r, 1, true, OpeningPolicy::Default));
        by_round.push_back(opening_index(r, 1, true, OpeningPolicy::Round));
    }
    EXPECT_THAT(repeated, ElementsAre(0, 0, 1, 1, 2, 2));
    EXPECT_THAT(by_round, ElementsAre(0, 1, 2, 3, 4, 5));
    EXPECT_EQ(opening_index(5, 1, true, OpeningPolicy::Encounter), 5u);
}

} // namespace

TEST(SymmetricOpenings, EachOpeningInOneOfItsEightSymmetriesBySeed) {
    const auto game = *game::find_game("gomoku");
    const auto book
        = game::load_positions(std::string(ARBITER_SUITES_DIR) + "/gomoku/openings/arbiter3.txt",
            game, game::PositionFormat::Gomocup);
    ASSERT_GE(book.fens.size(), 50U);
    const auto turned = turn_openings(book.fens, game, 7);
    ASSERT_EQ(turned.fens.size(), book.fens.size());
    std::set<std::string> names(turned.symmetries.begin(), turned.symmetries.end());
    EXPECT_EQ(names.size(), 8U) << "the identity and the board's 7 other symmetries";
    const auto transforms = game::transforms(game);
    for (std::size_t i = 0; i < book.fens.size(); ++i) {
        if (turned.symmetries[i] == "identity") {
            EXPECT_EQ(turned.fens[i], book.fens[i]);
            continue;
        }
        const auto t = std::find_if(transforms.begin(), transforms.end(),
            [&](const auto& x) { return x.name == turned.symmetries[i]; });
        ASSERT_NE(t, transforms.end()) << turned.symmetries[i];
        EXPECT_EQ(turned.fens[i], *t->position(book.fens[i]));
    }
    EXPECT_EQ(turn_openings(book.fens, game, 7).symmetries, turned.symmetries); // by the seed
    EXPECT_NE(turn_openings(book.fens, game, 8).symmetries, turned.symmetries);
}
