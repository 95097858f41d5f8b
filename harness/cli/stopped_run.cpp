#include "stopped_run.h"

#include "harness/process/interrupt.h"

#include <iostream>

namespace harness::cli {

std::optional<int> stopped_run_exit(const std::string& command,
    const std::optional<run::WorkerError>& error, const std::optional<run::Journal>& journal) {
    if (error) { // no worker could start: nothing new ran
        const bool unsupported = error->kind == run::WorkerError::Kind::Unsupported;
        std::cerr << "arbiter " << command << ": "
                  << (unsupported ? "" : "engine could not be started: ") << error->message << "\n";
        return unsupported ? 4 : 3;
    }
    if (process::interrupted()) { // the journal keeps every complete result
        std::cerr << "arbiter " << command << ": interrupted by signal "
                  << process::interrupt_signal() << "; the results so far are in "
                  << (journal ? journal->path() + " (--resume continues)"
                              : std::string("no journal (use --json)"))
                  << "\n";
        return process::interrupted_exit_code();
    }
    return std::nullopt;
}

} // namespace harness::cli
