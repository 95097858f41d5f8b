#include "harness/game/pgn_reader.h"
#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace harness::game;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

namespace {

const char* const TwoGames = R"([Event "Casual \"blitz\""]
[Site "?"]
[White "A"]
[Black "B"]
[Result "1-0"]

1.e4 {best by test} e5 $1 2. Nf3 (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6!? ; a line comment
3. Bb5 a6 {first} {second} 4. Ba4 1-0

% an escaped line
[Event "second"]
[Result "*"]

1. d4 d5 *
)";

} // namespace

TEST(PgnReader, TagsMovesCommentsNagsAndVariations) {
    auto read = read_pgn(TwoGames, "two.pgn");
    ASSERT_TRUE(read.errors.empty()) << read.errors.front().to_string();
    ASSERT_EQ(read.games.size(), 2u);
    const auto& g = read.games[0];
    EXPECT_EQ(g.line, 1);
    EXPECT_EQ(*g.tag("Event"), "Casual \"blitz\"");
    EXPECT_EQ(g.tag("Round"), nullptr);
    EXPECT_EQ(g.record.game(), chess());
    EXPECT_THAT(
        g.record.moves(), ElementsAre("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4"));
    EXPECT_THAT(g.comments, ElementsAre("best by test", "", "", "", "", "first second", ""));
    EXPECT_EQ(g.result, "1-0");
    EXPECT_EQ(read.games[1].line, 11);
    EXPECT_THAT(read.games[1].record.moves(), ElementsAre("d2d4", "d7d5"));
    EXPECT_EQ(read.games[1].result, "*");
}

TEST(PgnReader, ABadGameIsAnErrorWithItsPlaceAndTheNextGameIsRead) {
    const std::string text = "[Event \"bad\"]\n\n1. e4 e5 2. Qh6 Nc6 1-0\n\n"
                             "[Event \"good\"]\n\n1. e4 c5 0-1\n";
    auto              read = read_pgn(text, "games.pgn");
    ASSERT_EQ(read.errors.size(), 1u);
    EXPECT_THAT(
        read.errors[0].to_string(), HasSubstr("games.pgn:3:13: error: move 'Qh6' (ply 3): "));
    ASSERT_EQ(read.games.size(), 1u);
    EXPECT_EQ(*read.games[0].tag("Event"), "good");
    EXPECT_EQ(read.games[0].result, "0-1");
}

TEST(PgnReader, SyntaxErrorsArePlaced) {
    auto expect_error = [](const std::string& text, const std::string& where_what) {
        auto read = read_pgn(text, "x.pgn");
        ASSERT_EQ(read.errors.size(), 1u) << text;
        EXPECT_THAT(read.errors[0].to_string(), HasSubstr(where_what)) << text;
        EXPECT_TRUE(read.games.empty()) << text;
    };
    expect_error("[Event \"x]\n1. e4 *\n", "x.pgn:1:9: error: unterminated value of tag 'Event'");
    expect_error("[Event x]\n1. e4 *\n", "x.pgn:1:8: error: expected '\"'");
    expect_error("[ \"x\"]\n1. e4 *\n", "x.pgn:1:1: error: expected a tag name");
    expect_error("1. e4 {never closed\n", "x.pgn:1:7: error: unterminated comment");
    expect_error("1. e4 (1. d4\n", "x.pgn:1:7: error: unterminated variation");
    expect_error("1. e4 ) e5 *\n", "x.pgn:1:7: error: ')' without a variation");
    expect_error("[Variant \"shogi\"]\n1. e4 *\n", "x.pgn:1:11: error: unknown variant 'shogi'");
    expect_error("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *\n", "x.pgn:1:7: error: bad FEN: ");
}

TEST(PgnReader, FenChess960AndXiangqiGames) {
    const std::string text
        = "[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 b - - 3 41\"]\n\n41... Kd7 42. a8=Q *\n\n"
          "[Variant \"Chess960\"]\n[FEN \"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 9\"]\n\n9. O-O O-O-O "
          "*\n\n"
          "[FEN \"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 9\"]\n\n9. O-O *\n\n"
          "[Variant \"xiangqi\"]\n\n1. h2e2 H9-G7 2. H2+3 {wxf} *\n";
    auto read = read_pgn(text);
    ASSERT_TRUE(read.errors.empty()) << read.errors.front().to_string();
    ASSERT_EQ(read.games.size(), 4u);
    EXPECT_THAT(read.games[0].record.moves(), ElementsAre("e8d7", "a7a8q"));
    EXPECT_EQ(read.games[1].record.game(), chess960());
    EXPECT_THAT(read.games[1].record.moves(), ElementsAre("b1h1", "b8a8"));
    EXPECT_EQ(read.games[2].record.game(), chess960()); // Chess960 castling rights in the FEN
    EXPECT_EQ(read.games[3].record.game(), xiangqi());
    EXPECT_THAT(read.games[3].record.moves(), ElementsAre("h2e2", "h9g7", "h0g2"));
    EXPECT_THAT(read.games[3].comments, ElementsAre("", "", "wxf"));

    auto xqbase = read_pgn("[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 *\n");
    ASSERT_EQ(xqbase.games.size(), 1u);
    EXPECT_THAT(xqbase.games[0].record.moves(), ElementsAre("h2e2", "h9g7"));

    auto xq = read_pgn("1. h2e2 h9g7 *\n", "", { .game = xiangqi() });
    ASSERT_EQ(xq.games.size(), 1u);
    EXPECT_EQ(xq.games[0].record.game(), xiangqi());
}

TEST(PgnReader, FirstPliesOnlyAndMovesAfterTheEnd) {
    auto book = read_pgn(TwoGames, "", { .max_plies = 3 });
    ASSERT_EQ(book.games.size(), 2u);
    EXPECT_THAT(book.games[0].record.moves(), ElementsAre("e2e4", "e7e5", "g1f3"));
    EXPECT_EQ(book.games[0].plies_skipped, 4);
    EXPECT_EQ(book.games[0].comments.size(), 3u);
    EXPECT_EQ(book.games[1].record.moves().size(), 2u);

    // Threefold repetition at ply 8 ends the record; the players went on.
    auto rep = read_pgn("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 *\n");
    ASSERT_EQ(rep.games.size(), 1u);
    EXPECT_EQ(rep.games[0].record.moves().size(), 8u);
    EXPECT_EQ(describe(rep.games[0].record.status()), "1/2-1/2 (repetition)");
    EXPECT_EQ(rep.games[0].plies_after_end, 2);
}

TEST(PgnReader, RefereeOptionsApplyToTheRecords) {
    RefereeOptions simple;
    simple.xiangqi.rules   = RepetitionRules::Simple;
    const std::string text = "[Variant \"xiangqi\"]\n[FEN \"4k4/9/9/C1n6/9/2N6/9/9/2C6/3K5 w - - 0 "
                             "1\"]\n\n1. c4b6 e9e8 2. b6c4 e8e9 3. c4b6 e9e8 4. b6c4 e8e9 *\n";
    EXPECT_EQ(describe(read_pgn(text).games.at(0).record.status()), "0-1 (perpetual chase)");
    EXPECT_EQ(describe(read_pgn(text, "", { .referee = simple }).games.at(0).record.status()),
        "1/2-1/2 (repetition)");
}

TEST(PgnReader, MissingFileIsOneError) {
    auto read = read_pgn_file("/nonexistent/games.pgn");
    ASSERT_EQ(read.errors.size(), 1u);
    EXPECT_EQ(read.errors[0].to_string(),
        "/nonexistent/games.pgn: error: cannot read: No such file or directory");
}
