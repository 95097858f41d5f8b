// Perft against the suites in suites/chess/perft: every (position, depth) whose expected count is
// at most ARBITER_PERFT_MAX_NODES (the `perft` label uses a CI-sized cap, the `slow` build a
// large one). A mismatch names the file, line, FEN and depth.

#include "engine/chess/game.h"
#include "engine/core/perft_suite.h"

#include <gtest/gtest.h>

#ifndef ARBITER_PERFT_MAX_NODES
#define ARBITER_PERFT_MAX_NODES 3000000ull
#endif

using namespace engine;

namespace {

class ChessPerftSuite : public ::testing::TestWithParam<const char*> { };

TEST_P(ChessPerftSuite, MatchesEveryCountUpToTheCap) {
    std::string path  = std::string(ARBITER_SUITES_DIR) + "/chess/perft/" + GetParam();
    auto        suite = core::load_perft_suite(path);
    for (const auto& e : suite.errors) ADD_FAILURE() << e.to_string();
    ASSERT_FALSE(suite.entries.empty()) << path;
    int checked = 0;
    for (const auto& entry : suite.entries) {
        auto pos = chess::Position::from_fen(entry.fen);
        ASSERT_TRUE(pos) << path << ":" << entry.line << ": " << pos.error().message;
        for (const auto& c : entry.counts) {
            if (c.nodes > ARBITER_PERFT_MAX_NODES) continue;
            EXPECT_EQ(chess::perft(*pos, c.depth), c.nodes)
                << path << ":" << entry.line << ": " << entry.id << " depth " << c.depth
                << "\n  fen " << entry.fen;
            ++checked;
        }
    }
    EXPECT_GT(checked, 0);
    RecordProperty("checked", checked);
}

INSTANTIATE_TEST_SUITE_P(Suites, ChessPerftSuite,
    ::testing::Values("ethereal_standard.epd", "ethereal_fischer.epd", "python-chess_tricky.perft",
        "python-chess_chess960.perft", "python-chess_random.perft", "chess-epds_perft.epd",
        "chess-epds_perft-ferdy-double-checks.epd", "chess-epds_ferdy_perft_enpassant_1.epd",
        "cpw_perft_results.epd"),
    [](const auto& param_info) {
        std::string n = param_info.param;
        for (auto& ch : n)
            if (!isalnum(static_cast<unsigned char>(ch))) ch = '_';
        return n;
    });

} // namespace
