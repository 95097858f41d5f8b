#pragma once
// The end of a runner call that did not complete, shared by perft and suite: no worker could
// open (exit 3, or 4 when the engine lacks a capability) or a signal stopped it (128 + signal,
// the journal keeping every complete result). Prints the reason to stderr.

#include "harness/run/journal.h"
#include "harness/run/pool.h"

#include <optional>
#include <string>

namespace harness::cli {

// The exit code for a run that stopped early, or nullopt when it completed.
[[nodiscard]] std::optional<int> stopped_run_exit(const std::string& command,
    const std::optional<run::WorkerError>& error, const std::optional<run::Journal>& journal);

} // namespace harness::cli
