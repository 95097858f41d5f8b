// Differential perft against Fairy-Stockfish (UCI, UCI_Variant xiangqi, ranks 1-10): random
// legal walks from the start position and suite positions, divide compared move by move.
// Skipped when /usr/games/fairy-stockfish is absent. XQ_DIFF_POSITIONS=N widens the run.

#include "engine/testing/reference_engine.h"
#include "engine/xiangqi/tests/test_support.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <string>

namespace engine::xiangqi {
namespace {

constexpr const char* FsfPath = "/usr/games/fairy-stockfish";

int env_int(const char* name, int fallback) {
    const char* v = std::getenv(name);
    return v ? std::atoi(v) : fallback;
}

std::vector<std::string> start_fens() {
    return { std::string(StartFen),
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
        "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
        "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
        "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
        "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1" };
}

void compare(engine::testing::ReferenceEngine& fsf, Position pos, int depth) {
    std::string fen    = pos.fen();
    auto        result = fsf.divide(fen, depth);
    ASSERT_TRUE(result.ok) << "Fairy-Stockfish gave no perft for " << fen;
    auto&                                theirs = result.moves;
    std::uint64_t                        total  = result.total;
    std::map<std::string, std::uint64_t> ours;
    std::uint64_t                        our_total = 0;
    for (const auto& e : core::divide<Xiangqi>(pos, depth)) {
        ours[to_string(pos, e.move, Notation::Ranks1)] = e.nodes;
        our_total += e.nodes;
    }
    for (const auto& [mv, n] : theirs) {
        auto it = ours.find(mv);
        ASSERT_NE(it, ours.end()) << "FEN " << fen << ": Fairy-Stockfish has move " << mv << " ("
                                  << n << " nodes at depth " << depth << "), Sable does not";
        ASSERT_EQ(it->second, n) << "FEN " << fen << " move " << mv << " depth " << depth;
    }
    for (const auto& [mv, n] : ours)
        ASSERT_TRUE(theirs.count(mv)) << "FEN " << fen << ": Sable has move " << mv << " (" << n
                                      << " nodes), Fairy-Stockfish does not";
    ASSERT_EQ(our_total, total) << "FEN " << fen << " depth " << depth;
}

TEST(FairyStockfishDiff, RandomWalkPerftDivide) {
    if (!engine::testing::is_executable(FsfPath)) GTEST_SKIP() << FsfPath << " not installed";
    engine::testing::ReferenceEngine fsf(FsfPath, { "setoption name UCI_Variant value xiangqi" });
    ASSERT_TRUE(fsf.ok()) << "Fairy-Stockfish did not start";
    const int  positions = env_int("XQ_DIFF_POSITIONS", 400);
    const int  deep      = env_int("XQ_DIFF_DEEP", 20); // of which at depth 4
    const auto starts    = start_fens();
    for (int i = 0; i < positions; ++i) {
        Position start = testing::from_fen_or_die(starts[i % starts.size()]);
        int      plies = 4 + int((i * 7919u) % 90);
        Position pos   = testing::random_walk(start, std::uint64_t(i) + 1, plies);
        ASSERT_NO_FATAL_FAILURE(compare(fsf, pos, i < deep ? 4 : 3));
    }
}

} // namespace
} // namespace engine::xiangqi
