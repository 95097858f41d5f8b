// gomoku_suite_gen: writes gomoku win-in-N positions (N = 1..3) as EPD lines, each proved by
// the gomoku prover (harness/prover/gomoku_prover.h): the side to move makes five within N of
// its moves against every defence, cannot within N - 1, and `bm` lists every first move that
// wins within N (exact for N <= 3: see the prover's header).
//
// Positions come from random games on 15x15 (each move a random empty point next to a stone,
// the first at the centre); the first position of a game with a proved win of the wanted
// length is kept. Deterministic in the seed.
//   gomoku_suite_gen COUNT1 COUNT2 COUNT3 [seed] > suite.epd

#include "harness/prover/gomoku_prover.h"

#include "engine/core/prng.h"
#include "engine/gomoku/game.h"

#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>

namespace gm = engine::gomoku;
using namespace harness::prover;

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: gomoku_suite_gen COUNT1 COUNT2 COUNT3 [seed]\n");
        return 2;
    }
    int                want[4] = { 0, std::atoi(argv[1]), std::atoi(argv[2]), std::atoi(argv[3]) };
    engine::core::Prng rng(argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 2026);
    std::set<std::string> seen;
    int                   id = 0;
    GomokuProofOptions    opt;
    opt.budget = 2'000'000;
    for (int game = 0; want[1] + want[2] + want[3] > 0 && game < 100000; ++game) {
        gm::Position pos;
        pos.do_move(gm::Move::at(gm::point_of(7, 7)));
        for (int ply = 1; ply < 120 && !pos.winner() && !pos.is_full(); ++ply) {
            // a random empty point next to a stone
            gm::MoveList near;
            for (int y = 0; y < pos.size(); ++y)
                for (int x = 0; x < pos.size(); ++x) {
                    if (pos.stone(x, y) != gm::Stone::Empty) continue;
                    bool n = false;
                    for (int dy = -1; dy <= 1; ++dy)
                        for (int dx = -1; dx <= 1; ++dx)
                            n = n
                                || (pos.on_board(x + dx, y + dy)
                                    && pos.stone(x + dx, y + dy) != gm::Stone::Empty);
                    if (n) near.push_back(gm::Move::at(gm::point_of(x, y)));
                }
            pos.do_move(near[std::size_t(rng.next() % near.size())]);
            if (pos.winner() || ply < 6) continue;
            const auto proof = prove_gomoku_win(pos, 3, opt);
            if (proof.verdict != GomokuVerdict::Proved || want[proof.win_in] <= 0) continue;
            const std::string text = pos.text();
            if (!seen.insert(text).second) continue;
            int  unknown = 0;
            auto bm      = gomoku_winning_moves(pos, proof.win_in, opt, unknown);
            if (unknown || bm.empty()) continue;
            std::string moves;
            for (auto m : bm) moves += " " + gm::to_string(m);
            std::printf("%s freestyle - bm%s; dm %d; id \"arbiter-gomoku-%03d\";\n", text.c_str(),
                moves.c_str(), proof.win_in, ++id);
            std::fflush(stdout);
            --want[proof.win_in];
            break;
        }
    }
    return 0;
}
