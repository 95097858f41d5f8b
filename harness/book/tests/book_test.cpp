#include "harness/book/book.h"
#include "harness/game/positions.h"
#include "harness/match/openings.h"
#include "harness/testing/temp_dir.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <set>

using namespace harness;
using namespace harness::book;

namespace {

const std::string Sable = std::string(ARBITER_BIN_DIR) + "/sable";
const std::string Mock  = std::string(ARBITER_BIN_DIR) + "/mock_engine";

BookConfig config(game::Game variant, int positions, std::uint64_t seed) {
    BookConfig c;
    c.engine.cmd     = Sable;
    c.engine.name    = "sable";
    c.engine.variant = variant;
    if (variant == game::xiangqi()) c.engine.proto = protocol::Protocol::Ucci;
    c.positions    = positions;
    c.plies        = 6;
    c.seed         = seed;
    c.limits.depth = 3;
    c.window_cp    = 80;
    return c;
}

// Every entry: its moves replay from its start to its position; the score is in the window.
void expect_sound(const BookRun& run, const BookConfig& c) {
    const auto&           rules = *c.engine.variant;
    std::set<std::string> fens;
    for (const auto& e : run.entries) {
        auto fen = rules.normalize(rules.start_fen(e.start)).value();
        for (const auto& m : e.moves) fen = rules.play(fen, m).value();
        EXPECT_EQ(fen, e.fen);
        EXPECT_EQ(int(e.moves.size()), c.plies);
        EXPECT_LE(std::abs(e.score_cp), c.window_cp);
        EXPECT_GE(std::abs(e.score_cp), c.min_cp);
        EXPECT_TRUE(fens.insert(e.fen).second) << "twice: " << e.fen;
    }
}

TEST(Book, SableFillsAChessBookWithinTheWindowAndTheSameSeedGivesTheSameBook) {
    const auto c   = config(game::chess(), 6, 7);
    const auto run = make_book(c);
    ASSERT_TRUE(run.started);
    EXPECT_EQ(run.entries.size(), 6u);
    expect_sound(run, c);
    EXPECT_EQ(run.tried,
        int(run.entries.size()) + run.game_over + run.repeated + run.outside + run.unscored
            + run.faults);
    const auto again = make_book(c);
    EXPECT_EQ(book_epd(again, c, "x"), book_epd(run, c, "x"));
    const auto other = make_book(config(game::chess(), 6, 8));
    EXPECT_NE(book_epd(other, c, "x"), book_epd(run, c, "x"));
}

TEST(Book, AnOpeningScoredOutsideTheWindowIsLeftOut) {
    auto c         = config(game::chess(), 4, 3);
    c.plies        = 3;
    c.window_cp    = 0; // only dead-equal scores
    c.max_tries    = 20;
    const auto run = make_book(c);
    expect_sound(run, c);
    EXPECT_GT(run.outside, 0);
    for (const auto& e : run.entries) EXPECT_EQ(e.score_cp, 0);
}

TEST(Book, AnUnbalancedBookKeepsOnlyScoresInItsBandAwayFromZero) {
    auto c         = config(game::chess(), 5, 11);
    c.min_cp       = 60;
    c.window_cp    = 400;
    const auto run = make_book(c);
    ASSERT_EQ(run.entries.size(), 5u);
    expect_sound(run, c);
    EXPECT_GT(run.outside, 0); // random openings near 0 were left out
    const auto epd = book_epd(run, c, "x");
    EXPECT_NE(epd.find("(60 cp <= |score| <= 400 cp)"), std::string::npos) << epd;
}

TEST(Book, Chess960OpeningsStartFromManyOfTheNineHundredSixty) {
    const auto c   = config(game::chess960(), 8, 1);
    const auto run = make_book(c);
    expect_sound(run, c);
    std::set<int> starts;
    for (const auto& e : run.entries) starts.insert(e.start);
    EXPECT_GT(starts.size(), 4u);
}

TEST(Book, AMatchReadsTheBookBackAsTheSamePositions) {
    const auto c    = config(game::xiangqi(), 3, 5);
    const auto run  = make_book(c);
    const auto path = harness::testing::temp_dir() + "/xiangqi_book.epd";
    std::ofstream(path) << book_epd(run, c, "arbiter book ...");
    const auto book = game::load_positions(path, c.engine.variant, game::PositionFormat::Epd);
    EXPECT_TRUE(book.errors.empty());
    ASSERT_EQ(book.fens.size(), run.entries.size());
    for (std::size_t i = 0; i < book.fens.size(); ++i) EXPECT_EQ(book.fens[i], run.entries[i].fen);
}

TEST(Book, EngineFaultsAreCountedAndTheRunEnds) {
    auto c         = config(game::chess(), 3, 1);
    c.engine.cmd   = Mock;
    c.engine.args  = { "--crash-after", "5" }; // dies in its first search, every time
    c.max_tries    = 4;
    const auto run = make_book(c);
    ASSERT_TRUE(run.started);
    EXPECT_TRUE(run.entries.empty());
    EXPECT_EQ(run.tried, 4);
    EXPECT_EQ(run.faults + run.game_over + run.repeated, 4);
    EXPECT_GT(run.faults, 0);
    EXPECT_FALSE(run.fault_texts.empty());
}

} // namespace
