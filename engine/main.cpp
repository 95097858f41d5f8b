// sable: the engine under test. With no arguments it speaks UCI on stdin/stdout.
//   sable                      UCI loop (chess, Chess960, xiangqi via UCI_Variant); the UCCI
//                              loop for xiangqi when the first line is "ucci"
//   sable perft-suite [--variant chess|xiangqi] [--max-nodes N] FILE...
//                              check every (position, depth) of perft suites whose expected
//                              count is at most N (default 10^7); exit 1 on any mismatch,
//                              rejected position or input error.
//   sable treesize-gomoku [depth]
//                              gomoku tree sizes: alpha-beta, sorted alpha-beta, PVS, PVS +
//                              hash and Sable, nodes and time to depths 1..depth (default 4).
//   sable bench [depth]        search the bench positions (engine/bench) to a fixed depth and
//                              print "Nodes searched: N" (the search signature) and the speed.

#include "engine/bench/bench.h"
#include "engine/bench/treesize.h"
#include "engine/chess/game.h"
#include "engine/core/perft_suite.h"
#include "engine/protocol/uci_loop.h"
#include "engine/xiangqi/game.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

using namespace engine;

namespace {

struct SuiteTotals {
    int           ok = 0, mismatched = 0, rejected = 0, input_errors = 0;
    std::uint64_t nodes = 0;
};

template <core::Game G>
void run_suite(const std::string& path, std::uint64_t max_nodes, SuiteTotals& totals) {
    auto suite = core::load_perft_suite(path);
    for (const auto& e : suite.errors) {
        std::printf("%s\n", e.to_string().c_str());
        ++totals.input_errors;
    }
    for (const auto& entry : suite.entries) {
        auto pos = G::parse_fen(entry.fen);
        if (!pos) {
            core::ParseError e = pos.error();
            std::printf("%s:%d: rejected %s: %s\n", path.c_str(), entry.line, entry.id.c_str(),
                e.message.c_str());
            ++totals.rejected;
            continue;
        }
        for (const auto& c : entry.counts) {
            if (c.nodes > max_nodes) continue;
            std::uint64_t n = G::perft(*pos, c.depth);
            totals.nodes += n;
            if (n == c.nodes) {
                ++totals.ok;
            } else {
                ++totals.mismatched;
                std::printf("%s:%d: MISMATCH %s depth %d: expected %llu, got %llu\n  fen %s\n",
                    path.c_str(), entry.line, entry.id.c_str(), c.depth,
                    static_cast<unsigned long long>(c.nodes), static_cast<unsigned long long>(n),
                    entry.fen.c_str());
            }
        }
    }
}

int perft_suite_main(int argc, char** argv) {
    std::string              variant   = "chess";
    std::uint64_t            max_nodes = 10'000'000;
    std::vector<std::string> files;
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--variant" && i + 1 < argc)
            variant = argv[++i];
        else if (a == "--max-nodes") {
            // A count: digits only (strtoull alone would read "abc" as 0, "-5" as 2^64 - 5).
            const char* v   = i + 1 < argc ? argv[++i] : "";
            char*       end = nullptr;
            errno           = 0;
            max_nodes       = std::strtoull(v, &end, 10);
            if (*v < '0' || *v > '9' || *end != '\0' || errno == ERANGE) {
                std::fprintf(
                    stderr, "sable perft-suite: --max-nodes expects a count, got '%s'\n", v);
                return 2;
            }
        } else if (a.rfind("--", 0) == 0) {
            std::fprintf(stderr, "sable perft-suite: unknown option '%s'\n", a.c_str());
            return 2;
        } else
            files.push_back(a);
    }
    if (files.empty()) {
        std::fprintf(
            stderr, "usage: sable perft-suite [--variant chess|xiangqi] [--max-nodes N] FILE...\n");
        return 2;
    }
    SuiteTotals t;
    auto        t0 = std::chrono::steady_clock::now();
    for (const auto& f : files) {
        if (variant == "chess")
            run_suite<chess::Chess>(f, max_nodes, t);
        else if (variant == "xiangqi")
            run_suite<xiangqi::Xiangqi>(f, max_nodes, t);
        else {
            std::fprintf(stderr, "sable perft-suite: unknown variant '%s'\n", variant.c_str());
            return 2;
        }
    }
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("perft-suite %s: %d ok, %d mismatched, %d positions rejected, %d input errors; "
                "%llu nodes in %.2f s (%.1f Mnps)\n",
        variant.c_str(), t.ok, t.mismatched, t.rejected, t.input_errors,
        static_cast<unsigned long long>(t.nodes), secs, t.nodes / secs / 1e6);
    return t.mismatched || t.rejected || t.input_errors ? 1 : 0;
}

int bench_main(int argc, char** argv) {
    int depth = 0;
    if (argc > 3 || (argc == 3 && ((depth = std::atoi(argv[2])) < 1 || depth > 64))) {
        std::fprintf(stderr, "usage: sable bench [depth 1..64]\n");
        return 2;
    }
    Engine engine;
    bench::run_bench(engine, depth, std::cout);
    return 0;
}

int treesize_main(int argc, char** argv) {
    int depth = 4;
    if (argc > 3 || (argc == 3 && ((depth = std::atoi(argv[2])) < 1 || depth > 12))) {
        std::fprintf(stderr, "usage: sable treesize-gomoku [depth 1..12]\n");
        return 2;
    }
    bench::write_tree_sizes(bench::gomoku_tree_sizes(depth), std::cout);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc > 1 && std::strcmp(argv[1], "perft-suite") == 0) return perft_suite_main(argc, argv);
    if (argc > 1 && std::strcmp(argv[1], "bench") == 0) return bench_main(argc, argv);
    if (argc > 1 && std::strcmp(argv[1], "treesize-gomoku") == 0) return treesize_main(argc, argv);
    if (argc > 1) {
        std::fprintf(
            stderr, "usage: sable [perft-suite ... | bench [depth] | treesize-gomoku [depth]]\n");
        return 2;
    }
    std::ios::sync_with_stdio(false);
    return protocol::run_uci_loop(std::cin, std::cout);
}
