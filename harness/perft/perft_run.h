#pragma once
// run_perft: the perft runner as a library function — a config in, results out; no printing,
// no argv. Jobs run on the shared worker pool (harness/run), one engine session (and oracle
// session) per worker. Jobs whose result is in `previous` (a resumed journal) are not run again.

#include "perft_runner.h"

#include "harness/run/pool.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::perft {

struct PerftConfig {
    session::EngineSpec                engine;
    std::optional<session::EngineSpec> oracle; // nullopt: Arbiter's reference rules
    std::vector<PerftJob>              jobs;
    protocol::Timeouts                 timeouts;
    int                                workers = 1;
    // Results of an interrupted run: their jobs (by job_key) are kept and not run again.
    std::vector<PerftRecord> previous;
    // Called with each new result, one at a time (journal append, progress).
    std::function<void(const PerftRecord&)> on_result;
};

struct PerftRun {
    std::vector<PerftRecord>        results; // in job order; jobs not run are left out
    std::optional<run::WorkerError> error; // no worker could start (nothing ran)
    protocol::EngineId              engine_id, oracle_id; // from the handshakes
};

// What identifies a job across runs: "id depth N".
[[nodiscard]] std::string job_key(const PerftJob& job);

[[nodiscard]] PerftRun run_perft(const PerftConfig& config);

} // namespace harness::perft
