// Differential perft against Debian's Stockfish: positions from random legal walks (standard
// and Chess960 starts), divide compared move by move so a failure names the FEN and the move.
// Skipped when /usr/games/stockfish is absent. CHESS_DIFF_POSITIONS=N widens the run.

#include "engine/chess/game.h"
#include "engine/core/perft.h"
#include "engine/testing/chess_positions.h"
#include "engine/testing/random_walk.h"
#include "engine/testing/reference_engine.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>

using namespace engine;
namespace et = engine::testing;

namespace {

constexpr const char* StockfishPath = "/usr/games/stockfish";

void compare(et::ReferenceEngine& sf, const chess::Position& start, int depth) {
    auto pos    = start;
    auto result = sf.divide(pos.fen(), depth);
    ASSERT_TRUE(result.ok) << "Stockfish gave no perft for " << pos.fen();
    auto&                                theirs = result.moves;
    std::uint64_t                        total  = result.total;
    std::map<std::string, std::uint64_t> ours;
    std::uint64_t                        our_total = 0;
    for (const auto& e : core::divide<chess::Chess>(pos, depth)) {
        ours[chess::to_uci(pos, e.move)] = e.nodes;
        our_total += e.nodes;
    }
    if (ours == theirs && total == our_total) return;
    for (const auto& [m, n] : theirs)
        if (!ours.count(m))
            ADD_FAILURE() << pos.fen() << ": missing move " << m;
        else if (ours[m] != n)
            ADD_FAILURE() << pos.fen() << ": after " << m << " depth " << depth - 1 << " we count "
                          << ours[m] << ", Stockfish " << n;
    for (const auto& [m, n] : ours)
        if (!theirs.count(m)) ADD_FAILURE() << pos.fen() << ": extra move " << m;
}

TEST(StockfishDiff, RandomWalkDivideAgreesMoveByMove) {
    if (!et::is_executable(StockfishPath)) GTEST_SKIP() << StockfishPath << " not installed";
    for (bool chess960 : { false, true }) {
        et::ReferenceEngine sf(StockfishPath,
            { std::string("setoption name UCI_Chess960 value ") + (chess960 ? "true" : "false") });
        ASSERT_TRUE(sf.ok()) << "Stockfish did not start";
        const char* env      = std::getenv("CHESS_DIFF_POSITIONS");
        int         n        = env ? std::atoi(env) : 150;
        int         compared = 0;
        for (int i = 0; i < n; ++i) {
            auto start = et::ChessWalkStarts[std::size_t(i) % et::ChessWalkStarts.size()];
            auto walk  = et::play_walk<chess::Chess>(
                start, et::seeded_picks(std::uint64_t(i) + (chess960 ? 7777 : 0), 1 + i % 40));
            // Stockfish needs Chess960 mode for Shredder-FEN; our FEN says which it is.
            if (walk.position.is_chess960() != chess960) continue;
            compare(sf, walk.position, i % 10 == 0 ? 4 : 3);
            if (HasFailure()) return;
            ++compared;
        }
        EXPECT_GT(compared, chess960 ? n / 10 : n / 2) << "too few positions compared";
    }
}

} // namespace
