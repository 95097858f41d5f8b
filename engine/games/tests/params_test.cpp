// The evaluations' and the search's tunable weights: each moves the score or the tree as its
// contract says, colour symmetry holds with any value, and the defaults are the built-in engine
// (the bench's node counts, recorded before the weights became parameters).

#include "engine/games/searchers.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <string_view>

namespace engine {
namespace {

using chess::Chess;
using xiangqi::Xiangqi;

template <class G> typename G::Position parse(std::string_view fen) {
    auto r = G::parse_fen(fen);
    EXPECT_TRUE(r.has_value()) << fen;
    return r.value();
}

// A middlegame where Black's queen and knight attack White's bare king, and its colour flip.
constexpr std::string_view Attack        = "r4rk1/ppp2ppp/8/3q4/7n/8/PPPP1P2/R1BQ1RK1 w - - 0 1";
constexpr std::string_view AttackFlipped = "r1bq1rk1/pppp1p2/8/7N/3Q4/8/PPP2PPP/R4RK1 b - - 0 1";

TEST(ChessEvalParams, KnightValueMovesAnExtraKnightByItsChange) {
    const auto        white = parse<Chess>("4k3/p7/8/8/8/8/P7/N3K3 w - - 0 1");
    const auto        black = parse<Chess>("n3k3/p7/8/8/8/8/P7/4K3 b - - 0 1");
    chess::EvalParams p;
    p.value[chess::Knight] += 60;
    EXPECT_EQ(chess::evaluate(white, p), chess::evaluate(white) + 60);
    EXPECT_EQ(chess::evaluate(black, p), chess::evaluate(white, p));
    p.value[chess::Knight] -= 200;
    EXPECT_EQ(chess::evaluate_white(white, p), chess::evaluate_white(white) - 140);
}

TEST(ChessEvalParams, EveryPieceValueMovesItsPiece) {
    for (auto [pt, fen] : { std::pair { chess::Bishop, "4k3/p7/8/8/8/8/P7/B3K3 w - - 0 1" },
             std::pair { chess::Rook, "4k3/p7/8/8/8/8/P7/R3K3 w - - 0 1" },
             std::pair { chess::Queen, "4k3/p7/8/8/8/8/P7/Q3K3 w - - 0 1" } }) {
        chess::EvalParams p;
        p.value[pt] += 35;
        EXPECT_EQ(chess::evaluate(parse<Chess>(fen), p), chess::evaluate(parse<Chess>(fen)) + 35)
            << fen;
    }
}

TEST(ChessEvalParams, MobilityWeightScalesTheMobilityTerm) {
    const auto        pos = parse<Chess>(Attack);
    chess::EvalParams none, twice;
    none.mobility  = 0;
    twice.mobility = 200;
    const int term = chess::evaluate(pos) - chess::evaluate(pos, none);
    EXPECT_NE(term, 0);
    EXPECT_EQ(chess::evaluate(pos, twice) - chess::evaluate(pos), term);
    EXPECT_EQ(chess::evaluate(parse<Chess>(AttackFlipped), twice), chess::evaluate(pos, twice));
}

TEST(ChessEvalParams, KingSafetyWeightScalesTheKingTerm) {
    const auto        pos = parse<Chess>(Attack);
    chess::EvalParams none, more;
    none.king_safety = 0;
    more.king_safety = 250;
    EXPECT_NE(chess::evaluate(pos, none), chess::evaluate(pos));
    EXPECT_NE(chess::evaluate(pos, more), chess::evaluate(pos));
    EXPECT_EQ(chess::evaluate(parse<Chess>(AttackFlipped), more), chess::evaluate(pos, more));
}

TEST(XiangqiEvalParams, PieceValuesMoveTheirPieces) {
    using xiangqi::PieceType;
    const auto          red   = parse<Xiangqi>("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    const auto          black = parse<Xiangqi>("r3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1");
    xiangqi::EvalParams p;
    p.value[int(PieceType::Chariot)] += 100;
    EXPECT_EQ(xiangqi::evaluate(red, p), xiangqi::evaluate(red) + 100);
    EXPECT_EQ(xiangqi::evaluate(black, p), xiangqi::evaluate(red, p));
    const auto soldiers = parse<Xiangqi>("3k5/9/9/4P4/9/9/P8/9/9/4K4 w - - 0 1");
    p                   = {};
    p.soldier_crossed += 30;
    p.value[int(PieceType::Soldier)] += 7;
    EXPECT_EQ(xiangqi::evaluate(soldiers, p), xiangqi::evaluate(soldiers) + 37);
}

TEST(XiangqiEvalParams, MobilityWeightScalesChariotAndHorseMobility) {
    const auto pos = parse<Xiangqi>(
        "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3");
    xiangqi::EvalParams none, twice;
    none.mobility  = 0;
    twice.mobility = 200;
    const int term = xiangqi::evaluate(pos) - xiangqi::evaluate(pos, none);
    EXPECT_NE(term, 0);
    EXPECT_EQ(xiangqi::evaluate(pos, twice) - xiangqi::evaluate(pos), term);
}

// Nodes of a fresh 16 MB searcher (the bench's engine) at `depth` with the given weights.
template <class G, class E = typename search::Searcher<G>::EvalParams>
std::uint64_t search_nodes(
    std::string_view fen, int depth, const search::SearchParams& params = {}, const E& eval = {}) {
    search::Searcher<G> s(16);
    s.set_params(params);
    s.set_eval_params(eval);
    std::atomic<bool> stop { false };
    search::Limits    limits;
    limits.depth = depth;
    return s.search(parse<G>(fen), limits, stop).info.nodes;
}

// Bench positions 3 and 7 (chess, depth 11), 12 and 13 (xiangqi, depth 9): `sable bench` before
// the weights were parameters.
TEST(SearchParams, DefaultsSearchTheBuiltInTree) {
    EXPECT_EQ(search_nodes<Chess>("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 11", 11), 58502u);
    EXPECT_EQ(search_nodes<Chess>("6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1", 11), 38593u);
    EXPECT_EQ(search_nodes<Xiangqi>(
                  "2bakab2/9/2n1c1n2/p3p3p/2p3p2/9/P1P3P1P/2N1C1N2/9/2BAKAB2 w - - 0 20", 9),
        18293u);
    EXPECT_EQ(search_nodes<Xiangqi>("3k5/4a4/4b4/9/2b6/9/9/4B4/4A4/2RAK4 w - - 0 40", 9), 8151u);
}

TEST(SearchParams, EachChangesTheTreeAndTheDefaultsComeBack) {
    constexpr std::string_view fen  = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 11";
    const auto                 base = search_nodes<Chess>(fen, 11);
    for (auto set : { +[](search::SearchParams& p) { p.rfp_margin = 40; },
             +[](search::SearchParams& p) { p.futility_margin = 60; },
             +[](search::SearchParams& p) { p.delta_margin = 50; },
             +[](search::SearchParams& p) { p.lmr_base = 150; },
             +[](search::SearchParams& p) { p.lmr_divisor = 300; },
             +[](search::SearchParams& p) { p.null_move_base = 5; } }) {
        search::SearchParams p;
        set(p);
        EXPECT_NE(search_nodes<Chess>(fen, 11, p), base);
    }
    // The LMR table is rebuilt by every set_params().
    search::Searcher<Chess> s(16);
    search::SearchParams    odd;
    odd.lmr_divisor = 90;
    s.set_params(odd);
    s.set_params({});
    std::atomic<bool> stop { false };
    search::Limits    limits;
    limits.depth = 11;
    EXPECT_EQ(s.search(parse<Chess>(fen), limits, stop).info.nodes, base);
}

TEST(SearchParams, EvalWeightsReachTheSearch) {
    constexpr std::string_view fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 11";
    chess::EvalParams          p;
    p.value[chess::Rook] = 600;
    EXPECT_NE(search_nodes<Chess>(fen, 11, {}, p), search_nodes<Chess>(fen, 11));
}

} // namespace
} // namespace engine
