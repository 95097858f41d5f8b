// A tournament's journal: each game's record goes back to its pairing's match on resume; a
// record that is not a game of one of the pairings is named by its line.

#include "harness/tournament/tournament_journal.h"

#include <gtest/gtest.h>

namespace {

using namespace harness;

match::GameEntry game(int round) {
    match::GameEntry g;
    g.round         = round;
    g.played.result = engine::core::GameResult::FirstWins;
    g.played.reason = match::EndReason::Resign;
    return g;
}

tournament::TournamentConfig three_pairings() {
    tournament::TournamentConfig c;
    c.names    = { "a", "b", "c" };
    c.pairings = tournament::pairings(3, tournament::Kind::RoundRobin);
    c.matches.resize(c.pairings.size());
    return c;
}

TEST(TournamentJournal, EachGameGoesBackToItsPairing) {
    auto                              c = three_pairings();
    const std::vector<nlohmann::json> records {
        nlohmann::json(tournament::journal_record(2, game(0), { "b", "c" })),
        nlohmann::json(tournament::journal_record(0, game(1), { "a", "b" })),
    };
    EXPECT_EQ(tournament::resume_games(records, "t.jsonl", c), std::nullopt);
    ASSERT_EQ(c.matches[2].previous.size(), 1u);
    ASSERT_EQ(c.matches[0].previous.size(), 1u);
    EXPECT_EQ(c.matches[0].previous[0].round, 1);
    EXPECT_TRUE(c.matches[1].previous.empty());
}

TEST(TournamentJournal, ARecordOfNoPairingIsNamedByItsLine) {
    auto c = three_pairings();
    for (std::size_t pairing : { std::size_t(3), std::size_t(99) }) {
        const std::vector<nlohmann::json> records { nlohmann::json(
            tournament::journal_record(pairing, game(0), { "a", "b" })) };
        EXPECT_EQ(
            tournament::resume_games(records, "t.jsonl", c), "t.jsonl:2: not a tournament game");
    }
    const std::vector<nlohmann::json> not_a_game { nlohmann::json(tournament::journal_record(
                                                       0, game(0), { "a", "b" })),
        { { "pairing", 1 }, { "game", { { "round", 1 } } } } };
    EXPECT_EQ(
        tournament::resume_games(not_a_game, "t.jsonl", c), "t.jsonl:3: not a tournament game");
}

} // namespace
