// A report's games read back as rated games: results to scores, the pair of one round of one
// pairing, a shard's report said, a file that is not a match's or a tournament's report an error
// naming it.

#include "harness/match/report_games.h"

#include <gtest/gtest.h>

namespace {

using harness::match::first_mover_score;
using harness::match::report_games;

TEST(ReportGames, ResultsAreTheFirstMoversScores) {
    EXPECT_EQ(first_mover_score("1-0"), 1.0);
    EXPECT_EQ(first_mover_score("0-1"), 0.0);
    EXPECT_EQ(first_mover_score("1/2-1/2"), 0.5);
    EXPECT_EQ(first_mover_score("*"), std::nullopt);
    EXPECT_EQ(first_mover_score("1-0 "), std::nullopt);
}

TEST(ReportGames, ARoundOfAPairingIsOnePairAndAShardIsSaid) {
    const auto read = report_games(R"({"command": "tournament", "config": {"shard": {}},
        "results": [{"white": "B", "black": "A", "result": "1/2-1/2", "pairing": 2, "round": 3},
                    {"white": "A", "black": "B", "result": "*", "pairing": 2, "round": 3}]})",
        "t.json");
    ASSERT_FALSE(read.error);
    EXPECT_TRUE(read.shard);
    ASSERT_EQ(read.games.size(), 1U);
    EXPECT_EQ(read.games[0].first, "B");
    EXPECT_EQ(read.games[0].score, 0.5);
    EXPECT_EQ(read.games[0].pair, "t.json\n2.3\nA\nB");
    EXPECT_EQ(read.unfinished, 1U);
}

TEST(ReportGames, AnotherCommandsReportIsAnErrorNamingTheFile) {
    const auto read = report_games(R"({"command": "suite", "results": []})", "wac.json");
    ASSERT_TRUE(read.error);
    EXPECT_NE(read.error->to_string().find("wac.json"), std::string::npos);
    EXPECT_NE(read.error->message.find("\"suite\""), std::string::npos);
    EXPECT_TRUE(report_games("[1, 2", "x.json").error);
}

} // namespace
