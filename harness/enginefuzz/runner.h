#pragma once
// The stream runner: one case on a fresh engine process (a Gomocup engine's goes to
// gomocup_runner.h). Every line is written raw (the handshake is part of the case, so a
// reproducer is self-contained), the engine's answers are read as they come, and the oracles
// judge the conversation:
//   crash       the engine died by a signal (any time, also after our closing `quit`);
//   exit        it exited on its own before being told to quit;
//   hang        a sync (`isready` / `ping`) was not answered before the deadline, or the engine
//               did not exit after a `quit` of the case;
//   missing-bestmove / illegal-bestmove / malformed-bestmove
//               a search of a valid position (valid and edge cases, judged by our rules) was
//               not answered (after the deadline and a `stop`), or answered with a move that is
//               not legal there or not a move;
//   protocol-violation
//               an answer to a search nobody started (valid and edge cases).
// Replayed files (corpus category: --replay, --corpus, a match fault's replay) have their
// answers to searches of valid positions judged (illegal-bestmove, malformed-bestmove), but are
// held neither to answer every search nor against unasked answers (protocol streams are not).
// Bounded: each wait has a deadline, output lines are capped in length (ChildProcess) and
// counted, never stored (only the transcript's bounded tail is kept).

#include "dialect.h"
#include "fuzz_case.h"

#include "harness/process/child_process.h"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace harness::enginefuzz {

struct RunLimits {
    std::chrono::milliseconds answer { 5000 }; // for a sync answer, a search, an exit
    std::chrono::milliseconds settle { 1500 }; // for the answer of an unjudged search
    std::chrono::milliseconds grace { 1000 }; // for a bestmove after our own `stop`
};

struct RunResult {
    bool                   started = true; // false: the process could not be spawned
    std::string            start_error;
    std::optional<Verdict> verdict; // nullopt: no oracle fired
};

// Run `lines` on a fresh process of `spec`; `category` says which oracles apply.
[[nodiscard]] RunResult run_lines(const process::ProcessSpec& spec, const Dialect& d,
    Category category, const std::vector<std::string>& lines, const RunLimits& limits);

} // namespace harness::enginefuzz
