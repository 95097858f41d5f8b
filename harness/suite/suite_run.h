#pragma once
// run_suite: the suite runner as a library function — a config in, results out; no printing,
// no argv. Positions run on the shared worker pool (harness/run), one engine session per
// worker; a worker first checks the engine can do what the run asks (any position, node limit,
// mate search). Positions whose result is in `previous` (a resumed journal) are not run again.

#include "suite_runner.h"

#include "harness/run/pool.h"

#include <functional>
#include <optional>
#include <vector>

namespace harness::suite {

struct SuiteConfig {
    session::EngineSpec        engine;
    std::vector<SuitePosition> positions;
    RunOptions                 options;
    protocol::Timeouts         timeouts;
    int                        workers = 1;
    // Results of an interrupted run: their ids are kept and not run again.
    std::vector<PositionRecord> previous;
    // Called with each new result, one at a time (journal append, progress).
    std::function<void(const PositionRecord&)> on_result;
};

struct SuiteRun {
    std::vector<PositionRecord>     results; // in position order; positions not run left out
    std::vector<bool>               ran; // per position: has a result
    std::optional<run::WorkerError> error; // no worker could start (nothing ran)
    protocol::EngineId              engine_id;
};

// Why the engine cannot run these options (a Capabilities gap), or nullopt.
[[nodiscard]] std::optional<std::string> missing_capability(
    const protocol::Capabilities& caps, const RunOptions& options);

[[nodiscard]] SuiteRun run_suite(const SuiteConfig& config);

} // namespace harness::suite
