// Converters: Lichess CSV rows, the wukong xiangqi puzzle JSON, mate claims checked by the prover.

#include "harness/suite/convert.h"

#include "harness/game/registry.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace {

using namespace harness::suite;
namespace game = harness::game;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

const std::string Header = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,"
                           "GameUrl,OpeningTags,SortKey\n";

TEST(ConvertTest, LichessRowIsThePositionAfterTheSetupMove) {
    const std::string csv = Header
        + "0kDWS,1r6/1PN5/3p4/4kpp1/1R6/P3n3/K1P5/8 b - - 0 49,e3d5 b4b5 b8b7 b5b7,1947,75,95,"
          "13691,advantage endgame pin short,https://lichess.org/q2SFqfYD/black#97,,1300645\n";
    auto out = convert_lichess_csv(csv, "p.csv");
    ASSERT_TRUE(out.errors.empty());
    ASSERT_EQ(out.records.size(), 1u);
    const auto& r = out.records[0];
    EXPECT_EQ(to_string(r),
        "1r6/1PN5/3p4/3nkpp1/1R6/P7/K1P5/8 w - - bm Rb5; pv Rb5 Rxb7 Rxb7; id \"lichess.0kDWS\"; "
        "c0 \"advantage endgame pin short\";");
    EXPECT_FALSE(r.find("dm"));
}

TEST(ConvertTest, LichessMateThemeGivesDm) {
    auto r = convert_lichess_puzzle(
        "m1", "6k1/p4ppp/8/8/8/8/5PPP/1R4K1 b - - 0 1", "a7a6 b1b8", "mate mateIn1 short");
    ASSERT_TRUE(r) << r.error().to_string();
    EXPECT_EQ(r->operand("bm"), "Rb8#");
    EXPECT_EQ(r->operand("dm"), "1");
}

TEST(ConvertTest, LichessErrors) {
    auto bad = convert_lichess_csv(
        Header + "x,8/8/8/8/8/8/8/8 w - - 0 1,e2e4 e7e5,1,1,1,1,t,u,,1\n" + "y,only,three\n",
        "p.csv");
    ASSERT_EQ(bad.errors.size(), 2u);
    EXPECT_THAT(bad.errors[0].to_string(), HasSubstr("p.csv:2: error: bad FEN"));
    EXPECT_THAT(bad.errors[1].message, HasSubstr("expected 8 fields, got 3"));
    auto no_header = convert_lichess_csv("a,b\n", "p.csv");
    ASSERT_EQ(no_header.errors.size(), 1u);
    auto illegal
        = convert_lichess_puzzle("z", "6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1", "g8f8 a1a9", "");
    ASSERT_FALSE(illegal);
    EXPECT_THAT(illegal.error().message, HasSubstr("'a1a9'"));
    EXPECT_THAT(split_csv_line("a,\"b,\"\"c\"\"\",d\r"), ElementsAre("a", "b,\"c\"", "d"));
}

TEST(ConvertTest, XiangqiPuzzles) {
    const std::string json = R"([
      {"description": "A - B\nEvent 1997 ", "fen": "2Rckab1C/4a4/4R3n/p5p2/9/2N6/2P5P/C5r2/4K4/2B2A3 w - - 0 1",
       "id": "puzzle_0", "title": "Mate in 1 move"},
      {"fen": "2Rckab1C/4a4/4R3n/p5p2/9/2N6/2P5P/C5r2/4K4/2B2A3 w - - 0 1", "id": "p1", "title": "Mate in ? moves"},
      {"fen": "bad", "id": "p2", "title": "Mate in 2 moves"},
      {"fen": "2Rckab1C/4a4/4R3n/p5p2/9/2N6/2P5P/C5r2/4K4/2B2A3 w - - 0 1", "title": "Win"},
      7])";
    auto              out  = convert_xiangqi_puzzles(json, "w.json");
    EXPECT_EQ(out.skipped, 1);
    ASSERT_EQ(out.records.size(), 1u);
    EXPECT_EQ(to_string(out.records[0]),
        "2Rckab1C/4a4/4R3n/p5p2/9/2N6/2P5P/C5r2/4K4/2B2A3 w - - dm 1; id \"puzzle_0\"; "
        "c0 \"A - B; Event 1997\";");
    ASSERT_EQ(out.errors.size(), 3u);
    EXPECT_THAT(out.errors[0].message, HasSubstr("puzzle 3: bad FEN 'bad'"));
    EXPECT_THAT(
        out.errors[1].message, HasSubstr("expected a title \"Mate in N moves\", got 'Win'"));
    EXPECT_THAT(out.errors[2].message, HasSubstr("puzzle 5: expected an object"));
    EXPECT_EQ(convert_xiangqi_puzzles("{", "w.json").errors.size(), 1u);
}

game::EpdRecord claim(const std::string& text) {
    auto r = game::parse_epd_record(text);
    EXPECT_TRUE(r) << r.error().to_string();
    return *r;
}

const std::string MateIn1 = "2Rckab1C/4a4/4R3n/p5p2/9/2N6/2P5P/C5r2/4K4/2B2A3 w - - ";
const std::string MateIn2 = "5aC2/3k5/3a1P3/4c4/2b1N1n1p/9/P8/B8/4A4/3A1K3 w - - ";

TEST(ConvertTest, MateClaimKeptWithTheProvedLength) {
    auto r = claim(MateIn2 + "dm 2; id \"a\";");
    auto c = prove_dm_claim(r, harness::game::xiangqi(), 2, 3, 0, "E");
    EXPECT_EQ(c.verdict, DmClaimVerdict::Kept);
    EXPECT_EQ(c.mate_in, 2);
    EXPECT_GT(c.nodes, 0u);
    EXPECT_EQ(to_string(r), MateIn2 + "dm 2; id \"a\";");

    // A claim too long is corrected, and the claim kept in c1.
    r = claim(MateIn2 + "dm 3; id \"b\";");
    c = prove_dm_claim(r, harness::game::xiangqi(), 2, 3, 0, "E depth 9");
    EXPECT_EQ(c.verdict, DmClaimVerdict::Kept);
    EXPECT_EQ(c.claimed, 3);
    EXPECT_EQ(to_string(r),
        MateIn2
            + "dm 2; id \"b\"; c1 \"E depth 9 claimed mate in 3; shortest mate proved by "
              "Arbiter: 2\";");
}

TEST(ConvertTest, MateClaimDroppedOutsideTheLengthsOrUnproved) {
    const auto xiangqi = harness::game::xiangqi();
    auto       r       = claim(MateIn1 + "dm 2;");
    EXPECT_EQ(prove_dm_claim(r, xiangqi, 2, 3, 0, "E").verdict, DmClaimVerdict::Shorter);
    EXPECT_EQ(to_string(r), MateIn1 + "dm 2;"); // unchanged

    r = claim(MateIn2 + "dm 1;");
    EXPECT_EQ(prove_dm_claim(r, xiangqi, 1, 1, 0, "E").verdict, DmClaimVerdict::NoMate);
    EXPECT_EQ(prove_dm_claim(r, xiangqi, 2, 2, 1, "E").verdict, DmClaimVerdict::Unknown);

    r      = claim(MateIn2 + "id \"no claim\";");
    auto c = prove_dm_claim(r, xiangqi, 1, 2, 0, "E");
    EXPECT_EQ(c.verdict, DmClaimVerdict::Invalid);
    EXPECT_THAT(c.reason, HasSubstr("dm N"));
    r = claim(MateIn2 + "dm 0;");
    EXPECT_EQ(prove_dm_claim(r, xiangqi, 1, 2, 0, "E").verdict, DmClaimVerdict::Invalid);
    EXPECT_EQ(prove_dm_claim(r, xiangqi, 3, 2, 0, "E").verdict, DmClaimVerdict::Invalid);
}

} // namespace
