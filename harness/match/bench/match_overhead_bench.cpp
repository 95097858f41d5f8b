// match_overhead_bench: Arbiter's cost per move in a game -- the position and go sent, the
// answer read and parsed, the move validated and played, the status checked -- measured with an
// engine that answers at once (the mock engine). Usage:
//   match_overhead_bench MOCK_ENGINE [GAMES=20] [MAX_MOVES=50] [chess|xiangqi] [uci|ucci]
// Prints games, plies, wall time, and microseconds per ply (mean over the run). Over UCCI the
// referee's forbidden repeats (banmoves) are computed before every go, so they are in the cost.

#include "harness/game/registry.h"
#include "harness/match/game_runner.h"
#include "harness/protocol/factory.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    using namespace harness;
    if (argc < 2) {
        std::fprintf(stderr,
            "usage: match_overhead_bench MOCK_ENGINE [GAMES] [MAX_MOVES] [chess|xiangqi] "
            "[uci|ucci]\n");
        return 2;
    }
    const int  games     = argc > 2 ? std::atoi(argv[2]) : 20;
    const int  max_moves = argc > 3 ? std::atoi(argv[3]) : 50;
    const auto variant   = game::find_game(argc > 4 ? argv[4] : "chess");
    const auto proto     = protocol::parse_protocol(argc > 5 ? argv[5] : "uci");
    if (!variant || !proto || games < 1 || max_moves < 1) {
        std::fprintf(stderr, "match_overhead_bench: bad arguments\n");
        return 2;
    }
    session::EngineSpec spec;
    spec.cmd     = argv[1];
    spec.name    = "mock";
    spec.variant = *variant;
    spec.proto   = *proto;
    if (spec.proto != protocol::Protocol::Uci) spec.args = { "--proto", argv[5] };
    session::EngineSession a(spec), b(spec);
    if (!a.start() || !b.start()) {
        std::fprintf(stderr, "match_overhead_bench: cannot start '%s'\n", argv[1]);
        return 3;
    }
    match::TimeControl tc;
    tc.base_ms = 3600000; // a clock, so the clock fields are sent and charged too
    match::GameSetup setup { *variant, {}, {}, {} };
    setup.adjudication.max_moves = max_moves;
    long       plies             = 0;
    const auto t0                = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        std::array<match::Player, 2> players { match::Player { &a, tc }, match::Player { &b, tc } };
        auto                         out = match::play_game(setup, players);
        if (out.faulty) {
            std::fprintf(stderr, "match_overhead_bench: game %d: %s\n", g + 1, out.detail.c_str());
            return 1;
        }
        plies += long(out.moves.size());
    }
    const double us = double(
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0)
            .count());
    std::printf("games %d  plies %ld  wall %.1f ms  per ply %.1f us\n", games, plies, us / 1000,
        plies ? us / double(plies) : 0.0);
    return 0;
}
