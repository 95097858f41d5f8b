#pragma once
// run_bench: an engine's own benchmark, run N times — from the command line (`engine bench`,
// Stockfish style) or as a UCI command after the handshake — with the signature (nodes
// searched), nps and time of each run, and whether the runs agree (a bench must be
// deterministic). Engine faults (start failure, crash, non-zero exit, hang, no signature) are
// a run's fault text, never an exception; every run is bounded by config.timeout.

#include "harness/bench/bench_output.h"
#include "harness/session/engine_session.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace harness::bench {

enum class BenchMode { CommandLine, Uci };

struct BenchConfig {
    session::EngineSpec       engine;
    BenchMode                 mode = BenchMode::CommandLine;
    std::vector<std::string>  bench_args { "bench" }; // appended to argv, or the UCI line
    int                       runs    = 2;
    std::chrono::milliseconds timeout = std::chrono::minutes(5); // per run
    // The signature's form when the engine's is none of the common ones (regex_signature:
    // the first group of the last matching line); empty: the common forms.
    std::string signature_regex;
};

struct BenchRecord {
    BenchFigures figures;
    std::int64_t wall_ms = 0;
    std::string  fault; // empty: the run gave a signature
    bool         timed_out = false; // no end within the timeout (no later run is made)
    bool         started   = true; // false: the engine could not be started at all
    std::string  tail; // the last output lines, for a fault
};

struct BenchRun {
    std::vector<BenchRecord>     runs;
    std::optional<std::uint64_t> signature; // the runs' common node count
    bool                         deterministic = false; // every run gave the same signature
    [[nodiscard]] std::optional<std::uint64_t> median_nps() const;
};

[[nodiscard]] BenchRun run_bench(const BenchConfig& config);

} // namespace harness::bench
