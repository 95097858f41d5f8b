#include "harness/game/pgn_writer.h"
#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

using namespace harness::game;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

GameRecord played(Game g, const std::vector<std::string>& moves, const std::string& fen = {}) {
    auto r = GameRecord::start(g, fen).value();
    for (const auto& m : moves) EXPECT_TRUE(r.play(m)) << m;
    return r;
}

std::string movetext(const std::string& pgn) { return pgn.substr(pgn.find("\n\n") + 2); }

// write_pgn's text, which the test expects to be written.
std::string pgn_text(const PgnGame& game, const PgnOptions& options = {}) {
    auto text = write_pgn(game, options);
    EXPECT_TRUE(text) << text.error().to_string();
    return text ? *text : std::string();
}

} // namespace

TEST(PgnWriter, SevenTagRosterFirstThenOtherTagsAndSanMovetext) {
    auto    r = played(chess(), { "e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7" });
    PgnGame pgn { .tags = { { "TimeControl", "10+0.1" }, { "White", "sable" }, { "Event", "test" },
                      { "Black", "stockfish" } },
        .record         = &r };
    std::string text = pgn_text(pgn);
    EXPECT_EQ(text,
        "[Event \"test\"]\n"
        "[Site \"?\"]\n"
        "[Date \"????.??.??\"]\n"
        "[Round \"?\"]\n"
        "[White \"sable\"]\n"
        "[Black \"stockfish\"]\n"
        "[Result \"1-0\"]\n"
        "[TimeControl \"10+0.1\"]\n"
        "\n"
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# {checkmate} 1-0\n"
        "\n");
}

TEST(PgnWriter, CommentsAreFollowedByTheBlackMoveNumber) {
    auto    r = played(chess(), { "e2e4", "e7e5", "g1f3" });
    PgnGame pgn { .record = &r,
        .comments         = { "+0.35/12 0.101s", "-0.20/11 0.098s" },
        .result           = "1/2-1/2",
        .termination      = "agreed" };
    EXPECT_EQ(movetext(pgn_text(pgn)),
        "1. e4 {+0.35/12 0.101s} 1... e5 {-0.20/11 0.098s} 2. Nf3 {agreed} 1/2-1/2\n\n");
    EXPECT_THAT(pgn_text(pgn), HasSubstr("[Result \"1/2-1/2\"]"));
}

TEST(PgnWriter, OngoingGameHasNoTerminationComment) {
    auto r = played(chess(), { "d2d4" });
    EXPECT_EQ(movetext(pgn_text({ .record = &r })), "1. d4 *\n\n");
}

TEST(PgnWriter, FenStartWithBlackToMoveNumbersFromTheFen) {
    const std::string fen  = "4k3/P7/8/8/8/8/8/4K3 b - - 3 41";
    auto              r    = played(chess(), { "e8d7", "a7a8q" }, fen);
    std::string       text = pgn_text({ .record = &r });
    EXPECT_THAT(text, HasSubstr("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n"));
    EXPECT_THAT(text, Not(HasSubstr("Variant")));
    EXPECT_EQ(movetext(text), "41... Kd7 42. a8=Q *\n\n");
}

TEST(PgnWriter, Chess960HasVariantAndFenAndWritesCastlingAsOO) {
    const std::string fen  = "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 9";
    auto              r    = played(chess960(), { "b1h1", "b8a8" }, fen);
    std::string       text = pgn_text({ .record = &r });
    EXPECT_THAT(text, HasSubstr("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n"));
    EXPECT_EQ(movetext(text), "9. O-O O-O-O *\n\n");
    auto start = played(chess960(), {});
    EXPECT_THAT(pgn_text({ .record = &start }),
        HasSubstr("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]"));
}

TEST(PgnWriter, XiangqiIsIccsByDefaultOrWxf) {
    auto        r    = played(xiangqi(), { "h2e2", "h9g7", "h0g2" });
    std::string text = pgn_text({ .record = &r });
    EXPECT_THAT(text, HasSubstr("[Variant \"xiangqi\"]\n"));
    EXPECT_THAT(text, Not(HasSubstr("FEN")));
    EXPECT_EQ(movetext(text), "1. h2e2 h9g7 2. h0g2 *\n\n");
    EXPECT_EQ(movetext(pgn_text({ .record = &r }, { .notation = Notation::Wxf })),
        "1. C2.5 H8+7 2. H2+3 *\n\n");
    // Errors are values, never exceptions.
    auto no_san = write_pgn({ .record = &r }, { .notation = Notation::San });
    ASSERT_FALSE(no_san);
    EXPECT_THAT(no_san.error().message, HasSubstr("write_pgn: "));
    auto no_record = write_pgn({});
    ASSERT_FALSE(no_record);
    EXPECT_EQ(no_record.error().message, "write_pgn: no game record");
    auto bad_tag = write_pgn({ .tags = { { "Bad Name", "x" } }, .record = &r });
    ASSERT_FALSE(bad_tag);
    EXPECT_THAT(bad_tag.error().message, HasSubstr("bad tag name 'Bad Name'"));
}

TEST(PgnWriter, EscapesTagValuesAndClosingBracesInComments) {
    auto        r    = played(chess(), { "e2e4" });
    std::string text = pgn_text(
        { .tags = { { "Event", R"(a "big" \ one)" } }, .record = &r, .comments = { "x}y\nz" } });
    EXPECT_THAT(text, HasSubstr(R"([Event "a \"big\" \\ one"])"));
    EXPECT_EQ(movetext(text), "1. e4 {x)y z} *\n\n");
}

TEST(PgnWriter, WrapsMovetextAtTheLineWidth) {
    auto r = GameRecord::start(chess()).value();
    for (std::size_t i = 0; i < 60 && !r.status().is_over(); ++i) {
        auto moves = r.legal_moves();
        ASSERT_TRUE(r.play(moves[i * 7 % moves.size()]));
    }
    std::vector<std::string> comments(r.moves().size(), "+0.35/12 0.101s");
    std::istringstream       lines(movetext(pgn_text({ .record = &r, .comments = comments })));
    int                      count = 0;
    for (std::string line; std::getline(lines, line); ++count) EXPECT_LE(line.size(), 79u) << line;
    EXPECT_GT(count, 5);
    std::istringstream narrow(movetext(pgn_text({ .record = &r }, { .line_width = 20 })));
    for (std::string line; std::getline(narrow, line);) EXPECT_LE(line.size(), 20u) << line;
}
