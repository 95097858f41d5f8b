// mate_prover_bench: time prove_mate on the mate-in-N positions of an EPD suite (matetrack style
// `bm #N` or `dm N`). Usage: mate_prover_bench FILE.epd [N=3] [LIMIT=0 (all)] [chess|xiangqi]
// Prints per-position verdict and time, then count, mean, median, max.

#include "harness/game/epd.h"
#include "harness/prover/mate_prover.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    namespace game = harness::game;
    using namespace harness::prover;
    if (argc < 2) {
        std::fprintf(stderr, "usage: mate_prover_bench FILE.epd [N] [LIMIT] [chess|xiangqi]\n");
        return 2;
    }
    const int  n     = argc > 2 ? std::atoi(argv[2]) : 3;
    const int  limit = argc > 3 ? std::atoi(argv[3]) : 0;
    const auto found = harness::game::find_game(argc > 4 ? argv[4] : "chess");
    if (!found) {
        std::fprintf(stderr, "%s\n", found.error().to_string().c_str());
        return 2;
    }
    const harness::game::Game variant = *found;
    auto                      file    = game::load_epd(argv[1]);
    for (const auto& e : file.errors) std::fprintf(stderr, "%s\n", e.to_string().c_str());

    std::vector<double> times;
    int                 proved = 0, other = 0;
    std::uint64_t       nodes = 0;
    for (const auto& r : file.records) {
        auto moves = game::resolve_moves(r, variant);
        if (!moves || moves->mate != n) continue;
        const auto   t0 = std::chrono::steady_clock::now();
        auto         p  = prove_mate(variant, r.fen(), n, 0);
        const auto   t1 = std::chrono::steady_clock::now();
        const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
        times.push_back(ms);
        if (p && p->verdict == ProofVerdict::Proved && p->mate_in == n) {
            ++proved;
            nodes += p->nodes;
        } else {
            ++other;
            std::printf("line %d: %s mate_in=%d\n", r.line, p ? to_string(p->verdict) : "error",
                p ? p->mate_in : 0);
        }
        if (limit && int(times.size()) >= limit) break;
    }
    if (times.empty()) return 1;
    auto sorted = times;
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    for (double t : times) sum += t;
    std::printf("mate in %d: %zu positions, %d proved exactly, %d other; nodes %llu\n", n,
        times.size(), proved, other, static_cast<unsigned long long>(nodes));
    std::printf("time per position: mean %.2f ms, median %.2f ms, p90 %.2f ms, max %.2f ms\n",
        sum / double(times.size()), sorted[sorted.size() / 2], sorted[sorted.size() * 9 / 10],
        sorted.back());
    return other ? 1 : 0;
}
