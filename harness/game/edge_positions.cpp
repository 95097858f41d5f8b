#include "harness/game/edge_positions.h"

#include "harness/game/registry.h"

namespace harness::game {

std::vector<LabelledFen> edge_positions(const Game& g) {
    if (g == xiangqi())
        return {
            { "edge/generals-one-piece-between", "4k4/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1" },
            { "edge/generals-one-piece-between", "3k5/9/9/3C5/9/9/9/9/9/3K5 b - - 0 1" },
            { "edge/no-legal-move", "5k3/9/9/9/9/9/9/9/4r4/3K5 w - - 0 1" },
            { "edge/many-moves", "4k4/4a4/9/9/R1C3C1R/9/2N3N2/9/4A4/4K4 w - - 0 1" },
            { "edge/pawns-across-river", "3k5/9/P1P1P1P1P/9/9/9/9/9/9/4K4 w - - 0 1" },
            { "edge/mate-in-one", "3k5/9/9/9/9/9/9/9/9/4K1R2 w - - 0 1" },
            { "edge/start", std::string(g->start_fen()) },
        };
    if (g == chess960())
        return {
            { "edge/chess960-castling",
                "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" },
            { "edge/chess960-castling", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1" },
            { "edge/chess960-castling", "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1" },
            { "edge/chess960-castling",
                "qrkrbbnn/pppppppp/8/8/8/8/PPPPPPPP/QRKRBBNN w DBdb - 0 1" },
        };
    return {
        { "edge/many-moves", "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1" },
        { "edge/promotions", "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1" },
        { "edge/promotions", "8/PPPPPPPP/8/8/8/8/pppppppp/K6k w - - 0 1" },
        { "edge/ep-pinned", "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 2" },
        { "edge/ep-discovered-check", "4K3/8/8/R2pP2k/8/8/8/8 w - d6 0 2" },
        { "edge/castling", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" },
        { "edge/stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" },
        { "edge/checkmated", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1" },
        { "edge/fifty-move-limit", "8/8/8/4k3/8/8/2R5/4K3 w - - 99 80" },
        { "edge/bare-kings", "8/8/8/4k3/8/8/8/4K3 w - - 0 1" },
    };
}

} // namespace harness::game
